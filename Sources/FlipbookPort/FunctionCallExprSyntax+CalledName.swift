import SwiftSyntax

extension FunctionCallExprSyntax {
    /// The called function's name: `addTarget` for `button.addTarget(...)`,
    /// `UIPanGestureRecognizer` for `UIPanGestureRecognizer(...)`.
    var calledName: String {
        if let reference = calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return ""
    }
}
