import Foundation

/// Distances inward from each edge of a rectangle, in points
/// (`UIEdgeInsets`). Positive values shrink a rectangle; negative ones grow it.
public struct EdgeInsets: Hashable, Sendable {
    /// The inset from the top edge, in points.
    public var top: CGFloat
    /// The inset from the left edge, in points.
    public var left: CGFloat
    /// The inset from the bottom edge, in points.
    public var bottom: CGFloat
    /// The inset from the right edge, in points.
    public var right: CGFloat

    /// Insets in points for each edge.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge (`UIEdgeInsets.zero`).
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// Insets by leading and trailing rather than left and right
/// (`NSDirectionalEdgeInsets`); Flipbook lays out left to right, so leading
/// is left.
public struct DirectionalEdgeInsets: Hashable, Sendable {
    /// The inset from the top edge, in points.
    public var top: CGFloat
    /// The inset from the leading (left) edge, in points.
    public var leading: CGFloat
    /// The inset from the bottom edge, in points.
    public var bottom: CGFloat
    /// The inset from the trailing (right) edge, in points.
    public var trailing: CGFloat

    /// Insets in points for each edge.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset on any edge.
    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

extension CGRect {
    /// The rectangle shrunk by `insets` on each edge (`CGRect.inset(by:)`);
    /// insets larger than the rectangle give a rectangle of zero width or
    /// height (standardized, as `CGRect.insetBy(dx:dy:)` gives).
    public func inset(by insets: EdgeInsets) -> CGRect {
        let r = standardized
        let width = r.width - insets.left - insets.right
        let height = r.height - insets.top - insets.bottom
        guard width >= 0, height >= 0 else { return .null }
        return CGRect(x: r.minX + insets.left, y: r.minY + insets.top, width: width, height: height)
    }
}
