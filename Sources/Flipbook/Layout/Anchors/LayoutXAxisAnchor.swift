import Foundation

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
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat)
        -> LayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: multiplier * Self.systemSpacing)
    }

    /// `self <= anchor + multiplier × system spacing`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: multiplier * Self.systemSpacing)
    }

    /// The system spacing between sibling views, points (UIKit's standard 8).
    public static let systemSpacing: CGFloat = 8

    /// A dimension for the distance from this anchor to `otherAnchor`
    /// (`anchorWithOffset(to:)`): `otherAnchor − self`, in points, positive
    /// when `otherAnchor` lies to the right. Constrain it as any dimension, to a constant
    /// or to another dimension times a multiplier
    /// (https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor/anchorwithoffset(to:)).
    public func anchorWithOffset(to otherAnchor: LayoutXAxisAnchor) -> LayoutDimension {
        LayoutDimension(item: item, attribute: attribute, offsetEnd: otherAnchor)
    }
}
