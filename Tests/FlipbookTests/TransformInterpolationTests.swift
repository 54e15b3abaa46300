import Foundation
import Testing

@testable import Flipbook

@Suite struct TransformInterpolationTests {
    func close(_ a: Transform3D, _ b: Transform3D, _ tolerance: Double = 1e-9) -> Bool {
        zip(a.rows.flatMap { $0 }, b.rows.flatMap { $0 }).allSatisfy { abs($0 - $1) < tolerance }
    }

    static let samples: [Transform3D] = [
        .identity,
        Transform3D(translationX: 10, y: -4, z: 3),
        Transform3D(rotationAngle: 0.8, x: 0, y: 1, z: 0),
        Transform3D(rotationAngle: -1.2, x: 1, y: 2, z: 0.5).scaledBy(x: 2, y: 0.5, z: 1),
        Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1).concatenating(.perspective(eyeDistance: 500)),
        Transform3D(CGAffineTransform(a: 1, b: 0.3, c: 0.2, d: 1.5, tx: 7, ty: 9)),
    ]

    @Test(arguments: samples) func decomposeRecomposeRoundTrips(_ t: Transform3D) throws {
        let d = try #require(t.decomposed())
        #expect(close(Transform3D(d), t, 1e-9))
    }

    @Test func rotationInterpolatesByAngleNotElementwise() {
        let a = Transform3D.identity
        let b = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
        let mid = a.interpolated(to: b, fraction: 0.5)
        #expect(close(mid, Transform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0)))
        let z = Transform3D(rotationAngle: 2.5, x: 0, y: 0, z: 1)
        let m = Transform3D.identity.interpolated(to: z, fraction: 0.5)
        #expect(close(m, Transform3D(rotationAngle: 1.25, x: 0, y: 0, z: 1)), "no shrinking through the middle")
    }

    @Test func translationAndScaleMixLinearly() {
        let a = Transform3D(translationX: 0, y: 0, z: 0)
        let b = Transform3D(scaleX: 3, y: 3, z: 1).translatedBy(x: 0, y: 0, z: 0)
        #expect(close(a.interpolated(to: b, fraction: 0.5), Transform3D(scaleX: 2, y: 2, z: 1)))
        let c = Transform3D(translationX: 100, y: 50, z: 0)
        #expect(close(Transform3D.identity.interpolated(to: c, fraction: 0.25), Transform3D(translationX: 25, y: 12.5, z: 0)))
    }

    @Test func perspectiveSurvivesInterpolation() {
        var a = Transform3D.perspective(eyeDistance: 500)
        a = Transform3D(rotationAngle: 0.2, x: 0, y: 1, z: 0).concatenating(a)
        var b = Transform3D.perspective(eyeDistance: 500)
        b = Transform3D(rotationAngle: 1.0, x: 0, y: 1, z: 0).concatenating(b)
        var expected = Transform3D.perspective(eyeDistance: 500)
        expected = Transform3D(rotationAngle: 0.6, x: 0, y: 1, z: 0).concatenating(expected)
        #expect(close(a.interpolated(to: b, fraction: 0.5), expected, 1e-9))
    }
}

@Suite struct AffineInterpolationTests {
    static let samples: [CGAffineTransform] = [
        .identity, CGAffineTransform(rotationAngle: 2.5), CGAffineTransform(scaleX: -1, y: 2),
        CGAffineTransform(a: 1, b: 0.3, c: 0.2, d: 1.5, tx: 7, ty: 9),
        CGAffineTransform(rotationAngle: -0.7).scaledBy(x: 3, y: 0.5).translatedBy(x: 4, y: -2),
    ]

    @Test(arguments: samples) func decompositionRoundTrips(_ t: CGAffineTransform) {
        let back = DecomposedAffineTransform(t).transform
        for (x, y) in [(back.a, t.a), (back.b, t.b), (back.c, t.c), (back.d, t.d), (back.tx, t.tx), (back.ty, t.ty)] {
            #expect(abs(x - y) < 1e-12)
        }
    }

    @Test func rotationMixesByAngle() {
        let mid = Transform3D.identity.interpolated(to: Transform3D(CGAffineTransform(rotationAngle: 2.5)), fraction: 0.5)
        let expected = CGAffineTransform(rotationAngle: 1.25)
        #expect(abs(mid.m11 - expected.a) < 1e-12 && abs(mid.m12 - expected.b) < 1e-12)
        #expect(abs(mid.m21 - expected.c) < 1e-12 && abs(mid.m22 - expected.d) < 1e-12)
    }
}
