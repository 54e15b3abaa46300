import Flipbook
import Foundation

/// The guide's dimming presentation controller (listings 11-1 to 11-5) as a
/// library class: the presented view takes a `fraction` of the container
/// along one edge, over a dimming view that covers the rest.
///
/// - The presented view's frame (``frameOfPresentedViewInContainerView``)
///   is attached to `edge`: for `left`/`right` it is the full height and
///   `⌊fraction · width⌋` wide (the guide's half width at 0.5); for
///   `top`/`bottom` the full width and `⌊fraction · height⌋` tall.
/// - The dimming view (colour `dimmingColor`) is inserted at the back of the
///   container at alpha 0 and fades to `dimmingAlpha` alongside the
///   presentation through the transition coordinator, and back to 0
///   alongside the dismissal; it is removed when a presentation is cancelled
///   (`presentationTransitionDidEnd(false)`) or a dismissal completes
///   (`dismissalTransitionDidEnd(true)`).
/// - The presented view gets `cornerRadius` on its two corners away from the
///   edge (clipping its content) while presented; the radius it had before
///   comes back when it leaves.
/// - The presenter stays on screen (`shouldRemovePresentersView` is false).
public final class DimmingPresentationController: PresentationController {
    /// The edge the presented view is placed against.
    public let edge: TransitionEdge
    /// The layout direction that resolves `leading` and `trailing` to physical edges.
    public let layoutDirection: LayoutDirection
    /// The share, in (0, 1], of the container the presented view takes.
    public let fraction: CGFloat
    /// Points.
    public let cornerRadius: CGFloat
    /// The dimming view's alpha when fully shown, 0...1.
    public let dimmingAlpha: CGFloat
    /// The view behind the presented view; in the container only while presented.
    public let dimmingView = View()
    private var savedCorners: (radius: CGFloat, corners: CornerMask, clips: Bool)?

    /// A controller that places the presented view against `edge`, taking `fraction` (0...1; otherwise 0.5) of the container, over a dimming view.
    public init(
        presentedViewController: ViewController, presenting presentingViewController: ViewController?,
        edge: TransitionEdge = .right, layoutDirection: LayoutDirection = .leftToRight, fraction: CGFloat = 0.5,
        cornerRadius: CGFloat = 0, dimmingAlpha: CGFloat = 0.4, dimmingColor: Color = .black
    ) {
        self.edge = edge
        self.layoutDirection = layoutDirection
        self.fraction = fraction > 0 && fraction <= 1 ? fraction : 0.5
        self.cornerRadius = max(0, cornerRadius)
        self.dimmingAlpha = min(1, max(0, dimmingAlpha))
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = dimmingColor
        dimmingView.alpha = 0
        dimmingView.accessibilityIdentifier = "flipbook.presentationDimming"
    }

    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        switch edge.resolved(for: layoutDirection) {
        case .left:
            return CGRect(x: bounds.minX, y: bounds.minY, width: (bounds.width * fraction).rounded(.down), height: bounds.height)
        case .top:
            return CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: (bounds.height * fraction).rounded(.down))
        case .bottom:
            let h = (bounds.height * fraction).rounded(.down)
            return CGRect(x: bounds.minX, y: bounds.maxY - h, width: bounds.width, height: h)
        default:
            let w = (bounds.width * fraction).rounded(.down)
            return CGRect(x: bounds.maxX - w, y: bounds.minY, width: w, height: bounds.height)
        }
    }

    /// The presented view's corners away from the edge.
    var roundedCorners: CornerMask {
        switch edge.resolved(for: layoutDirection) {
        case .left: [.layerMaxXMinYCorner, .layerMaxXMaxYCorner]
        case .top: [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        case .bottom: [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        default: [.layerMinXMinYCorner, .layerMinXMaxYCorner]
        }
    }

    public override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        if cornerRadius > 0, let view = presentedView {
            savedCorners = (view.layer.cornerRadius, view.layer.maskedCorners, view.clipsToBounds)
            view.layer.cornerRadius = cornerRadius
            view.layer.maskedCorners = roundedCorners
            view.clipsToBounds = true
        }
        fade(to: dimmingAlpha)
    }

    public override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { tearDown() }
    }

    public override func dismissalTransitionWillBegin() { fade(to: 0) }

    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { tearDown() }
    }

    private func fade(to alpha: CGFloat) {
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { [dimmingView] _ in dimmingView.alpha = alpha }, completion: nil)
        } else {
            dimmingView.alpha = alpha
        }
    }

    private func tearDown() {
        dimmingView.removeFromSuperview()
        if let saved = savedCorners, let view = presentedView {
            view.layer.cornerRadius = saved.radius
            view.layer.maskedCorners = saved.corners
            view.clipsToBounds = saved.clips
        }
        savedCorners = nil
    }
}
