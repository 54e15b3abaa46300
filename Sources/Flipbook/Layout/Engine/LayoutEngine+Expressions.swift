import Foundation

/// An app's constraint in the solver's terms: each attribute as an
/// expression over the items' unknowns, in the container's bounds space.
extension LayoutEngine {
    /// The solver constraint for `c`, with its items made; nil when an item
    /// has gone or is outside `container`.
    func solverConstraint(for c: LayoutConstraint, in container: View) -> Cassowary.Constraint? {
        guard let first = c.firstItem as? LayoutItem,
            let lhs = side(first, c.firstAttribute, offsetEnd: c.firstOffsetEnd, in: container)
        else { return nil }
        var e = lhs.adding(constant: -Double(c.constant))
        if c.secondAttribute != .notAnAttribute {
            guard let second = c.secondItem as? LayoutItem,
                let rhs = side(second, c.secondAttribute, offsetEnd: c.secondOffsetEnd, in: container)
            else { return nil }
            e = e.adding(rhs, times: -Double(c.multiplier))
        }
        let relation: Cassowary.Constraint.Relation
        switch c.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        return Cassowary.Constraint(e, relation, strength: Cassowary.Strength(c.priority))
    }

    /// One side of a constraint: `attribute` of `object`, or, for an offset
    /// dimension (`anchorWithOffset(to:)`), `offsetEnd − object.attribute`.
    private func side(
        _ object: LayoutItem, _ attribute: LayoutConstraint.Attribute, offsetEnd: AnyLayoutAnchor?,
        in container: View
    ) -> Cassowary.Expression? {
        guard let start = expression(object, attribute, in: container) else { return nil }
        guard let offsetEnd else { return start }
        guard let endItem = offsetEnd.item as? LayoutItem,
            let end = expression(endItem, offsetEnd.attribute, in: container)
        else { return nil }
        return end.adding(start, times: -1)
    }

    /// `attribute` of `object` as an expression in `container`'s bounds
    /// space (points); nil when `object` is not inside `container`.
    func expression(_ object: LayoutItem, _ attribute: LayoutConstraint.Attribute, in container: View) -> Cassowary.Expression? {
        let (attribute, isMargin) = attribute.withoutMargins
        var object = object
        if isMargin, let view = object as? View { object = view.layoutMarginsGuide }
        let item = self.item(object)
        switch attribute {
        case .width: return Cassowary.Expression(item.w)
        case .height: return Cassowary.Expression(item.h)
        default: break
        }
        let horizontal = attribute.family == .x
        // The origin: the item's own position plus its containers' up to `container`.
        var terms: [Cassowary.Term] = []
        var current: LayoutItem = object
        while !(current === container) {
            let step = self.item(current)
            terms.append(Cassowary.Term(horizontal ? step.x : step.y))
            guard let next = current.layoutContainer else { return nil }
            current = next
        }
        let size = horizontal ? item.w : item.h
        var e = Cassowary.Expression(terms)
        // In a right-to-left view leading is the right edge and trailing the
        // left one, measured leftward (as UIKit: `leading == superview.leading + 16`
        // keeps 16 points from the right edge).
        if attribute == .leading || attribute == .trailing {
            let view = object as? View ?? (object as? LayoutGuide)?.owningView
            if view?.effectiveUserInterfaceLayoutDirection == .rightToLeft {
                if attribute == .leading { e = e.adding(size) }
                return Cassowary.Expression().adding(e, times: -1)
            }
        }
        switch attribute {
        case .right, .trailing, .bottom: e = e.adding(size)
        case .centerX, .centerY: e = e.adding(size, times: 0.5)
        case .firstBaseline, .lastBaseline:
            if let label = object as? Label, let offsets = label.baselineOffsets() {
                // The text block is centred vertically in the label.
                e = e.adding(size, times: 0.5).adding(
                    constant: Double(attribute == .firstBaseline ? offsets.first : offsets.last))
            } else {
                e = e.adding(size)
            }
        default: break
        }
        return e
    }
}
