// Written as for iOS: a library's own `PresentationController`, a name
// Flipbook also has. With `import UIKit` it is simply this module's class.
import UIKit

/// A card over a dimming view, inset from the container's edges.
class PresentationController: UIPresentationController {
    private let dimmingView = UIView()
    /// The callbacks UIKit made, in order.
    private(set) var callbacks: [String] = []

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        return containerView.bounds.inset(by: UIEdgeInsets(top: 120, left: 16, bottom: 40, right: 16))
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        callbacks.append("presentationTransitionWillBegin")
        guard let containerView = containerView else { return }
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        dimmingView.frame = containerView.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        callbacks.append("presentationTransitionDidEnd(\(completed))")
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        callbacks.append("dismissalTransitionWillBegin")
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        callbacks.append("dismissalTransitionDidEnd(\(completed))")
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    var dimming: UIView { dimmingView }
}
