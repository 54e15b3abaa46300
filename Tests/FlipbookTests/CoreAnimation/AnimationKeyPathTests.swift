import Foundation
import XCTest

@testable import Flipbook

final class AnimationKeyPathTests: XCTestCase {
    private func path(_ s: String, file: StaticString = #filePath, line: UInt = #line) -> AnimationKeyPath {
        guard let p = AnimationKeyPath(s) else {
            XCTFail("\(s) did not parse", file: file, line: line)
            return AnimationKeyPath("opacity")!
        }
        return p
    }

    func testParsing() {
        let p = path("transform.rotation.z")
        XCTAssertEqual(p.property, "transform")
        XCTAssertEqual(p.field, .rotationZ)
        XCTAssertEqual(p.animatableProperty, .transform)
        XCTAssertEqual(path("opacity").field, nil)
        XCTAssertEqual(path("sublayerTransform.scale.y").field, .scaleY)
        XCTAssertEqual(path("bounds.size.width").field, .sizeWidth)
        XCTAssertNil(AnimationKeyPath("frame"), "frame is not animatable")
        XCTAssertNil(AnimationKeyPath("frame.origin.x"))
        XCTAssertNil(AnimationKeyPath(""))
        XCTAssertNil(AnimationKeyPath("position.z"))
        XCTAssertNil(AnimationKeyPath("transform.spin"))
    }

    func testPointSizeAndRectFields() {
        let position = AnimatableValue.point(CGPoint(x: 3, y: 4))
        XCTAssertEqual(path("position.x").value(in: position), .scalar(3))
        XCTAssertEqual(
            path("anchorPoint.y").setting(.scalar(0.25), in: .point(CGPoint(x: 0.5, y: 0.5))),
            .point(CGPoint(x: 0.5, y: 0.25)))
        let offset = AnimatableValue.size(CGSize(width: 0, height: -3))
        XCTAssertEqual(path("shadowOffset.height").value(in: offset), .scalar(-3))
        XCTAssertEqual(path("shadowOffset.width").setting(.scalar(2), in: offset), .size(CGSize(width: 2, height: -3)))
        let bounds = AnimatableValue.rect(CGRect(x: 1, y: 2, width: 30, height: 40))
        XCTAssertEqual(path("bounds.origin").value(in: bounds), .point(CGPoint(x: 1, y: 2)))
        XCTAssertEqual(path("bounds.origin.y").value(in: bounds), .scalar(2))
        XCTAssertEqual(path("bounds.size").value(in: bounds), .size(CGSize(width: 30, height: 40)))
        XCTAssertEqual(
            path("bounds.size.height").setting(.scalar(5), in: bounds),
            .rect(CGRect(x: 1, y: 2, width: 30, height: 5)))
        XCTAssertEqual(
            path("bounds.origin").setting(.point(.zero), in: bounds),
            .rect(CGRect(x: 0, y: 0, width: 30, height: 40)))
        XCTAssertEqual(
            path("bounds.size").setting(.size(CGSize(width: 1, height: 1)), in: bounds),
            .rect(CGRect(x: 1, y: 2, width: 1, height: 1)))
        // A field the value does not have, or a value of the wrong kind.
        XCTAssertNil(path("position.width").value(in: position))
        XCTAssertNil(path("position.x").setting(.point(.zero), in: position))
        XCTAssertEqual(path("opacity").setting(.scalar(0.5), in: .scalar(1)), .scalar(0.5))
    }

    func testTransformFieldsRead() throws {
        let t = Transform3D(scaleX: 2, y: 3, z: 4)
            .concatenating(Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1))
            .concatenating(Transform3D(translationX: 10, y: 20, z: 30))
        let v = AnimatableValue.transform(t)
        func read(_ s: String) throws -> Double {
            guard case let .scalar(x)? = path(s).value(in: v) else { throw XCTSkip("not a scalar: \(s)") }
            return x
        }
        XCTAssertEqual(try read("transform.rotation.z"), 0.3, accuracy: 1e-12)
        XCTAssertEqual(try read("transform.rotation"), 0.3, accuracy: 1e-12)
        XCTAssertEqual(try read("transform.rotation.x"), 0, accuracy: 1e-12)
        XCTAssertEqual(try read("transform.scale.x"), 2, accuracy: 1e-12)
        XCTAssertEqual(try read("transform.scale.y"), 3, accuracy: 1e-12)
        XCTAssertEqual(try read("transform.scale.z"), 4, accuracy: 1e-12)
        XCTAssertEqual(try read("transform.scale"), 3, accuracy: 1e-12, "the mean of the three")
        XCTAssertEqual(try read("transform.translation.x"), 10)
        XCTAssertEqual(try read("transform.translation.z"), 30)
        XCTAssertEqual(path("transform.translation").value(in: v), .size(CGSize(width: 10, height: 20)))
        let tilt = AnimatableValue.transform(Transform3D(rotationAngle: -0.7, x: 1, y: 0, z: 0))
        guard case let .scalar(x)? = path("transform.rotation.x").value(in: tilt) else { return XCTFail() }
        XCTAssertEqual(x, -0.7, accuracy: 1e-12)
        let yaw = AnimatableValue.transform(Transform3D(rotationAngle: 0.4, x: 0, y: 1, z: 0))
        guard case let .scalar(y)? = path("transform.rotation.y").value(in: yaw) else { return XCTFail() }
        XCTAssertEqual(y, 0.4, accuracy: 1e-12)
    }

    func testTransformFieldsWriteAndRecompose() throws {
        let base = Transform3D(scaleX: 2, y: 2, z: 1).concatenating(Transform3D(translationX: 5, y: 6, z: 0))
        let rotated = try XCTUnwrap(path("transform.rotation.z").setting(.scalar(.pi / 2), in: .transform(base)))
        guard case let .transform(r) = rotated else { return XCTFail() }
        let expected = Transform3D(scaleX: 2, y: 2, z: 1)
            .concatenating(Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1))
            .concatenating(Transform3D(translationX: 5, y: 6, z: 0))
        for (a, b) in zip(r.rows.flatMap { $0 }, expected.rows.flatMap { $0 }) {
            XCTAssertEqual(a, b, accuracy: 1e-12)
        }
        // Writing back what was read changes nothing.
        let read = try XCTUnwrap(path("transform.rotation.z").value(in: rotated))
        guard case let .transform(same)? = path("transform.rotation.z").setting(read, in: rotated) else { return XCTFail() }
        for (a, b) in zip(same.rows.flatMap { $0 }, r.rows.flatMap { $0 }) { XCTAssertEqual(a, b, accuracy: 1e-12) }

        let scaled = path("transform.scale").setting(.scalar(0.5), in: .transform(.identity))
        XCTAssertEqual(scaled, .transform(Transform3D(scaleX: 0.5, y: 0.5, z: 0.5)))
        let moved = path("transform.translation").setting(.size(CGSize(width: 7, height: 8)), in: .transform(.identity))
        XCTAssertEqual(moved, .transform(Transform3D(translationX: 7, y: 8, z: 0)))
        let movedX = path("transform.translation.x").setting(.scalar(-4), in: .transform(base))
        XCTAssertEqual(
            movedX,
            .transform(
                Transform3D(scaleX: 2, y: 2, z: 1)
                    .concatenating(Transform3D(translationX: -4, y: 6, z: 0))))
    }

    func testZeroScaleTransformsStillSplit() {
        let flat = AnimatableValue.transform(Transform3D(scaleX: 0, y: 0, z: 1))
        XCTAssertEqual(path("transform.scale.x").value(in: flat), .scalar(0))
        XCTAssertEqual(
            path("transform.scale.x").setting(.scalar(1), in: flat),
            .transform(Transform3D(scaleX: 1, y: 0, z: 1)))
    }

    func testPerspectiveIsKept() throws {
        let base = Transform3D.perspective(eyeDistance: 500)
        let rotated = try XCTUnwrap(path("transform.rotation.y").setting(.scalar(0.5), in: .transform(base)))
        guard case let .transform(t) = rotated else { return XCTFail() }
        let expected = Transform3D(rotationAngle: 0.5, x: 0, y: 1, z: 0).concatenating(base)
        for (a, b) in zip(t.rows.flatMap { $0 }, expected.rows.flatMap { $0 }) { XCTAssertEqual(a, b, accuracy: 1e-12) }
    }
}
