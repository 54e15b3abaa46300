import Foundation

/// Names the controllers of a transition (`UITransitionContextViewControllerKey`):
/// `.from` is the one on screen at the start, `.to` the one on screen at the end.
public struct TransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller on screen when the transition starts (the presenter when presenting, the presented one when dismissing).
    public static let from = TransitionContextViewControllerKey(rawValue: "from")
    /// The controller on screen when the transition ends.
    public static let to = TransitionContextViewControllerKey(rawValue: "to")
}

/// Names the views of a transition (`UITransitionContextViewKey`).
public struct TransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view that leaves: the `.from` controller's view, or nil when the presentation keeps it in the hierarchy.
    public static let from = TransitionContextViewKey(rawValue: "from")
    /// The view that arrives: the `.to` controller's view, or nil when the presentation controller keeps it (a dismissal that leaves the presenter in place).
    public static let to = TransitionContextViewKey(rawValue: "to")
}
