import Foundation
import XCTest

@testable import Flipbook

final class KeyframeAnimationTests: XCTestCase {
    private let zero = AnimatableValue.scalar(0)

    private func scalar(_ a: KeyframeAnimation, at t: Double) -> Double? {
        guard case let .scalar(x)? = a.value(atParentTime: t, model: zero, presentation: zero) else { return nil }
        return x
    }

    private func point(_ a: KeyframeAnimation, at t: Double) -> CGPoint? {
        guard case let .point(p)? = a.value(atParentTime: t, model: .point(.zero), presentation: .point(.zero)) else {
            return nil
        }
        return p
    }

    private func keyframes(
        _ values: [Any], keyTimes: [NSNumber]? = nil,
        mode: AnimationCalculationMode = .linear
    ) -> KeyframeAnimation {
        let a = KeyframeAnimation(keyPath: "position.y")
        a.values = values
        a.keyTimes = keyTimes
        a.calculationMode = mode
        a.duration = 1
        a.fillMode = .forwards
        return a
    }

    func testDefaults() {
        let a = KeyframeAnimation()
        XCTAssertEqual(a.calculationMode, .linear)
        XCTAssertNil(a.rotationMode)
        XCTAssertNil(a.values)
        XCTAssertNil(a.keyTimes)
        XCTAssertEqual(AnimationCalculationMode.cubicPaced.rawValue, "cubicPaced")
        XCTAssertEqual(AnimationRotationMode.rotateAutoReverse.rawValue, "autoReverse")
    }

    func testLinearWithEvenlySpacedKeyframes() {
        let a = keyframes([0, 10, 40])
        XCTAssertEqual(scalar(a, at: 0.25), 5)
        XCTAssertEqual(scalar(a, at: 0.5), 10)
        XCTAssertEqual(scalar(a, at: 0.75), 25)
        XCTAssertEqual(scalar(a, at: 1), 40)
    }

    func testLinearWithKeyTimes() {
        let a = keyframes([0, 10, 40], keyTimes: [0, 0.2, 1])
        XCTAssertEqual(scalar(a, at: 0.1), 5)
        XCTAssertEqual(scalar(a, at: 0.2), 10)
        XCTAssertEqual(scalar(a, at: 0.6), 25)
    }

    func testKeyTimesOfTheWrongLengthAreIgnored() {
        let a = keyframes([0, 10, 40], keyTimes: [0, 1])
        XCTAssertEqual(scalar(a, at: 0.25), 5)
    }

    func testDiscreteWithOneKeyTimePerValue() {
        let a = keyframes([310, 60, 120, 60], keyTimes: [0, 0.25, 0.5, 0.75], mode: .discrete)
        XCTAssertEqual(scalar(a, at: 0), 310)
        XCTAssertEqual(scalar(a, at: 0.24), 310)
        XCTAssertEqual(scalar(a, at: 0.25), 60)
        XCTAssertEqual(scalar(a, at: 0.6), 120)
        XCTAssertEqual(scalar(a, at: 0.9), 60)
        XCTAssertEqual(scalar(a, at: 1), 60, "the last value holds to the end")
    }

    func testDiscreteWithAClosingKeyTime() {
        let a = keyframes([1, 2, 3], keyTimes: [0, 0.5, 0.6, 1], mode: .discrete)
        XCTAssertEqual(scalar(a, at: 0.55), 2)
        XCTAssertEqual(scalar(a, at: 0.7), 3)
    }

    func testDiscreteWithoutKeyTimesSharesTimeEvenly() {
        let a = keyframes([1, 2, 3, 4], mode: .discrete)
        XCTAssertEqual(scalar(a, at: 0.2), 1)
        XCTAssertEqual(scalar(a, at: 0.3), 2)
        XCTAssertEqual(scalar(a, at: 0.5), 3)
        XCTAssertEqual(scalar(a, at: 0.99), 4)
    }

    func testPacedMovesAtConstantSpeed() throws {
        // Distances 10 and 30: the first segment takes a quarter of the time.
        let a = keyframes([0, 10, 40], keyTimes: [0, 0.9, 1], mode: .paced)
        for t in stride(from: 0.0, through: 1.0, by: 0.05) {
            XCTAssertEqual(try XCTUnwrap(scalar(a, at: t)), 40 * t, accuracy: 1e-12, "t = \(t)")
        }
        // In two dimensions too: (0,0) -> (30,40) is 50 long, then 10 more.
        let p = KeyframeAnimation(keyPath: "position")
        p.values = [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 40), CGPoint(x: 40, y: 40)]
        p.calculationMode = .paced
        p.duration = 6
        let halfway = try XCTUnwrap(point(p, at: 2.5))
        XCTAssertEqual(halfway.x, 15, accuracy: 1e-12)
        XCTAssertEqual(halfway.y, 20, accuracy: 1e-12)
        let late = try XCTUnwrap(point(p, at: 5.5))
        XCTAssertEqual(late.x, 35, accuracy: 1e-12)
    }

    func testSegmentTimingFunctions() throws {
        let a = keyframes([0, 10, 20])
        a.timingFunctions = [MediaTimingFunction(name: .easeIn), MediaTimingFunction(name: .linear)]
        let eased = try XCTUnwrap(scalar(a, at: 0.25))
        XCTAssertEqual(eased, 10 * TimingCurve.easeIn.value(at: 0.5), accuracy: 1e-6)
        XCTAssertLessThan(eased, 5)
        XCTAssertEqual(scalar(a, at: 0.75), 15)
    }

    func testCubicPassesThroughKeyframesAndIsSmooth() throws {
        let a = keyframes([0, 10, 0, 10], mode: .cubic)
        let third = 1.0 / 3
        XCTAssertEqual(try XCTUnwrap(scalar(a, at: third)), 10, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(scalar(a, at: 2 * third)), 0, accuracy: 1e-9)
        // Catmull-Rom: the middle segment runs from 10 to 0 with tangents
        // (0 - 0) / 2 = 0 and (10 - 10) / 2 = 0, so it is 10 * h00(f).
        let f = 0.25
        let expected = 10 * (2 * f * f * f - 3 * f * f + 1)
        XCTAssertEqual(try XCTUnwrap(scalar(a, at: third + f * third)), expected, accuracy: 1e-9)
        // The first segment (0 -> 10, tangents 5 and 0) is not linear.
        let early = try XCTUnwrap(scalar(a, at: third / 2))
        XCTAssertNotEqual(early, 5, accuracy: 1e-3)
    }

    func testCubicTensionOneIsFlatAtKeyframes() throws {
        let a = keyframes([0, 10, 30], mode: .cubic)
        a.tensionValues = [1, 1, 1]
        // Zero tangents: each segment eases, 0 + 10 * h01(f), h01(½) = ½.
        XCTAssertEqual(try XCTUnwrap(scalar(a, at: 0.25)), 5, accuracy: 1e-12)
        // Catmull-Rom instead: tangents 5 (ends repeat) and (30 - 0) / 2 = 15;
        // at f = ½: 10 h01 + 5 h10 + 15 h11 = 5 + 0.625 - 1.875 = 3.75.
        a.tensionValues = nil
        XCTAssertEqual(try XCTUnwrap(scalar(a, at: 0.25)), 3.75, accuracy: 1e-12)
    }

    func testCubicPacedIsEvenAlongTheSpline() throws {
        let a = keyframes([0, 10, 20], keyTimes: [0, 0.9, 1], mode: .cubicPaced)
        for t in [0.1, 0.25, 0.5, 0.75, 0.9] {
            XCTAssertEqual(try XCTUnwrap(scalar(a, at: t)), 20 * t, accuracy: 0.05, "t = \(t)")
        }
        XCTAssertEqual(try XCTUnwrap(scalar(a, at: 1)), 20, accuracy: 1e-12)
    }

    func testAlongAPathLinearAndPaced() throws {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 300))
        let a = KeyframeAnimation(keyPath: "position")
        a.path = path
        a.values = [CGPoint(x: -1, y: -1)]  // ignored: the path wins
        a.duration = 1
        // Linear: two segments, half the time each.
        XCTAssertEqual(point(a, at: 0.25), CGPoint(x: 50, y: 0))
        XCTAssertEqual(point(a, at: 0.75), CGPoint(x: 100, y: 150))
        // Paced: 400 points at constant speed.
        a.calculationMode = .paced
        let p = try XCTUnwrap(point(a, at: 0.125))
        XCTAssertEqual(p.x, 50, accuracy: 1e-9)
        let q = try XCTUnwrap(point(a, at: 0.5))
        XCTAssertEqual(q.x, 100, accuracy: 1e-9)
        XCTAssertEqual(q.y, 100, accuracy: 1e-9)
    }

    func testRotationFollowsThePathTangent() throws {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let a = KeyframeAnimation(keyPath: "position")
        a.path = path
        a.duration = 1
        XCTAssertNil(a.rotationAngle(atParentTime: 0.25), "no rotation mode")
        a.rotationMode = .rotateAuto
        XCTAssertEqual(try XCTUnwrap(a.rotationAngle(atParentTime: 0.25)), 0, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(a.rotationAngle(atParentTime: 0.75)), .pi / 2, accuracy: 1e-12)
        a.rotationMode = .rotateAutoReverse
        XCTAssertEqual(try XCTUnwrap(a.rotationAngle(atParentTime: 0.25)), .pi, accuracy: 1e-12)
    }

    func testCurvedPathSegment() throws {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        let a = KeyframeAnimation(keyPath: "position")
        a.path = path
        a.duration = 1
        let mid = try XCTUnwrap(point(a, at: 0.5))
        XCTAssertEqual(mid.x, 50, accuracy: 1e-12)
        XCTAssertEqual(mid.y, 75, accuracy: 1e-12)
        a.rotationMode = .rotateAuto
        XCTAssertEqual(try XCTUnwrap(a.rotationAngle(atParentTime: 0.5)), 0, accuracy: 1e-12)
    }

    func testUnconvertibleValuesHaveNoEffect() {
        let a = keyframes([0, "ten", 20])
        XCTAssertNil(a.value(atParentTime: 0.5, model: zero, presentation: zero))
    }

    func testCopyKeepsKeyframes() throws {
        let a = keyframes([1, 2], keyTimes: [0, 1], mode: .discrete)
        a.timingFunctions = [MediaTimingFunction(name: .easeIn)]
        let c = try XCTUnwrap(a.copy() as? KeyframeAnimation)
        XCTAssertEqual(c.calculationMode, .discrete)
        XCTAssertEqual(c.keyTimes, [0, 1])
        XCTAssertEqual(c.values?.count, 2)
        XCTAssertEqual(c.timingFunctions, [MediaTimingFunction(name: .easeIn)])
        a.calculationMode = .paced
        XCTAssertEqual(c.calculationMode, .discrete)
    }
}

final class KeyframeFallbackTests: XCTestCase {
    func testCubicTransformsFallBackToLinear() throws {
        let a = KeyframeAnimation(keyPath: "transform")
        a.values = [Transform3D.identity, Transform3D(translationX: 10, y: 0, z: 0), Transform3D(translationX: 40, y: 0, z: 0)]
        a.calculationMode = .cubic
        a.duration = 1
        let m = AnimatableValue.transform(.identity)
        guard case let .transform(t)? = a.value(atParentTime: 0.75, model: m, presentation: m) else { return XCTFail() }
        XCTAssertEqual(t.m41, 25, accuracy: 1e-12)
        a.calculationMode = .cubicPaced
        guard case let .transform(p)? = a.value(atParentTime: 0.5, model: m, presentation: m) else { return XCTFail() }
        XCTAssertEqual(p.m41, 20, accuracy: 1e-12, "paced over matrix distances 10 and 30")
    }
}
