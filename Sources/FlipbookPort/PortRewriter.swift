import SwiftParser
import SwiftSyntax

/// The rewrites of one file, on its syntax tree. See ``Porter``.
final class PortRewriter: SyntaxRewriter {
    private let context: PortContext
    private let file: String
    private let converter: SourceLocationConverter
    private(set) var notes: [PortNote] = []
    /// The default implementations to add after each protocol, by protocol name.
    private var defaults: [String: String] = [:]
    /// True once a default implementation needs the file's "not implemented" error.
    private(set) var needsNotImplementedError = false

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

    private func report(_ node: some SyntaxProtocol, _ severity: PortNote.Severity, _ message: String) {
        let place = node.startLocation(converter: converter)
        notes.append(PortNote(file: file, line: place.line, column: place.column, severity: severity, message: message))
    }

    // MARK: `@objc` and `@objcMembers`

    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        reportForwarding(node)
        return DeclSyntax(strippingDynamic(strippingObjC(cast(super.visit(node), FunctionDeclSyntax.self), reportingOn: node), reportingOn: node))
    }
    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        DeclSyntax(markingNonisolated(strippingDynamic(strippingObjC(cast(super.visit(node), VariableDeclSyntax.self), reportingOn: node),
                                                       reportingOn: node), original: node))
    }
    override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax { DeclSyntax(strippingObjC(cast(super.visit(node), InitializerDeclSyntax.self), reportingOn: node)) }
    override func visit(_ node: SubscriptDeclSyntax) -> DeclSyntax { DeclSyntax(strippingObjC(cast(super.visit(node), SubscriptDeclSyntax.self), reportingOn: node)) }
    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax { DeclSyntax(strippingObjC(cast(super.visit(node), ClassDeclSyntax.self), reportingOn: node)) }
    override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax { DeclSyntax(strippingObjC(cast(super.visit(node), ExtensionDeclSyntax.self), reportingOn: node)) }
    override func visit(_ node: EnumDeclSyntax) -> DeclSyntax { DeclSyntax(strippingObjC(cast(super.visit(node), EnumDeclSyntax.self), reportingOn: node)) }

    private func cast<D: DeclSyntaxProtocol>(_ decl: DeclSyntax, _ type: D.Type) -> D { decl.as(D.self)! }

    /// The attributes that only the Objective-C runtime (or Interface Builder
    /// and Core Data, through it) gives a meaning, with what the report says of each.
    static let removedAttributes: [String: (PortNote.Severity, String)] = [
        "objc": (.note, "there is no Objective-C runtime; Swift calls the declaration directly"),
        "objcMembers": (.note, "there is no Objective-C runtime; Swift calls the declaration directly"),
        "IBAction": (.note, "Interface Builder connects actions through the Objective-C runtime; the method stays, to be called or passed as a method reference"),
        "IBOutlet": (.note, "Interface Builder sets outlets through the Objective-C runtime; the property stays, to be set in code"),
        "IBInspectable": (.note, "Interface Builder sets inspectable properties through the Objective-C runtime; the property stays"),
        "IBDesignable": (.note, "Interface Builder renders designable views through the Objective-C runtime; the class stays"),
        "IBSegueAction": (.note, "Interface Builder calls segue actions through the Objective-C runtime; the method stays"),
        "NSManaged": (.warning, "the Objective-C runtime supplied this property's storage at run time (Core Data, or a CALayer subclass's animatable property); give it storage or accessors (`var progress: CGFloat = 0`): Flipbook's layers keep an unknown key's value (`setValue(_:forKey:)`) but do not animate it"),
    ]

    /// `decl` without its `dynamic` modifier: Objective-C message dispatch,
    /// which key-value observing and swizzling of the declaration needed.
    /// Flipbook's key-value observing observes UIKit's own properties.
    private func strippingDynamic<D: DeclSyntaxProtocol & WithModifiersSyntax & WithAttributesSyntax>(_ decl: D, reportingOn original: D) -> D {
        guard let index = decl.modifiers.firstIndex(where: { $0.name.tokenKind == .keyword(.dynamic) }),
              let originalModifier = original.modifiers.first(where: { $0.name.tokenKind == .keyword(.dynamic) }) else { return decl }
        report(originalModifier, .note, "removed 'dynamic': it asked for Objective-C message dispatch (for key-value observing or swizzling); Swift dispatches the declaration itself")
        let removed = decl.modifiers[index]
        let isFirstToken = index == decl.modifiers.startIndex && decl.attributes.isEmpty
        var result = decl
        result.modifiers = decl.modifiers.filter { $0.id != removed.id }
        // The token after it (another modifier, or `var`/`func`) takes its place on the line.
        if isFirstToken { result.leadingTrivia = removed.leadingTrivia }
        return result
    }

    /// `decl` without its `@objc`, `@objc(name)` and `@objcMembers` attributes,
    /// its first remaining token taking the removed attribute's indentation.
    /// Notes are placed on `original`, the declaration as it is in the file
    /// (`decl` may be a rewritten copy, whose positions are its own).
    private func strippingObjC<D: DeclSyntaxProtocol & WithAttributesSyntax>(_ decl: D, reportingOn original: D) -> D {
        var kept: [AttributeListSyntax.Element] = []
        var leading: Trivia?
        for (element, originalElement) in zip(decl.attributes, original.attributes) {
            if case .attribute(let attribute) = element, case .attribute(let originalAttribute) = originalElement {
                let name = attribute.attributeName.trimmedDescription
                if let (severity, message) = Self.removedAttributes[name] {
                    report(originalAttribute, severity, "removed '\(attribute.trimmedDescription)': \(message)")
                    if kept.isEmpty, leading == nil { leading = attribute.leadingTrivia }
                    continue
                }
            }
            kept.append(element)
        }
        guard kept.count != decl.attributes.count else { return decl }
        var result = decl
        result.attributes = AttributeListSyntax(kept)
        if let leading { result.leadingTrivia = leading }
        return result
    }

    // MARK: Shared mutable state in the Swift 6 language mode

    /// `static var shared = Config()` and a top-level `var` are shared mutable
    /// state, which the Swift 6 language mode refuses unless isolated (on iOS
    /// too); Swift 5 ran them unchecked. They are marked `nonisolated(unsafe)`,
    /// which keeps that behaviour in both modes. Declarations already isolated
    /// (`nonisolated`, in a `@MainActor` type or an actor), `let`s, `lazy` and
    /// computed or observed (`didSet`) properties are left as they are.
    private func markingNonisolated(_ decl: VariableDeclSyntax, original: VariableDeclSyntax) -> VariableDeclSyntax {
        guard decl.bindingSpecifier.tokenKind == .keyword(.var),
              !decl.modifiers.contains(where: { ["nonisolated", "lazy", "class"].contains($0.name.text) }),
              !decl.attributes.containsAttribute(named: "MainActor"),
              decl.bindings.allSatisfy({ $0.accessorBlock == nil }),
              isSharedState(original) else { return decl }
        report(original.bindingSpecifier, .note, "'\(original.bindingSpecifier.text) \(original.bindings.trimmedDescription)' is shared mutable state, which the Swift 6 language mode refuses: marked nonisolated(unsafe), as Swift 5 ran it")
        var result = decl
        let modifier = DeclModifierSyntax(name: .keyword(.nonisolated),
                                          detail: DeclModifierDetailSyntax(detail: .identifier("unsafe")),
                                          trailingTrivia: .space)
        if let first = result.modifiers.first {
            result.modifiers = DeclModifierListSyntax([modifier.with(\.leadingTrivia, first.leadingTrivia)]
                + [first.with(\.leadingTrivia, [])] + Array(result.modifiers.dropFirst()))
        } else {
            result.modifiers = DeclModifierListSyntax([modifier.with(\.leadingTrivia, result.bindingSpecifier.leadingTrivia)])
            result.bindingSpecifier = result.bindingSpecifier.with(\.leadingTrivia, [])
        }
        return result
    }

    /// True for a top-level variable, or a `static` one in a type that is not
    /// an actor nor marked `@MainActor`.
    private func isSharedState(_ node: VariableDeclSyntax) -> Bool {
        if node.parent?.is(CodeBlockItemSyntax.self) == true {
            return node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
        }
        guard node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
              let owner = node.parent?.parent?.parent?.parent else { return false }
        if owner.is(ActorDeclSyntax.self) || owner.is(ProtocolDeclSyntax.self) { return false }
        if let attributed = owner.asProtocol(WithAttributesSyntax.self), attributed.attributes.containsAttribute(named: "MainActor") {
            return false
        }
        return true
    }

    // MARK: `@objc optional` requirements

    override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax {
        let visited = super.visit(node).as(ProtocolDeclSyntax.self)!
        var protocolDecl = strippingObjC(visited, reportingOn: node)
        let hasOptional = node.memberBlock.members.contains {
            ($0.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.isOptional) == true
        }
        guard hasOptional else { return DeclSyntax(protocolDecl) }
        guard node.parent?.is(CodeBlockItemSyntax.self) == true else {
            report(node.name, .warning, "protocol '\(node.name.text)' with optional requirements is nested in a type; it was not ported (move it to the top level)")
            return DeclSyntax(protocolDecl)
        }
        let access = node.modifiers.first { ["public", "package", "open"].contains($0.name.text) }
            .map { "\($0.name.text == "open" ? "public" : $0.name.text) " } ?? ""
        var defaultLines: [String] = []
        var members: [MemberBlockItemSyntax] = []
        // Members as the file has them (for notes) and as rewritten (`@objc` already removed).
        for (original, member) in zip(node.memberBlock.members, visited.memberBlock.members) {
            if let function = original.decl.as(FunctionDeclSyntax.self), function.modifiers.isOptional,
               let rewritten = member.decl.as(FunctionDeclSyntax.self) {
                let ported = requirement(fromOptional: rewritten)
                report(function.name, .note, "'\(OptionalRequirement(function))' was an @objc optional requirement: it now throws, a default that throws means 'not implemented', and calls use 'try?'")
                defaultLines.append("    \(access)\(ported.trimmedDescription) { throw \(Self.notImplementedError)() }")
                members.append(member.with(\.decl, DeclSyntax(ported)))
            } else if let variable = original.decl.as(VariableDeclSyntax.self), variable.modifiers.isOptional {
                if let rewritten = member.decl.as(VariableDeclSyntax.self), let ported = propertyRequirement(fromOptional: rewritten) {
                    report(variable, .note, "optional property requirement '\(variable.bindings.trimmedDescription)' now has a throwing getter, a default that throws means 'not implemented', and reads 'x?.\(ported.name)' use 'try?'")
                    defaultLines.append("    \(access)var \(ported.name): \(ported.type) { get throws { throw \(Self.notImplementedError)() } }")
                    members.append(member.with(\.decl, DeclSyntax(ported.decl)))
                } else {
                    report(variable, .warning, "optional property requirement '\(variable.bindings.trimmedDescription)' was not ported: only a read-only one ({ get }) is; make it a function requirement, or give it a default in an extension")
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
    private func propertyRequirement(fromOptional variable: VariableDeclSyntax) -> (decl: VariableDeclSyntax, name: String, type: String)? {
        guard variable.bindings.count == 1, let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let type = binding.typeAnnotation?.type.trimmedDescription,
              case .accessors(let accessors) = binding.accessorBlock?.accessors,
              accessors.count == 1, let getter = accessors.first, getter.accessorSpecifier.tokenKind == .keyword(.get),
              getter.effectSpecifiers == nil else { return nil }
        var result = variable
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
        // `get ` -> `get throws `: the space after `get` moves after `throws`.
        let spacing = getter.accessorSpecifier.trailingTrivia
        let throwing = getter.with(\.accessorSpecifier, getter.accessorSpecifier.with(\.trailingTrivia, []))
            .with(\.effectSpecifiers, AccessorEffectSpecifiersSyntax(
                throwsClause: ThrowsClauseSyntax(throwsSpecifier: .keyword(.throws, leadingTrivia: .space, trailingTrivia: spacing))))
        var newBinding = binding
        newBinding.accessorBlock = binding.accessorBlock?.with(\.accessors, .accessors(AccessorDeclListSyntax([throwing])))
        result.bindings = PatternBindingListSyntax([newBinding])
        return (result, name, type)
    }

    /// `delegate?.title` where `title` is a ported optional property requirement ->
    /// `(try? delegate?.title)`: nil when the conformer does not implement it.
    override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        let visited = super.visit(node)
        guard context.optionalProperties.contains(node.declName.baseName.text), node.declName.argumentNames == nil,
              node.base?.is(OptionalChainingExprSyntax.self) == true,
              node.parent?.is(FunctionCallExprSyntax.self) != true, node.parent?.is(MemberAccessExprSyntax.self) != true,
              node.parent?.is(OptionalChainingExprSyntax.self) != true,
              node.parent?.is(InfixOperatorExprSyntax.self) != true || !isAssignmentTarget(node) else { return visited }
        let text = "(try? \(visited.trimmedDescription))"
        report(node, .note, "read of the optional property requirement '\(node.declName.baseName.text)' became '\(text)': nil when the conformer does not implement it")
        return parsedExpression(text).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    private func isAssignmentTarget(_ node: MemberAccessExprSyntax) -> Bool {
        guard let infix = node.parent?.as(InfixOperatorExprSyntax.self) else { return false }
        return infix.leftOperand.id == node.id && infix.operator.is(AssignmentExprSyntax.self)
    }

    /// The requirement (its `@objc` already removed) without `optional`, throwing.
    private func requirement(fromOptional function: FunctionDeclSyntax) -> FunctionDeclSyntax {
        var result = function
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
        var signature = result.signature
        var effects = signature.effectSpecifiers ?? FunctionEffectSpecifiersSyntax()
        if effects.throwsClause == nil {
            let spaced = signature.parameterClause.rightParen.trailingTrivia.contains { $0.isSpaceOrTab }
            let throwsKeyword = TokenSyntax.keyword(.throws, leadingTrivia: spaced ? [] : .space,
                                                    trailingTrivia: spaced ? .space : [])
            effects.throwsClause = ThrowsClauseSyntax(throwsSpecifier: throwsKeyword)
            signature.effectSpecifiers = effects
            result.signature = signature
        }
        return result
    }

    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        let visited = super.visit(node)
        guard !defaults.isEmpty else { return visited }
        var items: [CodeBlockItemSyntax] = []
        for item in visited {
            items.append(item)
            guard let protocolDecl = item.item.as(ProtocolDeclSyntax.self),
                  let text = defaults.removeValue(forKey: protocolDecl.name.text) else { continue }
            for added in Parser.parse(source: "\n\n" + text).statements { items.append(added) }
        }
        return CodeBlockItemListSyntax(items)
    }

    // MARK: Calls of optional requirements

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        let visited = super.visit(node)
        let callee = node.calledName
        if Self.swizzlingFunctions.contains(callee) {
            report(node, .warning, "'\(callee)' (method swizzling) cannot be ported: without the Objective-C runtime a method's implementation cannot be replaced at run time; override the method in a subclass, or call the replacement where the original was called")
            return visited
        }
        if callee == "responds", let ported = respondsToSelector(node) { return ported }
        guard let call = visited.as(FunctionCallExprSyntax.self),
              let chain = call.calledExpression.as(OptionalChainingExprSyntax.self),
              let member = chain.expression.as(MemberAccessExprSyntax.self),
              let name = OptionalRequirement(call: call, member: member.declName),
              context.optionalRequirements.contains(name) else { return visited }
        let plain = call.with(\.calledExpression, ExprSyntax(member)).trimmedDescription
        let isStatement = node.parent?.is(CodeBlockItemSyntax.self) == true
        let text = isStatement ? "_ = try? \(plain)" : "(try? \(plain))"
        report(node, .note, "call of the optional requirement '\(name)' became '\(text)': nil when the conformer does not implement it")
        return parsedExpression(text).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    // MARK: `#selector` in target-action

    override func visit(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
        let visited = super.visit(node)
        if node.macroName.text == "keyPath" { return keyPathString(node) ?? visited }
        guard node.macroName.text == "selector" else { return visited }
        let labeled = node.parent?.as(LabeledExprSyntax.self)
        let call = labeled?.parent?.parent?.as(FunctionCallExprSyntax.self)
        let label = labeled?.label?.text
        let callee = call?.calledName
        // `responds(to: #selector(...))` is ported as a whole call (see `respondsToSelector`).
        if label == "to", callee == "responds" { return visited }
        let isTargetAction = label == "action" || label == "selector"
        let isPerform = label == nil && callee == "perform" && call?.arguments.first?.expression.id == node.id
        guard let call, isTargetAction || isPerform, node.arguments.count == 1, let argument = node.arguments.first,
              argument.label == nil else {
            report(node, .warning, "'\(node.trimmedDescription)' is not the action of a target-action call, a notification observer's selector, nor the method of perform(_:) or responds(to:); it was not ported")
            return visited
        }
        // The object whose method it is: the `target:` argument, the first
        // unlabelled one (`addTarget(self, action:)`, `addObserver(self, selector:)`),
        // or for `perform(_:)` the receiver.
        let target: ExprSyntax?
        if isPerform {
            target = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        } else {
            target = call.arguments.first(where: { $0.label?.text == "target" })?.expression
                ?? call.arguments.first(where: { $0.label == nil && $0.expression.id != node.id })?.expression
        }
        let isSelf = target == nil || target?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        guard let reference = methodReference(argument.expression, targetIsSelf: isSelf) else {
            report(node, .warning, "'\(node.trimmedDescription)' names a method of '\(target?.trimmedDescription ?? "")', not of self; it was not ported: write the method with its type (#selector(TargetType.method(_:)))")
            return visited
        }
        report(node, .note, "'\(node.trimmedDescription)' became the method reference '\(reference)'")
        return parsedExpression(reference).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    /// The Objective-C runtime functions that replace a method's implementation.
    static let swizzlingFunctions: Set<String> = [
        "method_exchangeImplementations", "method_setImplementation", "class_replaceMethod", "class_addMethod",
        "imp_implementationWithBlock",
    ]

    /// The NSObject methods of message forwarding and dynamic method resolution.
    static let forwardingMethods: Set<String> = [
        "forwardingTarget(for:)", "forwardInvocation(_:)", "methodSignature(for:)",
        "resolveInstanceMethod(_:)", "resolveClassMethod(_:)", "doesNotRecognizeSelector(_:)",
    ]

    /// A warning for a declaration of message forwarding (`forwardingTarget(for:)`).
    private func reportForwarding(_ node: FunctionDeclSyntax) {
        let name = OptionalRequirement(node).description
        guard Self.forwardingMethods.contains(name) else { return }
        report(node.name, .warning, "'\(name)' (message forwarding) cannot be ported: without the Objective-C runtime a message the class does not implement is never sent, so it is never forwarded; implement the methods (a proxy can conform to the protocol and call its target)")
    }

    /// `x.responds(to: #selector(Type.method(_:)))`: Swift calls only what the
    /// type declares, so a method that is not an `@objc optional` requirement is
    /// there: `true` (`x != nil` for `x?.responds(to:)`). For an optional
    /// requirement the answer depends on the conformer: reported, not ported
    /// (call the requirement with `try?`, which gives nil when it is not implemented).
    private func respondsToSelector(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        guard node.arguments.count == 1, let argument = node.arguments.first, argument.label?.text == "to",
              let selector = argument.expression.as(MacroExpansionExprSyntax.self), selector.macroName.text == "selector",
              let method = selector.arguments.first?.expression, let name = Self.methodName(method) else { return nil }
        if context.optionalRequirements.contains(name) {
            report(node, .warning, "'\(node.trimmedDescription)' asks whether a conformer implements the optional requirement '\(name)', which only a call can tell here; it was not ported: call it with 'try?' (nil when not implemented)")
            return nil
        }
        let receiver = node.calledExpression.as(MemberAccessExprSyntax.self)?.base
        let text: String
        if let chain = receiver?.as(OptionalChainingExprSyntax.self) {
            text = "(\(chain.expression.trimmedDescription) != nil)"
        } else {
            text = "true"
        }
        report(node, .note, "'\(node.trimmedDescription)' became '\(text)': the type declares '\(name)', and Swift sends only what a type declares")
        return parsedExpression(text).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    /// `Type.method(_:with:)` or `method(_:)` -> its name and labels.
    static func methodName(_ expression: ExprSyntax) -> OptionalRequirement? {
        let reference = expression.as(DeclReferenceExprSyntax.self) ?? expression.as(MemberAccessExprSyntax.self)?.declName
        guard let reference else { return nil }
        let labels = reference.argumentNames?.arguments.map { $0.name.text } ?? []
        return OptionalRequirement(baseName: reference.baseName.text, labels: labels)
    }

    // MARK: `#keyPath`

    /// `#keyPath(UIScrollView.contentOffset)` -> `"contentOffset"`: the key
    /// path without its leading type names (capitalized components), with the
    /// Swift property names (`isHidden`; Flipbook's key-value observing takes
    /// those as well as the Objective-C getter names).
    private func keyPathString(_ node: MacroExpansionExprSyntax) -> ExprSyntax? {
        guard node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil else {
            report(node, .warning, "'\(node.trimmedDescription)' was not ported: only #keyPath(Type.property.property) is")
            return nil
        }
        var components = argument.expression.trimmedDescription.split(separator: ".").map(String.init)
        while components.count > 1, let first = components.first?.first, first.isUppercase { components.removeFirst() }
        guard !components.isEmpty, components.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else {
            report(node, .warning, "'\(node.trimmedDescription)' was not ported: only #keyPath(Type.property.property) is")
            return nil
        }
        let text = "\"\(components.joined(separator: "."))\""
        report(node, .note, "'\(node.trimmedDescription)' became the string \(text)")
        return parsedExpression(text).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    /// `handlePan(_:)` -> `Self.handlePan(_:)`, `self.tap` -> `Self.tap`, `Type.tap` stays.
    /// When the target is not `self`, only a method written with its type (`Type.tap`) is known.
    private func methodReference(_ expression: ExprSyntax, targetIsSelf: Bool = true) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return targetIsSelf ? "Self.\(reference.trimmedDescription)" : nil
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                return targetIsSelf ? "Self.\(member.declName.trimmedDescription)" : nil
            }
            return member.trimmedDescription
        }
        return nil
    }

    private func parsedExpression(_ text: String) -> ExprSyntax {
        let item = Parser.parse(source: text).statements.first!.item
        return item.as(ExprSyntax.self)!
    }
}

extension AttributeListSyntax {
    /// True when the list holds `@name`.
    func containsAttribute(named name: String) -> Bool {
        contains { element in
            if case .attribute(let attribute) = element { return attribute.attributeName.trimmedDescription == name }
            return false
        }
    }
}

extension FunctionCallExprSyntax {
    /// The called function's name: `addTarget` for `button.addTarget(...)`,
    /// `UIPanGestureRecognizer` for `UIPanGestureRecognizer(...)`.
    var calledName: String {
        if let reference = calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return ""
    }
}
