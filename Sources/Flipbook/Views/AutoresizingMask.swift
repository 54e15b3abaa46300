import Foundation

/// How a view resizes with its superview (`UIView.AutoresizingMask`).
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The left margin grows and shrinks with the superview.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width grows and shrinks with the superview.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin grows and shrinks with the superview.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin grows and shrinks with the superview.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height grows and shrinks with the superview.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin grows and shrinks with the superview.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// Shares `delta` among the flexible parts of one axis in proportion to
    /// their current lengths (equally when they are all zero); returns the new
    /// start and length.
    static func resolve(
        start: CGFloat, length: CGFloat, end: CGFloat, delta: CGFloat,
        flexibleStart: Bool, flexibleLength: Bool, flexibleEnd: Bool
    ) -> (CGFloat, CGFloat) {
        let parts = [(flexibleStart, start), (flexibleLength, length), (flexibleEnd, end)].filter { $0.0 }
        guard !parts.isEmpty else { return (start, length) }
        let total = parts.reduce(0) { $0 + max(0, $1.1) }
        func share(_ flexible: Bool, _ value: CGFloat) -> CGFloat {
            guard flexible else { return 0 }
            return total > 0 ? delta * max(0, value) / total : delta / CGFloat(parts.count)
        }
        return (start + share(flexibleStart, start), max(0, length + share(flexibleLength, length)))
    }
}
