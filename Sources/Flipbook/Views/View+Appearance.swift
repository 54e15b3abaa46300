import Foundation

/// The corner, border and shadow of the view's layer, as view properties.
/// The appearance properties a subclass may override (`alpha`, `isHidden`,
/// `backgroundColor`, `clipsToBounds`) are declared in the class: a member
/// declared in an extension cannot be overridden.
extension View {
    public var cornerRadius: CGFloat {
        get { layer.cornerRadius }
        set { layer.cornerRadius = newValue }
    }
    public var borderWidth: CGFloat {
        get { layer.borderWidth }
        set { layer.borderWidth = newValue }
    }
    public var borderColor: Color? {
        get { layer.borderColor }
        set { layer.borderColor = newValue }
    }
    public var shadowColor: Color? {
        get { layer.shadowColor }
        set { layer.shadowColor = newValue }
    }
    public var shadowOpacity: Float {
        get { layer.shadowOpacity }
        set { layer.shadowOpacity = newValue }
    }
    public var shadowRadius: CGFloat {
        get { layer.shadowRadius }
        set { layer.shadowRadius = newValue }
    }
    public var shadowOffset: CGSize {
        get { layer.shadowOffset }
        set { layer.shadowOffset = newValue }
    }
}
