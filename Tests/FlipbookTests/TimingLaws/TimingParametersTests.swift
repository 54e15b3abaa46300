import Foundation
import Testing

@testable import Flipbook

@Suite("Timing: UIKit and SwiftUI spring parameters")
struct TimingParametersTests {
    @Test("Spring(duration: 0.5, bounce: 0.3) is mass 1, stiffness 157.9, damping 17.6 (Apple's SwiftUI Spring docs)")
    func durationBounce() throws {
        // The numbers are the example of developer.apple.com/documentation/swiftui/spring.
        let p = try #require(TimingCurve.spring(duration: 0.5, bounce: 0.3).springParameters)
        #expect(p.mass == 1)
        #expect(abs(p.stiffness - 157.9) < 0.05 && abs(p.damping - 17.6) < 0.05)
        // Spring(mass: 1, stiffness: 100, damping: 10) is duration 0.63 and bounce 0.5 there.
        let q = try #require(TimingCurve.spring(duration: 2 * .pi / 10, bounce: 0.5).springParameters)
        #expect(abs(q.stiffness - 100) < 1e-9 && abs(q.damping - 10) < 1e-9)
        // Negative bounce is over-damped: ratio 1 / (1 + bounce).
        #expect(abs(TimingCurve.spring(duration: 1, bounce: -0.5).dampingRatio! - 2) < 1e-12)
        #expect(abs(TimingCurve.spring(dampingRatio: 0.7, response: 0.5).dampingRatio! - 0.7) < 1e-12)
    }

    @Test("UIKit's duration-scaled spring settles exactly at the requested duration")
    func scaledToDuration() {
        for ratio in [0.1, 0.3, 0.5, 0.8, 1, 1.5, 4.56] {
            for duration in [0.25, 1, 2.5] {
                let curve = TimingCurve.spring(dampingRatio: ratio, settlingDuration: duration)
                #expect(abs(curve.settlingDuration - duration) <= 1e-9 * duration, "ζ \(ratio), \(duration) s")
                #expect(abs(curve.dampingRatio! - ratio) < 1e-9)
                #expect(curve.springParameters!.mass == 1)
            }
        }
        for ratio in [0.5, 0.8, 1, 2] {
            for velocity in [-2.0, 3] {
                let curve = TimingCurve.spring(dampingRatio: ratio, initialVelocity: velocity, settlingDuration: 1)
                #expect(abs(curve.settlingDuration - 1) <= 0.02, "ζ \(ratio), v \(velocity): \(curve.settlingDuration)")
                #expect(curve.velocity(at: 0) == velocity)
            }
        }
    }

    @Test("SpringTimingParameters: ratio springs take the duration, physical ones keep their own")
    func springParameters() {
        let ratio = SpringTimingParameters(dampingRatio: 0.6, initialVelocity: CGVector(dx: 0.5, dy: 0))
        #expect(ratio.isDurationScaled && ratio.scalarVelocity == 0.5)
        let curve = ratio.timingCurve(forDuration: 0.8)
        #expect(abs(curve.settlingDuration - 0.8) < 0.02 && curve.velocity(at: 0) == 0.5)
        #expect(ratio.animationDuration(forRequested: 0.8) == 0.8)
        #expect(SpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: 3, dy: 4)).scalarVelocity == 5)

        let physical = SpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero)
        #expect(!physical.isDurationScaled)
        let own = physical.timingCurve(forDuration: 0.1)
        #expect(own == .spring(mass: 1, stiffness: 100, damping: 10))
        #expect(physical.animationDuration(forRequested: 0.1) == own.settlingDuration)
        let swiftUI = SpringTimingParameters(duration: 0.5, bounce: 0.3)
        #expect(swiftUI.timingCurve(forDuration: 3) == .spring(duration: 0.5, bounce: 0.3))
        #expect(abs(SpringTimingParameters().timingCurve(forDuration: 1).dampingRatio! - 4.56) < 1e-9)
    }

    @Test("progress(fraction:duration:) evaluates springs in seconds and ends every curve on 1")
    func progress() {
        let spring = TimingCurve.spring(mass: 1, stiffness: 100, damping: 10)
        #expect(spring.progress(fraction: 0.25, duration: 2) == spring.value(at: 0.5))
        #expect(spring.progress(fraction: 1, duration: 0.1) == 1)
        #expect(TimingCurve.easeIn.progress(fraction: 0.3, duration: 9) == TimingCurve.easeIn.value(at: 0.3))
        #expect(TimingCurve.easeIn.progress(fraction: .nan, duration: 1) == 0)
        #expect(TimingCurve.easeIn.progress(fraction: 2, duration: 1) == 1)
        #expect(TimingCurve.linear.settlingDuration == 1)
    }

    @Test("CubicTimingParameters clamps custom control points")
    func cubicParameters() {
        let custom = CubicTimingParameters(controlPoint1: CGPoint(x: -1, y: 0.5), controlPoint2: CGPoint(x: 2, y: 0.5))
        #expect(custom.controlPoint1 == CGPoint(x: 0, y: 0.5) && custom.controlPoint2 == CGPoint(x: 1, y: 0.5))
        #expect(CubicTimingParameters(animationCurve: .easeOut).timingCurve == .easeOut)
    }
}
