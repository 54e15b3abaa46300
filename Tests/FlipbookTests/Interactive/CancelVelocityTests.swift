import Foundation
import Testing

@testable import Flipbook

/// `cancel(velocity:)` against the documented rule, computed here from the
/// spring's closed form rather than by the runtime's curve:
///
/// at release point p with velocity v (percent per second, positive toward
/// the end), the cancel runs a critically damped spring over `p * duration`
/// seconds whose initial velocity is `-v / p` fractions of the remaining
/// distance per second, toward 0; so the percent leaves p at exactly v per
/// second. A negative v moves it straight down; a positive v first carries
/// it on forward, then back (a critically damped spring never passes 0).
///
/// With progress u(t) toward the start and ω the spring's natural
/// frequency, u = 1 + e^(-ωt)(-1 + (u₀' - ω) t), so the percent is
/// p (1 - u) = p e^(-ωt)(1 + (ω - u₀') t). ω is the one at which the
/// spring settles (stays within 0.001 of the distance) in `p * duration`.
@MainActor @Suite struct CancelVelocityTests {
    /// e^(-ωt)(1 + c t) with c = ω - u₀': the distance left, as a fraction.
    static func left(_ t: Double, omega: Double, initialVelocity u0: Double) -> Double {
        exp(-omega * t) * (1 + (omega - u0) * t)
    }

    /// The last time the distance left exceeds 0.001: after its peak (at
    /// t* = -u₀' / (ω c) when u₀' < 0) it falls monotonically, so bisect there.
    static func settlingTime(omega: Double, initialVelocity u0: Double) -> Double {
        let c = omega - u0
        var low = max(0, -u0 / (omega * c))
        var high = low + 1
        while left(high, omega: omega, initialVelocity: u0) > 0.001 { high *= 2 }
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if left(mid, omega: omega, initialVelocity: u0) > 0.001 { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }

    /// The ω whose settling time is `duration` (settling time falls as ω grows).
    static func omega(settlingIn duration: Double, initialVelocity u0: Double) -> Double {
        var low = 1e-3
        var high = 1e4
        for _ in 0..<300 {
            let mid = (low * high).squareRoot()
            if settlingTime(omega: mid, initialVelocity: u0) > duration { low = mid } else { high = mid }
        }
        return (low * high).squareRoot()
    }

    /// A 0.5 s linear slide, presented interactively at `fps` and scrubbed to `p`.
    func scrubbed(to p: Double, fps: Double) -> (Window, PercentDrivenInteractiveTransition, LoggingController, LoggingDelegate) {
        let (window, a, log) = makeInteractiveScene(fps: fps)
        let interaction = PercentDrivenInteractiveTransition()
        let delegate = LoggingDelegate(log, animator: SlideAnimator(log), interaction: interaction)
        let b = LoggingController("B", log)
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        window.tick()
        interaction.update(CGFloat(p))
        window.tick()
        return (window, interaction, b, delegate)
    }

    /// The percent at each frame of the cancel, from the formula above.
    static func expectedPercents(p: Double, v: Double, duration: Double, fps: Double) -> [Double] {
        let runTime = p * duration
        let u0 = -v / p
        let w = omega(settlingIn: runTime, initialVelocity: u0)
        let frames = Int((runTime * fps - 1e-6).rounded(.up))
        return (0...frames).map { k in
            let t = Double(k) / fps
            return t >= runTime - 1e-9 ? 0 : p * left(t, omega: w, initialVelocity: u0)
        }
    }

    /// At 1000 fps, so that the short forward motion of a positive velocity
    /// (its peak is 1.5 ms after the release for p = 0.6, v = 0.9; 7 ms for
    /// p = 0.4, v = 10) spans frames.
    @Test(arguments: [(0.6, -0.9), (0.35, -2.0), (0.6, 0.9), (0.4, 10.0)])
    func cancelFollowsTheCriticallyDampedSpringFromTheReleaseVelocity(p: Double, v: Double) throws {
        let fps = 1000.0
        let duration = 0.5
        let (window, interaction, b, delegate) = scrubbed(to: p, fps: fps)
        let expected = Self.expectedPercents(p: p, v: v, duration: duration, fps: fps)
        interaction.cancel(velocity: CGFloat(v))
        var actual = [Double(interaction.percentComplete)]
        while window.isTransitionRunning && actual.count < 2000 {
            window.tick()
            if window.isTransitionRunning { actual.append(Double(interaction.percentComplete)) }
        }
        actual.append(0)
        #expect(actual.count == expected.count, "frames: \(actual.count) vs \(expected.count)")
        for (k, (a, e)) in zip(actual, expected).enumerated() {
            #expect(abs(a - e) < 1e-6, "p \(p), v \(v), frame \(k): \(a) vs \(e)")
        }
        // The rate at the release is v: a one-sided second-order difference over the first frames.
        let h = 1 / fps
        let rate = (-3 * actual[0] + 4 * actual[1] - actual[2]) / (2 * h)
        #expect(abs(rate - v) < 0.03 * abs(v), "p \(p), v \(v): leaves at \(rate) per second")
        if v < 0 {
            // Toward the start: down at once, and monotonically.
            #expect(zip(actual, actual.dropFirst()).allSatisfy { $1 < $0 }, "p \(p), v \(v): \(actual)")
        } else {
            // Forward first, past the release point, then back without passing 0.
            let peak = try #require(actual.indices.max { actual[$0] < actual[$1] })
            #expect(peak > 0 && actual[peak] > p, "p \(p), v \(v): no forward motion: \(actual.prefix(5))")
            #expect(zip(actual, actual.dropFirst()).prefix(peak).allSatisfy { $1 > $0 })
            #expect(zip(actual, actual.dropFirst()).dropFirst(peak).allSatisfy { $1 < $0 })
        }
        #expect(actual.allSatisfy { $0 >= 0 })
        #expect(b.view.window == nil, "cancelled")
        withExtendedLifetime(delegate) {}
    }

    /// The independent solver is sound: a spring without initial velocity
    /// settles in τ/ω with τ the root of e^(-τ)(1 + τ) = 0.001 (τ ≈ 9.2334).
    @Test func theReferenceSolverMatchesTheRestCase() {
        var low = 1.0
        var high = 20.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if exp(-mid) * (1 + mid) > 0.001 { low = mid } else { high = mid }
        }
        #expect(abs(low - 9.2334) < 1e-4)
        #expect(abs(Self.omega(settlingIn: 0.25, initialVelocity: 0) - low / 0.25) < 1e-6)
    }
}
