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
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: multiplier * LayoutXAxisAnchor.systemSpacing)
    }

    /// `self <= anchor + multiplier × system spacing`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: multiplier * LayoutXAxisAnchor.systemSpacing)
    }
}
