import Foundation

/// The nested names UIKit code uses for types Flipbook declares at the top
/// level, so `View.AnimationOptions`, `View.ContentMode` and the others
/// compile after dropping the `UI` prefix.
extension View {
    /// `UIView.AnimationOptions`.
    public typealias AnimationOptions = Flipbook.AnimationOptions
    /// `UIView.KeyframeAnimationOptions`.
    public typealias KeyframeAnimationOptions = Flipbook.KeyframeAnimationOptions
    /// `UIView.AnimationCurve`.
    public typealias AnimationCurve = Flipbook.AnimationCurve
    /// `UIView.ContentMode`.
    public typealias ContentMode = Flipbook.ContentMode
    /// `UIView.AutoresizingMask`.
    public typealias AutoresizingMask = Flipbook.AutoresizingMask
}

/// `CALayerCornerCurve`.
public typealias LayerCornerCurve = CornerCurve
/// `CACornerMask`.
public typealias LayerCornerMask = CornerMask
