import Foundation

/// The visual state of a view (`CALayer`): geometry, colours, corners,
/// border, shadow and clipping.
///
/// Every view has one layer, and a view's visual properties forward to it, so
/// animator code that writes `view.layer.cornerRadius` ports unchanged. Each
/// property holds the *model* value; animations change only the presentation
/// value (``presentation()``), which is what the renderer draws.
@MainActor
public final class Layer {
    /// The model values.
    public internal(set) var properties = LayerProperties()

    /// The view this layer belongs to (`CALayer.delegate`).
    public internal(set) weak var view: View?

    /// Running animations, one per property at most; see `Animation/`.
    var animations = LayerAnimations()

    init() {}

    /// Writes a model value and tells the animation system about it, so a
    /// change inside an animation block becomes an animation.
    private func write(_ property: AnimatableProperty, _ body: (inout LayerProperties) -> Void) {
        let old = properties.value(of: property)
        body(&properties)
        let new = properties.value(of: property)
        if old != new { AnimationRecorder.modelValueChanged(self, property, from: old, to: new) }
        view?.layerDidChange(property)
    }

    public var bounds: CGRect {
        get { properties.bounds }
        set { write(.bounds) { $0.bounds = newValue } }
    }
    public var position: CGPoint {
        get { properties.position }
        set { write(.position) { $0.position = newValue } }
    }
    public var anchorPoint: CGPoint {
        get { properties.anchorPoint }
        set { write(.anchorPoint) { $0.anchorPoint = newValue } }
    }
    public var transform: Transform3D {
        get { properties.transform }
        set { write(.transform) { $0.transform = newValue } }
    }
    public var zPosition: CGFloat {
        get { properties.zPosition }
        set { write(.zPosition) { $0.zPosition = newValue } }
    }
    /// In 0...1 (`CALayer.opacity`).
    public var opacity: Float {
        get { Float(properties.opacity) }
        set { write(.opacity) { $0.opacity = Double(newValue) } }
    }
    public var isHidden: Bool {
        get { properties.isHidden }
        set { properties.isHidden = newValue }
    }
    public var backgroundColor: Color? {
        get { properties.backgroundColor }
        set { write(.backgroundColor) { $0.backgroundColor = newValue } }
    }
    public var cornerRadius: CGFloat {
        get { properties.cornerRadius }
        set { write(.cornerRadius) { $0.cornerRadius = newValue } }
    }
    public var maskedCorners: CornerMask {
        get { properties.maskedCorners }
        set { properties.maskedCorners = newValue }
    }
    /// The gradient drawn over the background colour, filling the rounded
    /// bounds whether or not the layer masks to them (``LayerGradient``):
    /// what a `CAGradientLayer` draws. Not animatable.
    public var gradient: LayerGradient? {
        get { properties.gradient }
        set { properties.gradient = newValue }
    }
    public var borderWidth: CGFloat {
        get { properties.borderWidth }
        set { write(.borderWidth) { $0.borderWidth = newValue } }
    }
    public var borderColor: Color? {
        get { properties.borderColor }
        set { write(.borderColor) { $0.borderColor = newValue } }
    }
    public var shadowColor: Color? {
        get { properties.shadowColor }
        set { write(.shadowColor) { $0.shadowColor = newValue } }
    }
    /// In 0...1.
    public var shadowOpacity: Float {
        get { Float(properties.shadowOpacity) }
        set { write(.shadowOpacity) { $0.shadowOpacity = Double(newValue) } }
    }
    public var shadowRadius: CGFloat {
        get { properties.shadowRadius }
        set { write(.shadowRadius) { $0.shadowRadius = newValue } }
    }
    public var shadowOffset: CGSize {
        get { properties.shadowOffset }
        set { write(.shadowOffset) { $0.shadowOffset = newValue } }
    }
    public var masksToBounds: Bool {
        get { properties.masksToBounds }
        set { properties.masksToBounds = newValue }
    }

    /// The values as they are drawn now: the model values with every running
    /// animation applied at the window's current time (`CALayer.presentation()`).
    public func presentation() -> LayerProperties {
        guard !animations.isEmpty else { return properties }
        var p = properties
        animations.forEach { animation in p.set(animation.currentValue(), of: animation.property) }
        return p
    }

    /// Sets a model value without recording an animation and removes any
    /// animation of it (used to restore values, e.g. on a cancelled transition).
    func setWithoutAnimation(_ value: AnimatableValue, of property: AnimatableProperty) {
        animations[property] = nil
        properties.set(value, of: property)
        view?.layerDidChange(property)
    }
}
