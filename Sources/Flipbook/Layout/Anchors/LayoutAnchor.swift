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
@preconcurrency @MainActor
open class LayoutAnchor<AnchorType: AnyObject> {
    /// The view or guide, held weakly as UIKit does.
    weak var item: AnyObject?
    /// The attribute this anchor stands for.
    let attribute: LayoutConstraint.Attribute

    init(item: AnyObject, attribute: LayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `self == anchor × multiplier + constant` at `relation`.
    func make(_ relation: LayoutConstraint.Relation, _ anchor: LayoutAnchor<AnchorType>?,
              multiplier: CGFloat = 1, constant: CGFloat) -> LayoutConstraint {
        LayoutConstraint(item: item as Any, attribute: attribute, relatedBy: relation,
                         toItem: anchor.map { $0.item as Any }, attribute: anchor?.attribute ?? .notAnAttribute,
                         multiplier: multiplier, constant: constant)
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

    /// The item's name and the attribute (`Label('title').leading`).
    public var name: String { "\((item as? LayoutItem)?.layoutName ?? "nil").\(attribute.name)" }
}

/// An x-axis anchor: leading, trailing, left, right, centerX
/// (`NSLayoutXAxisAnchor`).
@preconcurrency @MainActor
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
    /// `self == anchor + multiplier × system spacing` (UIKit's standard
    /// spacing, ``LayoutXAxisAnchor/systemSpacing`` points, 8).
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, constant: multiplier * Self.systemSpacing)
    }

    /// `self >= anchor + multiplier × system spacing`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: multiplier * Self.systemSpacing)
    }

    /// `self <= anchor + multiplier × system spacing`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: multiplier * Self.systemSpacing)
    }

    /// The system spacing between sibling views, points (UIKit's standard 8).
    public static let systemSpacing: CGFloat = 8
}

/// A y-axis anchor: top, bottom, centerY, the baselines
/// (`NSLayoutYAxisAnchor`).
@preconcurrency @MainActor
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
    /// `self == anchor + multiplier × system spacing` (8 points).
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, constant: multiplier * LayoutXAxisAnchor.systemSpacing)
    }

    /// `self >= anchor + multiplier × system spacing`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: multiplier * LayoutXAxisAnchor.systemSpacing)
    }

    /// `self <= anchor + multiplier × system spacing`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: multiplier * LayoutXAxisAnchor.systemSpacing)
    }
}

/// A width or height anchor (`NSLayoutDimension`): relates to other
/// dimensions with a multiplier, or to a constant.
@preconcurrency @MainActor
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    /// `self == c` (points).
    public func constraint(equalToConstant c: CGFloat) -> LayoutConstraint { make(.equal, nil, constant: c) }
    /// `self >= c` (points).
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> LayoutConstraint { make(.greaterThanOrEqual, nil, constant: c) }
    /// `self <= c` (points).
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> LayoutConstraint { make(.lessThanOrEqual, nil, constant: c) }

    /// `self == m × anchor`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: 0)
    }
    /// `self >= m × anchor`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    /// `self <= m × anchor`.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    /// `self == m × anchor + c`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }
    /// `self >= m × anchor + c`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    /// `self <= m × anchor + c`.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}
