import Foundation

/// A basic animation whose progress follows a damped spring
/// (`CASpringAnimation`): the same spring, in closed form, that the rest of
/// Flipbook uses (`TimingCurve.spring(mass:stiffness:damping:initialVelocity:)`).
///
/// Progress at basic local time `t` seconds is the spring's displacement
/// solution at `t` (0 at the start, 1 at rest, overshooting in between when
/// under-damped), and the value is `from.interpolated(to: to, fraction:
/// progress)` with `from` and `to` chosen as for ``BasicAnimation``.
///
/// `duration` does not scale the spring: the spring runs in seconds at its
/// own pace, and `duration` only says how long the animation lasts, as in
/// Core Animation. Set `duration = settlingDuration` to see it come to rest;
/// a shorter duration cuts it off (with `fillMode` `.forwards` the value
/// stays where the spring was then), and the default duration of 0 means
/// 0.25 s like every animation. A `timingFunction`, if set, warps time as
/// for any animation: the spring is evaluated at
/// `easedFraction(at:) * duration` seconds (nil, the default, is real time).
///
/// Parameters are clamped as `TimingCurve.spring` clamps them (non-finite
/// values take the defaults; mass and stiffness at least 1e-6; damping at
/// least 0).
open class SpringAnimation: BasicAnimation {
    /// The mass of the object attached to the spring; positive. Default 1.
    open var mass: CGFloat = 1
    /// The spring's stiffness coefficient; positive. Default 100.
    open var stiffness: CGFloat = 100
    /// The damping coefficient; at least 0. Default 10.
    open var damping: CGFloat = 10
    /// The initial velocity in fractions of the distance per second:
    /// positive toward the target, negative away from it. Default 0.
    open var initialVelocity: CGFloat = 0

    public override init() { super.init() }

    public required init(copying other: Animation) {
        if let other = other as? SpringAnimation {
            mass = other.mass
            stiffness = other.stiffness
            damping = other.damping
            initialVelocity = other.initialVelocity
        }
        super.init(copying: other)
    }

    /// The spring as a timing curve (its input is seconds).
    public var springCurve: TimingCurve {
        .spring(
            mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
            initialVelocity: Double(initialVelocity))
    }

    /// The estimated seconds the spring needs to come to rest: after it,
    /// progress stays within 0.001 of 1 (`TimingCurve.settlingDuration`).
    /// Infinite for an undamped spring.
    open var settlingDuration: CFTimeInterval { springCurve.settlingDuration }

    /// The spring's progress at `time.basicTime` seconds, or at
    /// `easedTime(at: time)` seconds when there is a timing function.
    open override func progress(at time: MediaTimingLocalTime) -> Double {
        springCurve.value(at: timingFunction == nil ? time.basicTime : easedTime(at: time))
    }
}
