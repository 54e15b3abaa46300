import Foundation

/// A 3 x 3 projective map of the plane (a homography), row-vector convention:
/// `[x y 1] * M = [X Y W]`, and the image point is `(X / W, Y / W)`.
///
/// The renderer composes these from the root down: each layer's
/// ``Transform3D`` flattened onto its superlayer's plane, as Core Animation
/// flattens layers that are not transform layers. When `isAffine`, the map is
/// an ordinary affine transform and drawing needs no resampling.
public struct ProjectiveTransform: Hashable, Sendable {
    /// The matrix entries, row by row; `m13`, `m23` are the perspective terms and `m31`, `m32` the translation.
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat
    /// The second row: the image of the y axis and its perspective term.
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat
    /// The third row: the translation and the homogeneous scale.
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat

    /// A transform from its nine matrix entries.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat
    ) {
        self.m11 = m11
        self.m12 = m12
        self.m13 = m13
        self.m21 = m21
        self.m22 = m22
        self.m23 = m23
        self.m31 = m31
        self.m32 = m32
        self.m33 = m33
    }

    /// The map that leaves every point where it is.
    public static let identity = ProjectiveTransform(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    /// The affine transform `t` as a projective map (no perspective terms).
    public init(_ t: CGAffineTransform) {
        self.init(m11: t.a, m12: t.b, m13: 0, m21: t.c, m22: t.d, m23: 0, m31: t.tx, m32: t.ty, m33: 1)
    }

    /// True when there is no perspective term, so the map is affine.
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 != 0 }

    /// The affine map, exact when `isAffine` (the matrix is divided by `m33`).
    public var affineTransform: CGAffineTransform {
        CGAffineTransform(a: m11 / m33, b: m12 / m33, c: m21 / m33, d: m22 / m33, tx: m31 / m33, ty: m32 / m33)
    }

    /// `self` followed by `b`.
    public func concatenating(_ b: ProjectiveTransform) -> ProjectiveTransform {
        let a = self
        return ProjectiveTransform(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31,
            m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33)
    }

    /// The homogeneous weight `W` of a point; a point with `W <= 0` is behind the eye.
    public func weight(of p: CGPoint) -> CGFloat { p.x * m13 + p.y * m23 + m33 }

    /// The image of a point (`W` must be non-zero for a finite result).
    public func apply(_ p: CGPoint) -> CGPoint {
        let w = weight(of: p)
        return CGPoint(x: (p.x * m11 + p.y * m21 + m31) / w, y: (p.x * m12 + p.y * m22 + m32) / w)
    }

    /// The inverse, or nil when the map is singular.
    public func inverted() -> ProjectiveTransform? {
        let c11 = m22 * m33 - m23 * m32
        let c12 = m13 * m32 - m12 * m33
        let c13 = m12 * m23 - m13 * m22
        let c21 = m23 * m31 - m21 * m33
        let c22 = m11 * m33 - m13 * m31
        let c23 = m13 * m21 - m11 * m23
        let c31 = m21 * m32 - m22 * m31
        let c32 = m12 * m31 - m11 * m32
        let c33 = m11 * m22 - m12 * m21
        let det = m11 * c11 + m12 * c21 + m13 * c31
        guard det != 0, det.isFinite else { return nil }
        return ProjectiveTransform(
            m11: c11 / det, m12: c12 / det, m13: c13 / det,
            m21: c21 / det, m22: c22 / det, m23: c23 / det,
            m31: c31 / det, m32: c32 / det, m33: c33 / det)
    }
}
