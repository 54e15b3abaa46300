import Foundation

/// A Core Animation key path such as `"opacity"`, `"position.x"` or
/// `"transform.rotation.z"`: the layer property it starts with, and the
/// field of that property's value it may go on to name (the "Key Path
/// Support for Structure Fields" of the Core Animation Programming Guide's
/// Key-Value Coding Extensions).
///
/// An animation whose key path names a field animates that field as a value
/// of its own: `transform.rotation.z` from 0 to 2π interpolates the angle,
/// 0...2π, and writes each angle into the transform, so the layer spins a
/// full turn (mixing the end matrices would not move it at all). The layer
/// engine reads the field out of the property's model and presentation
/// values with ``value(in:)``, hands those to the animation, and writes the
/// animated field back with ``setting(_:in:)``.
///
/// Fields, by the kind of the property's value:
///
/// | value | field | field value |
/// | --- | --- | --- |
/// | transform | `rotation.x`, `rotation.y`, `rotation.z` | scalar, radians |
/// | transform | `rotation` | scalar, the same as `rotation.z` |
/// | transform | `scale.x`, `scale.y`, `scale.z` | scalar factor |
/// | transform | `scale` | scalar: reads the mean of the three factors, writes all three |
/// | transform | `translation.x`, `translation.y`, `translation.z` | scalar, points |
/// | transform | `translation` | size: (x, y) translation in points |
/// | point | `x`, `y` | scalar |
/// | size | `width`, `height` | scalar |
/// | rect | `origin`, `size` | point, size |
/// | rect | `origin.x`, `origin.y`, `size.width`, `size.height` | scalar |
///
/// Transform fields read and write the transform's decomposition, as Core
/// Animation does: translation, scale, rotation (three angles: x, then y,
/// then z), skew and perspective; writing one field recomposes the
/// transform from the others unchanged (see `Transform3DFields`). So
/// `transform.translation.x` applies after rotation and scale, and
/// `transform.rotation.z` spins about the anchor point whatever the scale.
///
/// The property name is not checked against a list (the layer decides what
/// it can animate), except that `frame`, which Core Animation does not
/// animate (it is derived from bounds, position and transform), is refused.
public struct AnimationKeyPath: Hashable, Sendable, CustomStringConvertible {
    /// A field of a property's value; the raw value is the key path suffix.
    public enum Field: String, CaseIterable, Hashable, Sendable {
        /// A transform's rotation about the x, y or z axis, in radians (`transform.rotation.x` ...).
        case rotationX = "rotation.x"
        /// A transform's rotation about the y axis, in radians (`transform.rotation.y`).
        case rotationY = "rotation.y"
        /// A transform's rotation about the z axis, in radians (`transform.rotation.z`).
        case rotationZ = "rotation.z"
        /// A transform's rotation about z, in radians (`transform.rotation`).
        case rotation
        /// A transform's scale along one axis (`transform.scale.x` ...).
        case scaleX = "scale.x"
        /// A transform's scale along y (`transform.scale.y`).
        case scaleY = "scale.y"
        /// A transform's scale along z (`transform.scale.z`).
        case scaleZ = "scale.z"
        /// A transform's uniform scale (`transform.scale`).
        case scale
        /// A transform's translation along one axis, in points (`transform.translation.x` ...).
        case translationX = "translation.x"
        /// A transform's translation along y, in points (`transform.translation.y`).
        case translationY = "translation.y"
        /// A transform's translation along z, in points (`transform.translation.z`).
        case translationZ = "translation.z"
        /// A transform's translation in x and y, as a size in points (`transform.translation`).
        case translation
        /// A point's x or y (`position.x`, `position.y`).
        case x, y
        /// A size's width or height (`bounds.size.width` as `size.width`, `shadowOffset.width`).
        case width, height
        /// A rectangle's origin, or one of its coordinates (`bounds.origin.x`).
        case origin
        /// A rectangle's origin x (`bounds.origin.x`).
        case originX = "origin.x"
        /// A rectangle's origin y (`bounds.origin.y`).
        case originY = "origin.y"
        /// A rectangle's size, or one of its components (`bounds.size.width`).
        case size
        /// A rectangle's width (`bounds.size.width`).
        case sizeWidth = "size.width"
        /// A rectangle's height (`bounds.size.height`).
        case sizeHeight = "size.height"
    }

    /// The key path as written, e.g. `"transform.rotation.z"`.
    public let rawValue: String
    /// The layer property, the first component: `"transform"`.
    public let property: String
    /// The field of the property's value, or nil when the key path is the
    /// property itself.
    public let field: Field?

    /// Parses a key path; nil for an empty one, for `frame` (not
    /// animatable) and for a suffix that names no field.
    public init?(_ keyPath: String) {
        let parts = keyPath.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let first = parts.first, !first.isEmpty else { return nil }
        let property = String(first)
        guard property != "frame" else { return nil }
        if parts.count == 2 {
            guard let field = Field(rawValue: String(parts[1])) else { return nil }
            self.field = field
        } else {
            field = nil
        }
        self.property = property
        rawValue = keyPath
    }

    /// The built-in layer property the key path starts with, if it is one.
    public var animatableProperty: AnimatableProperty? { AnimatableProperty(rawValue: property) }

    public var description: String { rawValue }

    /// The value at this key path inside `base`, the whole property's value;
    /// `base` itself when there is no field. nil when the field does not
    /// belong to `base`'s kind (`position.width`), or for a transform field of
    /// a transform that cannot be split (see `Transform3DFields`).
    public func value(in base: AnimatableValue) -> AnimatableValue? {
        guard let field else { return base }
        switch (field, base) {
        case let (.x, .point(p)): return .scalar(Double(p.x))
        case let (.y, .point(p)): return .scalar(Double(p.y))
        case let (.width, .size(s)): return .scalar(Double(s.width))
        case let (.height, .size(s)): return .scalar(Double(s.height))
        case let (.origin, .rect(r)): return .point(r.origin)
        case let (.originX, .rect(r)): return .scalar(Double(r.origin.x))
        case let (.originY, .rect(r)): return .scalar(Double(r.origin.y))
        case let (.size, .rect(r)): return .size(r.size)
        case let (.sizeWidth, .rect(r)): return .scalar(Double(r.size.width))
        case let (.sizeHeight, .rect(r)): return .scalar(Double(r.size.height))
        case let (_, .transform(t)):
            guard field.isTransformField, let f = Transform3DFields(t) else { return nil }
            switch field {
            case .rotationX: return .scalar(f.rotation.x)
            case .rotationY: return .scalar(f.rotation.y)
            case .rotationZ, .rotation: return .scalar(f.rotation.z)
            case .scaleX: return .scalar(f.parts.scale.0)
            case .scaleY: return .scalar(f.parts.scale.1)
            case .scaleZ: return .scalar(f.parts.scale.2)
            case .scale: return .scalar((f.parts.scale.0 + f.parts.scale.1 + f.parts.scale.2) / 3)
            case .translationX: return .scalar(f.parts.translation.0)
            case .translationY: return .scalar(f.parts.translation.1)
            case .translationZ: return .scalar(f.parts.translation.2)
            case .translation: return .size(CGSize(width: f.parts.translation.0, height: f.parts.translation.1))
            default: return nil
            }
        default:
            return nil
        }
    }

    /// `base` (the whole property's value) with the value at this key path
    /// replaced by `value`; `value` itself when there is no field. nil when
    /// the field does not belong to `base`'s kind or `value` is of the wrong
    /// kind (scalar fields take a scalar, `origin` a point, `size` and
    /// `translation` a size; `translation` also takes a point).
    public func setting(_ value: AnimatableValue, in base: AnimatableValue) -> AnimatableValue? {
        guard let field else { return value }
        switch (field, base, value) {
        case let (.x, .point(p), .scalar(v)): return .point(CGPoint(x: CGFloat(v), y: p.y))
        case let (.y, .point(p), .scalar(v)): return .point(CGPoint(x: p.x, y: CGFloat(v)))
        case let (.width, .size(s), .scalar(v)): return .size(CGSize(width: CGFloat(v), height: s.height))
        case let (.height, .size(s), .scalar(v)): return .size(CGSize(width: s.width, height: CGFloat(v)))
        case let (.origin, .rect(r), .point(o)): return .rect(CGRect(origin: o, size: r.size))
        case let (.originX, .rect(r), .scalar(v)):
            return .rect(CGRect(x: CGFloat(v), y: r.origin.y, width: r.size.width, height: r.size.height))
        case let (.originY, .rect(r), .scalar(v)):
            return .rect(CGRect(x: r.origin.x, y: CGFloat(v), width: r.size.width, height: r.size.height))
        case let (.size, .rect(r), .size(s)): return .rect(CGRect(origin: r.origin, size: s))
        case let (.sizeWidth, .rect(r), .scalar(v)):
            return .rect(CGRect(x: r.origin.x, y: r.origin.y, width: CGFloat(v), height: r.size.height))
        case let (.sizeHeight, .rect(r), .scalar(v)):
            return .rect(CGRect(x: r.origin.x, y: r.origin.y, width: r.size.width, height: CGFloat(v)))
        case let (_, .transform(t), _):
            guard field.isTransformField, var f = Transform3DFields(t) else { return nil }
            switch (field, value) {
            case let (.rotationX, .scalar(v)): f.rotation.x = v
            case let (.rotationY, .scalar(v)): f.rotation.y = v
            case let (.rotationZ, .scalar(v)), let (.rotation, .scalar(v)): f.rotation.z = v
            case let (.scaleX, .scalar(v)): f.parts.scale.0 = v
            case let (.scaleY, .scalar(v)): f.parts.scale.1 = v
            case let (.scaleZ, .scalar(v)): f.parts.scale.2 = v
            case let (.scale, .scalar(v)): f.parts.scale = (v, v, v)
            case let (.translationX, .scalar(v)): f.parts.translation.0 = v
            case let (.translationY, .scalar(v)): f.parts.translation.1 = v
            case let (.translationZ, .scalar(v)): f.parts.translation.2 = v
            case let (.translation, .size(s)):
                f.parts.translation.0 = Double(s.width)
                f.parts.translation.1 = Double(s.height)
            case let (.translation, .point(p)):
                f.parts.translation.0 = Double(p.x)
                f.parts.translation.1 = Double(p.y)
            default: return nil
            }
            return .transform(f.transform)
        default:
            return nil
        }
    }
}

extension AnimationKeyPath.Field {
    /// True for the fields of a transform value.
    public var isTransformField: Bool {
        switch self {
        case .rotationX, .rotationY, .rotationZ, .rotation, .scaleX, .scaleY, .scaleZ, .scale,
            .translationX, .translationY, .translationZ, .translation:
            return true
        default:
            return false
        }
    }
}
