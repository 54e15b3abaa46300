import Foundation
import Testing

@testable import Flipbook

@Suite struct GeometryTests {
    @Test func affineRotationMatchesTransform3DAboutZ() {
        let angle = 0.7
        let a = Transform3D(CGAffineTransform(rotationAngle: angle))
        let b = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1)
        #expect(abs(a.m11 - b.m11) < 1e-12 && abs(a.m12 - b.m12) < 1e-12)
        #expect(abs(a.m21 - b.m21) < 1e-12 && abs(a.m22 - b.m22) < 1e-12)
    }

    @Test func concatenationAppliesLeftFirst() {
        let t = CGAffineTransform(translationX: 10, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 22, y: 2))
    }

    @Test func projectiveInverseRoundTrips() throws {
        var t = Transform3D.perspective(eyeDistance: 500).concatenating(.identity)
        t = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0).concatenating(t)
        let m = t.flattened
        let inv = try #require(m.inverted())
        let p = CGPoint(x: 40, y: -25)
        let back = inv.apply(m.apply(p))
        #expect(abs(back.x - p.x) < 1e-9 && abs(back.y - p.y) < 1e-9)
    }

    @Test func perspectiveRotationMakesRightEdgeRecede() {
        // Rotating +60 degrees about y pushes the right edge away (smaller), as UIKit.
        let t = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0)
            .concatenating(.perspective(eyeDistance: 500)).flattened
        let rightTop = t.apply(CGPoint(x: 100, y: -100))
        let leftTop = t.apply(CGPoint(x: -100, y: -100))
        #expect(abs(rightTop.y) < abs(leftTop.y))
    }
}
