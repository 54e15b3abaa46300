import Foundation
import Testing

@testable import Flipbook

/// Listing 10-2 of the View Controller Programming Guide, ported line for line.
@MainActor final class DiagonalAnimator: ViewControllerAnimatedTransitioning {
    let presenting: Bool
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let fromVC = transitionContext.viewController(forKey: .from)!
        let toVC = transitionContext.viewController(forKey: .to)!
        let toView = transitionContext.view(forKey: .to)
        let fromView = transitionContext.view(forKey: .from)
        let containerFrame = containerView.frame
        var toViewStartFrame = transitionContext.initialFrame(for: toVC)
        let toViewFinalFrame = transitionContext.finalFrame(for: toVC)
        var fromViewFinalFrame = transitionContext.finalFrame(for: fromVC)
        if presenting {
            toViewStartFrame.origin.x = containerFrame.size.width
            toViewStartFrame.origin.y = containerFrame.size.height
        } else {
            fromViewFinalFrame = CGRect(
                x: containerFrame.size.width, y: containerFrame.size.height,
                width: toView?.frame.size.width ?? 0, height: toView?.frame.size.height ?? 0)
        }
        if let toView {
            containerView.addSubview(toView)
            toView.frame = toViewStartFrame
        }
        View.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                if self.presenting { toView?.frame = toViewFinalFrame } else { fromView?.frame = fromViewFinalFrame }
            },
            completion: { _ in
                let success = !transitionContext.transitionWasCancelled
                if (self.presenting && !success) || (!self.presenting && success) { toView?.removeFromSuperview() }
                transitionContext.completeTransition(success)
            })
    }
}

/// Listings 11-1 to 11-5: a half-width presentation over a dimming view.
@MainActor final class DimmingPresentationController: PresentationController {
    let dimmingView = View()

    override init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = Color(white: 0, alpha: 0.4)
        dimmingView.alpha = 0
        dimmingView.accessibilityIdentifier = "dimming"
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        var presentedViewFrame = CGRect.zero
        let containerBounds = containerView!.bounds
        presentedViewFrame.size = CGSize(
            width: (containerBounds.size.width / 2).rounded(.down),
            height: containerBounds.size.height)
        presentedViewFrame.origin.x = containerBounds.size.width - presentedViewFrame.size.width
        return presentedViewFrame
    }

    override func presentationTransitionWillBegin() {
        let containerView = self.containerView!
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
        } else {
            dimmingView.alpha = 1
        }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
        } else {
            dimmingView.alpha = 0
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }
}

@MainActor final class GuideDelegate: ViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? {
        DiagonalAnimator(presenting: true)
    }
    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        DiagonalAnimator(presenting: false)
    }
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? {
        DimmingPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

@MainActor @Suite struct GuideExampleTests {
    func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-3) -> Bool {
        abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance
            && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
    }

    @Test func diagonalPresentationOverDimmingView() throws {
        let (window, a, _) = makeScene(width: 400, height: 300)
        let delegate = GuideDelegate()
        let b = ViewController()
        b.view.backgroundColor = .red
        b.view.accessibilityIdentifier = "presented"
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        var done = false
        a.present(b, animated: true) { done = true }
        window.tick()  // the transition starts at 2/60 s
        let pc = try #require(b.presentationController as? DimmingPresentationController)
        let container = try #require(pc.containerView)
        #expect(
            container.superview === window && container.subviews.first === pc.dimmingView && container.subviews.last === b.view)
        // initialFrame(for: toVC) is .zero, so the listing's start frame is an empty rectangle at the corner.
        #expect(close(presentedFrame(b.view), CGRect(x: 400, y: 300, width: 0, height: 0)))
        window.tick(frames: 15)  // half-way: ease-in-out is at 0.5
        #expect(close(presentedFrame(b.view), CGRect(x: 300, y: 150, width: 100, height: 150)))
        #expect(
            abs(pc.dimmingView.layer.presentationProperties.opacity - 0.5) < 1e-3, "the alongside fade runs in the same animation"
        )
        let tree = window.renderTree()
        let ids = allNodes(tree.root).compactMap(\.identifier)
        #expect(ids.contains("dimming") && ids.contains("presented"), "the container's views are in the render tree")
        #expect(!done)
        window.tick(frames: 15)
        #expect(done && b.view.frame == CGRect(x: 200, y: 0, width: 200, height: 300))
        #expect(presentedFrame(b.view) == b.view.frame && pc.dimmingView.layer.presentationProperties.opacity == 1)
        #expect(a.view.window === window, "the presenter stays underneath")

        var dismissed = false
        b.dismiss(animated: true) { dismissed = true }
        window.tick(frames: 16)
        // Dismissal: toView is nil (the presenter is kept), so the listing shrinks the view to an empty rectangle.
        #expect(close(presentedFrame(b.view), CGRect(x: 300, y: 150, width: 100, height: 150)))
        #expect(abs(pc.dimmingView.layer.presentationProperties.opacity - 0.5) < 1e-3)
        window.tick(frames: 15)
        #expect(dismissed && pc.dimmingView.superview == nil && container.superview == nil && b.view.window == nil)
        #expect(window.subviews.count == 1 && window.subviews[0] === a.view)
        withExtendedLifetime(delegate) {}
    }
}
