import Foundation
import Testing

@testable import Flipbook

/// The velocity estimator against least-squares slopes worked out by hand
/// (in the comments) or by the textbook normal-equation formula computed here,
/// independently of the implementation (which uses centred sums).
@Suite struct VelocityEstimatorTests {
    /// slope = (n Σtx - Σt Σx) / (n Σt² - (Σt)²): the normal equations, uncentred.
    static func referenceSlope(_ samples: [(t: Double, x: Double)]) -> Double {
        let n = Double(samples.count)
        let st = samples.reduce(0) { $0 + $1.t }
        let sx = samples.reduce(0) { $0 + $1.x }
        let stt = samples.reduce(0) { $0 + $1.t * $1.t }
        let stx = samples.reduce(0) { $0 + $1.t * $1.x }
        return (n * stx - st * sx) / (n * stt - st * st)
    }

    static func estimator(_ samples: [(t: Double, x: Double, y: Double)]) -> VelocityEstimator {
        var e = VelocityEstimator()
        for s in samples { e.add(CGPoint(x: s.x, y: s.y), at: s.t) }
        return e
    }

    @Test func quadraticPathGivesTheHandComputedSlope() {
        // t = 0, .01, .02, .03; x = 0, 1, 4, 9.
        // mean t = .015, mean x = 3.5; dt = -.015 -.005 .005 .015; dx = -3.5 -2.5 .5 5.5
        // Σ dt·dx = .0525 + .0125 + .0025 + .0825 = .15; Σ dt² = .0005; slope = 300 pt/s.
        let e = Self.estimator([(0, 0, 7), (0.01, 1, 7), (0.02, 4, 7), (0.03, 9, 7)])
        #expect(abs(e.velocity.x - 300) < 1e-9)
        #expect(abs(e.velocity.y) < 1e-9, "a constant y has no velocity")
        #expect(abs(Self.referenceSlope([(0, 0), (0.01, 1), (0.02, 4), (0.03, 9)]) - 300) < 1e-9)
    }

    @Test func alternatingNoiseAroundALineGivesTheLinesSlope() {
        // x = 500 t ± 2, alternating, five samples 10 ms apart. Centred times
        // -2 -1 0 1 2 (×10 ms) against noise +2 -2 +2 -2 +2: Σ = -4 + 2 + 0 - 2 + 4 = 0,
        // so the noise adds nothing and the slope is 500 pt/s. The last two
        // samples alone would say (x(.04) - x(.03)) / .01 = ((20 + 2) - (15 - 2)) / .01 = 900 pt/s.
        let samples = (0..<5).map { i -> (t: Double, x: Double, y: Double) in
            let t = Double(i) * 0.01
            return (t, 500 * t + (i % 2 == 0 ? 2 : -2), -250 * t)
        }
        let e = Self.estimator(samples)
        #expect(abs(e.velocity.x - 500) < 1e-6)
        #expect(abs(e.velocity.y + 250) < 1e-6)
        let lastTwo = (samples[4].x - samples[3].x) / 0.01
        #expect(abs(lastTwo - 900) < 1e-6, "the naive estimate the fit avoids")
    }

    @Test func oneSampleGivesZero() {
        var e = VelocityEstimator()
        #expect(e.velocity == .zero)
        e.add(CGPoint(x: 50, y: 80), at: 1)
        #expect(e.velocity == .zero)
        e.add(CGPoint(x: 90, y: 80), at: 1)
        #expect(e.samples.count == 1, "a sample at the same time replaces the newest")
        #expect(e.velocity == .zero)
    }

    @Test func samplesOlderThanTheWindowAreIgnored() {
        // An outlier at t = 0 and a line x = 100 (t - .2) from .2 to .3: the
        // window reaches back 100 ms from .3, so .2 (on the boundary) counts
        // and the outlier does not; slope 100 pt/s.
        let e = Self.estimator([(0, 1000, 0), (0.2, 0, 0), (0.25, 5, 0), (0.3, 10, 0)])
        #expect(e.samples.count == 3)
        #expect(abs(e.velocity.x - 100) < 1e-9)
        // A finger that stopped: its last move is 250 ms before the newest sample.
        let stopped = Self.estimator([(0, 0, 0), (0.05, 10, 0), (0.3, 10, 0)])
        #expect(stopped.velocity == .zero)
        // Samples going back in time are ignored.
        var back = Self.estimator([(0.1, 0, 0), (0.2, 10, 0)])
        back.add(CGPoint(x: 999, y: 999), at: 0.15)
        #expect(back.samples.count == 2 && abs(back.velocity.x - 100) < 1e-9)
    }

    @Test func nonUniformSpacingGivesTheHandComputedSlope() {
        // t = 0, .01, .04, .05; x = 0, 2, 3, 9. mean t = .025, mean x = 3.5;
        // dt = -.025 -.015 .015 .025; dx = -3.5 -1.5 -.5 5.5;
        // Σ dt·dx = .0875 + .0225 - .0075 + .1375 = .24; Σ dt² = 2(.000625 + .000225) = .0017;
        // slope = .24 / .0017 = 2400 / 17 ≈ 141.18 pt/s.
        let e = Self.estimator([(0, 0, 0), (0.01, 2, 0), (0.04, 3, 0), (0.05, 9, 0)])
        #expect(abs(e.velocity.x - 2400.0 / 17.0) < 1e-9)
    }

    @Test func seededRandomSamplesMatchTheNormalEquations() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Double {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(seed >> 11) / Double(1 << 53)
        }
        for _ in 0..<50 {
            var t = 2 * next()
            var samples: [(t: Double, x: Double, y: Double)] = []
            for _ in 0..<(2 + Int(next() * 8)) {
                t += 0.002 + 0.02 * next()
                samples.append((t, 400 * next() - 200, 400 * next() - 200))
            }
            let e = Self.estimator(samples)
            let newest = samples.last!.t
            let inWindow = samples.filter { $0.t >= newest - 0.1 - 1e-9 }
            guard inWindow.count >= 2 else {
                #expect(e.velocity == .zero)
                continue
            }
            let vx = Self.referenceSlope(inWindow.map { ($0.t, $0.x) })
            let vy = Self.referenceSlope(inWindow.map { ($0.t, $0.y) })
            #expect(abs(e.velocity.x - vx) <= 1e-6 * max(1, abs(vx)))
            #expect(abs(e.velocity.y - vy) <= 1e-6 * max(1, abs(vy)))
        }
    }
}
