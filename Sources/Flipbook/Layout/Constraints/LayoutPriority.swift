/// The priority of a layout constraint (`UILayoutPriority`): a number from
/// 1 to 1000, where 1000 is required and anything lower is optional.
///
/// An optional constraint of a higher priority always wins over any number
/// of conflicting constraints of lower priorities, as in Auto Layout: the
/// constraint solver minimises the errors level by level, highest first (see
/// `Cassowary.Strength`). Values outside 1...1000 are clamped when a
/// constraint is solved; NaN counts as the lowest priority.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority, 1 (lowest) to 1000 (required), as UIKit's `Float`.
    public var rawValue: Float

    /// A priority of `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// A priority of `rawValue` (`UILayoutPriority(750)`).
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// 1000: the constraint must hold; if it cannot, it is reported as
    /// unsatisfiable.
    public static let required = LayoutPriority(1000)
    /// 750: the priority of a button's content compression resistance.
    public static let defaultHigh = LayoutPriority(750)
    /// 250: the priority of a button's content hugging.
    public static let defaultLow = LayoutPriority(250)
    /// 50: the priority with which a view is held at a target size by
    /// `systemLayoutSizeFitting`.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Orders by `rawValue`.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `priority + 1`, as UIKit allows.
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }

    /// `priority - 1`, as UIKit allows.
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }
}
