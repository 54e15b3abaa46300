import FlipbookTestSupport
import Foundation
import Testing

@testable import Flipbook

/// Laws every fraction-driven curve obeys: exact ends, continuity, a slope
/// that matches the values, and a monotonic x solve for Beziers.
@Suite("Timing: curve laws")
struct CurveLawTests {
    static let grid = (0...1000).map { Double($0) / 1000 }

    /// Exact 0 and 1 at the ends, small steps give small changes, and the
    /// reported slope matches a central difference.
    static func checkLaws(
        _ curve: TimingCurve, _ label: String, continuityLimit: Double = 1e-3,
        checkSlope: Bool = true
    ) {
        #expect(curve.value(at: 0) == 0, "\(label) at 0")
        #expect(curve.value(at: 1) == 1, "\(label) at 1")
        #expect(curve.progress(fraction: 0, duration: 1) == 0 && curve.progress(fraction: 1, duration: 1) == 1)
        let h = 1e-9
        for x in grid {
            let y = curve.value(at: x)
            #expect(y.isFinite, "\(label) at \(x)")
            let step = abs(curve.value(at: min(x + h, 1)) - y)
            if step > continuityLimit { Issue.record("\(label): jump of \(step) at \(x)") }
        }
        // A central difference wide enough that the 1e-7 x tolerance of the
        // solver stays below 1e-3 of the slope.
        for x in stride(from: 0.01, through: 0.99, by: 0.02) where checkSlope {
            let d = 1e-4
            let numeric = (curve.value(at: x + d) - curve.value(at: x - d)) / (2 * d)
            let slope = curve.velocity(at: x)
            if abs(numeric - slope) > 3e-3 * max(1, abs(slope)) {
                Issue.record("\(label): slope \(slope) vs numeric \(numeric) at \(x)")
            }
        }
    }

    @Test("every preset obeys the laws")
    func presets() {
        #expect(TimingPresets.all.count >= 18)
        for preset in TimingPresets.all { Self.checkLaws(preset.curve, preset.name) }
        Self.checkLaws(.linear, "linear")
    }

    @Test("a seeded sweep of 400 random Beziers obeys the laws and solves x monotonically")
    func randomBeziers() throws {
        var random = SeededRandom(seed: 0x5EED_0001)
        for _ in 0..<400 {
            let x1 = random.double(in: 0...1)
            let y1 = random.double(in: -2...3)
            let x2 = random.double(in: 0...1)
            let y2 = random.double(in: -2...3)
            let curve = try TimingCurve(cubicBezier: x1, y1, x2, y2)
            let label = curve.cssText
            Self.checkLaws(curve, label, continuityLimit: 1e-3)
            guard case let .cubicBezier(bezier) = curve.kind else {
                Issue.record("not a Bezier")
                return
            }
            var previous = -Double.infinity
            for x in Self.grid {
                let t = bezier.solveCurveX(x)
                #expect((0...1).contains(t), "\(label): t \(t) at \(x)")
                #expect(abs(bezier.sampleX(t) - x) < 1e-7, "\(label): x error at \(x)")
                #expect(t >= previous - 1e-7, "\(label): t not monotonic at \(x)")
                previous = t
            }
            // Outside [0, 1] the curve continues along its end tangents.
            #expect(abs(curve.value(at: -0.5) - (-0.5 * bezier.startGradient)) < 1e-12)
            #expect(abs(curve.value(at: 1.5) - (1 + 0.5 * bezier.endGradient)) < 1e-12)
        }
    }

    @Test("steps follow CSS Easing: jump positions, ends, and flat slopes")
    func steps() throws {
        // Values from the CSS Easing Level 1 step algorithm, worked by hand.
        let cases: [(String, Double, Double)] = [
            ("steps(4)", 0.3, 0.25), ("steps(4, jump-end)", 0.99, 0.75), ("steps(4, end)", 1, 1),
            ("steps(4, jump-start)", 0, 0.25), ("steps(4, start)", 0.3, 0.5), ("steps(4, jump-start)", 1, 1),
            ("steps(3, jump-none)", 0, 0), ("steps(3, jump-none)", 0.5, 0.5), ("steps(3, jump-none)", 0.7, 1),
            ("steps(3, jump-both)", 0, 0.25), ("steps(3, jump-both)", 0.5, 0.5), ("steps(3, jump-both)", 1, 1),
            ("step-start", 0, 1), ("step-end", 0.999, 0), ("step-end", 1, 1),
        ]
        for (text, x, expected) in cases {
            let curve = try TimingCurve(css: text)
            #expect(curve.value(at: x) == expected, "\(text) at \(x)")
            #expect(curve.velocity(at: x) == 0)
        }
        var random = SeededRandom(seed: 0x5EED_0002)
        for _ in 0..<200 {
            let count = Int.random(in: 2...40, using: &random)
            for position in [StepPosition.jumpEnd, .jumpNone] {
                let curve = TimingCurve.steps(count, position)
                #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1)
                var previous = 0.0
                for x in Self.grid {
                    let y = curve.value(at: x)
                    #expect(y >= previous && (0...1).contains(y))
                    previous = y
                }
            }
        }
    }

    @Test("CSS linear() is exact at its stops, interpolates between them and keeps ends")
    func piecewiseLinear() throws {
        var random = SeededRandom(seed: 0x5EED_0003)
        for _ in 0..<200 {
            let inner = (0..<Int.random(in: 0...8, using: &random)).map { _ in random.double(in: -0.5...1.5) }
            let stops =
                [LinearEasingStop(output: 0)] + inner.map { LinearEasingStop(output: $0) }
                + [LinearEasingStop(output: 1)]
            let curve = try TimingCurve(linearStops: stops)
            Self.checkLaws(curve, curve.cssText, continuityLimit: 1e-6, checkSlope: false)
            let points = try #require(curve.linearPoints)
            for (index, point) in points.enumerated() {
                #expect(abs(point.input - Double(index) / Double(points.count - 1)) < 1e-15)
                #expect(abs(curve.value(at: point.input) - point.output) < 1e-12)
                guard index + 1 < points.count else { continue }
                let next = points[index + 1]
                let middle = (point.input + next.input) / 2
                let slope = (next.output - point.output) / (next.input - point.input)
                #expect(abs(curve.velocity(at: middle) - slope) < 1e-9)
                #expect(abs(curve.value(at: middle) - (point.output + next.output) / 2) < 1e-12)
            }
        }
    }
}
