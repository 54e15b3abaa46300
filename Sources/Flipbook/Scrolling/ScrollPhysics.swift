import Foundation

/// The motion of a scroll view along one axis: rubber-banding past an
/// edge while dragged, deceleration after a flick, and the spring back to
/// an edge. Pure functions of time, so a scroll is the same on every run.
///
/// The formulas are UIKit's as measured and published by others (Apple
/// documents only the deceleration rates): per millisecond the velocity is
/// multiplied by the rate (0.998 normal, 0.99 fast), so after `t` seconds it
/// is `v * rate^(1000 t)` and the distance travelled `v * (rate^(1000 t) - 1)
/// / (1000 ln rate)`; past an edge a drag moves the content by
/// `(1 - 1 / (x * 0.55 / d + 1)) * d` for a finger movement `x` and a view
/// dimension `d`; the bounce is a critically damped spring. Sources in
/// docs/research/uikit-behaviour.md.
enum ScrollPhysics {
    /// The rubber band's stiffness constant.
    static let rubberBandConstant: CGFloat = 0.55
    /// The spring's angular frequency, per second: it settles in about half a second.
    static let springFrequency = 2 * Double.pi / 0.55
    /// Below this speed, in points per second, a deceleration ends.
    static let stopSpeed = 5.0

    /// How far past an edge the content shows when the finger is `excess`
    /// points past it, in a view `dimension` points long.
    static func rubberBand(_ excess: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0, excess != 0 else { return 0 }
        let sign: CGFloat = excess < 0 ? -1 : 1
        let x = abs(excess)
        return sign * (1 - 1 / (x * rubberBandConstant / dimension + 1)) * dimension
    }

    /// The finger movement past the edge that shows `shown` points of
    /// rubber band (the inverse of ``rubberBand(_:dimension:)``).
    static func unRubberBand(_ shown: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0, shown != 0 else { return 0 }
        let sign: CGFloat = shown < 0 ? -1 : 1
        let y = min(abs(shown), dimension * 0.999)
        return sign * (dimension / (1 - y / dimension) - dimension) / rubberBandConstant
    }

    /// Distance travelled after `t` seconds of deceleration from `velocity`
    /// points per second at `rate` per millisecond.
    static func decelerationDistance(velocity: Double, rate: Double, after t: Double) -> Double {
        guard rate > 0, rate < 1 else { return 0 }
        return velocity * (pow(rate, 1000 * t) - 1) / (1000 * log(rate))
    }

    /// The velocity after `t` seconds of deceleration.
    static func decelerationVelocity(velocity: Double, rate: Double, after t: Double) -> Double {
        velocity * pow(rate, 1000 * t)
    }

    /// Seconds until a deceleration from `velocity` slows below ``stopSpeed``.
    static func decelerationDuration(velocity: Double, rate: Double) -> Double {
        guard rate > 0, rate < 1, abs(velocity) > stopSpeed else { return 0 }
        return log(stopSpeed / abs(velocity)) / (1000 * log(rate))
    }

    /// Where a critically damped spring that started `offset` points from
    /// its rest with `velocity` is after `t` seconds (relative to the rest).
    static func spring(offset: Double, velocity: Double, after t: Double) -> Double {
        let w = springFrequency
        return (offset + (velocity + w * offset) * t) * exp(-w * t)
    }

    /// The spring's velocity after `t` seconds.
    static func springVelocity(offset: Double, velocity: Double, after t: Double) -> Double {
        let w = springFrequency
        return (velocity - w * (velocity + w * offset) * t) * exp(-w * t)
    }
}
