import Foundation

/// The animator of ``ViewController/Transition/zoom(options:sourceViewProvider:)``:
/// used for an animated present, dismiss, push or pop of a controller whose
/// ``ViewController/preferredTransition`` is the zoom, when no delegate gives
/// an animator. See the zoom's documentation for the motion; in short, in
/// container coordinates:
///
/// - zooming in (present, push): the zoomed view's frame goes from the
///   source view's frame to `finalFrame(for:)`, its corner radius from the
///   source view's to 0 (clipped), a dimming view fades in below it;
/// - zooming out (dismiss, pop): its frame goes from `initialFrame(for:)` to
///   the frame of the view the provider returns now, its corner radius from 0
///   to that view's, the dimming fades out;
/// - the source view is hidden from the start to the end, then given back
///   its `isHidden`; the zoomed view gets back its corner radius and
///   clipping, and the dimming view leaves.
///
/// The provider is asked once per transition, in `transitionDuration(using:)`
/// (or `animateTransition(using:)` if that comes first). With no usable
/// source view the `fallback` animator runs the transition instead.
@MainActor
final class ZoomTransitionAnimator: ViewControllerAnimatedTransitioning {
    typealias Context = ViewController.Transition.ZoomSourceViewProviderContext

    let options: ViewController.Transition.ZoomOptions?
    let provider: (Context) -> View?
    /// The controller whose preferred transition is the zoom.
    let zoomed: ViewController
    /// The controller the zoom starts from and returns to.
    let source: ViewController
    /// True for a present or push, false for a dismiss or pop.
    let isZoomingIn: Bool
    /// What runs the transition when there is no usable source view.
    let fallback: any ViewControllerAnimatedTransitioning

    /// Identifies the dimming view while the transition runs.
    static let dimmingIdentifier = "flipbook.zoomDimming"

    private var asked = false
    private var sourceView: View?

    /// Nil when `zoomed` does not prefer the zoom.
    init?(
        zoomed: ViewController, source: ViewController, isZoomingIn: Bool,
        fallback: any ViewControllerAnimatedTransitioning
    ) {
        guard case .zoom(let options, let provider)? = zoomed.preferredTransition?.preferredKind else { return nil }
        self.options = options
        self.provider = provider
        self.zoomed = zoomed
        self.source = source
        self.isZoomingIn = isZoomingIn
        self.fallback = fallback
    }

    /// The provider's view, asked for once.
    private func providedSourceView() -> View? {
        if !asked {
            asked = true
            sourceView = provider(Context(sourceViewController: source, zoomedViewController: zoomed))
        }
        return sourceView
    }

    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> TimeInterval {
        guard transitionContext != nil else { return ViewController.Transition.zoomDuration }
        return providedSourceView() == nil
            ? fallback.transitionDuration(using: transitionContext)
            : ViewController.Transition.zoomDuration
    }

    func animateTransition(using context: any ViewControllerContextTransitioning) {
        let container = context.containerView
        let isNavigation = context.presentationStyle == .none
        guard let sourceView = providedSourceView(),
            let zoomedView = context.view(forKey: isZoomingIn ? .to : .from)
        else {
            return fallback.animateTransition(using: context)
        }
        let below = context.view(forKey: isZoomingIn ? .from : .to)
        // Put the views in place before measuring the source view, which may
        // be inside the view that comes back (a pop).
        if isZoomingIn {
            if let below, below.superview === container, zoomedView.superview !== container {
                container.insertSubview(zoomedView, aboveSubview: below)
            } else if zoomedView.superview !== container {
                container.addSubview(zoomedView)
            }
        } else if isNavigation, let below, let belowVC = context.viewController(forKey: .to) {
            container.insertSubview(below, belowSubview: zoomedView)
            View.performWithoutAnimation { below.frame = context.finalFrame(for: belowVC) }
            below.layoutIfNeeded()
        }
        guard sourceView.window != nil, sourceView.window === container.window, sourceView !== zoomedView,
            !sourceView.isDescendant(of: zoomedView)
        else {
            return fallback.animateTransition(using: context)
        }

        let sourceFrame = sourceView.convert(sourceView.bounds, to: container)
        let sourceRadius = sourceView.layer.cornerRadius
        let zoomedFrame = isZoomingIn ? context.finalFrame(for: zoomed) : context.initialFrame(for: zoomed)
        let saved = (radius: zoomedView.layer.cornerRadius, clips: zoomedView.clipsToBounds, hidden: sourceView.isHidden)

        // With a dimming effect the dimming view is an effect view whose blur
        // ramps in with the zoom and whose colour fades in over the blur.
        let dimmingColor = options?.dimmingColor ?? ViewController.Transition.defaultZoomDimmingColor
        let blur = options?.dimmingVisualEffect
        let dimming: View = blur == nil ? View(frame: container.bounds) : VisualEffectView(effect: nil)
        dimming.frame = container.bounds
        dimming.backgroundColor = dimmingColor
        dimming.accessibilityIdentifier = Self.dimmingIdentifier
        dimming.isUserInteractionEnabled = false
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.insertSubview(dimming, belowSubview: zoomedView)

        let zoomingIn = isZoomingIn
        View.performWithoutAnimation {
            sourceView.isHidden = true
            zoomedView.clipsToBounds = true
            zoomedView.frame = zoomingIn ? sourceFrame : zoomedFrame
            zoomedView.layer.cornerRadius = zoomingIn ? sourceRadius : 0
            if let effectView = dimming as? VisualEffectView {
                effectView.effect = zoomingIn ? nil : blur
                effectView.backgroundColor = zoomingIn ? dimmingColor.withAlphaComponent(0) : dimmingColor
            } else {
                dimming.alpha = zoomingIn ? 0 : 1
            }
        }
        let animations = {
            zoomedView.frame = zoomingIn ? zoomedFrame : sourceFrame
            zoomedView.layer.cornerRadius = zoomingIn ? 0 : sourceRadius
            if let effectView = dimming as? VisualEffectView {
                effectView.effect = zoomingIn ? blur : nil
                effectView.backgroundColor = zoomingIn ? dimmingColor : dimmingColor.withAlphaComponent(0)
            } else {
                dimming.alpha = zoomingIn ? 1 : 0
            }
        }
        let completion: (Bool) -> Void = { _ in
            let cancelled = context.transitionWasCancelled
            dimming.removeFromSuperview()
            View.performWithoutAnimation {
                sourceView.isHidden = saved.hidden
                zoomedView.layer.cornerRadius = saved.radius
                zoomedView.clipsToBounds = saved.clips
                zoomedView.frame = zoomedFrame
            }
            if zoomingIn && cancelled && !isNavigation { zoomedView.removeFromSuperview() }
            context.completeTransition(!cancelled)
        }
        let duration = ViewController.Transition.zoomDuration
        if context.isInteractive {
            View.animate(
                withDuration: duration, delay: 0, options: [.curveLinear], animations: animations,
                completion: completion)
        } else {
            View.animate(
                withDuration: duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                animations: animations, completion: completion)
        }
    }
}
