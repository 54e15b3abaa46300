import Foundation

/// The corners of a rectangle, as UIKit's `UIRectCorner` (same raw values),
/// for ``BezierPath/init(roundedRect:byRoundingCorners:cornerRadii:)``.
/// Corners are named in Flipbook's y-down space: top is the minimum y.
public struct RectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The corner at the minimum x and minimum y.
    public static let topLeft = RectCorner(rawValue: 1 << 0)
    /// The corner at the maximum x and minimum y.
    public static let topRight = RectCorner(rawValue: 1 << 1)
    /// The corner at the minimum x and maximum y.
    public static let bottomLeft = RectCorner(rawValue: 1 << 2)
    /// The corner at the maximum x and maximum y.
    public static let bottomRight = RectCorner(rawValue: 1 << 3)
    /// Every bit set (`~0`), as UIKit's `allCorners`.
    public static let allCorners = RectCorner(rawValue: ~0)
}
