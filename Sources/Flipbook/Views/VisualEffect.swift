import Foundation

/// An effect a ``VisualEffectView`` applies (`UIVisualEffect`): a
/// ``BlurEffect`` or a ``VibrancyEffect``. The base class applies nothing.
@preconcurrency @MainActor
open class VisualEffect: NSObject {
    public override init() { super.init() }

    /// The blur radius in points and the tint laid over the blur that this
    /// effect stands for; none for the base class.
    var backdrop: (radius: CGFloat, tint: Color)? { nil }
}

/// Vibrancy for content over a blur (`UIVibrancyEffect`). Flipbook draws the
/// content of a vibrancy view as it is, without the vibrancy's colour
/// blending: a vibrancy view is laid out and animated as in UIKit, and its
/// content looks as if it had no effect.
@preconcurrency @MainActor
open class VibrancyEffect: VisualEffect {
    /// The blur the vibrancy is meant for.
    public let blurEffect: BlurEffect

    /// A vibrancy effect for content over a view with `blurEffect`
    /// (`UIVibrancyEffect(blurEffect:)`).
    public init(blurEffect: BlurEffect) {
        self.blurEffect = blurEffect
        super.init()
    }
}
