import Foundation

/// Options for `View.animate` and `View.transition` (`UIView.AnimationOptions`).
///
/// Curve options pick the timing curve (ease-in-out when none is given).
/// `beginFromCurrentState` is how Flipbook always behaves: a new animation of
/// a property starts from its current presentation value. Options that only
/// concern touch handling during the animation are accepted and ignored.
public struct AnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeats forever (until another animation of the property replaces it).
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Runs forwards then backwards; without `repeat` the property then jumps
    /// to its model value, as in UIKit.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// A block nested in another block's `animations` keeps its own duration
    /// instead of the enclosing block's remaining duration.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// A nested block keeps its own curve instead of the enclosing block's.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// A nested block does not take the enclosing block's `repeat` and
    /// `autoreverse`.
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

    /// The timing curve the curve bits select.
    var timingCurve: TimingCurve {
        switch (rawValue >> 16) & 0xF {
        case 1: return .easeIn
        case 2: return .easeOut
        case 3: return .linear
        default: return .easeInOut
        }
    }

    /// The transition bits (0 when none).
    var transitionKind: UInt { (rawValue >> 20) & 0xF }
}
