import SwiftParser
import SwiftSyntax

/// Rewrites the platform condition `os(iOS)` of `#if` / `#elseif` clauses
/// into `canImport(UIKit)` (``Porter`` applies it to every file).
///
/// A UIKit library that also builds for macOS or Linux wraps its files in
/// `#if os(iOS)` (Drops, Tests/Corpus/Drops): the condition means "the
/// platform whose UIKit this code is written for". Swift evaluates `os(iOS)`
/// from the compilation target, so on Linux every such file compiles to
/// nothing, even with the `UIKit` product beside it. `canImport(UIKit)` keeps
/// the meaning and is true wherever the `UIKit` product (or Apple's UIKit) is
/// importable, so the code is compiled. The rewrite stays on its line, so line
/// numbers stay those of the original file. Only `os(iOS)` changes: other
/// platforms (`os(macOS)`, `os(tvOS)`, `os(watchOS)`), `targetEnvironment(...)`,
/// `canImport(...)` and `#available` stay as written; `!os(iOS)`,
/// `os(iOS) || os(tvOS)` and the like have their `os(iOS)` part rewritten.
/// A ported file has no `os(iOS)` left, so porting it again changes nothing.
enum PlatformConditionRewriter {
    /// What `flipbook port` reports at each rewritten condition.
    static let note =
        "rewrote 'os(iOS)' as 'canImport(UIKit)': the code is written for iOS's UIKit, which the UIKit product provides here, and 'os(iOS)' is false on Linux"

    /// The `os(iOS)` calls in the `#if` conditions of `tree`, in source order.
    static func conditions(in tree: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }

    /// `text` with every `os(iOS)` of its `#if` conditions rewritten (the
    /// same text when there is none).
    static func rewriting(_ text: String) -> String {
        let tree = Parser.parse(source: text)
        guard !conditions(in: tree).isEmpty else { return text }
        return Rewriter(viewMode: .sourceAccurate).rewrite(tree).description
    }

    /// True for the call `os(iOS)`.
    static func isIOSCondition(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "os",
            call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil
        else { return false }
        return argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "iOS"
    }

    /// `canImport(UIKit)` with the trivia of `call`.
    static func replacement(for call: FunctionCallExprSyntax) -> FunctionCallExprSyntax {
        call.with(\.calledExpression, ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("canImport"))))
            .with(
                \.arguments,
                LabeledExprListSyntax([
                    LabeledExprSyntax(expression: DeclReferenceExprSyntax(baseName: .identifier("UIKit")))
                ])
            )
            .with(\.leadingTrivia, call.leadingTrivia)
            .with(\.trailingTrivia, call.trailingTrivia)
    }

    /// Finds `os(iOS)` in the conditions of `#if` clauses.
    private final class Finder: SyntaxVisitor {
        private(set) var found: [FunctionCallExprSyntax] = []

        override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
            if let condition = node.condition {
                let calls = CallCollector(viewMode: .sourceAccurate)
                calls.walk(condition)
                found += calls.found.filter(PlatformConditionRewriter.isIOSCondition)
            }
            return .visitChildren
        }
    }

    /// Every function-call expression under a node.
    private final class CallCollector: SyntaxVisitor {
        private(set) var found: [FunctionCallExprSyntax] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            found.append(node)
            return .visitChildren
        }
    }

    /// Rewrites the `os(iOS)` calls of `#if` conditions.
    private final class Rewriter: SyntaxRewriter {
        override func visit(_ node: IfConfigClauseSyntax) -> IfConfigClauseSyntax {
            var clause = super.visit(node)
            if let condition = clause.condition {
                clause.condition = ConditionRewriter(viewMode: .sourceAccurate).rewrite(condition).as(ExprSyntax.self)
            }
            return clause
        }
    }

    /// Rewrites `os(iOS)` inside one condition.
    private final class ConditionRewriter: SyntaxRewriter {
        override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
            guard PlatformConditionRewriter.isIOSCondition(node) else { return super.visit(node) }
            return ExprSyntax(PlatformConditionRewriter.replacement(for: node))
        }
    }
}
