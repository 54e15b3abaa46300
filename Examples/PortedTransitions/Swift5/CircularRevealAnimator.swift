// A circular reveal: the arriving view is masked by a shape layer whose path
// grows from a button's centre, with a CABasicAnimation inside a
// CATransaction, and the transition completes from the animation delegate.
import Foundation
import Flipbook

final class CircularRevealAnimator: NSObject, ViewControllerAnimatedTransitioning, AnimationDelegate {
    var originFrame = CGRect(x: 0, y: 0, width: 44, height: 44)
    let duration: TimeInterval = 0.5
    private weak var transitionContext: ViewControllerContextTransitioning?
    private(set) var transactionCompleted = false

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        self.transitionContext = transitionContext
        let containerView = transitionContext.containerView
        guard let toVC = transitionContext.viewController(forKey: .to),
              let toView = transitionContext.view(forKey: .to) else { return }
        toView.frame = transitionContext.finalFrame(for: toVC)
        containerView.addSubview(toView)

        let startPath = BezierPath(ovalIn: originFrame)
        let extremePoint = CGPoint(x: originFrame.midX, y: originFrame.midY - toView.bounds.height)
        let radius = sqrt(extremePoint.x * extremePoint.x + extremePoint.y * extremePoint.y)
        let endPath = BezierPath(ovalIn: originFrame.insetBy(dx: -radius, dy: -radius))

        let maskLayer = ShapeLayer()
        maskLayer.path = endPath.cgPath
        toView.layer.mask = maskLayer

        Transaction.begin()
        Transaction.setCompletionBlock {
            self.transactionCompleted = true
        }
        let animation = BasicAnimation(keyPath: "path")
        animation.fromValue = startPath.cgPath
        animation.toValue = endPath.cgPath
        animation.duration = transitionDuration(using: transitionContext)
        animation.timingFunction = MediaTimingFunction(name: .linear)
        animation.delegate = self
        maskLayer.add(animation, forKey: "path")
        Transaction.commit()
    }

    func animationDidStop(_ anim: Animation, finished flag: Bool) {
        guard let transitionContext = transitionContext else { return }
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        transitionContext.viewController(forKey: .to)?.view.layer.mask = nil
    }
}

