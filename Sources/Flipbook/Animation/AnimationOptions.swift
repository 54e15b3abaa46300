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

    /// Lays out subviews at commit time so they animate with their parent; accepted and ignored (Flipbook lays out in every frame).
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Lets the user interact with views while they animate; accepted and ignored (touch delivery does not depend on it).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Starts from the current presentation value: Flipbook always does, so the option changes nothing.
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
    /// Changes properties dynamically and redraws the view during the animation; accepted and ignored.
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// Hides and shows views instead of removing and adding them in `View.transition(from:to:duration:options:completion:)`.
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// A nested block does not take the enclosing block's `repeat` and
    /// `autoreverse`.
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

    /// The ease-in-out curve (the default when no curve bit is set): CSS's `ease-in-out`, cubic-bezier(0.42, 0, 0.58, 1).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// The ease-in curve, cubic-bezier(0.42, 0, 1, 1): slow start.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// The ease-out curve, cubic-bezier(0, 0, 0.58, 1): slow end.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Linear timing: the value moves at a constant rate.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// `View.transition`: flips the view around its vertical axis from left to right.
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// `View.transition`: flips the view around its vertical axis from right to left.
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// `View.transition`: curls the view up from the bottom.
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// `View.transition`: curls the view down from the top.
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// `View.transition`: dissolves from one view to the other.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// `View.transition`: flips the view around its horizontal axis from top to bottom.
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// `View.transition`: flips the view around its horizontal axis from bottom to top.
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
