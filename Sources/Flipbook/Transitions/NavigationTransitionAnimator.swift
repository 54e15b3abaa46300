import Foundation

/// The built-in push and pop of ``NavigationController`` (values chosen to
/// look like UIKit's; UIKit does not document them):
///
/// - duration ``duration`` (0.35 s), ease-in-out; linear while an
///   interaction drives it, so the top view follows the finger exactly;
/// - the top view (incoming on a push, outgoing on a pop) moves over the
///   container's full width: from `x = width` to `0` on a push, back on a pop
///   (everything mirrored when the container lays out right to left: the
///   top view comes from `x = -width`, the parallax and shadow go the other way);
/// - the view below moves ``parallax`` (30 %) of the width: to `x = -0.3 *
///   width` on a push, from there back to 0 on a pop;
/// - a black dimming view between them, alpha 0 → ``dimmingAlpha`` (0.1)
///   on a push and back to 0 on a pop;
/// - an edge shadow on the top view: its layer shadow, black, radius
///   ``shadowRadius`` (8 pt), offset (−3, 0), opacity 0 → ``shadowOpacity``
///   (0.3) on a push and back to 0 on a pop.
///
/// When the transition ends the dimming view leaves and the shadow values go
/// back to what they were, so nothing of the animation stays behind.
@MainActor
final class NavigationTransitionAnimator: ViewControllerAnimatedTransitioning {
    let operation: NavigationController.Operation

    static let duration: TimeInterval = 0.35
    static let parallax: CGFloat = 0.3
    static let dimmingAlpha: CGFloat = 0.1
    static let shadowOpacity: Float = 0.3
    static let shadowRadius: CGFloat = 8
    /// Identifies the dimming view while the transition runs.
    static let dimmingIdentifier = "flipbook.navigationDimming"

    init(operation: NavigationController.Operation) { self.operation = operation }

    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using context: any ViewControllerContextTransitioning) {
        guard let fromVC = context.viewController(forKey: .from), let toVC = context.viewController(forKey: .to),
            let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to)
        else {
            return context.completeTransition(true)
        }
        let container = context.containerView
        let width = container.bounds.width
        let isPush = operation != .pop
        let top = isPush ? toView : fromView
        let below = isPush ? fromView : toView
        let onScreen = isPush ? context.finalFrame(for: toVC) : context.initialFrame(for: fromVC)
        // Mirrored in right-to-left: the top view comes in from the left, the view below moves right.
        let sign: CGFloat = container.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
        let offRight = onScreen.offsetBy(dx: sign * width, dy: 0)
        let parallaxed = onScreen.offsetBy(dx: -sign * width * Self.parallax, dy: 0)

        let dimming = View(frame: container.bounds)
        dimming.backgroundColor = .black
        dimming.accessibilityIdentifier = Self.dimmingIdentifier
        dimming.isUserInteractionEnabled = false
        let savedShadow = (top.layer.shadowColor, top.layer.shadowOpacity, top.layer.shadowRadius, top.layer.shadowOffset)
        if isPush {
            container.insertSubview(toView, aboveSubview: fromView)
            toView.frame = offRight
        } else {
            container.insertSubview(toView, belowSubview: fromView)
            toView.frame = parallaxed
        }
        container.insertSubview(dimming, belowSubview: top)
        dimming.alpha = isPush ? 0 : Self.dimmingAlpha
        top.layer.shadowColor = .black
        top.layer.shadowRadius = Self.shadowRadius
        top.layer.shadowOffset = CGSize(width: -3 * sign, height: 0)
        top.layer.shadowOpacity = isPush ? 0 : Self.shadowOpacity

        let options: AnimationOptions = context.isInteractive ? [.curveLinear] : [.curveEaseInOut]
        View.animate(
            withDuration: Self.duration, delay: 0, options: options,
            animations: {
                if isPush {
                    toView.frame = onScreen
                    fromView.frame = parallaxed
                } else {
                    fromView.frame = offRight
                    toView.frame = onScreen
                }
                dimming.alpha = isPush ? Self.dimmingAlpha : 0
                top.layer.shadowOpacity = isPush ? Self.shadowOpacity : 0
            },
            completion: { _ in
                dimming.removeFromSuperview()
                View.performWithoutAnimation {
                    (top.layer.shadowColor, top.layer.shadowOpacity, top.layer.shadowRadius, top.layer.shadowOffset) = savedShadow
                    if !context.transitionWasCancelled {
                        below.frame = onScreen
                        top.frame = onScreen
                    }
                }
                context.completeTransition(!context.transitionWasCancelled)
            })
    }
}
