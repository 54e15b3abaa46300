import Foundation

/// One attribute of one view or layout guide, to make constraints from
/// (`NSLayoutAnchor`). The type parameter keeps the axes apart at compile
/// time: a ``LayoutXAxisAnchor`` only relates to x-axis anchors, a
/// ``LayoutYAxisAnchor`` to y-axis anchors, a ``LayoutDimension`` to
/// dimensions.
///
/// Every method returns a new, inactive ``LayoutConstraint`` (set
/// `isActive` or use ``LayoutConstraint/activate(_:)``); constants are in
/// points.
///
/// Anchors are objects with identity, as UIKit's: a view or guide makes each
/// of its anchors once (`view.topAnchor === view.topAnchor`), and a
/// constraint's ``LayoutConstraint/firstAnchor`` is the anchor it was made
/// from (see ``AnyLayoutAnchor``).
@preconcurrency @MainActor
open class LayoutAnchor<AnchorType: AnyObject>: AnyLayoutAnchor {
    /// `self == anchor × multiplier + constant` at `relation`.
    func make(
        _ relation: LayoutConstraint.Relation, _ anchor: LayoutAnchor<AnchorType>?,
        multiplier: CGFloat = 1, constant: CGFloat
    ) -> LayoutConstraint {
        LayoutConstraint(first: self, relation: relation, second: anchor, multiplier: multiplier, constant: constant)
    }

    /// `self == anchor`.
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        make(.equal, anchor, constant: 0)
    }

    /// `self >= anchor`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0)
    }

    /// `self <= anchor`.
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0)
    }

    /// `self == anchor + c` (points).
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, constant: c)
    }

    /// `self >= anchor + c` (points).
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }

    /// `self <= anchor + c` (points).
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }
}
