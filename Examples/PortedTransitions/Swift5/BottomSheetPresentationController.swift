// A presentation controller with a dimming view, the way UIKit apps write
// them: the dimming view fades alongside the transition through the
// presented controller's transition coordinator.
import Foundation
import Flipbook

final class BottomSheetPresentationController: PresentationController {
    private lazy var dimmingView: View = {
        let view = View()
        view.backgroundColor = Color.black.withAlphaComponent(0.5)
        view.alpha = 0
        return view
    }()

    var sheetHeightFraction: CGFloat = 0.6

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        let bounds = containerView.bounds
        let height = (bounds.height * sheetHeightFraction).rounded()
        return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView.insertSubview(dimmingView, at: 0)

        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 1
            return
        }
        coordinator.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 0
            return
        }
        coordinator.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    /// The dimming view, for tests.
    var dimming: View { dimmingView }
}

final class SheetTransitioningDelegate: NSObject, ViewControllerTransitioningDelegate {
    var dismissInteraction: SheetDismissInteraction?

    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> ViewControllerAnimatedTransitioning? {
        return FadeScaleAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        return FadeScaleAnimator(isPresenting: false)
    }

    func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning? {
        guard let interaction = dismissInteraction, interaction.interactionInProgress else { return nil }
        return interaction
    }

    func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                source: ViewController) -> PresentationController? {
        return BottomSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
