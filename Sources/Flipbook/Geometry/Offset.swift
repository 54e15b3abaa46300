import Foundation

/// A horizontal and a vertical distance, points (`UIOffset`,
/// https://developer.apple.com/documentation/uikit/uioffset): used by push
/// and attachment behaviours for a point relative to an item's centre.
public struct Offset: Hashable, Sendable {
    /// Points along +x.
    public var horizontal: CGFloat
    /// Points along +y (down on screen).
    public var vertical: CGFloat

    /// An offset of `horizontal` and `vertical` points.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// (0, 0) (`UIOffset.zero`).
    public static let zero = Offset(horizontal: 0, vertical: 0)
}

/// A closed range of floats (`UIFloatRange`,
/// https://developer.apple.com/documentation/uikit/uifloatrange).
public struct FloatRange: Hashable, Sendable {
    /// The lower bound.
    public var minimum: CGFloat
    /// The upper bound, at least `minimum` for a non-empty range.
    public var maximum: CGFloat

    /// The range `minimum...maximum`.
    public init(minimum: CGFloat, maximum: CGFloat) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// From minus to plus infinity (`UIFloatRange.infinite`).
    public static let infinite = FloatRange(minimum: -.infinity, maximum: .infinity)
    /// (0, 0) (`UIFloatRange.zero`).
    public static let zero = FloatRange(minimum: 0, maximum: 0)
    /// Whether both ends are infinite.
    public var isInfinite: Bool { minimum == -.infinity && maximum == .infinity }
}
