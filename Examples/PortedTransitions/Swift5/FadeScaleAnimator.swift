// Ported from UIKit by deleting the prefixes (UIView -> View, ...).
// A presentation animator in the common UIKit style: an NSObject subclass,
// frames from the context, nested animation blocks, completion through
// transitionWasCancelled.
import Foundation
import Flipbook

final class FadeScaleAnimator: NSObject, ViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    let duration: TimeInterval = 0.5

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }

        if isPresenting {
            guard let toView = transitionContext.view(forKey: .to) else { return }
            toView.frame = transitionContext.finalFrame(for: toVC)
            toView.alpha = 0
            toView.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
            containerView.addSubview(toView)

            View.animate(withDuration: duration, delay: 0, options: [.curveLinear], animations: {
                toView.alpha = 1
                toView.transform = .identity
                // A nested block: it takes the outer duration and curve.
                View.animate(withDuration: 0.1, animations: {
                    fromVC.view.alpha = 0.5
                })
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            guard let fromView = transitionContext.view(forKey: .from) else { return }
            View.animate(withDuration: duration, delay: 0, options: [.curveLinear], animations: {
                fromView.alpha = 0
                fromView.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
                View.animate(withDuration: 0.1, delay: 0, options: [.overrideInheritedDuration], animations: {
                    toVC.view.alpha = 1
                })
            }, completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if !cancelled { fromView.removeFromSuperview() }
                transitionContext.completeTransition(!cancelled)
            })
        }
    }
}
