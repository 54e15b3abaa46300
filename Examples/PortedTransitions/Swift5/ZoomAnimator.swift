// A list-to-detail zoom for a navigation controller, as UIKit apps write it:
// a snapshot of the arriving screen grows from the tapped cell's frame
// (converted into the container) on a spring; the pop shrinks it back.
import Foundation
import Flipbook

final class ZoomAnimator: NSObject, ViewControllerAnimatedTransitioning {
    let operation: NavigationController.Operation
    weak var sourceView: View?
    let duration: TimeInterval = 0.4

    init(operation: NavigationController.Operation, sourceView: View?) {
        self.operation = operation
        self.sourceView = sourceView
        super.init()
    }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to),
              let sourceView = sourceView else {
            transitionContext.completeTransition(false)
            return
        }
        let cellFrame = sourceView.convert(sourceView.bounds, to: containerView)

        if operation == .push {
            let toView = toVC.view!
            let finalFrame = transitionContext.finalFrame(for: toVC)
            toView.frame = finalFrame
            containerView.addSubview(toView)
            toView.layoutIfNeeded()
            guard let snapshot = toView.snapshotView(afterScreenUpdates: true) else {
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                return
            }
            toView.isHidden = true
            snapshot.frame = cellFrame
            snapshot.layer.cornerRadius = 12
            snapshot.clipsToBounds = true
            containerView.addSubview(snapshot)
            sourceView.isHidden = true

            View.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 1,
                         initialSpringVelocity: 0, options: [], animations: {
                snapshot.frame = finalFrame
                snapshot.layer.cornerRadius = 0
                fromVC.view.alpha = 0.4
            }, completion: { _ in
                toView.isHidden = false
                sourceView.isHidden = false
                fromVC.view.alpha = 1
                snapshot.removeFromSuperview()
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            let fromView = fromVC.view!
            let toView = toVC.view!
            toView.frame = transitionContext.finalFrame(for: toVC)
            containerView.insertSubview(toView, belowSubview: fromView)
            toView.alpha = 0.4
            sourceView.isHidden = true

            View.animate(withDuration: duration, delay: 0, options: [.curveLinear], animations: {
                fromView.frame = cellFrame
                fromView.layer.cornerRadius = 12
                toView.alpha = 1
            }, completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                sourceView.isHidden = false
                fromView.layer.cornerRadius = 0
                if cancelled { toView.removeFromSuperview() }
                transitionContext.completeTransition(!cancelled)
            })
        }
    }
}
