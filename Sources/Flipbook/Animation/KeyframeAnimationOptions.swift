import Foundation

/// Options for `View.animateKeyframes` (`UIView.KeyframeAnimationOptions`).
///
/// The low bits mean what they mean in ``AnimationOptions``. The calculation
/// mode says how a property moves between keyframes: `calculationModeLinear`
/// (the default) moves it evenly over each keyframe's span;
/// `calculationModeDiscrete` jumps to each keyframe's value at the keyframe's
/// start. The paced and cubic modes are drawn as linear and reported once as
/// a ``Diagnostic`` (see docs/porting-from-uikit.md).
///
/// As in UIKit, bits 16-19 of the raw value are ``AnimationOptions``' curve
/// bits and pick the curve of the whole keyframe animation: ease-in-out when
/// none is given (0), ease-in (1), ease-out (2), linear (3). There are no
/// named options for them; pass them through the raw value as apps do:
/// `KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)`
/// makes the keyframes run in linear time.
public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lays out subviews at commit time so they animate with their parent; accepted and ignored.
    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    /// Lets the user interact with views while they animate; accepted and ignored.
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    /// Starts from the current presentation value: Flipbook always does.
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    /// Repeats forever (until another animation of the property replaces it).
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    /// Runs forwards then backwards.
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    /// Nested in another block: keep this duration (see ``AnimationOptions/overrideInheritedDuration``).
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    /// Nested in another block: take none of its options.
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

    /// Linear interpolation between keyframe values (the default; `CAAnimationCalculationMode.linear`).
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    /// Each keyframe value holds until the next keyframe's start time: no interpolation.
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    /// Even pacing: keyframe start times and durations are ignored, and values advance at a constant rate.
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    /// A Catmull-Rom spline through the keyframe values.
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    /// Cubic interpolation with even pacing.
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

    /// The calculation-mode bits: 0 linear, 1 discrete, 2 paced, 3 cubic, 4 cubic paced.
    var calculationMode: UInt { (rawValue >> 10) & 0x7 }

    /// The curve of the whole animation that curve bits 16-19 select
    /// (ease-in-out when none is given), the curve `View.animate` uses for the
    /// same bits. `animateKeyframes` maps its time through it before it
    /// evaluates the keyframes.
    var timingCurve: TimingCurve { AnimationOptions(rawValue: rawValue).timingCurve }

    /// The options block animations share (the same bits).
    var animationOptions: AnimationOptions { AnimationOptions(rawValue: rawValue & 0x3FF) }

    /// The curve of each keyframe's segment for the calculation mode.
    @MainActor var segmentCurve: TimingCurve {
        switch calculationMode {
        case 0: return .linear
        case 1: return .steps(1, .jumpStart)
        default:
            let name = ["linear", "discrete", "paced", "cubic", "cubicPaced"][min(Int(calculationMode), 4)]
            Diagnostics.report(
                "animation.keyframeCalculationMode",
                "calculationMode\(name.prefix(1).uppercased() + name.dropFirst()) is drawn as calculationModeLinear by Flipbook; keyframes move evenly over each span."
            )
            return .linear
        }
    }
}
