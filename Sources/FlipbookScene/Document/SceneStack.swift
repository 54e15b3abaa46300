import Flipbook
import Foundation

/// The settings of a `type: stack` view (a ``StackView``); its children
/// are its arranged views, in order.
public struct SceneStack: Equatable, Sendable {
    /// The stack's axis; horizontal by default.
    public var axis: LayoutConstraint.Axis = .horizontal
    /// How the arranged views fill the axis; `.fill` by default.
    public var distribution: StackView.Distribution = .fill
    /// How the arranged views are placed across the axis; `.fill` by default.
    public var alignment: StackView.Alignment = .fill
    /// Points, >= 0, or ``StackView/spacingUseSystem``.
    public var spacing: Double = 0
    /// Whether the stack lays out within its layout margins rather than its bounds.
    public var isLayoutMarginsRelativeArrangement = false
    /// Whether vertical spacing is measured between text baselines.
    public var isBaselineRelativeArrangement = false

    /// A horizontal stack, fill distribution and alignment, no spacing.
    public init() {}
}
