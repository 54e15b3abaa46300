import Foundation
import Testing

@testable import Flipbook

/// The end tangents of cubic Beziers, against slopes derived by hand and an
/// independent evaluation of the curve (Bernstein form, bisection on x), not
/// against the implementation's own `startGradient`/`endGradient`.
///
/// With P0 = (0, 0), P1 = (x1, y1), P2 = (x2, y2), P3 = (1, 1):
/// B'(s) = 3(1-s)²(P1 - P0) + 6(1-s)s(P2 - P1) + 3s²(P3 - P2), so at s = 0
/// the tangent is P1 - P0 and dy/dx = y1/x1. When P1 = P0 (x1 = y1 = 0) the
/// first derivative vanishes there; B''(0) = 6(P2 - 2P1 + P0) = 6 P2, so
/// dy/dx → (dy/ds)/(dx/ds) = (6 y2 s + O(s²)) / (6 x2 s + O(s²)) → y2/x2
/// (for x2 > 0; with P2 = P0 too, B = P3 s³ and the slope is 1). At the end,
/// symmetrically: (1 - y2)/(1 - x2), and (1 - y1)/(1 - x1) when P2 = P3.
@Suite("Timing: cubic Bezier end tangents")
struct BezierTangentTests {
    /// One coordinate of the Bezier in Bernstein form.
    static func bernstein(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s
    }

    /// Its derivative in s.
    static func bernsteinDerivative(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * p1 + 6 * r * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    /// The curve parameter s with x(s) = `x` in [0, 1], by 200 bisection steps
    /// (x(s) is monotonic for x1, x2 in [0, 1]).
    static func parameter(_ c: (Double, Double, Double, Double), at x: Double) -> Double {
        var low = 0.0
        var high = 1.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if bernstein(c.0, c.2, mid) < x { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }

    /// y at input `x` in [0, 1].
    static func value(_ c: (Double, Double, Double, Double), at x: Double) -> Double {
        bernstein(c.1, c.3, parameter(c, at: x))
    }

    /// dy/dx at input `x` in (0, 1).
    static func slope(_ c: (Double, Double, Double, Double), at x: Double) -> Double {
        let s = parameter(c, at: x)
        return bernsteinDerivative(c.1, c.3, s) / bernsteinDerivative(c.0, c.2, s)
    }

    /// (x1, y1, x2, y2), the slope at 0 and the slope at 1, worked by hand from the formulas above.
    static let cases: [((Double, Double, Double, Double), start: Double, end: Double)] = [
        ((0, 0, 0.58, 1), 1 / 0.58, 0),  // CSS ease-out: P1 = P0
        ((0, 0, 0.4, 0.2), 0.5, 0.8 / 0.6),  // P1 = P0
        ((0, 0, 0.25, 1.5), 6, -0.5 / 0.75),  // P1 = P0, overshooting
        ((0.42, 0, 1, 1), 0, 1 / 0.58),  // CSS ease-in: P2 = P3
        ((0.3, 0.8, 1, 1), 0.8 / 0.3, 0.2 / 0.7),  // P2 = P3
        ((0, 0, 1, 1), 1, 1),  // both coincide: linear
        ((0, 0, 0, 0), 1, 1),  // P1 = P2 = P0: y = x
        ((0.25, 0.1, 0.25, 1), 0.4, 0),  // CSS ease: neither degenerate
    ]

    @Test(arguments: cases.indices)
    func endTangentsMatchTheDerivedSlopes(_ index: Int) throws {
        let (c, start, end) = Self.cases[index]
        let curve = try TimingCurve(cubicBezier: c.0, c.1, c.2, c.3)
        let label = "cubic-bezier(\(c.0), \(c.1), \(c.2), \(c.3))"
        // The slope at the ends, and on the tangent lines that continue the curve outside [0, 1].
        #expect(abs(curve.velocity(at: 0) - start) < 1e-12, "\(label): slope at 0 is \(curve.velocity(at: 0)), not \(start)")
        #expect(abs(curve.velocity(at: 1) - end) < 1e-12, "\(label): slope at 1 is \(curve.velocity(at: 1)), not \(end)")
        #expect(abs(curve.velocity(at: -0.5) - start) < 1e-12, "\(label): slope before 0")
        #expect(abs(curve.velocity(at: 1.5) - end) < 1e-12, "\(label): slope after 1")
        #expect(abs(curve.value(at: -0.5) - (-0.5 * start)) < 1e-12, "\(label) at -0.5: \(curve.value(at: -0.5))")
        #expect(abs(curve.value(at: 1.5) - (1 + 0.5 * end)) < 1e-12, "\(label) at 1.5: \(curve.value(at: 1.5))")
        // The independent solver approaches the same slopes just inside the ends: the error
        // is O(√x) when P1 = P0 (s ~ √x there), O(x) otherwise.
        let near = 1e-8
        #expect(abs(Self.slope(c, at: near) - start) < 1e-3 * max(1, abs(start)), "\(label): independent slope near 0")
        #expect(abs(Self.slope(c, at: 1 - near) - end) < 1e-3 * max(1, abs(end)), "\(label): independent slope near 1")
        // And the implementation agrees with the independent solver inside.
        for x in [1e-6, 0.001, 0.25, 0.5, 0.75, 0.999, 1 - 1e-6] {
            let expected = Self.slope(c, at: x)
            #expect(
                abs(curve.velocity(at: x) - expected) < 1e-4 * max(1, abs(expected)),
                "\(label) at \(x): \(curve.velocity(at: x)) vs \(expected)")
        }
    }
}
