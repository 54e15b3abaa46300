import Foundation

/// Names the controllers of a transition (`UITransitionContextViewControllerKey`):
/// `.from` is the one on screen at the start, `.to` the one on screen at the end.
public struct TransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = TransitionContextViewControllerKey(rawValue: "from")
    public static let to = TransitionContextViewControllerKey(rawValue: "to")
}

/// Names the views of a transition (`UITransitionContextViewKey`).
public struct TransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = TransitionContextViewKey(rawValue: "from")
    public static let to = TransitionContextViewKey(rawValue: "to")
}
