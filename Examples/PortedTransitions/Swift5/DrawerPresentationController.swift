// A drawer (a card from the bottom) presented over a dimming view laid out with Auto Layout anchors,
// sized by size(forChildContentContainer:withParentContainerSize:), and
// dismissed by a pan whose release decides, from gesture.velocity(in:) and
// the distance, whether to finish (faster, easing out) or cancel.
import Foundation
import Flipbook

final class DrawerPresentationController: PresentationController {
    let dimmingView: View = {
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.backgroundColor = Color(white: 0, alpha: 0.5)
        view.alpha = 0
        return view
    }()
    private(set) var dimmingTaps = 0

    override func size(forChildContentContainer container: ContentContainer,
                       withParentContainerSize parentSize: CGSize) -> CGSize {
        return CGSize(width: parentSize.width, height: (parentSize.height * 0.5).rounded())
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        let size = self.size(forChildContentContainer: presentedViewController,
                             withParentContainerSize: containerView.bounds.size)
        return CGRect(origin: CGPoint(x: 0, y: containerView.bounds.height - size.height), size: size)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        containerView.insertSubview(dimmingView, at: 0)
        LayoutConstraint.activate([
            dimmingView.topAnchor.constraint(equalTo: containerView.topAnchor),
            dimmingView.bottomAnchor.constraint(equalTo: containerView.bottomAnchor),
            dimmingView.leadingAnchor.constraint(equalTo: containerView.leadingAnchor),
            dimmingView.trailingAnchor.constraint(equalTo: containerView.trailingAnchor),
        ])
        let tap = TapGestureRecognizer(target: self, action: Self.dimmingTapped)
        dimmingView.addGestureRecognizer(tap)

        presentedView?.layer.cornerRadius = 16
        presentedView?.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        presentedView?.clipsToBounds = true

        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 1
            return
        }
        coordinator.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        }, completion: nil)
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
        }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    func dimmingTapped(_ sender: TapGestureRecognizer) {
        dimmingTaps += 1
        presentedViewController.dismiss(animated: true, completion: nil)
    }
}

/// Slides the card up from below, or down out of the screen. Interactive
/// dismissals animate linearly, so that the finger and the card move together.
final class DrawerSlideAnimator: NSObject, ViewControllerAnimatedTransitioning {
    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        let key: TransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let controller = transitionContext.viewController(forKey: key) else { return }
        let containerView = transitionContext.containerView
        let shownFrame = isPresenting ? transitionContext.finalFrame(for: controller)
                                      : transitionContext.initialFrame(for: controller)
        let hiddenFrame = shownFrame.offsetBy(dx: 0, dy: containerView.bounds.height - shownFrame.minY)
        if isPresenting { containerView.addSubview(controller.view) }
        controller.view.frame = isPresenting ? hiddenFrame : shownFrame

        let options: View.AnimationOptions = transitionContext.isInteractive ? [.curveLinear] : [.curveEaseOut]
        View.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: options, animations: {
            controller.view.frame = self.isPresenting ? shownFrame : hiddenFrame
        }, completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            if !self.isPresenting && !cancelled { controller.view.removeFromSuperview() }
            transitionContext.completeTransition(!cancelled)
        })
    }
}

final class DrawerDismissInteraction: PercentDrivenInteractiveTransition {
    private(set) var interactionInProgress = false
    private weak var viewController: ViewController?
    private(set) var releaseVelocity: CGFloat = 0
    private(set) var decisions: [String] = []

    init(viewController: ViewController) {
        self.viewController = viewController
        super.init()
        let pan = PanGestureRecognizer(target: self, action: Self.handlePan)
        viewController.view.addGestureRecognizer(pan)
    }

    func handlePan(_ gesture: PanGestureRecognizer) {
        guard let view = gesture.view else { return }
        let translation = gesture.translation(in: view)
        let progress = max(0, min(1, translation.y / view.bounds.height))

        switch gesture.state {
        case .began:
            interactionInProgress = true
            viewController?.dismiss(animated: true, completion: nil)
        case .changed:
            update(progress)
        case .ended:
            interactionInProgress = false
            let velocity = gesture.velocity(in: view).y
            releaseVelocity = velocity
            if velocity > 1000 || (progress > 0.5 && velocity > -100) {
                completionSpeed = velocity > 1000 ? 2 : 1
                completionCurve = .easeOut
                decisions.append("finish")
                finish()
            } else {
                completionSpeed = 1
                completionCurve = .easeInOut
                decisions.append("cancel")
                cancel()
            }
        case .cancelled:
            interactionInProgress = false
            decisions.append("cancel")
            cancel()
        default:
            break
        }
    }
}

final class DrawerTransitioningDelegate: NSObject, ViewControllerTransitioningDelegate {
    var interaction: DrawerDismissInteraction?

    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> ViewControllerAnimatedTransitioning? {
        return DrawerSlideAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        return DrawerSlideAnimator(isPresenting: false)
    }

    func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning? {
        guard let interaction = interaction, interaction.interactionInProgress else { return nil }
        return interaction
    }

    func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                source: ViewController) -> PresentationController? {
        return DrawerPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
