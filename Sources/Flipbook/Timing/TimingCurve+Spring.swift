import Foundation

extension TimingCurve {
    /// A spring from its physics: `mass`, `stiffness`, `damping`, and
    /// `initialVelocity` in fractions of the distance per second, positive
    /// toward the target. Its input is seconds. The defaults are
    /// `CASpringAnimation`'s (mass 1, stiffness 100, damping 10, velocity 0).
    ///
    /// Clamps: a NaN or infinite parameter takes the default above; mass and
    /// stiffness below 1e-6 become 1e-6; negative damping becomes 0 (an
    /// undamped spring, which never settles).
    public static func spring(
        mass: Double = 1, stiffness: Double = 100, damping: Double = 10,
        initialVelocity: Double = 0
    ) -> TimingCurve {
        let mass = mass.isFinite ? max(mass, 1e-6) : 1
        let stiffness = stiffness.isFinite ? max(stiffness, 1e-6) : 100
        let damping = damping.isFinite ? max(damping, 0) : 10
        let velocity = initialVelocity.isFinite ? initialVelocity : 0
        return TimingCurve(
            kind: .spring(
                SpringCurve(
                    mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)))
    }

    /// A spring from its physics, as `spring(mass:stiffness:damping:initialVelocity:)`,
    /// but throwing for a mass or stiffness that is not positive, a negative
    /// damping, or any parameter that is not finite; and outside the ranges
    /// that keep the solution finite: mass and stiffness in [1e-6, 1e6],
    /// damping at most 1e6, |initialVelocity| at most 1e6.
    public init(springMass mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0) throws {
        let text = "spring(\(mass) \(stiffness) \(damping) \(initialVelocity))"
        for (name, value) in [
            ("mass", mass), ("stiffness", stiffness), ("damping", damping),
            ("initial velocity", initialVelocity),
        ] where !value.isFinite {
            throw TimingCurveError(input: text, reason: "\(name) is \(value), not a finite number")
        }
        for (name, value) in [("mass", mass), ("stiffness", stiffness)] where value <= 0 {
            throw TimingCurveError(input: text, reason: "\(name) must be positive, got \(value)")
        }
        guard damping >= 0 else {
            throw TimingCurveError(input: text, reason: "damping must not be negative, got \(damping)")
        }
        // Ranges that keep the closed-form solution finite at every time.
        for (name, value) in [("mass", mass), ("stiffness", stiffness)] where value < 1e-6 || value > 1e6 {
            throw TimingCurveError(input: text, reason: "\(name) must be in [0.000001, 1000000], got \(value)")
        }
        guard damping <= 1e6, abs(initialVelocity) <= 1e6 else {
            throw TimingCurveError(
                input: text, reason: "damping must be at most 1000000 and the initial velocity within ±1000000")
        }
        self.init(
            kind: .spring(
                SpringCurve(
                    mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)))
    }

    /// A spring from a perceptual `duration` (seconds) and `bounce`, SwiftUI's
    /// `Spring(duration:bounce:)` convention: mass 1, stiffness (2π / duration)²,
    /// damping ratio 1 - bounce for bounce >= 0 and 1 / (1 + bounce) below 0
    /// (0 is critically damped, 1 undamped, negative over-damped).
    ///
    /// Clamps: a duration that is not positive and finite becomes 0.5 (SwiftUI's
    /// default); bounce is clamped to -0.999...1 (NaN becomes 0).
    public static func spring(
        duration: Double = 0.5, bounce: Double = 0,
        initialVelocity: Double = 0
    ) -> TimingCurve {
        let duration = duration.isFinite && duration > 0 ? duration : 0.5
        let bounce = bounce.isNaN ? 0 : min(max(bounce, -0.999), 1)
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        return spring(dampingRatio: ratio, response: duration, initialVelocity: initialVelocity)
    }

    /// As `spring(duration:bounce:initialVelocity:)`, throwing for a duration
    /// that is not positive and finite or a bounce outside (-1, 1].
    public init(springDuration duration: Double, bounce: Double, initialVelocity: Double = 0) throws {
        let text = "spring(duration: \(duration), bounce: \(bounce))"
        guard duration.isFinite, duration > 0 else {
            throw TimingCurveError(input: text, reason: "duration must be positive and finite, got \(duration)")
        }
        guard bounce > -1, bounce <= 1 else {
            throw TimingCurveError(input: text, reason: "bounce must be in (-1, 1], got \(bounce)")
        }
        guard initialVelocity.isFinite else {
            throw TimingCurveError(input: text, reason: "initial velocity is \(initialVelocity), not a finite number")
        }
        self = .spring(duration: duration, bounce: bounce, initialVelocity: initialVelocity)
    }

    /// A spring from a damping ratio (1 = critical) and a `response` in seconds
    /// (the period of the undamped spring): mass 1, stiffness (2π / response)²,
    /// damping 4π · dampingRatio / response (SwiftUI's `Spring(response:dampingRatio:)`).
    ///
    /// Clamps: response as `duration` in `spring(duration:bounce:)`; a negative
    /// or NaN damping ratio becomes 0.
    public static func spring(
        dampingRatio: Double, response: Double,
        initialVelocity: Double = 0
    ) -> TimingCurve {
        let response = response.isFinite && response > 0 ? response : 0.5
        let ratio = dampingRatio.isNaN ? 0 : max(dampingRatio, 0)
        let stiffness = pow(2 * .pi / response, 2)
        return spring(
            mass: 1, stiffness: stiffness, damping: 4 * .pi * ratio / response,
            initialVelocity: initialVelocity)
    }

    /// The smallest damping ratio accepted by duration-scaled springs; an
    /// undamped spring never settles, so it cannot be scaled to a duration.
    public static let minimumScaledDampingRatio = 0.001

    /// UIKit's spring with a duration, as in
    /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)`
    /// and `UISpringTimingParameters(dampingRatio:)`: a spring of mass 1 and
    /// the given damping ratio whose stiffness is chosen so that its
    /// `settlingDuration` (0.001 of the distance) equals `settlingDuration`.
    ///
    /// How it is derived: with mass 1 and a fixed damping ratio ζ, the motion
    /// depends on time only through ω₀t (ω₀ = √stiffness) and on the
    /// velocity through v₀/ω₀. Without initial velocity the settling time is
    /// therefore τ(ζ)/ω₀, and ω₀ = τ(ζ)/duration exactly. With a velocity,
    /// ω₀ is found by bisection (at most 200 steps) on log ω₀ so that the
    /// settling time matches; the match is exact up to the jumps that an
    /// under-damped spring's settling time makes when a peak crosses the
    /// threshold. UIKit does not document its own derivation.
    ///
    /// Clamps: the damping ratio to at least `minimumScaledDampingRatio` (NaN
    /// becomes 1); a duration that is not positive and finite becomes 0.5; a
    /// non-finite velocity becomes 0.
    public static func spring(
        dampingRatio: Double, initialVelocity: Double = 0,
        settlingDuration duration: Double
    ) -> TimingCurve {
        let ratio = dampingRatio.isNaN ? 1 : max(dampingRatio, minimumScaledDampingRatio)
        let duration = duration.isFinite && duration > 0 ? duration : 0.5
        let velocity = initialVelocity.isFinite ? initialVelocity : 0
        func settling(_ w0: Double) -> Double {
            SpringCurve(
                mass: 1, stiffness: w0 * w0, damping: 2 * ratio * w0,
                initialVelocity: velocity
            ).settlingDuration()
        }
        var w0 = settling(1) * 1 / duration  // exact when the velocity is 0
        if velocity != 0 {
            // Settling time falls as ω₀ grows; bracket, then bisect in log space.
            var low = log(w0)
            var high = log(w0)
            for _ in 0..<200 where settling(exp(low)) < duration { low -= 1 }
            for _ in 0..<200 where settling(exp(high)) > duration { high += 1 }
            for _ in 0..<200 where high - low > 1e-13 {
                let mid = (low + high) / 2
                if settling(exp(mid)) > duration { low = mid } else { high = mid }
            }
            w0 = exp(high)
        }
        return TimingCurve(
            kind: .spring(
                SpringCurve(
                    mass: 1, stiffness: w0 * w0, damping: 2 * ratio * w0, initialVelocity: velocity)))
    }

    /// The physics of a spring (initial velocity in fractions of the distance
    /// per second), or nil for other curves.
    public var springParameters: (mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)? {
        guard case let .spring(spring) = kind else { return nil }
        return (spring.mass, spring.stiffness, spring.damping, spring.initialVelocity)
    }

    /// A spring's damping ratio (1 is critical), or nil for other curves.
    public var dampingRatio: Double? {
        guard case let .spring(spring) = kind else { return nil }
        return spring.dampingRatio
    }
}
