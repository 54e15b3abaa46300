import Flipbook
import Foundation

/// The settings of a `type: stack` view (a ``StackView``); its children
/// are its arranged views, in order.
public struct SceneStack: Equatable, Sendable {
    public var axis: LayoutConstraint.Axis = .horizontal
    public var distribution: StackView.Distribution = .fill
    public var alignment: StackView.Alignment = .fill
    /// Points, >= 0, or ``StackView/spacingUseSystem``.
    public var spacing: Double = 0
    public var isLayoutMarginsRelativeArrangement = false
    public var isBaselineRelativeArrangement = false

    public init() {}
}
