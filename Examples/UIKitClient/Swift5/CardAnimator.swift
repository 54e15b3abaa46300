// Written as for iOS: an animator that slides a card up and down, with a
// Core Animation corner animation and a 3-D tilt on the way out.
import UIKit
import UIKitClientDesign

final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    let duration: TimeInterval = Animation.card
    /// What `animationEnded(_:)` was told.
    private(set) var endings: [Bool] = []

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let options: UIView.AnimationOptions = [.curveLinear]
        if isPresenting {
            guard let toVC = transitionContext.viewController(forKey: .to),
                  let toView = transitionContext.view(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }
            let finalFrame = transitionContext.finalFrame(for: toVC)
            toView.frame = finalFrame.offsetBy(dx: 0, dy: containerView.bounds.height)
            containerView.addSubview(toView)

            let corners = CABasicAnimation(keyPath: "cornerRadius")
            corners.fromValue = 0
            corners.toValue = 16
            corners.duration = duration
            corners.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseInEaseOut)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            toView.layer.cornerRadius = 16
            CATransaction.commit()
            toView.layer.add(corners, forKey: "corners")

            UIView.animate(withDuration: duration, delay: 0, options: options, animations: {
                toView.frame = finalFrame
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            guard let fromView = transitionContext.view(forKey: .from) else {
                transitionContext.completeTransition(false)
                return
            }
            var tilt = CATransform3DIdentity
            tilt.m34 = -1 / 500
            tilt = CATransform3DRotate(tilt, .pi / 12, 1, 0, 0)
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: {
                fromView.center.y += containerView.bounds.height
                fromView.layer.transform = tilt
            }, completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if !cancelled { fromView.removeFromSuperview() }
                transitionContext.completeTransition(!cancelled)
            })
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {
        endings.append(transitionCompleted)
    }
}
