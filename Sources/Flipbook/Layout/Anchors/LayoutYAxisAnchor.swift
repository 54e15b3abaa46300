import Foundation

/// A y-axis anchor: top, bottom, centerY, the baselines
/// (`NSLayoutYAxisAnchor`).
@preconcurrency @MainActor
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
    /// `self == anchor + multiplier × system spacing` (8 points).
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, constant: multiplier * LayoutXAxisAnchor.systemSpacing)
    }

    /// `self >= anchor + multiplier × system spacing`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat)
        -> LayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: multiplier * LayoutXAxisAnchor.systemSpacing)
    }

    /// `self <= anchor + multiplier × system spacing`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: multiplier * LayoutXAxisAnchor.systemSpacing)
    }

    /// A dimension for the distance from this anchor to `otherAnchor`
    /// (`anchorWithOffset(to:)`): `otherAnchor − self`, in points, positive
    /// when `otherAnchor` lies below. Constrain it as any dimension, to a constant
    /// or to another dimension times a multiplier
    /// (https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor/anchorwithoffset(to:)).
    public func anchorWithOffset(to otherAnchor: LayoutYAxisAnchor) -> LayoutDimension {
        LayoutDimension(item: item, attribute: attribute, offsetEnd: otherAnchor)
    }
}
