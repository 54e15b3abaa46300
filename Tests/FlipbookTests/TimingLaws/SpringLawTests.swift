import FlipbookTestSupport
import Foundation
import Testing

@testable import Flipbook

@Suite("Timing: spring laws")
struct SpringLawTests {
    /// A random spring: damping ratio 0.05...3, ω₀ 1...50 rad/s, mass 0.2...5,
    /// initial velocity -20...20 fractions per second.
    static func randomSpring(_ random: inout SeededRandom) -> TimingCurve {
        let mass = random.double(in: 0.2...5)
        let w0 = random.double(in: 1...50)
        let ratio = random.double(in: 0.05...3)
        let stiffness = mass * w0 * w0
        return .spring(
            mass: mass, stiffness: stiffness, damping: 2 * ratio * (stiffness * mass).squareRoot(),
            initialVelocity: random.double(in: -20...20))
    }

    @Test("starts at 0 with its initial velocity; velocity is the derivative of the value")
    func startAndDerivative() {
        var random = SeededRandom(seed: 0x5EED_0010)
        for _ in 0..<200 {
            let curve = Self.randomSpring(&random)
            let p = curve.springParameters!
            #expect(curve.isSpring)
            #expect(curve.value(at: 0) == 0 && curve.velocity(at: 0) == p.initialVelocity)
            for t in stride(from: 0.01, through: 2, by: 0.0731) {
                let d = 1e-6
                let numeric = (curve.value(at: t + d) - curve.value(at: t - d)) / (2 * d)
                let velocity = curve.velocity(at: t)
                #expect(abs(numeric - velocity) <= 1e-5 * max(1, abs(velocity)), "\(curve) at \(t)")
            }
            // Newton's law: m x'' = -k (x - 1) - c x'.
            let t = 0.37
            let d = 1e-4
            let acceleration = (curve.value(at: t + d) - 2 * curve.value(at: t) + curve.value(at: t - d)) / (d * d)
            let force = -p.stiffness * (curve.value(at: t) - 1) - p.damping * curve.velocity(at: t)
            #expect(abs(p.mass * acceleration - force) <= 1e-3 * max(1, abs(force)), "\(curve)")
        }
    }

    @Test("a spring stays within 0.001 after its settling duration and not just before it")
    func settles() {
        var random = SeededRandom(seed: 0x5EED_0011)
        for _ in 0..<200 {
            let curve = Self.randomSpring(&random)
            let settle = curve.settlingDuration
            #expect(settle.isFinite && settle > 0, "\(curve)")
            let w0 = (curve.springParameters!.stiffness / curve.springParameters!.mass).squareRoot()
            // After: sample 20 undamped periods densely.
            let span = 20 * 2 * Double.pi / w0
            for index in 0...4000 {
                let t = settle + span * Double(index) / 4000
                let off = abs(curve.value(at: t) - 1)
                if off > 0.001 * (1 + 1e-9) {
                    Issue.record("\(curve): |d| = \(off) at \(t) > settle \(settle)")
                    break
                }
            }
            // Just before: it is still outside the band.
            let before = settle * (1 - 1e-9)
            #expect(abs(curve.value(at: before) - 1) > 0.001, "\(curve): already settled before \(settle)")
        }
    }

    @Test("the settling duration equals the last exceedance found by a dense scan")
    func settlingMatchesScan() {
        var random = SeededRandom(seed: 0x5EED_0012)
        for _ in 0..<40 {
            let curve = Self.randomSpring(&random)
            let settle = curve.settlingDuration
            let step = 2e-4
            let end = 2 * settle + 1
            var last = 0.0
            var t = 0.0
            while t <= end {
                if abs(curve.value(at: t) - 1) > 0.001 { last = t }
                t += step
            }
            #expect(last <= settle && settle <= last + step * 1.0001, "\(curve): scan \(last) vs \(settle)")
        }
    }

    @Test("under-, critically and over-damped branches agree across the boundary")
    func branchesAgree() {
        for velocity in [-5.0, 0, 5] {
            let curves = [1 - 1e-6, 1, 1 + 1e-6].map { ratio in
                TimingCurve.spring(mass: 1, stiffness: 100, damping: 2 * ratio * 10, initialVelocity: velocity)
            }
            #expect(curves[0].dampingRatio! < 1 && curves[1].dampingRatio! == 1 && curves[2].dampingRatio! > 1)
            for t in stride(from: 0.0, through: 3, by: 0.01) {
                let values = curves.map { $0.value(at: t) }
                let speeds = curves.map { $0.velocity(at: t) }
                #expect(abs(values[0] - values[1]) < 1e-5 && abs(values[2] - values[1]) < 1e-5, "v0 \(velocity) t \(t)")
                #expect(abs(speeds[0] - speeds[1]) < 1e-4 && abs(speeds[2] - speeds[1]) < 1e-4, "v0 \(velocity) t \(t)")
            }
            let settles = curves.map(\.settlingDuration)
            #expect(abs(settles[0] - settles[1]) < 1e-4 && abs(settles[2] - settles[1]) < 1e-4, "\(settles)")
        }
    }

    @Test("an undamped spring never settles, and extreme parameters give finite values quickly")
    func extremes() {
        #expect(TimingCurve.spring(mass: 1, stiffness: 100, damping: 0).settlingDuration == .infinity)
        let extremes: [TimingCurve] = [
            .spring(mass: 1e-6, stiffness: 1e6, damping: 1e-6), .spring(mass: 1e6, stiffness: 1e-6, damping: 1e6),
            .spring(mass: 1, stiffness: 1, damping: 1e6), .spring(mass: 1, stiffness: 1e6, damping: 1e-3, initialVelocity: 1e6),
            .spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: -1e6),
        ]
        for curve in extremes {
            let settle = curve.settlingDuration
            #expect(settle > 0 && !settle.isNaN, "\(curve)")
            for t in [0.0, 1e-9, 0.5, 1, 1e3, 1e9, .infinity] {
                #expect(curve.value(at: t).isFinite, "\(curve) at \(t)")
            }
        }
    }
}
