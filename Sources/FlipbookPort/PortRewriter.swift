import SwiftParser
import SwiftSyntax

/// The rewrites of one file, on its syntax tree. See ``Porter``.
final class PortRewriter: SyntaxRewriter {
    let context: PortContext
    private let file: String
    private let converter: SourceLocationConverter
    private(set) var notes: [PortNote] = []
    /// The default implementations to add after each protocol, by protocol name.
    var defaults: [String: String] = [:]
    /// True once a default implementation needs the file's "not implemented" error.
    var needsNotImplementedError = false

    /// The error the default implementations of ported optional requirements throw.
    static let notImplementedError = "_OptionalRequirementNotImplemented"

    init(context: PortContext, file: String, tree: SourceFileSyntax) {
        self.context = context
        self.file = file
        converter = SourceLocationConverter(fileName: file, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SourceFileSyntax) -> SourceFileSyntax {
        let visited = super.visit(node)
        guard let foundation = FoundationImportCompleter.importToComplete(in: node) else { return visited }
        report(foundation, .note, FoundationImportCompleter.note)
        return FoundationImportCompleter.completing(visited)
    }

    func report(_ node: some SyntaxProtocol, _ severity: PortNote.Severity, _ message: String) {
        let place = node.startLocation(converter: converter)
        notes.append(PortNote(file: file, line: place.line, column: place.column, severity: severity, message: message))
    }

    // MARK: `@objc`, `@objcMembers`, `dynamic` and shared state (PortRewriter+ObjCAttributes.swift, PortRewriter+SharedState.swift)

    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        reportForwarding(node)
        return DeclSyntax(
            strippingDynamic(
                strippingObjC(cast(super.visit(node), FunctionDeclSyntax.self), reportingOn: node), reportingOn: node))
    }
    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        DeclSyntax(
            markingNonisolated(
                strippingDynamic(
                    strippingObjC(cast(super.visit(node), VariableDeclSyntax.self), reportingOn: node),
                    reportingOn: node), original: node))
    }
    override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax {
        DeclSyntax(strippingObjC(cast(super.visit(node), InitializerDeclSyntax.self), reportingOn: node))
    }
    override func visit(_ node: SubscriptDeclSyntax) -> DeclSyntax {
        DeclSyntax(strippingObjC(cast(super.visit(node), SubscriptDeclSyntax.self), reportingOn: node))
    }
    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        DeclSyntax(strippingObjC(cast(super.visit(node), ClassDeclSyntax.self), reportingOn: node))
    }
    override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
        DeclSyntax(strippingObjC(cast(super.visit(node), ExtensionDeclSyntax.self), reportingOn: node))
    }
    override func visit(_ node: EnumDeclSyntax) -> DeclSyntax {
        DeclSyntax(strippingObjC(cast(super.visit(node), EnumDeclSyntax.self), reportingOn: node))
    }

    // MARK: `@objc optional` requirements (PortRewriter+OptionalRequirements.swift)

    override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax {
        portingOptionalRequirements(of: node, visited: super.visit(node).as(ProtocolDeclSyntax.self)!)
    }

    /// `delegate?.title` where `title` is a ported optional property requirement ->
    /// `(try? delegate?.title)`: nil when the conformer does not implement it.
    override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        portingOptionalPropertyRead(node, visited: super.visit(node))
    }

    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        addingDefaults(to: super.visit(node))
    }

    /// Swizzling (reported), `responds(to:)` (PortRewriter+Selectors.swift)
    /// and calls of optional requirements.
    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        let visited = super.visit(node)
        let callee = node.calledName
        if reportingSwizzling(node, callee: callee) { return visited }
        if callee == "responds", let ported = respondsToSelector(node) { return ported }
        return portingOptionalCall(node, visited: visited)
    }

    // MARK: `#selector` and `#keyPath` (PortRewriter+Selectors.swift)

    override func visit(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
        portingMacro(node, visited: super.visit(node))
    }

    /// `text` parsed as one expression (the rewrites build their replacements as text).
    func parsedExpression(_ text: String) -> ExprSyntax {
        let item = Parser.parse(source: text).statements.first!.item
        return item.as(ExprSyntax.self)!
    }
}
