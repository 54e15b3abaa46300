import Foundation

extension SpringCurve {
    /// Seconds after which the spring stays within `epsilon` (a fraction of
    /// the distance) of its target for good: the last time |progress - 1|
    /// exceeds `epsilon`. Infinite for an undamped spring.
    ///
    /// Closed form plus bounded bisection, never a scan: an under-damped
    /// spring's extrema are evenly spaced (every π/ω_d) and their sizes fall
    /// off geometrically, so the last extremum above `epsilon` is computed
    /// directly; a critically or over-damped spring has at most one extremum,
    /// after which it approaches the target monotonically. The boundary is
    /// then found by at most 200 bisection steps.
    ///
    /// - Parameter epsilon: in (0, 1); other values are clamped to that range.
    func settlingDuration(epsilon: Double = 0.001) -> Double {
        let epsilon = epsilon.isNaN ? 0.001 : min(max(epsilon, 1e-12), 0.999_999)
        let w0 = naturalFrequency
        let zeta = dampingRatio
        if zeta <= 0 { return .infinity }
        let exceeds = { (t: Double) in abs(self.displacement(at: t).d) > epsilon }
        if zeta < 1 {
            let alpha = zeta * w0
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let a = -1.0
            let b = (initialVelocity + alpha * a) / wd
            // d = R e^(-αt) cos(ω_d t - φ); d' = -R ω₀ e^(-αt) cos(ω_d t - φ - ψ).
            let r = (a * a + b * b).squareRoot()
            let phi = atan2(b, a)
            let psi = atan2(wd, alpha)
            // Extrema at t_k = (φ + ψ + π/2 + kπ) / ω_d, of size R (ω_d/ω₀) e^(-α t_k).
            let base = phi + psi + .pi / 2
            let firstK = ((0 - base) / .pi).rounded(.down) + 1  // first t_k > 0
            let peak = r * wd / w0
            let lastK: Double
            if peak > epsilon {
                // The largest k with t_k < U, where R(ω_d/ω₀)e^(-αU) = ε.
                let limit = log(peak / epsilon) / alpha
                lastK = ((limit * wd - base) / .pi).rounded(.up) - 1
            } else {
                lastK = firstK - 1
            }
            if lastK >= firstK {
                let start = (base + lastK * .pi) / wd
                // |d| falls from this extremum to the next zero crossing.
                let zeroK = ((start * wd - phi - .pi / 2) / .pi).rounded(.down) + 1
                var end = (phi + .pi / 2 + zeroK * .pi) / wd
                if end <= start { end = start + .pi / wd }
                return boundary(from: start, to: end, exceeds)
            }
            // No extremum after 0 is above epsilon: d is monotonic up to the first.
            let first = (base + firstK * .pi) / wd
            return boundary(from: 0, to: first, exceeds)
        }
        // Critically or over-damped: find the single extremum, if any, after 0.
        var extremum: Double? = nil
        let a = -1.0
        let v0 = initialVelocity
        if zeta == 1 {
            let b = v0 + w0 * a
            if b != 0 { extremum = 1 / w0 - a / b }
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - root)
            let r2 = -w0 * (zeta + root)
            let c2 = (v0 - r1 * a) / (r2 - r1)
            let c1 = a - c2
            let q = -c2 * r2 / (c1 * r1)
            if q > 0 && q.isFinite { extremum = log(q) / (r1 - r2) }
        }
        let start = extremum.map { $0 > 0 && $0.isFinite ? $0 : 0 } ?? 0
        if !exceeds(start) {
            // d is monotonic on [0, start] and small at its end.
            return start == 0 ? 0 : boundary(from: 0, to: start, exceeds)
        }
        // |d| falls monotonically after `start`: double until it is small.
        var step = max(1 / w0, 1e-9)
        var end = start + step
        for _ in 0..<2000 where exceeds(end) {
            step *= 2
            end = start + step
            if !end.isFinite { return .greatestFiniteMagnitude }
        }
        return boundary(from: start, to: end, exceeds)
    }

    /// The point in [low, high] where `exceeds` turns from true to false,
    /// given that it is true on an initial part of the interval only.
    private func boundary(
        from low: Double, to high: Double,
        _ exceeds: (Double) -> Bool
    ) -> Double {
        var low = low
        var high = high
        for _ in 0..<200 {
            let mid = low + (high - low) / 2
            if mid <= low || mid >= high { break }
            if exceeds(mid) { low = mid } else { high = mid }
        }
        return high
    }
}
