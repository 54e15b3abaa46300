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

extension View {
    /// A built-in animation curve (`UIView.AnimationCurve`), used by
    /// `completionCurve` of interaction controllers and coordinator contexts.
    public enum AnimationCurve: Int, Hashable, Sendable {
        case easeInOut, easeIn, easeOut, linear

        /// The timing curve this names.
        public var timingCurve: TimingCurve {
            switch self {
            case .easeInOut: .easeInOut
            case .easeIn: .easeIn
            case .easeOut: .easeOut
            case .linear: .linear
            }
        }
    }
}
