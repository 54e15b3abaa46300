import Foundation
import XCTest

@testable import Flipbook

final class BasicAnimationTests: XCTestCase {
    private func scalar(_ v: AnimatableValue?, file: StaticString = #filePath, line: UInt = #line) -> Double? {
        guard case let .scalar(x)? = v else {
            XCTFail("expected a scalar, got \(String(describing: v))", file: file, line: line)
            return nil
        }
        return x
    }

    private func opacity(from: Any? = nil, to: Any? = nil, by: Any? = nil, duration: Double = 2) -> BasicAnimation {
        let a = BasicAnimation(keyPath: "opacity")
        a.fromValue = from
        a.toValue = to
        a.byValue = by
        a.duration = duration
        return a
    }

    func testLinearInterpolationIsExact() {
        let a = opacity(from: 0, to: 100)
        XCTAssertEqual(a.keyPath, "opacity")
        XCTAssertEqual(scalar(a.value(atParentTime: 0.5, model: .scalar(7), presentation: .scalar(7))), 25)
        XCTAssertEqual(scalar(a.value(atParentTime: 0, model: .scalar(7), presentation: .scalar(7))), 0)
        XCTAssertEqual(scalar(a.value(atParentTime: 1.5, model: .scalar(7), presentation: .scalar(7))), 75)
        XCTAssertNil(a.value(atParentTime: 2, model: .scalar(7), presentation: .scalar(7)), "removed at the end")
        XCTAssertNil(a.value(atParentTime: -0.1, model: .scalar(7), presentation: .scalar(7)))
    }

    func testFillForwardsHoldsTheEndValue() {
        let a = opacity(from: 0, to: 100)
        a.fillMode = .forwards
        XCTAssertEqual(scalar(a.value(atParentTime: 5, model: .scalar(7), presentation: .scalar(7))), 100)
        a.fillMode = .backwards
        a.beginTime = 1
        XCTAssertEqual(scalar(a.value(atParentTime: 0, model: .scalar(7), presentation: .scalar(7))), 0)
    }

    func testInterpolationRules() {
        let m = AnimatableValue.scalar(5)
        let p = AnimatableValue.scalar(20)
        func at(_ a: BasicAnimation, _ t: Double) -> Double? { scalar(a.value(atParentTime: t, model: m, presentation: p)) }
        // from + to
        XCTAssertEqual(at(opacity(from: 10, to: 30), 1), 20)
        // from + by: 10 ... 16
        XCTAssertEqual(at(opacity(from: 10, by: 6), 2 * 0.5), 13)
        XCTAssertEqual(at(opacity(from: 10, by: 6), 1.5), 14.5)
        // by + to: 24 ... 30
        XCTAssertEqual(at(opacity(to: 30, by: 6), 1), 27)
        // from only: from ... presentation
        XCTAssertEqual(at(opacity(from: 10), 1), 15)
        // to only: presentation ... to
        XCTAssertEqual(at(opacity(to: 40), 1), 30)
        // by only: presentation ... presentation + by
        XCTAssertEqual(at(opacity(by: 8), 1), 24)
        // none: previous presentation ... model
        XCTAssertEqual(at(opacity(), 1), 12.5)
        let captured = opacity()
        captured.capturedPresentationValue = .scalar(1)
        XCTAssertEqual(at(captured, 1), 3)
        // all three: by is ignored
        XCTAssertEqual(at(opacity(from: 10, to: 30, by: 1000), 1), 20)
    }

    func testUnconvertibleValuesHaveNoEffect() {
        let a = opacity(from: "zero", to: 1)
        XCTAssertNil(a.value(atParentTime: 1, model: .scalar(0), presentation: .scalar(0)))
    }

    func testPointsAndColorsInterpolate() {
        let a = BasicAnimation(keyPath: "position")
        a.fromValue = CGPoint(x: 0, y: 10)
        a.toValue = CGPoint(x: 100, y: 30)
        a.duration = 1
        XCTAssertEqual(
            a.value(atParentTime: 0.25, model: .point(.zero), presentation: .point(.zero)),
            .point(CGPoint(x: 25, y: 15)))
        let c = BasicAnimation(keyPath: "backgroundColor")
        c.fromValue = Color(red: 0, green: 0, blue: 0, alpha: 0)
        c.toValue = Color(red: 1, green: 0.5, blue: 0, alpha: 1)
        c.duration = 1
        XCTAssertEqual(
            c.value(atParentTime: 0.5, model: .color(.black), presentation: .color(.black)),
            .color(Color(red: 0.5, green: 0.25, blue: 0, alpha: 0.5)))
    }

    func testAdditiveAddsToTheValueUnderneath() {
        let a = BasicAnimation(keyPath: "position.x")
        a.fromValue = 0
        a.toValue = 10
        a.duration = 1
        a.isAdditive = true
        XCTAssertEqual(scalar(a.value(atParentTime: 0.5, model: .scalar(100), presentation: .scalar(100))), 105)
        a.isAdditive = false
        XCTAssertEqual(scalar(a.value(atParentTime: 0.5, model: .scalar(100), presentation: .scalar(100))), 5)
    }

    func testAdditiveTransformConcatenates() throws {
        let a = BasicAnimation(keyPath: "transform")
        a.fromValue = Transform3D.identity
        a.toValue = Transform3D(translationX: 10, y: 0, z: 0)
        a.duration = 1
        a.isAdditive = true
        a.fillMode = .forwards
        let model = Transform3D(scaleX: 2, y: 2, z: 1)
        let v = a.value(atParentTime: 1, model: .transform(model), presentation: .transform(model))
        // The animated translation applies first, then the model's scale.
        XCTAssertEqual(v, .transform(Transform3D(translationX: 10, y: 0, z: 0).concatenating(model)))
        guard case let .transform(t)? = v else { return XCTFail() }
        XCTAssertEqual(t.m41, 20)
    }

    func testCumulativeAddsTheEndValueEachCycle() {
        let a = opacity(from: 0, to: 10, duration: 1)
        a.repeatCount = 3
        a.isCumulative = true
        let m = AnimatableValue.scalar(0)
        XCTAssertEqual(scalar(a.value(atParentTime: 0.5, model: m, presentation: m)), 5)
        XCTAssertEqual(scalar(a.value(atParentTime: 1.5, model: m, presentation: m)), 15)
        XCTAssertEqual(scalar(a.value(atParentTime: 2.25, model: m, presentation: m)), 22.5)
        a.isCumulative = false
        XCTAssertEqual(scalar(a.value(atParentTime: 2.25, model: m, presentation: m)), 2.5)
    }

    func testAutoreverseRepeatsPlayBackwards() {
        let a = opacity(from: 0, to: 100, duration: 1)
        a.autoreverses = true
        a.repeatCount = 2.5
        a.fillMode = .forwards
        let m = AnimatableValue.scalar(0)
        XCTAssertEqual(scalar(a.value(atParentTime: 0.25, model: m, presentation: m)), 25)
        XCTAssertEqual(scalar(a.value(atParentTime: 1.25, model: m, presentation: m)), 75)
        XCTAssertEqual(scalar(a.value(atParentTime: 2.5, model: m, presentation: m)), 50)
        XCTAssertEqual(scalar(a.value(atParentTime: 3.75, model: m, presentation: m)), 25)
        XCTAssertEqual(scalar(a.value(atParentTime: 9, model: m, presentation: m)), 100)
    }

    func testRotationZSpinsAFullTurn() throws {
        let a = BasicAnimation(keyPath: "transform.rotation.z")
        a.fromValue = 0
        a.toValue = 2 * Double.pi
        a.duration = 1
        let model = AnimatableValue.transform(.identity)
        let half = try XCTUnwrap(a.propertyValue(atParentTime: 0.5, model: model, presentation: model))
        guard case let .transform(t) = half else { return XCTFail("not a transform") }
        XCTAssertEqual(t.m11, -1, accuracy: 1e-12)
        XCTAssertEqual(t.m22, -1, accuracy: 1e-12)
        XCTAssertEqual(t.m12, 0, accuracy: 1e-12)
        let quarter = try XCTUnwrap(a.propertyValue(atParentTime: 0.25, model: model, presentation: model))
        guard case let .transform(q) = quarter else { return XCTFail("not a transform") }
        XCTAssertEqual(q.m11, 0, accuracy: 1e-12)
        XCTAssertEqual(q.m12, 1, accuracy: 1e-12, "a quarter turn from +x toward +y")
        // The field value itself is the interpolated angle.
        XCTAssertEqual(
            scalar(a.value(atParentTime: 0.75, model: .scalar(0), presentation: .scalar(0)))!,
            1.5 * Double.pi, accuracy: 1e-15)
        // Mixing the end matrices instead would not move at all.
        XCTAssertEqual(
            Transform3D.identity.interpolated(
                to: Transform3D(rotationAngle: 2 * .pi, x: 0, y: 0, z: 1),
                fraction: 0.5
            ).m11, 1, accuracy: 1e-9)
    }

    func testRotationFieldKeepsTheModelScale() throws {
        let a = BasicAnimation(keyPath: "transform.rotation")
        a.toValue = Double.pi / 2
        a.duration = 1
        a.fillMode = .forwards
        let model = AnimatableValue.transform(Transform3D(scaleX: 3, y: 3, z: 1))
        let end = try XCTUnwrap(a.propertyValue(atParentTime: 1, model: model, presentation: model))
        guard case let .transform(t) = end else { return XCTFail("not a transform") }
        XCTAssertEqual(t.m11, 0, accuracy: 1e-12)
        XCTAssertEqual(t.m12, 3, accuracy: 1e-12)
        XCTAssertEqual(t.m21, -3, accuracy: 1e-12)
    }

    func testScaleKeyPathFromPresentation() throws {
        let a = BasicAnimation(keyPath: "transform.scale")
        a.toValue = 0
        a.duration = 1
        let model = AnimatableValue.transform(.identity)
        let v = try XCTUnwrap(a.propertyValue(atParentTime: 0.5, model: model, presentation: model))
        XCTAssertEqual(v, .transform(Transform3D(scaleX: 0.5, y: 0.5, z: 0.5)))
    }

    func testCopyIsIndependentAndKeepsSettings() throws {
        let delegate = Recorder()
        let a = opacity(from: 1, to: 2)
        a.delegate = delegate
        a.timingFunction = MediaTimingFunction(name: .easeOut)
        a.isAdditive = true
        a.setValue("tag", forKey: "name")
        let copy = try XCTUnwrap(a.copy() as? BasicAnimation)
        XCTAssertFalse(copy === a)
        XCTAssertEqual(copy.keyPath, "opacity")
        XCTAssertEqual(copy.fromValue as? Int, 1)
        XCTAssertEqual(copy.duration, 2)
        XCTAssertTrue(copy.isAdditive)
        XCTAssertTrue(copy.delegate === delegate)
        XCTAssertEqual(copy.timingFunction, MediaTimingFunction(name: .easeOut))
        XCTAssertEqual(copy.value(forKey: "name") as? String, "tag")
        a.toValue = 99
        a.duration = 7
        XCTAssertEqual(copy.toValue as? Int, 2)
        XCTAssertEqual(copy.duration, 2)
    }

    @MainActor func testDelegateIsRetained() {
        let a = BasicAnimation()
        weak var weakDelegate: Recorder?
        do {
            let d = Recorder()
            weakDelegate = d
            a.delegate = d
        }
        XCTAssertNotNil(weakDelegate, "an animation retains its delegate")
        a.delegate?.animationDidStop(a, finished: true)
        XCTAssertEqual(weakDelegate?.stops, [true])
    }

    private final class Recorder: AnimationDelegate {
        var stops: [Bool] = []
        func animationDidStop(_ anim: Animation, finished flag: Bool) { stops.append(flag) }
    }
}
