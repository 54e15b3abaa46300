import Foundation
import XCTest

@testable import Flipbook

final class AnimatableValueConversionTests: XCTestCase {
    func testNumbers() {
        XCTAssertEqual(AnimatableValue(any: 2.5), .scalar(2.5))
        XCTAssertEqual(AnimatableValue(any: 3), .scalar(3))
        XCTAssertEqual(AnimatableValue(any: Float(0.5)), .scalar(0.5))
        XCTAssertEqual(AnimatableValue(any: CGFloat(7)), .scalar(7))
        XCTAssertEqual(AnimatableValue(any: NSNumber(value: 0.25)), .scalar(0.25))
        XCTAssertEqual(AnimatableValue(any: NSNumber(value: 4)), .scalar(4))
    }

    func testGeometryColorsAndTransforms() {
        XCTAssertEqual(AnimatableValue(any: CGPoint(x: 1, y: 2)), .point(CGPoint(x: 1, y: 2)))
        XCTAssertEqual(AnimatableValue(any: CGSize(width: 1, height: 2)), .size(CGSize(width: 1, height: 2)))
        XCTAssertEqual(
            AnimatableValue(any: CGRect(x: 1, y: 2, width: 3, height: 4)),
            .rect(CGRect(x: 1, y: 2, width: 3, height: 4)))
        XCTAssertEqual(AnimatableValue(any: Color.red), .color(.red))
        XCTAssertEqual(
            AnimatableValue(any: Transform3D(scaleX: 2, y: 2, z: 1)),
            .transform(Transform3D(scaleX: 2, y: 2, z: 1)))
        XCTAssertEqual(
            AnimatableValue(any: CGAffineTransform(translationX: 3, y: 4)),
            .transform(Transform3D(translationX: 3, y: 4, z: 0)))
        let path = Path(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(AnimatableValue(any: path), .path(path))
        XCTAssertEqual(AnimatableValue(any: AnimatableValue.scalar(1)), .scalar(1))
    }

    func testLists() {
        XCTAssertEqual(AnimatableValue(any: [Color.red, Color.blue]), .list([.color(.red), .color(.blue)]))
        XCTAssertEqual(AnimatableValue(any: [0.0, 0.5, 1.0]), .list([.scalar(0), .scalar(0.5), .scalar(1)]))
        let mixed: [Any] = [1, CGPoint(x: 1, y: 1)]
        XCTAssertEqual(AnimatableValue(any: mixed), .list([.scalar(1), .point(CGPoint(x: 1, y: 1))]))
        let bad: [Any] = [1, "two"]
        XCTAssertNil(AnimatableValue(any: bad))
    }

    func testOptionalsAndUnsupportedValues() {
        let some: Color? = .green
        XCTAssertEqual(AnimatableValue(any: some as Any), .color(.green))
        let none: Color? = nil
        XCTAssertNil(AnimatableValue(any: none as Any))
        XCTAssertNil(AnimatableValue(any: nil))
        XCTAssertNil(AnimatableValue(any: "opacity"))
        XCTAssertNil(AnimatableValue(any: NSObject()))
    }

    func testArithmetic() {
        XCTAssertEqual(AnimatableValue.scalar(2).adding(.scalar(3)), .scalar(5))
        XCTAssertEqual(
            AnimatableValue.point(CGPoint(x: 1, y: 2)).subtracting(.point(CGPoint(x: 3, y: 5))),
            .point(CGPoint(x: -2, y: -3)))
        XCTAssertEqual(
            AnimatableValue.rect(CGRect(x: 1, y: 1, width: 2, height: 2))
                .adding(.rect(CGRect(x: 1, y: 2, width: 3, height: 4))), .rect(CGRect(x: 2, y: 3, width: 5, height: 6)))
        XCTAssertEqual(
            AnimatableValue.color(Color(red: 0.1, green: 0.2, blue: 0.25, alpha: 0.5))
                .adding(.color(Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.25))),
            .color(Color(red: 0.6, green: 0.7, blue: 0.75, alpha: 0.75)))
        XCTAssertNil(AnimatableValue.scalar(1).adding(.point(.zero)))
        XCTAssertEqual(AnimatableValue.size(CGSize(width: 1, height: 2)).repeated(3), .size(CGSize(width: 3, height: 6)))
        XCTAssertEqual(
            AnimatableValue.list([.scalar(1), .scalar(2)]).adding(.list([.scalar(3), .scalar(4)])),
            .list([.scalar(4), .scalar(6)]))
    }

    func testTransformArithmeticConcatenates() throws {
        let a = Transform3D(rotationAngle: 0.5, x: 0, y: 0, z: 1)
        let b = Transform3D(translationX: 10, y: 0, z: 0)
        XCTAssertEqual(AnimatableValue.transform(a).adding(.transform(b)), .transform(b.concatenating(a)))
        let difference = try XCTUnwrap(AnimatableValue.transform(a).subtracting(.transform(b)))
        guard case let .transform(back)? = difference.adding(.transform(b)) else { return XCTFail() }
        for (x, y) in zip(back.rows.flatMap { $0 }, a.rows.flatMap { $0 }) { XCTAssertEqual(x, y, accuracy: 1e-12) }
        let spin = Transform3D(rotationAngle: 0.25, x: 0, y: 0, z: 1)
        guard case let .transform(four)? = AnimatableValue.transform(spin).repeated(4) else { return XCTFail() }
        XCTAssertEqual(four.m11, cos(1), accuracy: 1e-12)
        XCTAssertEqual(four.m12, sin(1), accuracy: 1e-12)
    }

    func testDistance() {
        XCTAssertEqual(AnimatableValue.point(.zero).distance(to: .point(CGPoint(x: 3, y: 4))), 5)
        XCTAssertEqual(AnimatableValue.scalar(-2).distance(to: .scalar(3)), 5)
        XCTAssertNil(AnimatableValue.scalar(0).distance(to: .point(.zero)))
    }
}
