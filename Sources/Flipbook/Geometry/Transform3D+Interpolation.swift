import Foundation

/// A 4 x 4 transform split into parts that interpolate well (the
/// "unmatrix" decomposition of CSS Transforms Level 2, which Core Animation
/// also uses): perspective, translation, rotation as a unit quaternion, skew
/// and scale.
struct DecomposedTransform3D: Equatable {
    var perspective: (Double, Double, Double, Double) = (0, 0, 0, 1)
    var translation: (Double, Double, Double) = (0, 0, 0)
    var quaternion: (Double, Double, Double, Double) = (0, 0, 0, 1)
    var skew: (Double, Double, Double) = (0, 0, 0)
    var scale: (Double, Double, Double) = (1, 1, 1)

    static func == (a: Self, b: Self) -> Bool {
        a.perspective == b.perspective && a.translation == b.translation && a.quaternion == b.quaternion && a.skew == b.skew
            && a.scale == b.scale
    }
}

typealias Matrix4 = [[Double]]

extension Transform3D {
    var rows: Matrix4 {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]].map { $0.map(Double.init) }
    }

    init(rows m: Matrix4) {
        self.init(
            m11: m[0][0], m12: m[0][1], m13: m[0][2], m14: m[0][3],
            m21: m[1][0], m22: m[1][1], m23: m[1][2], m24: m[1][3],
            m31: m[2][0], m32: m[2][1], m33: m[2][2], m34: m[2][3],
            m41: m[3][0], m42: m[3][1], m43: m[3][2], m44: m[3][3])
    }

    /// The transform split into interpolable parts, or nil when it is singular.
    func decomposed() -> DecomposedTransform3D? {
        var m = rows
        guard m[3][3] != 0 else { return nil }
        for i in 0..<4 { for j in 0..<4 { m[i][j] /= m[3][3] } }
        var p = m
        for i in 0..<3 { p[i][3] = 0 }
        p[3][3] = 1
        guard let inverse = Transform3D(rows: p).inverse?.rows else { return nil }
        var d = DecomposedTransform3D()
        if m[0][3] != 0 || m[1][3] != 0 || m[2][3] != 0 {
            let rhs = [m[0][3], m[1][3], m[2][3], m[3][3]]
            // rhs times the transpose of the inverse: column j of inverse^T is row j of inverse.
            var r = [0.0, 0, 0, 0]
            for j in 0..<4 { for k in 0..<4 { r[j] += rhs[k] * inverse[j][k] } }
            d.perspective = (r[0], r[1], r[2], r[3])
        }
        d.translation = (m[3][0], m[3][1], m[3][2])
        var (row, scale, skew) = Transform3D.orthogonalized(m)
        Transform3D.makeRightHanded(&row, &scale)
        d.quaternion = Transform3D.quaternion(fromRotationRows: row)
        d.skew = (skew[0], skew[1], skew[2])
        d.scale = (scale[0], scale[1], scale[2])
        return d
    }

    /// Gram-Schmidt on the upper 3 x 3 rows of `m`: orthonormal rows, the
    /// scale along each, and the skews (xy, xz, yz). A zero row stays zero
    /// (its scale is 0) instead of failing.
    static func orthogonalized(_ m: Matrix4) -> (rows: [[Double]], scale: [Double], skew: [Double]) {
        var row = (0..<3).map { i in [m[i][0], m[i][1], m[i][2]] }
        func length(_ v: [Double]) -> Double { (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).squareRoot() }
        func normalize(_ v: [Double]) -> [Double] {
            let l = length(v)
            return l == 0 ? v : v.map { $0 / l }
        }
        func combine(_ a: [Double], _ b: [Double], _ sa: Double, _ sb: Double) -> [Double] {
            [a[0] * sa + b[0] * sb, a[1] * sa + b[1] * sb, a[2] * sa + b[2] * sb]
        }
        var scale = [length(row[0]), 0, 0]
        row[0] = normalize(row[0])
        var skew = [dot(row[0], row[1]), 0, 0]
        row[1] = combine(row[1], row[0], 1, -skew[0])
        scale[1] = length(row[1])
        row[1] = normalize(row[1])
        if scale[1] != 0 { skew[0] /= scale[1] }
        skew[1] = dot(row[0], row[2])
        row[2] = combine(row[2], row[0], 1, -skew[1])
        skew[2] = dot(row[1], row[2])
        row[2] = combine(row[2], row[1], 1, -skew[2])
        scale[2] = length(row[2])
        row[2] = normalize(row[2])
        if scale[2] != 0 {
            skew[1] /= scale[2]
            skew[2] /= scale[2]
        }
        return (row, scale, skew)
    }

    private static func dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }

    /// Flips the rows and scales of a left-handed frame (a mirror), so the
    /// rows are a rotation.
    static func makeRightHanded(_ row: inout [[Double]], _ scale: inout [Double]) {
        let cross = [
            row[1][1] * row[2][2] - row[1][2] * row[2][1],
            row[1][2] * row[2][0] - row[1][0] * row[2][2],
            row[1][0] * row[2][1] - row[1][1] * row[2][0],
        ]
        if dot(row[0], cross) < 0 {
            for i in 0..<3 {
                scale[i] = -scale[i]
                row[i] = row[i].map { -$0 }
            }
        }
    }

    /// The unit quaternion (x, y, z, w) of an orthonormal rotation given by
    /// its rows, with w >= 0.
    static func quaternion(fromRotationRows row: [[Double]]) -> (Double, Double, Double, Double) {
        var q = [
            0.5 * max(1 + row[0][0] - row[1][1] - row[2][2], 0).squareRoot(),
            0.5 * max(1 - row[0][0] + row[1][1] - row[2][2], 0).squareRoot(),
            0.5 * max(1 - row[0][0] - row[1][1] + row[2][2], 0).squareRoot(),
            0.5 * max(1 + row[0][0] + row[1][1] + row[2][2], 0).squareRoot(),
        ]
        if row[2][1] > row[1][2] { q[0] = -q[0] }
        if row[0][2] > row[2][0] { q[1] = -q[1] }
        if row[1][0] > row[0][1] { q[2] = -q[2] }
        return (q[0], q[1], q[2], q[3])
    }

    /// Rebuilds a transform from its parts.
    init(_ d: DecomposedTransform3D) {
        var m: Matrix4 = Transform3D.identity.rows
        let persp = [d.perspective.0, d.perspective.1, d.perspective.2, d.perspective.3]
        for i in 0..<4 { m[i][3] = persp[i] }
        let t = [d.translation.0, d.translation.1, d.translation.2]
        for i in 0..<3 { for j in 0..<3 { m[3][i] += t[j] * m[j][i] } }
        let (x, y, z, w) = d.quaternion
        let rotation: Matrix4 = [
            [1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w), 0],
            [2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w), 0],
            [2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y), 0],
            [0, 0, 0, 1],
        ]
        m = Transform3D.multiply(rotation, m)
        var temp = Transform3D.identity.rows
        if d.skew.2 != 0 {
            temp[2][1] = d.skew.2
            m = Transform3D.multiply(temp, m)
            temp[2][1] = 0
        }
        if d.skew.1 != 0 {
            temp[2][0] = d.skew.1
            m = Transform3D.multiply(temp, m)
            temp[2][0] = 0
        }
        if d.skew.0 != 0 {
            temp[1][0] = d.skew.0
            m = Transform3D.multiply(temp, m)
        }
        // (The rotation above is the transpose of the CSS text's: that text
        // writes column-vector matrices, these rows are Core Animation's.)
        let s = [d.scale.0, d.scale.1, d.scale.2]
        for i in 0..<3 { for j in 0..<4 { m[i][j] *= s[i] } }
        self.init(rows: m)
    }

    static func multiply(_ a: Matrix4, _ b: Matrix4) -> Matrix4 {
        var r = Matrix4(repeating: [0, 0, 0, 0], count: 4)
        for i in 0..<4 { for j in 0..<4 { for k in 0..<4 { r[i][j] += a[i][k] * b[k][j] } } }
        return r
    }

    /// The inverse, or nil when singular.
    var inverse: Transform3D? {
        var a = rows
        var inv = Transform3D.identity.rows
        for col in 0..<4 {
            var pivot = col
            for r in col..<4 where abs(a[r][col]) > abs(a[pivot][col]) { pivot = r }
            guard abs(a[pivot][col]) > 1e-12 else { return nil }
            a.swapAt(col, pivot)
            inv.swapAt(col, pivot)
            let f = a[col][col]
            for j in 0..<4 {
                a[col][j] /= f
                inv[col][j] /= f
            }
            for r in 0..<4 where r != col {
                let g = a[r][col]
                if g == 0 { continue }
                for j in 0..<4 {
                    a[r][j] -= g * a[col][j]
                    inv[r][j] -= g * inv[col][j]
                }
            }
        }
        return Transform3D(rows: inv)
    }

    /// The transform `fraction` of the way from `self` to `to`, as Core
    /// Animation and CSS mix matrices: the parts are decomposed, translation,
    /// scale, skew and perspective mix linearly and the rotation along the
    /// shorter great arc. Identical transforms are returned unchanged; a
    /// singular one mixes element-wise.
    func interpolated(to other: Transform3D, fraction f: Double) -> Transform3D {
        if self == other { return self }
        if f == 0 { return self }
        if f == 1 { return other }
        if isAffine && other.isAffine {
            let mixed = DecomposedAffineTransform.mix(
                DecomposedAffineTransform(affineTransform),
                DecomposedAffineTransform(other.affineTransform), f)
            return Transform3D(mixed.transform)
        }
        guard let a = decomposed(), let b = other.decomposed() else { return elementwise(to: other, fraction: f) }
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
        var d = DecomposedTransform3D()
        d.perspective = (
            mix(a.perspective.0, b.perspective.0), mix(a.perspective.1, b.perspective.1),
            mix(a.perspective.2, b.perspective.2), mix(a.perspective.3, b.perspective.3)
        )
        d.translation = (
            mix(a.translation.0, b.translation.0), mix(a.translation.1, b.translation.1),
            mix(a.translation.2, b.translation.2)
        )
        d.skew = (mix(a.skew.0, b.skew.0), mix(a.skew.1, b.skew.1), mix(a.skew.2, b.skew.2))
        d.scale = (mix(a.scale.0, b.scale.0), mix(a.scale.1, b.scale.1), mix(a.scale.2, b.scale.2))
        var qa = [a.quaternion.0, a.quaternion.1, a.quaternion.2, a.quaternion.3]
        var qb = [b.quaternion.0, b.quaternion.1, b.quaternion.2, b.quaternion.3]
        var product = zip(qa, qb).reduce(0) { $0 + $1.0 * $1.1 }
        if product < 0 {
            qb = qb.map { -$0 }
            product = -product
        }  // the shorter arc
        product = min(1, product)
        if product < 1 - 1e-12 {
            let theta = acos(product)
            let w = sin(f * theta) / (1 - product * product).squareRoot()
            for i in 0..<4 {
                qa[i] = qa[i] * (cos(f * theta) - product * w) + qb[i] * w
            }
        }
        d.quaternion = (qa[0], qa[1], qa[2], qa[3])
        return Transform3D(d)
    }

    private func elementwise(to b: Transform3D, fraction f: Double) -> Transform3D {
        let ra = rows
        let rb = b.rows
        return Transform3D(rows: (0..<4).map { i in (0..<4).map { j in ra[i][j] + (rb[i][j] - ra[i][j]) * f } })
    }
}
