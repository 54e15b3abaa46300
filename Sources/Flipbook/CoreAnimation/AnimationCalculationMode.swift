import Foundation

/// How a keyframe animation computes the values between its keyframes
/// (`CAAnimationCalculationMode`).
///
/// - `linear` (the default): straight interpolation between neighbouring
///   keyframes, at the `keyTimes`, each segment paced by its
///   `timingFunctions` entry.
/// - `discrete`: no interpolation; each keyframe value holds from its key
///   time until the next one.
/// - `paced`: linear interpolation at constant speed; `keyTimes` and
///   `timingFunctions` are ignored and key times are derived from the
///   distances between keyframes.
/// - `cubic`: a smooth Kochanek–Bartels spline through the keyframes, at
///   the `keyTimes` (Catmull-Rom when no tension, continuity or bias is
///   given).
/// - `cubicPaced`: the same spline travelled at constant speed; `keyTimes`
///   and `timingFunctions` are ignored.
public struct AnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let linear = AnimationCalculationMode(rawValue: "linear")
    public static let discrete = AnimationCalculationMode(rawValue: "discrete")
    public static let paced = AnimationCalculationMode(rawValue: "paced")
    public static let cubic = AnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = AnimationCalculationMode(rawValue: "cubicPaced")
}
