// A card presentation that adapts, written as UIKit apps write one: a
// presentation controller that sizes the card through the content-container
// calls (size(forChildContentContainer:), preferredContentSizeDidChange,
// viewWillTransition), and an adaptive delegate that shows the card full
// screen, inside a navigation controller, in a compact width.
import Foundation
import Flipbook

final class CardPresentationController: PresentationController {
    private let dimmingView = View()
    private(set) var transitionSizes: [CGSize] = []

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        let bounds = containerView.bounds
        let size = self.size(forChildContentContainer: presentedViewController, withParentContainerSize: bounds.size)
        return CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
                      width: size.width, height: size.height)
    }

    override func size(forChildContentContainer container: ContentContainer,
                       withParentContainerSize parentSize: CGSize) -> CGSize {
        let preferred = container.preferredContentSize
        if preferred != .zero { return preferred }
        return CGSize(width: (parentSize.width * 0.6).rounded(), height: (parentSize.height * 0.5).rounded())
    }

    override var shouldPresentInFullscreen: Bool { return false }
    override var shouldRemovePresentersView: Bool { return false }
    override var presentedView: View? { return super.presentedView }
    override var traitCollection: TraitCollection { return super.traitCollection }
    override var adaptivePresentationStyle: ModalPresentationStyle { return .fullScreen }
    override func adaptivePresentationStyle(for traitCollection: TraitCollection) -> ModalPresentationStyle {
        return super.adaptivePresentationStyle(for: traitCollection)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        dimmingView.backgroundColor = Color.black.withAlphaComponent(0.4)
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    override func containerViewDidLayoutSubviews() {
        super.containerViewDidLayoutSubviews()
    }

    override func preferredContentSizeDidChange(forChildContentContainer container: ContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        containerView?.setNeedsLayout()
        View.animate(withDuration: 0.25) {
            self.containerView?.layoutIfNeeded()
        }
    }

    override func viewWillTransition(to size: CGSize, with coordinator: ViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        transitionSizes.append(size)
    }

    /// The dimming view, for tests.
    var dimming: View { return dimmingView }
}

final class CardTransitioningDelegate: NSObject, ViewControllerTransitioningDelegate, AdaptivePresentationControllerDelegate {
    private(set) var adaptiveStyles: [ModalPresentationStyle] = []
    private(set) var dismissCallbacks = 0

    func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                source: ViewController) -> PresentationController? {
        let controller = CardPresentationController(presentedViewController: presented, presenting: presenting)
        controller.delegate = self
        return controller
    }

    func adaptivePresentationStyle(for controller: PresentationController,
                                   traitCollection: TraitCollection) -> ModalPresentationStyle {
        return traitCollection.horizontalSizeClass == .compact ? .fullScreen : .none
    }

    func presentationController(_ controller: PresentationController,
                                viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle) -> ViewController? {
        return NavigationController(rootViewController: controller.presentedViewController)
    }

    func presentationController(_ presentationController: PresentationController,
                                willPresentWithAdaptiveStyle style: ModalPresentationStyle,
                                transitionCoordinator: ViewControllerTransitionCoordinator?) {
        adaptiveStyles.append(style)
    }

    func presentationControllerDidDismiss(_ presentationController: PresentationController) {
        dismissCallbacks += 1
    }
}

extension PortedDemo {
    /// A `CardPresentationController` presentation (not animated) from a
    /// root in a window `width` points wide and 600 high. Steps: "present",
    /// "dismiss", "grow" (the card asks for 400 x 500 points), "widen" (the
    /// window becomes 1000 points wide).
    public static func adaptiveCard(width: CGFloat) -> PortedScenario {
        let window = Window(size: CGSize(width: width, height: 600), scale: 1, clock: ManualClock(fps: 60))
        window.makeKeyAndVisible()
        let root = colored(Color(red: 0.9, green: 0.9, blue: 0.9))
        window.rootViewController = root
        let card = colored(Color(red: 0.1, green: 0.5, blue: 0.9))
        let delegate = CardTransitioningDelegate()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        window.tick()
        return PortedScenario(window: window, run: { step in
            switch step {
            case "present": root.present(card, animated: false)
            case "dismiss": card.dismiss(animated: false)
            case "grow": card.preferredContentSize = CGSize(width: 400, height: 500)
            case "widen": window.resize(to: CGSize(width: 1000, height: 600), duration: 0)
            default: break
            }
        }, probe: {
            let controller = card.presentationController as? CardPresentationController
            let frame = card.view.layer.presentation()?.frame ?? card.view.frame
            return [
                "card.minX": Double(frame.minX), "card.minY": Double(frame.minY),
                "card.width": Double(frame.width), "card.height": Double(frame.height),
                "card.inWindow": card.view.window == nil ? 0 : 1,
                "wrapped": root.presentedViewController is NavigationController ? 1 : 0,
                "presented": root.presentedViewController == nil ? 0 : 1,
                "root.inWindow": root.view.window == nil ? 0 : 1,
                "dimming.inWindow": controller?.dimming.window == nil ? 0 : 1,
                "adaptive.count": Double(delegate.adaptiveStyles.count),
                "adaptive.fullScreen": delegate.adaptiveStyles.last == .fullScreen ? 1 : 0,
                "dismissCallbacks": Double(delegate.dismissCallbacks),
                "pc.lastTransitionWidth": Double(controller?.transitionSizes.last?.width ?? -1),
            ]
        }, retained: [delegate])
    }
}
