import Foundation
import XCTest

@testable import Flipbook

final class CASpringAnimationTests: XCTestCase {
    private func scalar(_ v: AnimatableValue?) -> Double? {
        guard case let .scalar(x)? = v else { return nil }
        return x
    }

    func testDefaults() {
        let s = SpringAnimation(keyPath: "position.x")
        XCTAssertEqual(s.mass, 1)
        XCTAssertEqual(s.stiffness, 100)
        XCTAssertEqual(s.damping, 10)
        XCTAssertEqual(s.initialVelocity, 0)
        XCTAssertEqual(s.keyPath, "position.x")
    }

    func testValuesFollowTheEngineSpring() throws {
        let s = SpringAnimation(keyPath: "position.x")
        s.fromValue = 0
        s.toValue = 100
        s.mass = 2
        s.stiffness = 300
        s.damping = 8
        s.initialVelocity = 1.5
        s.duration = 3
        let curve = SpringCurve(mass: 2, stiffness: 300, damping: 8, initialVelocity: 1.5)
        for t in [0.0, 0.1, 0.3, 0.5, 1.2, 2.9] {
            let v = try XCTUnwrap(scalar(s.value(atParentTime: t, model: .scalar(0), presentation: .scalar(0))))
            XCTAssertEqual(v, 100 * curve.value(at: t), "t = \(t)")
        }
        // An under-damped spring overshoots.
        let peak = (0..<300).compactMap {
            scalar(
                s.value(
                    atParentTime: Double($0) / 100, model: .scalar(0),
                    presentation: .scalar(0)))
        }.max()!
        XCTAssertGreaterThan(peak, 100)
    }

    func testDurationDoesNotScaleTheSpring() throws {
        let short = SpringAnimation(keyPath: "opacity")
        short.fromValue = 0
        short.toValue = 1
        short.duration = 0.5
        let long = short.copy() as! SpringAnimation
        long.duration = 5
        let a = try XCTUnwrap(scalar(short.value(atParentTime: 0.2, model: .scalar(0), presentation: .scalar(0))))
        let b = try XCTUnwrap(scalar(long.value(atParentTime: 0.2, model: .scalar(0), presentation: .scalar(0))))
        XCTAssertEqual(a, b)
        XCTAssertEqual(a, SpringCurve(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0).value(at: 0.2))
        // Cut off at its duration: with fill forwards it holds the spring's value then.
        short.fillMode = .forwards
        let held = try XCTUnwrap(scalar(short.value(atParentTime: 2, model: .scalar(0), presentation: .scalar(0))))
        XCTAssertEqual(held, SpringCurve(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0).value(at: 0.5))
    }

    func testSettlingDurationIsTheEngineSprings() {
        let s = SpringAnimation()
        s.stiffness = 200
        s.damping = 5
        let curve = SpringCurve(mass: 1, stiffness: 200, damping: 5, initialVelocity: 0)
        XCTAssertEqual(s.settlingDuration, curve.settlingDuration(epsilon: 0.001))
        XCTAssertGreaterThan(s.settlingDuration, 1)
        s.damping = 0
        XCTAssertEqual(s.settlingDuration, .infinity)
    }

    func testCopyKeepsSpringParameters() throws {
        let s = SpringAnimation()
        s.mass = 3
        s.damping = 12
        s.toValue = 4
        let c = try XCTUnwrap(s.copy() as? SpringAnimation)
        XCTAssertEqual(c.mass, 3)
        XCTAssertEqual(c.damping, 12)
        XCTAssertEqual(c.toValue as? Int, 4)
    }
}
