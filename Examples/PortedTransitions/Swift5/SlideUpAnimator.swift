// An interruptible animator in the iOS 10+ style: animateTransition starts
// the property animator that interruptibleAnimator(using:) makes once and
// keeps until animationEnded(_:). The interaction controller is configured as
// UIKit code configures UIPercentDrivenInteractiveTransition, and does not
// start interactively.
import Foundation
import Flipbook

final class SlideUpAnimator: NSObject, ViewControllerAnimatedTransitioning {
    private var animator: ViewImplicitlyAnimating?
    private(set) var animatorsMade = 0
    private(set) var interruptibleAnimatorCalls = 0
    /// The animator of the running transition, for tests.
    var currentAnimator: ViewImplicitlyAnimating? { animator }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        let animator = interruptibleAnimator(using: transitionContext)
        animator.startAnimation()
    }

    func interruptibleAnimator(using transitionContext: ViewControllerContextTransitioning) -> ViewImplicitlyAnimating {
        interruptibleAnimatorCalls += 1
        if let animator = animator { return animator }
        let containerView = transitionContext.containerView
        let toVC = transitionContext.viewController(forKey: .to)!
        let toView = transitionContext.view(forKey: .to)!
        let finalFrame = transitionContext.finalFrame(for: toVC)
        toView.frame = finalFrame.offsetBy(dx: 0, dy: containerView.bounds.height)
        containerView.addSubview(toView)

        let timing = SpringTimingParameters(dampingRatio: 1)
        let animator = ViewPropertyAnimator(duration: transitionDuration(using: transitionContext),
                                            timingParameters: timing)
        animator.addAnimations {
            toView.frame = finalFrame
        }
        animator.addCompletion { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        self.animator = animator
        animatorsMade += 1
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
    }
}

final class SlideUpInteraction: PercentDrivenInteractiveTransition {
    override init() {
        super.init()
        completionSpeed = 0.8
        completionCurve = .easeOut
        wantsInteractiveStart = false
    }
}

final class SlideUpTransitioningDelegate: NSObject, ViewControllerTransitioningDelegate {
    let animator = SlideUpAnimator()
    let interaction = SlideUpInteraction()

    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> ViewControllerAnimatedTransitioning? {
        return animator
    }

    func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning? {
        return interaction
    }
}
