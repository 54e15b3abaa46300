import Foundation

/// A view that blurs what lies behind it (`UIVisualEffectView`).
///
/// With a ``BlurEffect`` the view's bounds show the pixels drawn behind it,
/// blurred, with the effect's tint over them; its ``contentView`` (where
/// subviews go, as in UIKit) is drawn above, unblurred. Changing ``effect``
/// inside an animation block animates the blur and the tint (setting it
/// from nil to a blur ramps the blur up, as UIKit does), and so does a
/// property animator, including one scrubbed with `fractionComplete`.
///
/// A corner radius on the view's layer rounds the blur and the tint (set
/// `clipsToBounds` to round the content too).
///
/// The blur covers what was drawn before the view in the same frame: the
/// views behind it, and in a transition the controller underneath. A view
/// under a 3-D (perspective) transform, or inside a layer drawn offscreen
/// (a mask, a replicator instance), has no backdrop to blur there and shows
/// only its tint.
@preconcurrency @MainActor
open class VisualEffectView: View {
    /// Where content goes (`UIVisualEffectView.contentView`): laid over the
    /// blur and the tint, sized with the view.
    public let contentView: View
    /// The tint over the blur, below the content.
    private let tintView: View

    /// The effect shown; nil for none (a clear view holding its content).
    open var effect: VisualEffect? {
        didSet { applyEffect() }
    }

    /// A view showing `effect` (`UIVisualEffectView(effect:)`), with an empty frame.
    public init(effect: VisualEffect?) {
        contentView = View(frame: .zero)
        tintView = View(frame: .zero)
        self.effect = effect
        super.init(frame: .zero)
        setUpSubviews()
    }

    /// A view with no effect (`init(frame:)`).
    public override init(frame: CGRect) {
        contentView = View(frame: .zero)
        tintView = View(frame: .zero)
        effect = nil
        super.init(frame: frame)
        setUpSubviews()
    }

    /// UIKit's archive initializer; the view is made with no effect and an empty frame.
    public required init?(coder: NSCoder) {
        contentView = View(frame: .zero)
        tintView = View(frame: .zero)
        effect = nil
        super.init(frame: .zero)
        setUpSubviews()
    }

    private func setUpSubviews() {
        for view in [tintView, contentView] {
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(view)
        }
        applyEffect()
    }

    /// Rounds the tint with the view's corners, as UIKit rounds the parts
    /// of an effect view whose layer has a corner radius (the blur is
    /// clipped to the same rounded bounds by the renderer).
    override func layerDidChange(_ property: AnimatableProperty) {
        super.layerDidChange(property)
        guard property == .cornerRadius else { return }
        tintView.layer.cornerRadius = layer.cornerRadius
        tintView.layer.maskedCorners = layer.maskedCorners
        tintView.layer.cornerCurve = layer.cornerCurve
    }

    /// Sets the blur and the tint of ``effect`` (animated inside an animation
    /// block). No effect is the tint's colour at alpha 0, so that a blur
    /// appearing or going away fades its tint without passing through grey;
    /// a tint coming from none takes its colour at once, with alpha 0.
    private func applyEffect() {
        let backdrop = effect?.backdrop
        let current = tintView.backgroundColor ?? Color(white: 1, alpha: 0)
        if let tint = backdrop?.tint, current.alpha == 0 {
            View.performWithoutAnimation { tintView.backgroundColor = tint.withAlphaComponent(0) }
        }
        layer.backdropBlurRadius = backdrop?.radius ?? 0
        tintView.backgroundColor = backdrop?.tint ?? current.withAlphaComponent(0)
    }
}
