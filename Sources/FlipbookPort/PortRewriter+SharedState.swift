import SwiftParser
import SwiftSyntax

/// Shared mutable state in the Swift 6 language mode: `nonisolated(unsafe)`.
extension PortRewriter {
    /// `static var shared = Config()` and a top-level `var` are shared mutable
    /// state, which the Swift 6 language mode refuses unless isolated (on iOS
    /// too); Swift 5 ran them unchecked. They are marked `nonisolated(unsafe)`,
    /// which keeps that behaviour in both modes. Declarations already isolated
    /// (`nonisolated`, in a `@MainActor` type or an actor), `let`s, `lazy` and
    /// computed or observed (`didSet`) properties are left as they are.
    func markingNonisolated(_ decl: VariableDeclSyntax, original: VariableDeclSyntax) -> VariableDeclSyntax {
        guard decl.bindingSpecifier.tokenKind == .keyword(.var),
            !decl.modifiers.contains(where: { ["nonisolated", "lazy", "class"].contains($0.name.text) }),
            !decl.attributes.containsAttribute(named: "MainActor"),
            decl.bindings.allSatisfy({ $0.accessorBlock == nil }),
            isSharedState(original)
        else { return decl }
        report(
            original.bindingSpecifier, .note,
            "'\(original.bindingSpecifier.text) \(original.bindings.trimmedDescription)' is shared mutable state, which the Swift 6 language mode refuses: marked nonisolated(unsafe), as Swift 5 ran it"
        )
        var result = decl
        let modifier = DeclModifierSyntax(
            name: .keyword(.nonisolated),
            detail: DeclModifierDetailSyntax(detail: .identifier("unsafe")),
            trailingTrivia: .space)
        if let first = result.modifiers.first {
            result.modifiers = DeclModifierListSyntax(
                [modifier.with(\.leadingTrivia, first.leadingTrivia)]
                    + [first.with(\.leadingTrivia, [])] + Array(result.modifiers.dropFirst()))
        } else {
            result.modifiers = DeclModifierListSyntax([modifier.with(\.leadingTrivia, result.bindingSpecifier.leadingTrivia)])
            result.bindingSpecifier = result.bindingSpecifier.with(\.leadingTrivia, [])
        }
        return result
    }

    /// True for a top-level variable, or a `static` one in a type that is not
    /// an actor nor marked `@MainActor`.
    func isSharedState(_ node: VariableDeclSyntax) -> Bool {
        if node.parent?.is(CodeBlockItemSyntax.self) == true {
            return node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
        }
        guard node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
            let owner = node.parent?.parent?.parent?.parent
        else { return false }
        if owner.is(ActorDeclSyntax.self) || owner.is(ProtocolDeclSyntax.self) { return false }
        if let attributed = owner.asProtocol(WithAttributesSyntax.self),
            attributed.attributes.containsAttribute(named: "MainActor")
        {
            return false
        }
        return true
    }
}
