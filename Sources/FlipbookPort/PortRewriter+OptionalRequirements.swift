import SwiftParser
import SwiftSyntax

/// `@objc optional` requirements: made throwing, with defaults that throw,
/// and their calls and reads made `try?`.
extension PortRewriter {
    /// A protocol (`visited`: its members already rewritten) with its
    /// `@objc optional` requirements made throwing, and their throwing
    /// defaults kept to be added after it (``defaults``).
    func portingOptionalRequirements(of node: ProtocolDeclSyntax, visited: ProtocolDeclSyntax) -> DeclSyntax {
        var protocolDecl = strippingObjC(visited, reportingOn: node)
        let hasOptional = node.memberBlock.members.contains {
            ($0.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.isOptional) == true
        }
        guard hasOptional else { return DeclSyntax(protocolDecl) }
        guard node.parent?.is(CodeBlockItemSyntax.self) == true else {
            report(
                node.name, .warning,
                "protocol '\(node.name.text)' with optional requirements is nested in a type; it was not ported (move it to the top level)"
            )
            return DeclSyntax(protocolDecl)
        }
        let access =
            node.modifiers.first { ["public", "package", "open"].contains($0.name.text) }
            .map { "\($0.name.text == "open" ? "public" : $0.name.text) " } ?? ""
        var defaultLines: [String] = []
        var members: [MemberBlockItemSyntax] = []
        // Members as the file has them (for notes) and as rewritten (`@objc` already removed).
        for (original, member) in zip(node.memberBlock.members, visited.memberBlock.members) {
            if let function = original.decl.as(FunctionDeclSyntax.self), function.modifiers.isOptional,
                let rewritten = member.decl.as(FunctionDeclSyntax.self)
            {
                let ported = requirement(fromOptional: rewritten)
                report(
                    function.name, .note,
                    "'\(OptionalRequirement(function))' was an @objc optional requirement: it now throws, a default that throws means 'not implemented', and calls use 'try?'"
                )
                defaultLines.append("    \(access)\(ported.trimmedDescription) { throw \(Self.notImplementedError)() }")
                members.append(member.with(\.decl, DeclSyntax(ported)))
            } else if let variable = original.decl.as(VariableDeclSyntax.self), variable.modifiers.isOptional {
                if let rewritten = member.decl.as(VariableDeclSyntax.self),
                    let ported = propertyRequirement(fromOptional: rewritten)
                {
                    report(
                        variable, .note,
                        "optional property requirement '\(variable.bindings.trimmedDescription)' now has a throwing getter, a default that throws means 'not implemented', and reads 'x?.\(ported.name)' use 'try?'"
                    )
                    defaultLines.append(
                        "    \(access)var \(ported.name): \(ported.type) { get throws { throw \(Self.notImplementedError)() } }")
                    members.append(member.with(\.decl, DeclSyntax(ported.decl)))
                } else {
                    report(
                        variable, .warning,
                        "optional property requirement '\(variable.bindings.trimmedDescription)' was not ported: only a read-only one ({ get }) is; make it a function requirement, or give it a default in an extension"
                    )
                    members.append(member)
                }
            } else {
                members.append(member)
            }
        }
        protocolDecl.memberBlock.members = MemberBlockItemListSyntax(members)
        guard !defaultLines.isEmpty else { return DeclSyntax(protocolDecl) }
        needsNotImplementedError = true
        defaults[node.name.text] = """
            extension \(node.name.text) {
                // Ported @objc optional requirements (flipbook port): a conformer that does not
                // implement one gets this default, and a call with `try?` gives nil, as `?(...)` did.
            \(defaultLines.joined(separator: "\n"))
            }
            """
        return DeclSyntax(protocolDecl)
    }

    /// `optional var title: String { get }` (its `@objc` already removed) ->
    /// `var title: String { get throws }`, with its name and type; nil for a
    /// settable one (a setter cannot throw).
    func propertyRequirement(fromOptional variable: VariableDeclSyntax) -> (decl: VariableDeclSyntax, name: String, type: String)?
    {
        guard variable.bindings.count == 1, let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let type = binding.typeAnnotation?.type.trimmedDescription,
            case .accessors(let accessors) = binding.accessorBlock?.accessors,
            accessors.count == 1, let getter = accessors.first, getter.accessorSpecifier.tokenKind == .keyword(.get),
            getter.effectSpecifiers == nil
        else { return nil }
        var result = removingOptional(variable)
        // `get ` -> `get throws `: the space after `get` moves after `throws`.
        let spacing = getter.accessorSpecifier.trailingTrivia
        let throwing = getter.with(\.accessorSpecifier, getter.accessorSpecifier.with(\.trailingTrivia, []))
            .with(
                \.effectSpecifiers,
                AccessorEffectSpecifiersSyntax(
                    throwsClause: ThrowsClauseSyntax(
                        throwsSpecifier: .keyword(.throws, leadingTrivia: .space, trailingTrivia: spacing))))
        var newBinding = binding
        newBinding.accessorBlock = binding.accessorBlock?.with(\.accessors, .accessors(AccessorDeclListSyntax([throwing])))
        result.bindings = PatternBindingListSyntax([newBinding])
        return (result, name, type)
    }

    /// The read `node` of a ported optional property requirement as `(try? ...)`;
    /// other member accesses as `visited` has them.
    func portingOptionalPropertyRead(_ node: MemberAccessExprSyntax, visited: ExprSyntax) -> ExprSyntax {
        guard context.optionalProperties.contains(node.declName.baseName.text), node.declName.argumentNames == nil,
            node.base?.is(OptionalChainingExprSyntax.self) == true,
            node.parent?.is(FunctionCallExprSyntax.self) != true, node.parent?.is(MemberAccessExprSyntax.self) != true,
            node.parent?.is(OptionalChainingExprSyntax.self) != true,
            node.parent?.is(InfixOperatorExprSyntax.self) != true || !isAssignmentTarget(node)
        else { return visited }
        let text = "(try? \(visited.trimmedDescription))"
        report(
            node, .note,
            "read of the optional property requirement '\(node.declName.baseName.text)' became '\(text)': nil when the conformer does not implement it"
        )
        return parsedExpression(text).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    func isAssignmentTarget(_ node: MemberAccessExprSyntax) -> Bool {
        guard let infix = node.parent?.as(InfixOperatorExprSyntax.self) else { return false }
        return infix.leftOperand.id == node.id && infix.operator.is(AssignmentExprSyntax.self)
    }

    /// The requirement (its `@objc` already removed) without `optional`, throwing.
    func requirement(fromOptional function: FunctionDeclSyntax) -> FunctionDeclSyntax {
        var result = removingOptional(function)
        var signature = result.signature
        var effects = signature.effectSpecifiers ?? FunctionEffectSpecifiersSyntax()
        if effects.throwsClause == nil {
            let spaced = signature.parameterClause.rightParen.trailingTrivia.contains { $0.isSpaceOrTab }
            let throwsKeyword = TokenSyntax.keyword(
                .throws, leadingTrivia: spaced ? [] : .space,
                trailingTrivia: spaced ? .space : [])
            effects.throwsClause = ThrowsClauseSyntax(throwsSpecifier: throwsKeyword)
            signature.effectSpecifiers = effects
            result.signature = signature
        }
        return result
    }

    /// The statements (`visited`: already rewritten) with each ported
    /// protocol's default implementations added after it.
    func addingDefaults(to visited: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        guard !defaults.isEmpty else { return visited }
        var items: [CodeBlockItemSyntax] = []
        for item in visited {
            items.append(item)
            guard let protocolDecl = item.item.as(ProtocolDeclSyntax.self),
                let text = defaults.removeValue(forKey: protocolDecl.name.text)
            else { continue }
            for added in Parser.parse(source: "\n\n" + text).statements { items.append(added) }
        }
        return CodeBlockItemListSyntax(items)
    }

    /// A call of a ported `@objc optional` requirement (`delegate?.method(x)`)
    /// -> `try? delegate?.method(x)`; other calls as `visited` has them.
    func portingOptionalCall(_ node: FunctionCallExprSyntax, visited: ExprSyntax) -> ExprSyntax {
        guard let call = visited.as(FunctionCallExprSyntax.self),
            let chain = call.calledExpression.as(OptionalChainingExprSyntax.self),
            let member = chain.expression.as(MemberAccessExprSyntax.self),
            let name = OptionalRequirement(call: call, member: member.declName),
            context.optionalRequirements.contains(name)
        else { return visited }
        let plain = call.with(\.calledExpression, ExprSyntax(member)).trimmedDescription
        let isStatement = node.parent?.is(CodeBlockItemSyntax.self) == true
        let text = isStatement ? "_ = try? \(plain)" : "(try? \(plain))"
        report(
            node, .note,
            "call of the optional requirement '\(name)' became '\(text)': nil when the conformer does not implement it")
        return parsedExpression(text).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    /// `decl` without its `optional` modifier; when that modifier was the
    /// declaration's first token, the next one takes its leading trivia.
    func removingOptional<D: DeclSyntaxProtocol & WithModifiersSyntax & WithAttributesSyntax>(_ decl: D) -> D {
        var result = decl
        var modifiers: [DeclModifierSyntax] = []
        var leading: Trivia?
        for modifier in result.modifiers {
            if modifier.name.tokenKind == .keyword(.optional) {
                if modifiers.isEmpty, result.attributes.isEmpty { leading = modifier.leadingTrivia }
                continue
            }
            modifiers.append(modifier)
        }
        result.modifiers = DeclModifierListSyntax(modifiers)
        if let leading { result.leadingTrivia = leading }
        return result
    }
}
