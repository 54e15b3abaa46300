import Foundation

/// A CSS/Core Animation cubic Bezier easing from (0, 0) to (1, 1) with control
/// points (x1, y1) and (x2, y2), solved the way WebKit and Chromium solve it.
///
/// For an input x, the curve parameter t with X(t) = x is found by Newton's
/// method started at t = x (at most 8 steps), then by bisection on [0, 1] (at
/// most 64 steps), to `CubicBezier.epsilon` in x. Outside [0, 1] the curve
/// continues along its end tangents, as Chromium's `gfx::CubicBezier` does.
///
/// Invariant: `x1` and `x2` are in 0...1 and every coordinate is finite
/// (checked by `TimingCurve`'s initialisers before one is built).
struct CubicBezier: Hashable, Sendable {
    /// The solving tolerance in x (1e-7, Chromium's `kBezierEpsilon`).
    static let epsilon = 1e-7

    let x1: Double, y1: Double, x2: Double, y2: Double
    // Polynomial coefficients: X(t) = ((ax t + bx) t + cx) t, the same for Y.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double
    /// Slopes used for inputs below 0 and above 1.
    let startGradient: Double, endGradient: Double

    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
        // The tangent at each end, with Chromium's fallbacks for a control
        // point that coincides with the end point.
        let start: Double
        let end: Double
        if x1 > 0 {
            start = y1 / x1
        } else if y1 == 0 && x2 > 0 {
            start = y2 / x2
        } else if y1 == 0 && y2 == 0 {
            start = 1
        } else {
            start = 0
        }
        if x2 < 1 {
            end = (y2 - 1) / (x2 - 1)
        } else if y2 == 1 && x1 < 1 {
            end = (y1 - 1) / (x1 - 1)
        } else if y2 == 1 && y1 == 1 {
            end = 1
        } else {
            end = 0
        }
        // Adding 0 turns -0.0 (from 0 / -0.75) into 0.0, so output never shows "-0.0".
        startGradient = start + 0
        endGradient = end + 0
    }

    func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    func derivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    func derivativeY(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// The curve parameter t in 0...1 whose x is within `epsilon` of `x`
    /// (`x` in 0...1). At most 8 Newton steps and 64 bisection steps.
    func solveCurveX(_ x: Double, epsilon: Double = CubicBezier.epsilon) -> Double {
        var t = x
        var error = 0.0
        for _ in 0..<8 {
            error = sampleX(t) - x
            if abs(error) < epsilon { return t }
            let slope = derivativeX(t)
            if abs(slope) < 1e-6 { break }
            t -= error / slope
        }
        if t >= 0, t <= 1, abs(sampleX(t) - x) < epsilon { return t }
        // Bisection: X is monotonic on [0, 1] because x1 and x2 are in [0, 1].
        var low = 0.0
        var high = 1.0
        t = x
        for _ in 0..<64 {
            let value = sampleX(t)
            if abs(value - x) < epsilon { return t }
            if x > value { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    /// The eased value at `x`; exactly 0 at 0 and 1 at 1.
    func value(at x: Double) -> Double {
        if x == 0 { return 0 }
        if x == 1 { return 1 }
        if x < 0 { return finite(startGradient * x) }
        if x > 1 { return finite(1 + endGradient * (x - 1)) }
        if x.isNaN { return .nan }
        // Control points on the diagonal make y = x exactly; no solver error.
        if isIdentity { return x }
        return sampleY(solveCurveX(x))
    }

    /// True when both control points lie on the diagonal, so the curve is y = x.
    var isIdentity: Bool { ax == ay && bx == by && cx == cy }

    /// dy/dx at `x`. Where the curve is vertical the slope is clamped to the
    /// largest finite Double (with its sign), as Chromium does.
    ///
    /// Where both derivatives vanish, which happens at an end whose near
    /// control point coincides with it (x1 = y1 = 0 at 0, x2 = y2 = 1 at 1),
    /// the slope is that end's tangent as used outside [0, 1]
    /// (`startGradient`, `endGradient`). For x1 = y1 = 0 and x2 > 0 that is
    /// the limit of dy/dx there, y2/x2 (the ratio of the second
    /// derivatives), so the slope at the end equals the slope just inside
    /// it and the one outside it. (Chromium answers 0 there.)
    func slope(at x: Double) -> Double {
        if x < 0 { return finite(startGradient) }
        if x > 1 { return finite(endGradient) }
        if x.isNaN { return .nan }
        let t = solveCurveX(x)
        // At t = 1 the exact derivatives, 3(1 - x2) and 3(1 - y2): the
        // polynomial form can leave rounding noise where they vanish.
        let dx = t == 1 ? 3 * (1 - x2) : derivativeX(t)
        let dy = t == 1 ? 3 * (1 - y2) : derivativeY(t)
        if dx == 0 && dy == 0 {
            if t == 0 { return finite(startGradient) }
            if t == 1 { return finite(endGradient) }
            return 0
        }
        return finite(dy / dx)
    }

    private func finite(_ value: Double) -> Double {
        if value == .infinity { return .greatestFiniteMagnitude }
        if value == -.infinity { return -.greatestFiniteMagnitude }
        return value
    }
}
