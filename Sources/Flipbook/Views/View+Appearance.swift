import Foundation

/// The corner, border and shadow of the view's layer, as view properties.
/// The appearance properties a subclass may override (`alpha`, `isHidden`,
/// `backgroundColor`, `clipsToBounds`) are declared in the class: a member
/// declared in an extension cannot be overridden.
extension View {
    /// The layer's corner radius in points (`layer.cornerRadius`), clamped to half the shorter side when drawn; UIKit has it on the layer only.
    public var cornerRadius: CGFloat {
        get { layer.cornerRadius }
        set { layer.cornerRadius = newValue }
    }
    /// The layer's border width in points, drawn inside the bounds (`layer.borderWidth`).
    public var borderWidth: CGFloat {
        get { layer.borderWidth }
        set { layer.borderWidth = newValue }
    }
    /// The layer's border colour (`layer.borderColor`); opaque black by default.
    public var borderColor: Color? {
        get { layer.borderColor }
        set { layer.borderColor = newValue }
    }
    /// The layer's shadow colour (`layer.shadowColor`); opaque black by default.
    public var shadowColor: Color? {
        get { layer.shadowColor }
        set { layer.shadowColor = newValue }
    }
    /// The layer's shadow opacity, 0...1 (`layer.shadowOpacity`); 0, no shadow, by default.
    public var shadowOpacity: Float {
        get { layer.shadowOpacity }
        set { layer.shadowOpacity = newValue }
    }
    /// The layer's shadow blur radius in points (`layer.shadowRadius`); 3 by default.
    public var shadowRadius: CGFloat {
        get { layer.shadowRadius }
        set { layer.shadowRadius = newValue }
    }
    /// The layer's shadow offset in points (`layer.shadowOffset`); (0, -3) by default, as Core Animation's.
    public var shadowOffset: CGSize {
        get { layer.shadowOffset }
        set { layer.shadowOffset = newValue }
    }
}
