import Foundation
import Testing

@testable import Flipbook

/// 3-D rotations more than 180° apart take the shorter arc, as Core
/// Animation does when it animates `transform` between two matrices: the
/// matrices are decomposed and the rotations slerped between unit
/// quaternions, negating one when their dot product is negative (WebKit's
/// `TransformationMatrix` slerp, from the same lineage). A matrix does not
/// remember how many turns made it, so 270° about y is the matrix of -90°,
/// and the animation turns -90°.
///
/// Expected matrices are written out here from `CATransform3DMakeRotation`'s
/// formula for the y axis (row vectors: m11 = cos, m13 = -sin, m31 = sin,
/// m33 = cos), not built with the runtime's rotation initialiser. The
/// tolerance, 1e-7, covers the decomposition's square roots of values that
/// are 0 up to rounding (a spurious quaternion part of ~1e-8); the two arcs
/// differ by about 1.
@MainActor @Suite struct TransformShorterArcTests {
    static func rotationAboutY(degrees: Double) -> Transform3D {
        let a = degrees * .pi / 180
        let c = cos(a)
        let s = sin(a)
        return Transform3D(
            m11: c, m12: 0, m13: -s, m14: 0,
            m21: 0, m22: 1, m23: 0, m24: 0,
            m31: s, m32: 0, m33: c, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    static func maximumDifference(_ a: Transform3D, _ b: Transform3D) -> Double {
        zip(a.rows.flatMap { $0 }, b.rows.flatMap { $0 }).map { abs($0 - $1) }.max() ?? .infinity
    }

    /// A view animated linearly over 1 s at 60 fps from `from` to `to`; the
    /// presentation transform after each of `frames`.
    func animated(from: Transform3D, to: Transform3D, frames: [Int]) -> [Transform3D] {
        let window = Window(size: CGSize(width: 200, height: 200), scale: 1, clock: ManualClock(fps: 60))
        let view = View(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(view)
        view.transform3D = from
        window.tick()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.transform3D = to }
        var shown: [Transform3D] = []
        var ticked = 0
        for frame in frames {
            window.tick(frames: frame - ticked)
            ticked = frame
            shown.append(view.layer.presentationProperties.transform)
        }
        return shown
    }

    @Test func zeroTo270DegreesAboutYTurnsMinus90() {
        let shown = animated(from: .identity, to: Self.rotationAboutY(degrees: 270), frames: [15, 30, 45])
        // Fractions 1/4, 1/2, 3/4 of -90°.
        for (fraction, transform) in zip([0.25, 0.5, 0.75], shown) {
            let expected = Self.rotationAboutY(degrees: -90 * fraction)
            #expect(
                Self.maximumDifference(transform, expected) < 1e-7,
                "at \(fraction): \(transform.rows) vs \(expected.rows)")
        }
        // Not the 135° the long way round would show at the middle.
        #expect(Self.maximumDifference(shown[1], Self.rotationAboutY(degrees: 135)) > 0.5)
    }

    @Test func twoRotationsBothOff180DegreesApartMeetThroughTheShorterSide() {
        // 135° to 225° about y: 90° through 180° (the long way, 270° through 0°, would show the identity mid-way).
        let from = Self.rotationAboutY(degrees: 135)
        let to = Self.rotationAboutY(degrees: 225)
        let shown = animated(from: from, to: to, frames: [15, 30, 45])
        for (fraction, transform) in zip([0.25, 0.5, 0.75], shown) {
            let expected = Self.rotationAboutY(degrees: 135 + 90 * fraction)
            #expect(
                Self.maximumDifference(transform, expected) < 1e-7,
                "at \(fraction): \(transform.rows) vs \(expected.rows)")
        }
        // The same without an animation, and from the other end.
        for f in [0.1, 0.5, 0.9] {
            let forward = from.interpolated(to: to, fraction: f)
            #expect(Self.maximumDifference(forward, Self.rotationAboutY(degrees: 135 + 90 * f)) < 1e-7, "forward at \(f)")
            let backward = to.interpolated(to: from, fraction: f)
            #expect(Self.maximumDifference(backward, Self.rotationAboutY(degrees: 225 - 90 * f)) < 1e-7, "backward at \(f)")
        }
    }
}
