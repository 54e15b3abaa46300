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

    /// Straight interpolation between neighbouring keyframes (the default).
    public static let linear = AnimationCalculationMode(rawValue: "linear")
    /// No interpolation: each value holds until the next key time.
    public static let discrete = AnimationCalculationMode(rawValue: "discrete")
    /// Linear interpolation at constant speed; key times and timing functions are ignored.
    public static let paced = AnimationCalculationMode(rawValue: "paced")
    /// A smooth spline through the keyframes, at the key times.
    public static let cubic = AnimationCalculationMode(rawValue: "cubic")
    /// The spline travelled at constant speed.
    public static let cubicPaced = AnimationCalculationMode(rawValue: "cubicPaced")
}
