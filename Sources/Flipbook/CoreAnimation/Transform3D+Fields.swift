import Foundation

/// A transform split into the fields that Core Animation's transform key
/// paths name (`rotation.x/.y/.z`, `scale.x/.y/.z`, `translation.x/.y/.z`),
/// plus the skew and perspective that no key path names, so that replacing
/// one field and recomposing leaves the others as they were.
///
/// The split is the decomposition `Transform3D.interpolated(to:fraction:)`
/// uses (CSS Transforms' "unmatrix": perspective, translation, rotation,
/// skew, scale). Its rotation is expressed here as three angles in radians:
/// the rotation is `Rx(x)`, then `Ry(y)`, then `Rz(z)` (applied to points in
/// that order, each about a fixed axis through the origin; in the row-vector
/// convention of `Transform3D`, `R = Rx · Ry · Rz`). A rotation about one
/// axis only reads back as that axis's angle, in (-π, π]; the y angle is in
/// [-π/2, π/2].
///
/// Transforms without perspective (`m14 = m24 = m34 = 0`) always split, even
/// singular ones: a zero scale reads as 0, and when a scale is zero the
/// rotation cannot be recovered and reads as no rotation. A transform with
/// perspective splits only when its perspective part is invertible; nil
/// otherwise, and for `m44 == 0`.
struct Transform3DFields {
    /// Perspective, translation, skew and scale; the quaternion is derived
    /// from `rotation` when recomposing.
    var parts: DecomposedTransform3D
    /// Radians about x, y and z, in the order described above.
    var rotation: (x: Double, y: Double, z: Double)

    init?(_ t: Transform3D) {
        guard let parts = Transform3DFields.decompose(t) else { return nil }
        self.parts = parts
        rotation = Transform3DFields.eulerAngles(of: parts.quaternion)
    }

    /// The transform these fields describe.
    var transform: Transform3D {
        var d = parts
        d.quaternion = Transform3DFields.quaternion(x: rotation.x, y: rotation.y, z: rotation.z)
        return Transform3D(d)
    }

    // MARK: - Decomposition

    private static func decompose(_ t: Transform3D) -> DecomposedTransform3D? {
        if t.m14 != 0 || t.m24 != 0 || t.m34 != 0 { return t.decomposed() }
        var m = t.rows
        guard m[3][3] != 0, m[3][3].isFinite else { return nil }
        if m[3][3] != 1 { for i in 0..<4 { for j in 0..<4 { m[i][j] /= m[3][3] } } }
        var d = DecomposedTransform3D()
        d.translation = (m[3][0], m[3][1], m[3][2])
        // Gram-Schmidt on the rows, as `Transform3D.decomposed()` does; a zero
        // row stays zero instead of failing.
        var (row, scale, skew) = Transform3D.orthogonalized(m)
        if scale.contains(0) {
            // No orthonormal frame to read a rotation from.
            d.quaternion = (0, 0, 0, 1)
        } else {
            Transform3D.makeRightHanded(&row, &scale)
            d.quaternion = Transform3D.quaternion(fromRotationRows: row)
        }
        d.skew = (skew[0], skew[1], skew[2])
        d.scale = (scale[0], scale[1], scale[2])
        return d
    }

    /// The rotation rows of a unit quaternion, as `Transform3D.init(_:)` builds them.
    private static func rotationRows(of q: (Double, Double, Double, Double)) -> [[Double]] {
        let (x, y, z, w) = q
        return [
            [1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)],
            [2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)],
            [2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)],
        ]
    }

    /// Angles (a, b, c) with rotation `Rx(a) · Ry(b) · Rz(c)`. With
    /// R = Rx·Ry·Rz: m13 = -sin b, m12 / m11 = tan c, m23 / m33 = tan a.
    /// In gimbal lock (cos b = 0) c is 0 and a comes from m22 and m32.
    static func eulerAngles(of q: (Double, Double, Double, Double)) -> (x: Double, y: Double, z: Double) {
        let r = rotationRows(of: q)
        let sinB = min(max(-r[0][2], -1), 1)
        let b = asin(sinB)
        if abs(sinB) < 1 - 1e-12 {
            return (atan2(r[1][2], r[2][2]), b, atan2(r[0][1], r[0][0]))
        }
        return (atan2(-r[2][1], r[1][1]), b, 0)
    }

    /// The unit quaternion of `Rx(a) · Ry(b) · Rz(c)`.
    static func quaternion(x a: Double, y b: Double, z c: Double) -> (Double, Double, Double, Double) {
        let r = Transform3D(rotationAngle: CGFloat(a), x: 1, y: 0, z: 0)
            .concatenating(Transform3D(rotationAngle: CGFloat(b), x: 0, y: 1, z: 0))
            .concatenating(Transform3D(rotationAngle: CGFloat(c), x: 0, y: 0, z: 1))
            .rows
        return Transform3D.quaternion(fromRotationRows: (0..<3).map { i in [r[i][0], r[i][1], r[i][2]] })
    }
}
