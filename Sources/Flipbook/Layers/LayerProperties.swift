import Foundation

/// Every model value of a ``Layer``, as one value. A snapshot of a layer is a
/// copy of this struct, which is how a cancelled transition puts properties back.
public struct LayerProperties: Hashable, Sendable {
    /// The layer's own coordinate space, in points. `origin` shifts the content.
    public var bounds = CGRect.zero
    /// Where the anchor point sits in the superlayer's bounds space, in points.
    public var position = CGPoint.zero
    /// The point of the bounds that `position` and `transform` refer to, in
    /// unit coordinates (0...1 each way); (0.5, 0.5) is the centre.
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// Applied about the anchor point.
    public var transform: Transform3D {
        get { storedTransform.value }
        set { storedTransform = CompactTransform3D(newValue) }
    }
    /// The transform, in 56 bytes when it is 2-D (see ``CompactTransform3D``).
    private var storedTransform = CompactTransform3D.identity
    /// Drawing order among siblings: higher is drawn later (on top).
    public var zPosition: CGFloat = 0
    /// In 0...1; a layer below 1 composes its whole subtree as one group.
    public var opacity: Double = 1
    /// The colour filling the bounds (rounded by `cornerRadius`) below the content; nil fills nothing.
    public var backgroundColor: Color? = nil
    /// In points; clamped to half the shorter side when drawn.
    public var cornerRadius: CGFloat = 0
    // The two flags sit together so that they share one word.
    /// Whether the layer and its sublayers are not drawn.
    public var isHidden = false
    /// Clips the content and sublayers to the (rounded) bounds.
    public var masksToBounds = false
    /// The values most layers leave at their defaults (border, shadow,
    /// gradient, sublayer transform, contents...), held behind one reference
    /// (nil while all are defaults) so that copying the values of a frame's
    /// many plain layers copies only the geometry, opacity and background:
    /// a frame of 25 000 animated views copies these values twice per view.
    private var extras: ExtrasBox?

    /// Which corners `cornerRadius` rounds; all four by default.
    public var maskedCorners: CornerMask {
        get { extras?.value.maskedCorners ?? .all }
        set { updateExtras { $0.maskedCorners = newValue } }
    }
    /// A gradient layer's gradient (`CAGradientLayer`): drawn over the
    /// background colour and filling the same rounded shape, below the
    /// content; nil for a plain layer. Not animatable.
    public var gradient: LayerGradient? {
        get { extras?.value.gradient }
        set { updateExtras { $0.gradient = newValue } }
    }
    /// In points, drawn inside the bounds, above the content and sublayers.
    public var borderWidth: CGFloat {
        get { extras?.value.borderWidth ?? 0 }
        set { updateExtras { $0.borderWidth = newValue } }
    }
    /// The border's colour; opaque black by default.
    public var borderColor: Color? {
        get { extras.map { $0.value.borderColor } ?? .black }
        set { updateExtras { $0.borderColor = newValue } }
    }
    /// The shadow's colour, before `shadowOpacity`; opaque black by default.
    public var shadowColor: Color? {
        get { extras.map { $0.value.shadowColor } ?? .black }
        set { updateExtras { $0.shadowColor = newValue } }
    }
    /// In 0...1; 0 (the default) draws no shadow.
    public var shadowOpacity: Double {
        get { extras?.value.shadowOpacity ?? 0 }
        set { updateExtras { $0.shadowOpacity = newValue } }
    }
    /// The blur radius in points.
    public var shadowRadius: CGFloat {
        get { extras?.value.shadowRadius ?? 3 }
        set { updateExtras { $0.shadowRadius = newValue } }
    }
    /// In points; UIKit's default (0, -3) casts the shadow upwards.
    public var shadowOffset: CGSize {
        get { extras?.value.shadowOffset ?? CGSize(width: 0, height: -3) }
        set { updateExtras { $0.shadowOffset = newValue } }
    }
    /// How much what lies behind the layer is blurred inside its (rounded)
    /// bounds, in points: the blur of a ``VisualEffectView``. 0 (the default)
    /// blurs nothing. The renderer blurs with a standard deviation of half
    /// this radius (as ``shadowRadius``), in device pixels at the frame's scale.
    public var backdropBlurRadius: CGFloat {
        get { extras?.value.backdropBlurRadius ?? 0 }
        set { updateExtras { $0.backdropBlurRadius = newValue } }
    }
    /// Applied to the sublayers about the anchor point (perspective for them all).
    public var sublayerTransform: Transform3D {
        get { extras?.value.sublayerTransform ?? .identity }
        set { updateExtras { $0.sublayerTransform = newValue } }
    }
    /// When false, the layer is not drawn while its back faces the viewer.
    public var isDoubleSided: Bool {
        get { extras?.value.isDoubleSided ?? true }
        set { updateExtras { $0.isDoubleSided = newValue } }
    }
    /// Circular or continuous corners; `.circular` by default.
    public var cornerCurve: CornerCurve {
        get { extras?.value.cornerCurve ?? .circular }
        set { updateExtras { $0.cornerCurve = newValue } }
    }
    /// The shadow's shape in bounds space; nil derives it from the content.
    public var shadowPath: Path? {
        get { extras?.value.shadowPath }
        set { updateExtras { $0.shadowPath = newValue } }
    }
    /// The contents image (`CALayer.contents`), drawn below the content.
    public var contents: Image? {
        get { extras?.value.contents }
        set { updateExtras { $0.contents = newValue } }
    }
    /// Where the contents image goes in the bounds; `.resize` (stretched to the bounds) by default.
    public var contentsGravity: LayerContentsGravity {
        get { extras?.value.contentsGravity ?? .resize }
        set { updateExtras { $0.contentsGravity = newValue } }
    }
    /// The part of the image shown, in unit coordinates of the image.
    public var contentsRect: CGRect {
        get { extras?.value.contentsRect ?? CGRect(x: 0, y: 0, width: 1, height: 1) }
        set { updateExtras { $0.contentsRect = newValue } }
    }
    /// Image pixels per point for gravities that do not resize; positive.
    public var contentsScale: CGFloat {
        get { extras?.value.contentsScale ?? 1 }
        set { updateExtras { $0.contentsScale = newValue } }
    }

    /// Default values: an empty frame, opaque, no background, identity transforms.
    public init() {}

    /// Changes the rarely set values, copying their box first when it is shared.
    private mutating func updateExtras(_ body: (inout Extras) -> Void) {
        var value = extras?.value ?? Extras()
        body(&value)
        if value == Extras() {
            extras = nil
        } else if isKnownUniquelyReferenced(&extras) {
            extras?.value = value
        } else {
            extras = ExtrasBox(value)
        }
    }

    /// The current value of an animatable property.
    public func value(of property: AnimatableProperty) -> AnimatableValue {
        switch property {
        case .bounds: return .rect(bounds)
        case .position: return .point(position)
        case .anchorPoint: return .point(anchorPoint)
        case .transform: return storedTransform.isIdentity ? AnimatableValue.identityTransform : .transform(transform)
        case .zPosition: return .scalar(Double(zPosition))
        case .opacity: return .scalar(opacity)
        case .backgroundColor: return .color(backgroundColor ?? .clear)
        case .cornerRadius: return .scalar(Double(cornerRadius))
        case .borderWidth: return .scalar(Double(borderWidth))
        case .borderColor: return .color(borderColor ?? .clear)
        case .shadowColor: return .color(shadowColor ?? .clear)
        case .shadowOpacity: return .scalar(shadowOpacity)
        case .shadowRadius: return .scalar(Double(shadowRadius))
        case .shadowOffset: return .size(shadowOffset)
        case .backdropBlurRadius: return .scalar(Double(backdropBlurRadius))
        }
    }

    /// Sets an animatable property; a value of the wrong kind is ignored.
    public mutating func set(_ value: AnimatableValue, of property: AnimatableProperty) {
        switch (property, value) {
        case (.bounds, .rect(let r)): bounds = r
        case (.position, .point(let p)): position = p
        case (.anchorPoint, .point(let p)): anchorPoint = p
        case (.transform, .transform(let t)): transform = t
        case (.zPosition, .scalar(let v)): zPosition = CGFloat(v)
        case (.opacity, .scalar(let v)): opacity = v
        case (.backgroundColor, .color(let c)): backgroundColor = c
        case (.cornerRadius, .scalar(let v)): cornerRadius = CGFloat(v)
        case (.borderWidth, .scalar(let v)): borderWidth = CGFloat(v)
        case (.borderColor, .color(let c)): borderColor = c
        case (.shadowColor, .color(let c)): shadowColor = c
        case (.shadowOpacity, .scalar(let v)): shadowOpacity = v
        case (.shadowRadius, .scalar(let v)): shadowRadius = CGFloat(v)
        case (.shadowOffset, .size(let s)): shadowOffset = s
        case (.backdropBlurRadius, .scalar(let v)): backdropBlurRadius = CGFloat(v)
        default: break
        }
    }

    /// The map from this layer's bounds space into its superlayer's bounds
    /// space when the superlayer has a sublayer transform (`parentSublayer`,
    /// already placed about the superlayer's anchor, see
    /// ``sublayerTransformInBoundsSpace``): the layer is placed in 3-D
    /// (`zPosition` is its depth), the superlayer's sublayer transform
    /// applies, and the result is flattened onto the superlayer's plane.
    public func localToParent(through parentSublayer: Transform3D?) -> ProjectiveTransform {
        guard let parentSublayer else { return localToParent }
        return localToParent3D.concatenating(parentSublayer).flattened
    }

    /// The map from this layer's bounds space into its superlayer's, in
    /// 3-D and not flattened: shift the anchor to the origin, apply
    /// `transform`, move to (`position`, `zPosition`).
    public var localToParent3D: Transform3D {
        let anchor = CGPoint(
            x: bounds.minX + anchorPoint.x * bounds.width,
            y: bounds.minY + anchorPoint.y * bounds.height)
        return Transform3D(translationX: -anchor.x, y: -anchor.y, z: 0)
            .concatenating(transform)
            .concatenating(Transform3D(translationX: position.x, y: position.y, z: zPosition))
    }

    /// The sublayer transform about the anchor point, in bounds space
    /// (shift the anchor to the origin, apply, shift back); nil for the identity.
    public var sublayerTransformInBoundsSpace: Transform3D? {
        guard !sublayerTransform.isIdentity else { return nil }
        let anchor = CGPoint(
            x: bounds.minX + anchorPoint.x * bounds.width,
            y: bounds.minY + anchorPoint.y * bounds.height)
        return Transform3D(translationX: -anchor.x, y: -anchor.y, z: 0)
            .concatenating(sublayerTransform)
            .concatenating(Transform3D(translationX: anchor.x, y: anchor.y, z: 0))
    }

    /// The map from this layer's bounds space into its superlayer's bounds
    /// space: shift the anchor to the origin, apply `transform`, move to
    /// `position`, flattened onto the superlayer's plane.
    public var localToParent: ProjectiveTransform {
        let anchor = CGPoint(
            x: bounds.minX + anchorPoint.x * bounds.width,
            y: bounds.minY + anchorPoint.y * bounds.height)
        if storedTransform.isIdentity {
            return ProjectiveTransform(CGAffineTransform(translationX: position.x - anchor.x, y: position.y - anchor.y))
        }
        return Transform3D(translationX: -anchor.x, y: -anchor.y, z: 0)
            .concatenating(transform)
            .concatenating(Transform3D(translationX: position.x, y: position.y, z: 0))
            .flattened
    }
}

/// The values of ``LayerProperties`` that most layers leave at their defaults.
struct Extras: Hashable, Sendable {
    var maskedCorners = CornerMask.all
    var gradient: LayerGradient? = nil
    var borderWidth: CGFloat = 0
    var borderColor: Color? = .black
    var shadowColor: Color? = .black
    var shadowOpacity: Double = 0
    var shadowRadius: CGFloat = 3
    var shadowOffset = CGSize(width: 0, height: -3)
    var backdropBlurRadius: CGFloat = 0
    var sublayerTransform = Transform3D.identity
    var isDoubleSided = true
    var cornerCurve = CornerCurve.circular
    var shadowPath: Path? = nil
    var contents: Image? = nil
    var contentsGravity = LayerContentsGravity.resize
    var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsScale: CGFloat = 1
}

/// A reference to ``Extras``, shared between copies until one of them changes.
final class ExtrasBox: Hashable, @unchecked Sendable {
    /// Only changed through a uniquely referenced box (copy on write).
    var value: Extras
    init(_ value: Extras) { self.value = value }
    static func == (a: ExtrasBox, b: ExtrasBox) -> Bool { a === b || a.value == b.value }
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

/// The properties an animation can change.
public enum AnimatableProperty: String, CaseIterable, Hashable, Sendable {
    /// The layer's geometry, transform, depth, opacity and background colour (the `CALayer` properties of these names).
    case bounds, position, anchorPoint, transform, zPosition, opacity, backgroundColor
    /// The layer's corner radius, border and shadow (the `CALayer` properties of these names).
    case cornerRadius, borderWidth, borderColor, shadowColor, shadowOpacity, shadowRadius, shadowOffset
    /// The blur of what lies behind the layer (``LayerProperties/backdropBlurRadius``),
    /// which a ``VisualEffectView`` animates when its effect changes.
    case backdropBlurRadius
}

/// A value of an animatable property, and how two of them mix.
public enum AnimatableValue: Hashable, Sendable {
    /// A number (opacity, a radius, a width).
    case scalar(Double)
    /// A point, in points (a position, an anchor point in unit coordinates).
    case point(CGPoint)
    /// A size, in points.
    case size(CGSize)
    /// A rectangle, in points (bounds).
    case rect(CGRect)
    /// A colour; mixes component by component in straight sRGB.
    case color(Color)
    /// A 3-D transform; mixes by decomposing into translation, rotation, scale and perspective, as Core Animation does.
    indirect case transform(Transform3D)
    /// A shape layer's path (`CAShapeLayer.path`).
    indirect case path(Path)
    /// An ordered list: gradient colours and locations, a dash pattern.
    indirect case list([AnimatableValue])

    /// The identity transform, boxed once: animations from and to the
    /// identity (most of them) share this value instead of each boxing its own.
    static let identityTransform = AnimatableValue.transform(.identity)

    /// `self` at `fraction` 0, `to` at 1, linear in between and beyond (for
    /// overshooting curves). Transforms are decomposed and mix by parts
    /// (see `Transform3D.interpolated(to:fraction:)`). Values of different
    /// kinds jump to `to` at any fraction above 0.
    public func interpolated(to: AnimatableValue, fraction f: Double) -> AnimatableValue {
        let t = CGFloat(f)
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        switch (self, to) {
        case let (.scalar(a), .scalar(b)): return .scalar(a + (b - a) * f)
        case let (.point(a), .point(b)): return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case let (.size(a), .size(b)): return .size(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.rect(a), .rect(b)):
            return .rect(
                CGRect(
                    x: mix(a.minX, b.minX), y: mix(a.minY, b.minY),
                    width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.color(a), .color(b)): return .color(a.interpolated(to: b, fraction: f))
        case let (.transform(a), .transform(b)): return .transform(a.interpolated(to: b, fraction: f))
        case let (.path(a), .path(b)):
            if let mixed = a.interpolated(to: b, fraction: f) { return .path(mixed) }
            return f > 0 ? to : self
        case let (.list(a), .list(b)) where a.count == b.count:
            return .list(zip(a, b).map { $0.interpolated(to: $1, fraction: f) })
        default: return f > 0 ? to : self
        }
    }
}
