import Foundation

/// A damped harmonic oscillator moving progress from 0 to 1, in closed form.
///
/// Units: `mass` (kg-like), `stiffness` (N/m-like), `damping` (N·s/m-like);
/// `initialVelocity` is in progress units per second, that is a fraction of
/// the distance per second, positive toward the target (UIKit's convention).
/// Time is in seconds. With displacement d(t) = progress - 1, d(0) = -1,
/// d'(0) = initialVelocity and m d'' + c d' + k d = 0:
/// - under-damped (ζ < 1): d = e^(-ζω₀t) (A cos ω_d t + B sin ω_d t)
/// - critically damped (ζ = 1): d = e^(-ω₀t) (A + B t)
/// - over-damped (ζ > 1): d = C₁ e^(r₁t) + C₂ e^(r₂t)
/// where ω₀ = √(k/m) and ζ = c / (2√(km)).
///
/// Invariant: `mass` and `stiffness` positive and finite, `damping`
/// non-negative and finite, `initialVelocity` finite.
struct SpringCurve: Hashable, Sendable {
    let mass: Double
    let stiffness: Double
    let damping: Double
    let initialVelocity: Double

    /// Undamped angular frequency ω₀ = √(k/m), radians per second.
    var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    /// ζ = c / (2√(km)); 1 is critical damping.
    var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// Displacement from the target and its time derivative at `t` seconds.
    func displacement(at t: Double) -> (d: Double, v: Double) {
        let w0 = naturalFrequency
        let zeta = dampingRatio
        let a = -1.0
        let v0 = initialVelocity
        if zeta < 1 {
            let alpha = zeta * w0
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let b = (v0 + alpha * a) / wd
            let decay = exp(-alpha * t)
            let c = cos(wd * t)
            let s = sin(wd * t)
            let d = decay * (a * c + b * s)
            let v = decay * ((b * wd - alpha * a) * c - (a * wd + alpha * b) * s)
            return (d, v)
        } else if zeta == 1 {
            let b = v0 + w0 * a
            let decay = exp(-w0 * t)
            return (decay * (a + b * t), decay * (b - w0 * (a + b * t)))
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - root)
            let r2 = -w0 * (zeta + root)
            let c2 = (v0 - r1 * a) / (r2 - r1)
            let c1 = a - c2
            let e1 = exp(r1 * t)
            let e2 = exp(r2 * t)
            return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
        }
    }

    /// Progress at `t` seconds: 0 for t <= 0, 1 as t grows without bound.
    func value(at t: Double) -> Double {
        if t.isNaN { return .nan }
        if t <= 0 { return 0 }
        if t == .infinity { return dampingRatio > 0 ? 1 : .nan }
        return 1 + displacement(at: t).d
    }

    /// d(progress)/dt at `t` seconds: `initialVelocity` at 0, 0 before.
    func velocity(at t: Double) -> Double {
        if t.isNaN { return .nan }
        if t < 0 { return 0 }
        if t == 0 { return initialVelocity }
        if t == .infinity { return dampingRatio > 0 ? 0 : .nan }
        return displacement(at: t).v
    }
}
