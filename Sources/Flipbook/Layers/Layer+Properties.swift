import Foundation

/// The model values of a layer with `CALayer`'s names: each reads
/// ``Layer/properties`` and writes through `write(_:_:)` (so that animation
/// blocks, implicit actions and views see the change) or `setUnrecorded`.
extension Layer {
    // MARK: Geometry

    /// The layer's own coordinate space, in points. `origin` shifts the content
    /// and sublayers.
    public var bounds: CGRect {
        get { properties.bounds }
        set { write(.bounds) { $0.bounds = newValue } }
    }
    /// Where the anchor point sits in the superlayer's bounds space, in points.
    public var position: CGPoint {
        get { properties.position }
        set { write(.position) { $0.position = newValue } }
    }
    /// The point of the bounds that `position` and `transform` refer to, in
    /// unit coordinates; (0.5, 0.5), the centre, by default.
    public var anchorPoint: CGPoint {
        get { properties.anchorPoint }
        set { write(.anchorPoint) { $0.anchorPoint = newValue } }
    }
    /// The 3-D transform about the anchor point.
    public var transform: Transform3D {
        get { properties.transform }
        set { write(.transform) { $0.transform = newValue } }
    }
    /// The transform's affine part (`affineTransform()` / `setAffineTransform(_:)`).
    public func affineTransform() -> CGAffineTransform { transform.affineTransform }
    /// Sets the transform to an affine one (`CALayer.setAffineTransform(_:)`).
    public func setAffineTransform(_ t: CGAffineTransform) { transform = Transform3D(t) }
    /// Applied to every sublayer, about this layer's anchor point: a perspective
    /// (`m34 = -1 / distance`) here puts the sublayers in one 3-D scene.
    public var sublayerTransform: Transform3D {
        get { properties.sublayerTransform }
        set { setUnrecorded("sublayerTransform") { $0.sublayerTransform = newValue } }
    }
    /// Drawing order among siblings: higher is drawn later (on top); equal
    /// values keep the order of ``sublayers``.
    public var zPosition: CGFloat {
        get { properties.zPosition }
        set { write(.zPosition) { $0.zPosition = newValue } }
    }
    /// When false, the layer is not drawn while its back faces the viewer.
    public var isDoubleSided: Bool {
        get { properties.isDoubleSided }
        set { setUnrecorded("doubleSided") { $0.isDoubleSided = newValue } }
    }

    // MARK: Appearance

    /// In 0...1 (`CALayer.opacity`); below 1 the whole subtree is composed as one group.
    public var opacity: Float {
        get { Float(properties.opacity) }
        set { write(.opacity) { $0.opacity = Double(newValue) } }
    }
    /// Whether the layer and its sublayers are not drawn; false by default (`CALayer.isHidden`).
    public var isHidden: Bool {
        get { properties.isHidden }
        set { setUnrecorded("hidden") { $0.isHidden = newValue } }
    }
    /// A dynamic colour is resolved with ``TraitCollection/current`` when
    /// set (a layer's colour is a `CGColor` in UIKit), as are border and shadow colours.
    public var backgroundColor: Color? {
        get { properties.backgroundColor }
        set { write(.backgroundColor) { $0.backgroundColor = newValue?.resolvedForCurrentTraits } }
    }
    /// In points; clamped to half the shorter side when drawn.
    public var cornerRadius: CGFloat {
        get { properties.cornerRadius }
        set { write(.cornerRadius) { $0.cornerRadius = newValue } }
    }
    /// Which corners `cornerRadius` rounds; all four by default (`CALayer.maskedCorners`).
    public var maskedCorners: CornerMask {
        get { properties.maskedCorners }
        set { setUnrecorded("maskedCorners") { $0.maskedCorners = newValue } }
    }
    /// The shape of rounded corners. `.continuous` is drawn with circular
    /// arcs too (the squircle is not modelled).
    public var cornerCurve: CornerCurve {
        get { properties.cornerCurve }
        set { setUnrecorded("cornerCurve") { $0.cornerCurve = newValue } }
    }
    /// The gradient drawn over the background colour, filling the rounded
    /// bounds whether or not the layer masks to them (``LayerGradient``):
    /// what a gradient layer draws. Not animatable.
    public var gradient: LayerGradient? {
        get { properties.gradient }
        set { setUnrecorded("gradient") { $0.gradient = newValue } }
    }
    /// In points, drawn inside the bounds, above the content and sublayers.
    public var borderWidth: CGFloat {
        get { properties.borderWidth }
        set { write(.borderWidth) { $0.borderWidth = newValue } }
    }
    /// The border's colour; opaque black by default, nil draws no border (`CALayer.borderColor`).
    public var borderColor: Color? {
        get { properties.borderColor }
        set { write(.borderColor) { $0.borderColor = newValue?.resolvedForCurrentTraits } }
    }
    /// The shadow's colour, before `shadowOpacity`; opaque black by default (`CALayer.shadowColor`).
    public var shadowColor: Color? {
        get { properties.shadowColor }
        set { write(.shadowColor) { $0.shadowColor = newValue?.resolvedForCurrentTraits } }
    }
    /// In 0...1; 0 (the default) draws no shadow.
    public var shadowOpacity: Float {
        get { Float(properties.shadowOpacity) }
        set { write(.shadowOpacity) { $0.shadowOpacity = Double(newValue) } }
    }
    /// The blur radius in points (3 by default).
    public var shadowRadius: CGFloat {
        get { properties.shadowRadius }
        set { write(.shadowRadius) { $0.shadowRadius = newValue } }
    }
    /// The blur of what lies behind the layer, in points (a visual effect
    /// view's backdrop; Core Animation keeps this in a private layer class).
    /// Animated inside animation blocks like the other properties.
    var backdropBlurRadius: CGFloat {
        get { properties.backdropBlurRadius }
        set { write(.backdropBlurRadius) { $0.backdropBlurRadius = newValue } }
    }
    /// In points; (0, -3) by default, which casts the shadow upwards.
    public var shadowOffset: CGSize {
        get { properties.shadowOffset }
        set { write(.shadowOffset) { $0.shadowOffset = newValue } }
    }
    /// The shadow's shape in the layer's bounds space (`CALayer.shadowPath`,
    /// a `CGPath` as in Core Animation); nil (the default) derives it from
    /// the layer's content. Reading it gives a new `CGPath` with the same
    /// geometry each time (equal, not identical, to the one set).
    public var shadowPath: CGPath? {
        get { properties.shadowPath.map(CGPath.init) }
        set { setUnrecorded("shadowPath") { $0.shadowPath = newValue?.path } }
    }
    /// Clips the content and sublayers to the (rounded) bounds.
    public var masksToBounds: Bool {
        get { properties.masksToBounds }
        set { setUnrecorded("masksToBounds") { $0.masksToBounds = newValue } }
    }

    // MARK: Contents

    /// An image drawn as the layer's content, placed by ``contentsGravity``
    /// (`CALayer.contents`; UIKit code assigns `image.cgImage`). Any value
    /// that is not an ``Image`` draws nothing.
    public var contents: Any? {
        get { properties.contents }
        set { setUnrecorded("contents") { $0.contents = newValue as? Image } }
    }
    /// Where the contents image goes in the bounds (`.resize` by default).
    public var contentsGravity: LayerContentsGravity {
        get { properties.contentsGravity }
        set { setUnrecorded("contentsGravity") { $0.contentsGravity = newValue } }
    }
    /// The part of the contents image to show, in unit coordinates of the
    /// image; (0, 0, 1, 1) by default.
    public var contentsRect: CGRect {
        get { properties.contentsRect }
        set { setUnrecorded("contentsRect") { $0.contentsRect = newValue } }
    }
    /// Image pixels per point of the contents, for gravities that do not
    /// resize; 1 by default.
    public var contentsScale: CGFloat {
        get { properties.contentsScale }
        set { setUnrecorded("contentsScale") { $0.contentsScale = newValue } }
    }
}
