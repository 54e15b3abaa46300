import Flipbook
// `CATransform3D` and Core Animation's free functions on it.
import Foundation

/// `CATransform3D`: a 4x4 matrix (`m11` ... `m44`, `m34` for perspective).
/// See https://developer.apple.com/documentation/quartzcore/catransform3d
public typealias CATransform3D = Flipbook.Transform3D

/// `CATransform3DIdentity`.
public let CATransform3DIdentity = Flipbook.Transform3D.identity

/// `CATransform3DMakeTranslation(_:_:_:)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    Flipbook.Transform3DMakeTranslation(tx, ty, tz)
}
/// `CATransform3DMakeScale(_:_:_:)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    Flipbook.Transform3DMakeScale(sx, sy, sz)
}
/// `CATransform3DMakeRotation(_:_:_:_:)`: `angle` radians about the axis (`x`, `y`, `z`).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    Flipbook.Transform3DMakeRotation(angle, x, y, z)
}
/// `CATransform3DTranslate(_:_:_:_:)`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    Flipbook.Transform3DTranslate(t, tx, ty, tz)
}
/// `CATransform3DScale(_:_:_:_:)`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    Flipbook.Transform3DScale(t, sx, sy, sz)
}
/// `CATransform3DRotate(_:_:_:_:_:)`.
public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat,
    _ z: CGFloat
) -> CATransform3D {
    Flipbook.Transform3DRotate(t, angle, x, y, z)
}
/// `CATransform3DConcat(_:_:)`: `a` then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    Flipbook.Transform3DConcat(a, b)
}
/// `CATransform3DMakeAffineTransform(_:)`.
public func CATransform3DMakeAffineTransform(_ t: Flipbook.CGAffineTransform) -> CATransform3D {
    Flipbook.Transform3DMakeAffineTransform(t)
}
/// `CATransform3DGetAffineTransform(_:)`: the affine part.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> Flipbook.CGAffineTransform { t.affineTransform }
/// `CATransform3DIsIdentity(_:)`.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { Flipbook.Transform3DIsIdentity(t) }
/// `CATransform3DIsAffine(_:)`.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { Flipbook.Transform3DIsAffine(t) }
/// `CATransform3DEqualToTransform(_:_:)`.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }
