import SwiftParser
import SwiftSyntax

/// What the Objective-C runtime looked up by name: `#selector` in
/// target-action, `responds(to:)`, `#keyPath`; swizzling and message
/// forwarding are reported.
extension PortRewriter {
    /// `#selector(method)` in target-action -> a method reference; `#keyPath` -> a string.
    func portingMacro(_ node: MacroExpansionExprSyntax, visited: ExprSyntax) -> ExprSyntax {
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
            argument.label == nil
        else {
            report(
                node, .warning,
                "'\(node.trimmedDescription)' is not the action of a target-action call, a notification observer's selector, nor the method of perform(_:) or responds(to:); it was not ported"
            )
            return visited
        }
        // The object whose method it is: the `target:` argument, the first
        // unlabelled one (`addTarget(self, action:)`, `addObserver(self, selector:)`),
        // or for `perform(_:)` the receiver.
        let target: ExprSyntax?
        if isPerform {
            target = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        } else {
            target =
                call.arguments.first(where: { $0.label?.text == "target" })?.expression
                ?? call.arguments.first(where: { $0.label == nil && $0.expression.id != node.id })?.expression
        }
        let isSelf = target == nil || target?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        guard let reference = methodReference(argument.expression, targetIsSelf: isSelf) else {
            report(
                node, .warning,
                "'\(node.trimmedDescription)' names a method of '\(target?.trimmedDescription ?? "")', not of self; it was not ported: write the method with its type (#selector(TargetType.method(_:)))"
            )
            return visited
        }
        report(node, .note, "'\(node.trimmedDescription)' became the method reference '\(reference)'")
        return parsedExpression(reference).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    /// True, with a warning, for a call of a swizzling function (`method_exchangeImplementations`).
    func reportingSwizzling(_ node: FunctionCallExprSyntax, callee: String) -> Bool {
        guard Self.swizzlingFunctions.contains(callee) else { return false }
        report(
            node, .warning,
            "'\(callee)' (method swizzling) cannot be ported: without the Objective-C runtime a method's implementation cannot be replaced at run time; override the method in a subclass, or call the replacement where the original was called"
        )
        return true
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
    func reportForwarding(_ node: FunctionDeclSyntax) {
        let name = OptionalRequirement(node).description
        guard Self.forwardingMethods.contains(name) else { return }
        report(
            node.name, .warning,
            "'\(name)' (message forwarding) cannot be ported: without the Objective-C runtime a message the class does not implement is never sent, so it is never forwarded; implement the methods (a proxy can conform to the protocol and call its target)"
        )
    }

    /// `x.responds(to: #selector(Type.method(_:)))`: Swift calls only what the
    /// type declares, so a method that is not an `@objc optional` requirement is
    /// there: `true` (`x != nil` for `x?.responds(to:)`). For an optional
    /// requirement the answer depends on the conformer: reported, not ported
    /// (call the requirement with `try?`, which gives nil when it is not implemented).
    func respondsToSelector(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
        guard node.arguments.count == 1, let argument = node.arguments.first, argument.label?.text == "to",
            let selector = argument.expression.as(MacroExpansionExprSyntax.self), selector.macroName.text == "selector",
            let method = selector.arguments.first?.expression, let name = Self.methodName(method)
        else { return nil }
        if context.optionalRequirements.contains(name) {
            report(
                node, .warning,
                "'\(node.trimmedDescription)' asks whether a conformer implements the optional requirement '\(name)', which only a call can tell here; it was not ported: call it with 'try?' (nil when not implemented)"
            )
            return nil
        }
        let receiver = node.calledExpression.as(MemberAccessExprSyntax.self)?.base
        let text: String
        if let chain = receiver?.as(OptionalChainingExprSyntax.self) {
            text = "(\(chain.expression.trimmedDescription) != nil)"
        } else {
            text = "true"
        }
        report(
            node, .note,
            "'\(node.trimmedDescription)' became '\(text)': the type declares '\(name)', and Swift sends only what a type declares"
        )
        return parsedExpression(text).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    /// `Type.method(_:with:)` or `method(_:)` -> its name and labels.
    static func methodName(_ expression: ExprSyntax) -> OptionalRequirement? {
        let reference = expression.as(DeclReferenceExprSyntax.self) ?? expression.as(MemberAccessExprSyntax.self)?.declName
        guard let reference else { return nil }
        let labels = reference.argumentNames?.arguments.map { $0.name.text } ?? []
        return OptionalRequirement(baseName: reference.baseName.text, labels: labels)
    }

    /// `#keyPath(UIScrollView.contentOffset)` -> `"contentOffset"`: the key
    /// path without its leading type names (capitalized components), with the
    /// Swift property names (`isHidden`; Flipbook's key-value observing takes
    /// those as well as the Objective-C getter names).
    func keyPathString(_ node: MacroExpansionExprSyntax) -> ExprSyntax? {
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
    func methodReference(_ expression: ExprSyntax, targetIsSelf: Bool = true) -> String? {
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
}
