import Foundation

/// An affine transform split into translation, scale, rotation angle and the
/// remaining 2 x 2 part (CSS Transforms' 2-D "unmatrix"), so it mixes
/// without shrinking through rotations. No allocation: this runs once per
/// animated transform per frame.
struct DecomposedAffineTransform {
    var translation: (x: Double, y: Double)
    var scale: (x: Double, y: Double)
    /// Radians.
    var angle: Double
    var m11: Double, m12: Double, m21: Double, m22: Double

    init(_ t: CGAffineTransform) {
        var r0x = Double(t.a)
        var r0y = Double(t.b)
        var r1x = Double(t.c)
        var r1y = Double(t.d)
        translation = (Double(t.tx), Double(t.ty))
        var sx = (r0x * r0x + r0y * r0y).squareRoot()
        var sy = (r1x * r1x + r1y * r1y).squareRoot()
        if r0x * r1y - r0y * r1x < 0 {
            if r0x < r1y { sx = -sx } else { sy = -sy }
        }
        if sx != 0 {
            r0x /= sx
            r0y /= sx
        }
        if sy != 0 {
            r1x /= sy
            r1y /= sy
        }
        angle = atan2(r0y, r0x)
        if angle != 0 {
            let sn = -r0y
            let cs = r0x
            let (a, b, c, d) = (r0x, r0y, r1x, r1y)
            r0x = cs * a + sn * c
            r0y = cs * b + sn * d
            r1x = -sn * a + cs * c
            r1y = -sn * b + cs * d
        }
        scale = (sx, sy)
        m11 = r0x
        m12 = r0y
        m21 = r1x
        m22 = r1y
    }

    var transform: CGAffineTransform {
        // Row vectors: M = scale * rotation * remainder, then the translation.
        let cs = cos(angle)
        let sn = sin(angle)
        let p11 = scale.x * cs
        let p12 = scale.x * sn
        let p21 = -scale.y * sn
        let p22 = scale.y * cs
        return CGAffineTransform(
            a: p11 * m11 + p12 * m21, b: p11 * m12 + p12 * m22,
            c: p21 * m11 + p22 * m21, d: p21 * m12 + p22 * m22,
            tx: translation.x, ty: translation.y)
    }

    /// Mixes two decompositions; rotations take the shorter way round.
    static func mix(_ from: DecomposedAffineTransform, _ to: DecomposedAffineTransform, _ f: Double) -> DecomposedAffineTransform
    {
        var a = from
        var b = to
        if (a.scale.x < 0 && b.scale.y < 0) || (a.scale.y < 0 && b.scale.x < 0) {
            a.scale = (-a.scale.x, -a.scale.y)
            a.angle += a.angle < 0 ? .pi : -.pi
        }
        if a.angle == 0 { a.angle = 2 * .pi }
        if b.angle == 0 { b.angle = 2 * .pi }
        if abs(a.angle - b.angle) > .pi {
            if a.angle > b.angle { a.angle -= 2 * .pi } else { b.angle -= 2 * .pi }
        }
        func m(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
        var r = a
        r.translation = (m(a.translation.x, b.translation.x), m(a.translation.y, b.translation.y))
        r.scale = (m(a.scale.x, b.scale.x), m(a.scale.y, b.scale.y))
        r.angle = m(a.angle, b.angle)
        r.m11 = m(a.m11, b.m11)
        r.m12 = m(a.m12, b.m12)
        r.m21 = m(a.m21, b.m21)
        r.m22 = m(a.m22, b.m22)
        return r
    }
}
