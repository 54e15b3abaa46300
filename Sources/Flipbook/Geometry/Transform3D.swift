import Foundation

/// A 4 x 4 homogeneous transform, laid out as Core Animation's `CATransform3D`.
///
/// Points are row vectors: `[x y z 1] * M`. The translation sits in
/// `m41 m42 m43`; `m34` is the perspective term (`-1 / d` puts the eye at
/// distance `d` points in front of the plane z = 0). `a.concatenating(b)`
/// applies `a` first, then `b`, which is `CATransform3DConcat(a, b)`.
public struct Transform3D: Hashable, Sendable {
    /// The 4 x 4 matrix entries, row by row (`CATransform3D`'s `m11` ... `m44`); row-vector convention, so `m41`, `m42`, `m43` translate and `m34` carries perspective.
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// The second row: the image of the y axis.
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// The third row: the image of the z axis.
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// The fourth row: the translation (`m41`, `m42`, `m43`) and `m44`.
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// A transform from its sixteen matrix entries.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        self.m11 = m11
        self.m12 = m12
        self.m13 = m13
        self.m14 = m14
        self.m21 = m21
        self.m22 = m22
        self.m23 = m23
        self.m24 = m24
        self.m31 = m31
        self.m32 = m32
        self.m33 = m33
        self.m34 = m34
        self.m41 = m41
        self.m42 = m42
        self.m43 = m43
        self.m44 = m44
    }

    /// The identity, `CATransform3DIdentity`.
    public static let identity = Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

    /// The 3-D form of an affine transform (`CATransform3DMakeAffineTransform`).
    public init(_ t: CGAffineTransform) {
        self = .identity
        m11 = t.a
        m12 = t.b
        m21 = t.c
        m22 = t.d
        m41 = t.tx
        m42 = t.ty
    }

    /// A translation by (`tx`, `ty`, `tz`) points (`CATransform3DMakeTranslation`).
    public init(translationX tx: CGFloat, y ty: CGFloat, z tz: CGFloat) {
        self = .identity
        m41 = tx
        m42 = ty
        m43 = tz
    }

    /// A scale of each axis (`CATransform3DMakeScale`).
    public init(scaleX sx: CGFloat, y sy: CGFloat, z sz: CGFloat) {
        self = .identity
        m11 = sx
        m22 = sy
        m33 = sz
    }

    /// A rotation by `angle` radians about the axis `(x, y, z)` through the
    /// origin, as `CATransform3DMakeRotation`. A zero axis gives the identity.
    public init(rotationAngle angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite else {
            self = .identity
            return
        }
        let (x, y, z) = (x / length, y / length, z / length)
        let c = cos(angle)
        let s = sin(angle)
        let t = 1 - c
        self.init(
            m11: t * x * x + c, m12: t * x * y + z * s, m13: t * x * z - y * s, m14: 0,
            m21: t * x * y - z * s, m22: t * y * y + c, m23: t * y * z + x * s, m24: 0,
            m31: t * x * z + y * s, m32: t * y * z - x * s, m33: t * z * z + c, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// The identity with `m34 = -1 / eyeDistance`: the usual perspective set-up.
    public static func perspective(eyeDistance: CGFloat) -> Transform3D {
        var t = Transform3D.identity
        t.m34 = -1 / eyeDistance
        return t
    }

    /// Whether the transform is exactly the identity (`CATransform3DIsIdentity`).
    public var isIdentity: Bool { self == .identity }

    /// True when the transform is a 2-D affine one (`CATransform3DIsAffine`).
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0 && m43 == 0 && m44 == 1
    }

    /// The affine part (`CATransform3DGetAffineTransform`); exact when `isAffine`.
    public var affineTransform: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// `self` followed by `b`.
    public func concatenating(_ b: Transform3D) -> Transform3D {
        let a = self
        return Transform3D(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
            m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
            m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
            m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
            m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
            m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
            m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
            m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
            m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
    }

    /// A translation applied before `self` (`CATransform3DTranslate`).
    public func translatedBy(x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
        Transform3D(translationX: x, y: y, z: z).concatenating(self)
    }

    /// A scale applied before `self` (`CATransform3DScale`).
    public func scaledBy(x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
        Transform3D(scaleX: x, y: y, z: z).concatenating(self)
    }

    /// A rotation applied before `self` (`CATransform3DRotate`).
    public func rotated(by angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
        Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
    }

    /// The transform flattened onto the plane z = 0: what it does to points of
    /// that plane, seen as a 2-D projective map. This is how a layer's content
    /// is drawn into its superlayer.
    public var flattened: ProjectiveTransform {
        ProjectiveTransform(
            m11: m11, m12: m12, m13: m14,
            m21: m21, m22: m22, m23: m24,
            m31: m41, m32: m42, m33: m44)
    }
}

// Core Animation's free functions, so that ported code only drops the "CA".
/// The identity transform (`CATransform3DIdentity`).
public let Transform3DIdentity = Transform3D.identity
/// A translation (`CATransform3DMakeTranslation`).
public func Transform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> Transform3D {
    Transform3D(translationX: tx, y: ty, z: tz)
}
/// A scale (`CATransform3DMakeScale`).
public func Transform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> Transform3D {
    Transform3D(scaleX: sx, y: sy, z: sz)
}
/// A rotation by `angle` radians about the axis (x, y, z) through the origin (`CATransform3DMakeRotation`); a zero axis gives the identity.
public func Transform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> Transform3D {
    Transform3D(rotationAngle: angle, x: x, y: y, z: z)
}
/// `t` with a translation applied before it (`CATransform3DTranslate`).
public func Transform3DTranslate(_ t: Transform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> Transform3D {
    t.translatedBy(x: tx, y: ty, z: tz)
}
/// `t` with a scale applied before it (`CATransform3DScale`).
public func Transform3DScale(_ t: Transform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> Transform3D {
    t.scaledBy(x: sx, y: sy, z: sz)
}
/// `t` with a rotation of `angle` radians about (x, y, z) applied before it (`CATransform3DRotate`).
public func Transform3DRotate(_ t: Transform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> Transform3D {
    t.rotated(by: angle, x: x, y: y, z: z)
}
/// `a` followed by `b` (`CATransform3DConcat`: the product a x b).
public func Transform3DConcat(_ a: Transform3D, _ b: Transform3D) -> Transform3D {
    a.concatenating(b)
}
/// The affine transform as a 3-D transform (`CATransform3DMakeAffineTransform`).
public func Transform3DMakeAffineTransform(_ t: CGAffineTransform) -> Transform3D { Transform3D(t) }
/// Whether `t` is the identity (`CATransform3DIsIdentity`).
public func Transform3DIsIdentity(_ t: Transform3D) -> Bool { t.isIdentity }
/// Whether `t` maps the plane z = 0 like an affine transform (`CATransform3DIsAffine`).
public func Transform3DIsAffine(_ t: Transform3D) -> Bool { t.isAffine }
