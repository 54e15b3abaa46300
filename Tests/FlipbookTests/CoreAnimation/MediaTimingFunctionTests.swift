import Foundation
import XCTest

@testable import Flipbook

final class MediaTimingFunctionTests: XCTestCase {
    private func points(_ f: MediaTimingFunction) -> [Float] {
        var out: [Float] = []
        var values: [Float] = [-9, -9]
        for i in 0...3 {
            values.withUnsafeMutableBufferPointer { f.getControlPoint(at: i, values: $0.baseAddress!) }
            out += values
        }
        return out
    }

    func testNamedFunctionsHaveApplesControlPoints() {
        XCTAssertEqual(points(MediaTimingFunction(name: .linear)), [0, 0, 0, 0, 1, 1, 1, 1])
        XCTAssertEqual(points(MediaTimingFunction(name: .easeIn)), [0, 0, 0.42, 0, 1, 1, 1, 1])
        XCTAssertEqual(points(MediaTimingFunction(name: .easeOut)), [0, 0, 0, 0, 0.58, 1, 1, 1])
        XCTAssertEqual(points(MediaTimingFunction(name: .easeInEaseOut)), [0, 0, 0.42, 0, 0.58, 1, 1, 1])
        XCTAssertEqual(points(MediaTimingFunction(name: .default)), [0, 0, 0.25, 0.1, 0.25, 1, 1, 1])
    }

    func testNamesAreCoreAnimationsStrings() {
        XCTAssertEqual(MediaTimingFunctionName.easeInEaseOut.rawValue, "easeInEaseOut")
        XCTAssertEqual(MediaTimingFunctionName.default.rawValue, "default")
        XCTAssertEqual(MediaTimingFillMode.both.rawValue, "both")
    }

    func testCustomControlPoints() {
        let f = MediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 1.4)
        XCTAssertEqual(points(f), [0, 0, 0.1, 0.2, 0.3, 1.4, 1, 1])
        XCTAssertEqual(f, MediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 1.4))
        XCTAssertNotEqual(f, MediaTimingFunction(name: .linear))
    }

    func testXIsClampedToTheUnitInterval() {
        let f = MediaTimingFunction(controlPoints: -0.5, 0, 1.5, 1)
        XCTAssertEqual(points(f), [0, 0, 0, 0, 1, 1, 1, 1])
    }

    func testLinearIsExact() {
        let f = MediaTimingFunction(name: .linear)
        for x in [0.0, 0.1, 0.25, 1.0 / 3, 0.5, 0.9, 1] {
            XCTAssertEqual(f.progress(at: x), x)
        }
    }

    func testProgressIsOnTheBezier() {
        // For parameter s the curve is at (X(s), Y(s)); progress(X(s)) must be Y(s).
        let (x1, y1, x2, y2) = (0.42, 0.0, 0.58, 1.0)
        func bezier(_ a: Double, _ b: Double, _ s: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
        }
        let f = MediaTimingFunction(name: .easeInEaseOut)
        for s in stride(from: 0.05, to: 1, by: 0.05) {
            let x = bezier(x1, x2, s)
            let y = bezier(y1, y2, s)
            XCTAssertEqual(f.progress(at: x), y, accuracy: 1e-6, "s = \(s)")
        }
        XCTAssertEqual(f.progress(at: 0.5), 0.5, accuracy: 1e-9)
        XCTAssertEqual(f.progress(at: 0), 0)
        XCTAssertEqual(f.progress(at: 1), 1)
    }

    func testDefaultFunctionMatchesCSSEase() {
        let f = MediaTimingFunction(name: .default)
        for x in [0.1, 0.3, 0.5, 0.7, 0.9] {
            XCTAssertEqual(f.progress(at: x), TimingCurve.ease.value(at: x), accuracy: 1e-7)
        }
    }
}
