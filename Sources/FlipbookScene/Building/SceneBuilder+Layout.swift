import Flipbook
import Foundation

/// Stack views and the compact constraints of a scene document.
extension SceneBuilder {
    /// A stack view with a document's settings (its children are added as
    /// arranged views by `build`).
    static func makeStack(_ settings: SceneStack) -> StackView {
        let stack = StackView(frame: .zero)
        stack.axis = settings.axis
        stack.distribution = settings.distribution
        stack.alignment = settings.alignment
        stack.spacing = CGFloat(settings.spacing)
        stack.isLayoutMarginsRelativeArrangement = settings.isLayoutMarginsRelativeArrangement
        stack.isBaselineRelativeArrangement = settings.isBaselineRelativeArrangement
        return stack
    }

    /// Activates `constraints`, declared on `view`: `super` is `view`,
    /// `safe` and `margins` its guides, other names the ids of views inside
    /// it (the parser has checked that they are there).
    static func activate(_ constraints: [SceneConstraint], on view: View) {
        func item(_ name: String) -> AnyObject? {
            switch name {
            case SceneConstraint.superItem: view
            case SceneConstraint.safeItem: view.safeAreaLayoutGuide
            case SceneConstraint.marginsItem: view.layoutMarginsGuide
            default: view.view(withIdentifier: name)
            }
        }
        var made: [LayoutConstraint] = []
        for c in constraints {
            guard let first = item(c.first.item) else { continue }
            let second = c.second.flatMap { item($0.item) }
            let constraint = LayoutConstraint(
                item: first, attribute: c.first.attribute, relatedBy: c.relation,
                toItem: second, attribute: c.second?.attribute ?? .notAnAttribute,
                multiplier: CGFloat(c.multiplier), constant: CGFloat(c.constant))
            constraint.priority = LayoutPriority(c.priority)
            constraint.identifier = c.text
            made.append(constraint)
        }
        LayoutConstraint.activate(made)
    }
}
