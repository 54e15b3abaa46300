import Flipbook
import Foundation

/// Wraps a scene's animator for ``SceneRunner/run(scrubbedTo:alongCurves:)``
/// along the curves: the property animator it offers
/// (`interruptibleAnimator(using:)`) scrubs along its curve
/// (`scrubsLinearly = false`), so a frame scrubbed to p shows the timeline at
/// `p * duration` exactly as the played frame does. Everything else is
/// passed through unchanged.
@MainActor
final class CurveScrubbingAnimator: ViewControllerAnimatedTransitioning {
    let base: any ViewControllerAnimatedTransitioning

    init(_ base: any ViewControllerAnimatedTransitioning) { self.base = base }

    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> TimeInterval {
        base.transitionDuration(using: transitionContext)
    }

    func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
        base.animateTransition(using: transitionContext)
    }

    func interruptibleAnimator(using transitionContext: any ViewControllerContextTransitioning) -> (any ViewImplicitlyAnimating)?
    {
        let animator = base.askedInterruptibleAnimator(using: transitionContext)
        (animator as? ViewPropertyAnimator)?.scrubsLinearly = false
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) { base.animationEnded(transitionCompleted) }
}
