import Foundation
import Testing

@testable import Flipbook

/// Slides the to-view in from the right over 0.3 s (linear), then calls
/// `completeTransition` with what `outcome` says, whatever the interaction
/// did: an animator that ignores `transitionWasCancelled`, or one that gives
/// up on its own.
@MainActor final class StubbornAnimator: ViewControllerAnimatedTransitioning {
    let log: CallLog
    let outcome: Bool
    var wasCancelledAtEnd: Bool?
    init(_ log: CallLog, completesWith outcome: Bool) {
        self.log = log
        self.outcome = outcome
    }

    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using context: any ViewControllerContextTransitioning) {
        let to = context.viewController(forKey: .to)!
        let toView = context.view(forKey: .to)!
        let final = context.finalFrame(for: to)
        context.containerView.addSubview(toView)
        toView.frame = final.offsetBy(dx: context.containerView.bounds.width, dy: 0)
        View.animate(
            withDuration: 0.3, delay: 0, options: [.curveLinear],
            animations: {
                toView.frame = final
            },
            completion: { _ in
                self.wasCancelledAtEnd = context.transitionWasCancelled
                context.completeTransition(self.outcome)
            })
    }

    func animationEnded(_ transitionCompleted: Bool) { log.add("animator.animationEnded(\(transitionCompleted))") }
}

/// A navigation delegate that gives one animator and one interaction, and logs `didShow`.
@MainActor final class OutcomeNavigationDelegate: NavigationControllerDelegate {
    let log: CallLog
    let animator: any ViewControllerAnimatedTransitioning
    let interaction: PercentDrivenInteractiveTransition?
    init(_ log: CallLog, animator: any ViewControllerAnimatedTransitioning, interaction: PercentDrivenInteractiveTransition?) {
        self.log = log
        self.animator = animator
        self.interaction = interaction
    }
    func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    )
        -> (any ViewControllerAnimatedTransitioning)?
    { animator }
    func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    )
        -> (any ViewControllerInteractiveTransitioning)?
    { interaction }
    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController,
        animated: Bool
    ) {
        log.add("didShow(\(viewController.title ?? "?"))")
    }
}

/// `completeTransition(_:)` decides the outcome, as in UIKit (research §2):
/// `true` after `cancelInteractiveTransition()` completes the transition,
/// `false` without a cancel cancels it; `transitionWasCancelled` and the
/// coordinator's `isCancelled` reflect only `cancelInteractiveTransition()`.
/// Flipbook adds a diagnostic for the first case.
@MainActor @Suite struct CompletionOutcomeTests {
    func completedAfterCancel(_ report: TransitionReport) -> Bool {
        if case .diagnostic(.completedAfterCancel) = report { true } else { false }
    }

    @Test func presentationCompletedWithFalseWithoutACancelIsCancelled() {
        let (window, a, log) = makeScene()
        let animator = StubbornAnimator(log, completesWith: false)
        let delegate = LoggingDelegate(log, animator: animator)
        delegate.makePresentationController = { LoggingPresentationController(log, presented: $0, presenting: $1) }
        let b = LoggingController("B", log)
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        var coordinatorCancelled: Bool?
        var completed = false
        a.present(b, animated: true) { completed = true }
        b.transitionCoordinator?.animate(alongsideTransition: nil, completion: { coordinatorCancelled = $0.isCancelled })
        log.entries.removeAll()
        window.tick(frames: 25)
        #expect(animator.wasCancelledAtEnd == false)
        #expect(coordinatorCancelled == false, "isCancelled reflects only cancelInteractiveTransition()")
        #expect(
            a.presentedViewController == nil && b.presentingViewController == nil && b.view.window == nil,
            "the hierarchy goes back")
        #expect(completed, "the caller's completion runs for a cancelled presentation too")
        #expect(
            log.withoutLayout == [
                "B.viewDidLoad", "B.viewWillAppear(true)", "pc.presentationTransitionWillBegin", "B.viewIsAppearing(true)",
                "B.viewWillDisappear(true)", "B.viewDidDisappear(true)", "pc.presentationTransitionDidEnd(false)",
                "animator.animationEnded(false)",
            ])
        #expect(window.transitionReports.isEmpty, "no diagnostic: giving up is allowed")
        withExtendedLifetime(delegate) {}
    }

    @Test func presentationCompletedWithTrueAfterACancelIsCompleted() {
        let (window, a, log) = makeScene()
        let animator = StubbornAnimator(log, completesWith: true)
        let interaction = PercentDrivenInteractiveTransition()
        let delegate = LoggingDelegate(log, animator: animator, interaction: interaction)
        delegate.makePresentationController = { LoggingPresentationController(log, presented: $0, presenting: $1) }
        let b = LoggingController("B", log)
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        var coordinatorCancelled: Bool?
        a.present(b, animated: true)
        b.transitionCoordinator?.animate(alongsideTransition: nil, completion: { coordinatorCancelled = $0.isCancelled })
        window.tick()
        log.entries.removeAll()
        interaction.update(0.5)
        window.tick(frames: 2)
        #expect(abs(presentedFrame(b.view).minX - 400) < 1e-6, "half way: 200 + 200 pt")
        interaction.cancel()
        window.tick(frames: 20)
        #expect(animator.wasCancelledAtEnd == true)
        #expect(coordinatorCancelled == true)
        #expect(
            a.presentedViewController === b && b.presentingViewController === a && b.view.window === window,
            "the outcome follows completeTransition(true): B is presented")
        #expect(b.presentationController?.containerView?.window === window)
        #expect(
            b.view.frame == CGRect(x: 200, y: 0, width: 200, height: 300),
            "the animated frame keeps its model value (the end value), as UIKit leaves it")
        #expect(
            log.withoutLayout == [
                "B.viewWillDisappear(true)",  // at the cancel
                "B.viewWillAppear(true)", "B.viewIsAppearing(true)", "B.viewDidAppear(true)",  // completed after all
                "pc.presentationTransitionDidEnd(true)", "animator.animationEnded(true)",
            ])
        #expect(window.transitionReports.count == 1 && window.transitionReports.allSatisfy(completedAfterCancel))

        // The presentation is a real one: it dismisses normally.
        delegate.animator = nil
        delegate.dismissAnimator = nil
        delegate.interaction = nil
        b.dismiss(animated: false)
        window.tick(frames: 2)
        #expect(a.presentedViewController == nil && b.view.window == nil)
        withExtendedLifetime(delegate) {}
    }

    /// B pushed on A with a percent-driven interaction driving `animator`; log cleared.
    func interactivePush(
        _ animator: StubbornAnimator, _ log: CallLog, nav: NavigationController,
        interaction: PercentDrivenInteractiveTransition
    ) -> OutcomeNavigationDelegate {
        let delegate = OutcomeNavigationDelegate(log, animator: animator, interaction: interaction)
        nav.delegate = delegate
        return delegate
    }

    @Test func pushCompletedWithTrueAfterACancelIsCompleted() {
        let (window, nav, a, _, log) = makeNavigationScene()
        let animator = StubbornAnimator(log, completesWith: true)
        let interaction = PercentDrivenInteractiveTransition()
        let delegate = interactivePush(animator, log, nav: nav, interaction: interaction)
        let b = ContainedController("B", log)
        nav.pushViewController(b, animated: true)
        window.tick()
        interaction.update(0.4)
        window.tick()
        interaction.cancel()
        window.tick(frames: 20)
        #expect(animator.wasCancelledAtEnd == true)
        #expect(
            same(nav.viewControllers, [a, b]) && b.parent === nav && b.view.window === window && a.view.window == nil,
            "pushed: the outcome follows completeTransition(true)")
        #expect(
            log.withoutLayout == [
                "B.willMove(nav) to", "B.viewDidLoad",
                "A.viewWillDisappear(true)", "C.viewWillDisappear(true)", "B.viewWillAppear(true) to", "B.viewIsAppearing(true)",
                // the cancel: the opposite will-callbacks
                "B.viewWillDisappear(true) to", "A.viewWillAppear(true)", "C.viewWillAppear(true)",
                // completeTransition(true): the push's own will-callbacks again, then the did-callbacks
                "A.viewWillDisappear(true)", "C.viewWillDisappear(true)", "B.viewWillAppear(true) to",
                "A.viewDidDisappear(true)", "C.viewDidDisappear(true)", "B.viewIsAppearing(true)", "B.viewDidAppear(true) to",
                "B.didMove(nav)", "didShow(B)", "animator.animationEnded(true)",
            ])
        #expect(window.transitionReports.count == 1 && window.transitionReports.allSatisfy(completedAfterCancel))
        withExtendedLifetime(delegate) {}
    }

    @Test func pushCompletedWithFalseWithoutACancelIsCancelled() {
        let (window, nav, a, _, log) = makeNavigationScene()
        let animator = StubbornAnimator(log, completesWith: false)
        let delegate = OutcomeNavigationDelegate(log, animator: animator, interaction: nil)
        nav.delegate = delegate
        let b = ContainedController("B", log)
        nav.pushViewController(b, animated: true)
        var coordinatorCancelled: Bool?
        b.transitionCoordinator?.animate(alongsideTransition: nil, completion: { coordinatorCancelled = $0.isCancelled })
        window.tick(frames: 25)
        #expect(animator.wasCancelledAtEnd == false && coordinatorCancelled == false)
        #expect(
            same(nav.viewControllers, [a]) && b.parent == nil && b.view.window == nil && a.view.window === window,
            "not pushed: the outcome follows completeTransition(false)")
        #expect(!log.entries.contains("didShow(B)") && log.entries.contains("animator.animationEnded(false)"))
        #expect(window.transitionReports.isEmpty)
        withExtendedLifetime(delegate) {}
    }

    @Test func popCancelledThenCompletedWithTruePops() {
        let (window, nav, a, _, log) = makeNavigationScene()
        let b = ContainedController("B", log)
        nav.pushViewController(b, animated: false)
        window.tick(frames: 2)
        let animator = StubbornAnimator(log, completesWith: true)
        let interaction = PercentDrivenInteractiveTransition()
        let delegate = interactivePush(animator, log, nav: nav, interaction: interaction)
        nav.popViewController(animated: true)
        window.tick()
        interaction.update(0.5)
        window.tick()
        interaction.cancel()
        window.tick(frames: 20)
        #expect(same(nav.viewControllers, [a]) && b.parent == nil && a.view.window === window && b.view.window == nil)
        #expect(log.entries.contains("didShow(A)"))
        #expect(window.transitionReports.count == 1 && window.transitionReports.allSatisfy(completedAfterCancel))
        withExtendedLifetime(delegate) {}
    }
}
