import Foundation

/// A ``Transform3D`` held in 56 bytes instead of 128: the six entries of
/// its affine part inline, and the whole matrix behind a shared reference
/// only when it is not affine.
///
/// "Affine" is meant bit for bit here: the ten other entries are exactly
/// those of the identity (`+0.0` and `1.0`; a `-0.0` counts as not affine),
/// so ``value`` gives back exactly the transform stored. ``LayerProperties``
/// holds its transform this way: every layer's values are copied into every
/// frame's render node, and nearly all transforms are 2-D, so a frame of
/// 25 000 animated views copies 72 bytes less per view, and a 2-D
/// transform animation allocates nothing per frame (a 3-D one allocates
/// one box per frame and layer).
struct CompactTransform3D: Hashable, Sendable {
    /// `m11 m12 m21 m22 m41 m42`: meaningful only while `full` is nil.
    private var m11, m12, m21, m22, m41, m42: CGFloat
    /// The whole transform when it is not affine; nil when it is.
    private var full: Full?

    /// An immutable boxed transform, shared between copies.
    private final class Full: Sendable {
        let value: Transform3D
        init(_ value: Transform3D) { self.value = value }
    }

    init(_ t: Transform3D) {
        m11 = t.m11
        m12 = t.m12
        m21 = t.m21
        m22 = t.m22
        m41 = t.m41
        m42 = t.m42
        full = Self.isExactlyAffine(t) ? nil : Full(t)
    }

    static let identity = CompactTransform3D(.identity)

    /// True when the ten entries outside the affine part are bit for bit the identity's.
    private static func isExactlyAffine(_ t: Transform3D) -> Bool {
        t.m13.bitPattern == 0 && t.m14.bitPattern == 0 && t.m23.bitPattern == 0 && t.m24.bitPattern == 0
            && t.m31.bitPattern == 0 && t.m32.bitPattern == 0 && t.m34.bitPattern == 0 && t.m43.bitPattern == 0
            && t.m33.bitPattern == CGFloat(1).bitPattern && t.m44.bitPattern == CGFloat(1).bitPattern
    }

    /// The transform stored, exactly.
    var value: Transform3D {
        if let full { return full.value }
        return Transform3D(
            m11: m11, m12: m12, m13: 0, m14: 0, m21: m21, m22: m22, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 1, m34: 0, m41: m41, m42: m42, m43: 0, m44: 1)
    }

    /// `value.isIdentity`, without building the matrix for an affine one.
    var isIdentity: Bool {
        if let full { return full.value.isIdentity }
        return m11 == 1 && m12 == 0 && m21 == 0 && m22 == 1 && m41 == 0 && m42 == 0
    }

    /// Equal as the transforms are (``Transform3D``'s `==`, entry by entry).
    static func == (a: CompactTransform3D, b: CompactTransform3D) -> Bool {
        if a.full == nil, b.full == nil {
            return a.m11 == b.m11 && a.m12 == b.m12 && a.m21 == b.m21 && a.m22 == b.m22 && a.m41 == b.m41 && a.m42 == b.m42
        }
        return a.value == b.value
    }

    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
