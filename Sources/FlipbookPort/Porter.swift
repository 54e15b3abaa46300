import SwiftParser
import SwiftSyntax

/// Rewrites what only the Objective-C runtime can do into Swift that
/// compiles on Linux and behaves the same, on the syntax tree (never with
/// regular expressions):
///
/// - `@objc`, `@objc(name)` and `@objcMembers` are removed;
/// - a protocol's `@objc optional func` requirements become throwing
///   requirements with a default that throws, so "not implemented" stays
///   distinguishable from "implemented"; every call spelled
///   `delegate?.sheetDidMove?(self)` becomes `_ = try? delegate?.sheetDidMove(self)`
///   (`(try? ...)` inside an expression, so `?? fallback` still applies);
/// - `#selector(handlePan(_:))` as the `action:` of a target-action call, the
///   `selector:` of `NotificationCenter.addObserver` or `CADisplayLink(target:selector:)`,
///   or the method of `perform(_:with:afterDelay:)` becomes the method reference
///   `Self.handlePan(_:)` (`Type.method` stays as written), which the `UIKit`
///   product's APIs take;
/// - `x.responds(to: #selector(Type.method))` becomes `true` (`x != nil` for
///   `x?.responds(to:)`), except for an optional requirement (reported);
/// - `dynamic`, `@IBAction`, `@IBOutlet`, `@IBInspectable`, `@IBDesignable`
///   are removed; `@NSManaged` is removed with a warning;
/// - `override` members of an extension of a class declared in the same file
///   move into the class body (``ExtensionOverrideMover``);
/// - mutable `static` and top-level `var`s get `nonisolated(unsafe)`, for the
///   Swift 6 language mode;
/// - `#keyPath(UIScrollView.contentOffset)` becomes `"contentOffset"`;
/// - `#if os(iOS)` becomes `#if canImport(UIKit)` (``PlatformConditionRewriter``);
/// - `import XCTest` in a file without `import UIKit` becomes
///   `import XCTest; import UIKit` (``XCTestImportCompleter``).
///
/// A `super.init()` that UIKit rejects (in a designated initializer of a
/// `UIView` or `UIViewController` subclass) is reported as an error
/// (``SuperInitCheck``).
///
/// Output is deterministic, and porting ported code changes nothing.
/// What cannot be ported (method swizzling, message forwarding, `#selector`
/// elsewhere, optional property requirements) is left as it was and reported
/// as a warning.
public struct Porter: Sendable {
    /// The optional requirements of all the files being ported.
    public let context: PortContext

    /// A porter that rewrites the calls of `context`'s optional requirements.
    public init(context: PortContext) { self.context = context }

    /// Ports one file.
    /// - Parameters:
    ///   - source: The file's text.
    ///   - file: Its name in notes (`Sources/App/Sheet.swift`).
    /// - Returns: The new text (the same text when nothing needed porting) and the notes.
    /// - Throws: ``PortError/unparsable(file:line:column:)`` for text that is not Swift.
    public func port(_ source: String, file: String) throws -> PortedFile {
        let tree = Parser.parse(source: source)
        if tree.hasError {
            let finder = FirstErrorFinder(viewMode: .all)
            finder.walk(tree)
            let place = (finder.first ?? Syntax(tree)).startLocation(
                converter: SourceLocationConverter(fileName: file, tree: tree))
            throw PortError.unparsable(file: file, line: place.line, column: place.column)
        }
        let rewriter = PortRewriter(context: context, file: file, tree: tree)
        let plan = ExtensionOverrideMover.plan(tree, converter: SourceLocationConverter(fileName: file, tree: tree))
        let mover = ExtensionOverrideMover(file: file)
        let rewritten = rewriter.rewrite(tree).as(SourceFileSyntax.self)!
        var text = XCTestImportCompleter.completing(
            PlatformConditionRewriter.rewriting(mover.move(rewritten, plan: plan).description))
        if rewriter.needsNotImplementedError {
            if !text.hasSuffix("\n") { text += "\n" }
            text += """

                /// Thrown by the defaults of ported `@objc optional` requirements: "not implemented".
                fileprivate struct \(PortRewriter.notImplementedError): Error {}

                """
        }
        let notes = (rewriter.notes + mover.notes + platformNotes(in: tree, file: file) + superInitErrors(in: tree, file: file))
            .enumerated().sorted {
                ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset)
            }.map(\.element)
        return PortedFile(text: text, notes: notes)
    }
}

extension Porter {
    /// A note for each `os(iOS)` of an `#if` condition (``PlatformConditionRewriter``)
    /// and each `import XCTest` that gets `import UIKit` (``XCTestImportCompleter``).
    func platformNotes(in tree: SourceFileSyntax, file: String) -> [PortNote] {
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        return PlatformConditionRewriter.conditions(in: tree).map { call in
            let place = call.startLocation(converter: converter)
            return PortNote(
                file: file, line: place.line, column: place.column, severity: .note, message: PlatformConditionRewriter.note)
        }
            + XCTestImportCompleter.importsToComplete(in: tree).map { decl in
                let place = decl.startLocation(converter: converter)
                return PortNote(
                    file: file, line: place.line, column: place.column, severity: .note, message: XCTestImportCompleter.note)
            }
    }

    /// An error for each `super.init()` that UIKit rejects (``SuperInitCheck``).
    func superInitErrors(in tree: SourceFileSyntax, file: String) -> [PortNote] {
        let check = SuperInitCheck(superclasses: context.superclasses)
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        let classes = ClassFinder(viewMode: .sourceAccurate)
        classes.walk(tree)
        return classes.found.flatMap { node in
            check.violations(in: node).map { violation in
                let place = violation.call.startLocation(converter: converter)
                return PortNote(
                    file: file, line: place.line, column: place.column, severity: .error,
                    message:
                        "'super.init()' in a designated initializer of '\(node.name.text)': UIKit rejects it (\"must call a designated initializer of the superclass\"), and on Linux it compiles but fails to link; call '\(violation.fix)'"
                )
            }
        }
    }
}

/// Every class declaration of a file, nested ones included.
final class ClassFinder: SyntaxVisitor {
    private(set) var found: [ClassDeclSyntax] = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        found.append(node)
        return .visitChildren
    }
}

/// The first missing token or unexpected text of a tree with errors.
final class FirstErrorFinder: SyntaxAnyVisitor {
    private(set) var first: Syntax?

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        guard first == nil, node.hasError else { return .skipChildren }
        if node.is(UnexpectedNodesSyntax.self) || node.as(TokenSyntax.self)?.presence == .missing {
            first = node
            return .skipChildren
        }
        return .visitChildren
    }
}
