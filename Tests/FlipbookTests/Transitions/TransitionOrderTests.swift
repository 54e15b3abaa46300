import Foundation
import Testing

@testable import Flipbook

/// The exact order of every callback for present and dismiss in each style group.
@MainActor @Suite struct TransitionOrderTests {
    /// Presents B from A with `style` and a logging animator; returns after the presentation ends.
    func presentB(
        _ style: ModalPresentationStyle, window: Window, from presenter: ViewController, log: CallLog,
        delegate: LoggingDelegate
    ) -> LoggingController {
        let b = LoggingController("B", log)
        b.modalPresentationStyle = style
        b.transitioningDelegate = delegate
        presenter.present(b, animated: true) { log.add("completion") }
        b.transitionCoordinator?.animate(
            alongsideTransition: { _ in log.add("alongside") },
            completion: { _ in log.add("coordinator.completion") })
        window.tick(frames: 3)
        return b
    }

    @Test func fullScreenPresentAndDismiss() throws {
        let (window, a, log) = makeScene()
        let delegate = LoggingDelegate(log, animator: TickAnimator(log))
        let b = presentB(.fullScreen, window: window, from: a, log: log, delegate: delegate)
        #expect(
            log.withoutLayout == [
                "delegate.animationController(forPresented:)", "delegate.interactionControllerForPresentation",
                "B.viewDidLoad", "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
                "animator.transitionDuration", "animator.animateTransition", "alongside", "B.viewIsAppearing(true)",
                "B.viewDidAppear(true)", "A.viewDidDisappear(true)", "coordinator.completion", "completion",
                "animator.animationEnded(true)",
            ])
        #expect(a.view.window == nil, "the presenter's view leaves the window after a full-screen presentation")
        #expect(b.view.window === window)
        #expect(a.presentedViewController === b && b.presentingViewController === a)

        log.entries.removeAll()
        b.dismiss(animated: true) { log.add("completion") }
        window.tick(frames: 3)
        #expect(
            log.withoutLayout == [
                "delegate.animationController(forDismissed:)", "delegate.interactionControllerForDismissal",
                "B.viewWillDisappear(true)", "A.viewWillAppear(true)",
                "animator.transitionDuration", "animator.animateTransition", "A.viewIsAppearing(true)",
                "B.viewDidDisappear(true)", "A.viewDidAppear(true)", "completion", "animator.animationEnded(true)",
            ])
        #expect(a.view.superview === window && a.view.frame == window.bounds, "the presenter's view is back")
        #expect(b.view.window == nil)
        #expect(a.presentedViewController == nil && b.presentingViewController == nil)
        #expect(window.subviews.count == 1, "the container left the window")
        withExtendedLifetime(delegate) {}
    }

    @Test func overFullScreenOnlyThePresentedGetsCallbacks() {
        let (window, a, log) = makeScene()
        let delegate = LoggingDelegate(log, animator: TickAnimator(log))
        let b = presentB(.overFullScreen, window: window, from: a, log: log, delegate: delegate)
        #expect(
            log.withoutLayout == [
                "delegate.animationController(forPresented:)", "delegate.interactionControllerForPresentation",
                "B.viewDidLoad", "B.viewWillAppear(true)",
                "animator.transitionDuration", "animator.animateTransition", "alongside", "B.viewIsAppearing(true)",
                "B.viewDidAppear(true)", "coordinator.completion", "completion", "animator.animationEnded(true)",
            ])
        #expect(a.view.window === window, "the presenter's view stays")
        log.entries.removeAll()
        b.dismiss(animated: true) { log.add("completion") }
        window.tick(frames: 3)
        #expect(
            log.withoutLayout == [
                "delegate.animationController(forDismissed:)", "delegate.interactionControllerForDismissal",
                "B.viewWillDisappear(true)", "animator.transitionDuration", "animator.animateTransition",
                "B.viewDidDisappear(true)", "completion", "animator.animationEnded(true)",
            ])
        withExtendedLifetime(delegate) {}
    }

    @Test func currentContextCoversTheContextController() throws {
        let log = CallLog()
        let window = Window(size: CGSize(width: 400, height: 300), scale: 1, clock: ManualClock(fps: 60))
        let r = LoggingController("R", log)
        let c = LoggingController("C", log)
        let d = LoggingController("D", log)
        c.definesPresentationContext = true
        r.addChild(c)
        r.view.addSubview(c.view)
        c.view.frame = CGRect(x: 0, y: 100, width: 400, height: 200)
        c.didMove(toParent: r)
        c.addChild(d)
        c.view.addSubview(d.view)
        d.didMove(toParent: c)
        window.rootViewController = r
        window.tick()
        log.entries.removeAll()

        let delegate = LoggingDelegate(log, animator: TickAnimator(log))
        let b = presentB(.currentContext, window: window, from: d, log: log, delegate: delegate)
        #expect(b.presentingViewController === c, "the context is the nearest ancestor that defines it")
        #expect(c.presentedViewController === b && d.presentedViewController === b && r.presentedViewController == nil)
        #expect(
            log.withoutLayout == [
                "delegate.animationController(forPresented:)", "delegate.interactionControllerForPresentation",
                "B.viewDidLoad", "C.viewWillDisappear(true)", "D.viewWillDisappear(true)", "B.viewWillAppear(true)",
                "animator.transitionDuration", "animator.animateTransition", "alongside", "B.viewIsAppearing(true)",
                "B.viewDidAppear(true)", "C.viewDidDisappear(true)", "D.viewDidDisappear(true)",
                "coordinator.completion", "completion", "animator.animationEnded(true)",
            ])
        #expect(c.view.window == nil && r.view.window === window)
        #expect(
            b.view.convert(b.view.bounds, to: nil) == CGRect(x: 0, y: 100, width: 400, height: 200),
            "the presented view covers the context's view")

        log.entries.removeAll()
        d.dismiss(animated: true) { log.add("completion") }
        window.tick(frames: 3)
        #expect(
            log.withoutLayout == [
                "delegate.animationController(forDismissed:)", "delegate.interactionControllerForDismissal",
                "B.viewWillDisappear(true)", "C.viewWillAppear(true)", "D.viewWillAppear(true)",
                "animator.transitionDuration", "animator.animateTransition", "C.viewIsAppearing(true)", "D.viewIsAppearing(true)",
                "B.viewDidDisappear(true)", "C.viewDidAppear(true)", "D.viewDidAppear(true)",
                "completion", "animator.animationEnded(true)",
            ])
        #expect(c.view.superview === r.view && c.view.frame == CGRect(x: 0, y: 100, width: 400, height: 200))
        withExtendedLifetime(delegate) {}
    }

    @Test func customPresentationControllerOrder() throws {
        let (window, a, log) = makeScene()
        let delegate = LoggingDelegate(log, animator: TickAnimator(log))
        delegate.makePresentationController = { LoggingPresentationController(log, presented: $0, presenting: $1) }
        let b = presentB(.custom, window: window, from: a, log: log, delegate: delegate)
        #expect(
            log.withoutLayout == [
                "delegate.presentationController", "delegate.animationController(forPresented:)",
                "delegate.interactionControllerForPresentation",
                "B.viewDidLoad", "B.viewWillAppear(true)", "pc.presentationTransitionWillBegin",
                "animator.transitionDuration", "animator.animateTransition", "alongside", "B.viewIsAppearing(true)",
                "B.viewDidAppear(true)", "pc.presentationTransitionDidEnd(true)", "coordinator.completion", "completion",
                "animator.animationEnded(true)",
            ])
        let animate = try #require(log.entries.firstIndex(of: "animator.animateTransition"))
        let layout = try #require(log.entries.firstIndex(of: "pc.containerViewWillLayoutSubviews"))
        let didLayout = try #require(log.entries.firstIndex(of: "pc.containerViewDidLayoutSubviews"))
        let didAppear = try #require(log.entries.firstIndex(of: "B.viewDidAppear(true)"))
        #expect(
            animate < layout && layout < didLayout && didLayout < didAppear,
            "the container lays out during the transition")
        #expect(a.view.window === window, "a custom presentation keeps the presenter's view by default")
        #expect(b.view.frame == CGRect(x: 200, y: 0, width: 200, height: 300))

        log.entries.removeAll()
        b.dismiss(animated: true) { log.add("completion") }
        b.transitionCoordinator?.animate(alongsideTransition: nil, completion: { _ in log.add("coordinator.completion") })
        window.tick(frames: 3)
        #expect(
            log.withoutLayout == [
                "delegate.animationController(forDismissed:)", "delegate.interactionControllerForDismissal",
                "B.viewWillDisappear(true)", "pc.dismissalTransitionWillBegin",
                "animator.transitionDuration", "animator.animateTransition",
                "B.viewDidDisappear(true)", "pc.dismissalTransitionDidEnd(true)", "coordinator.completion", "completion",
                "animator.animationEnded(true)",
            ])
        #expect(window.subviews.count == 1 && b.view.window == nil)
        withExtendedLifetime(delegate) {}
    }

    @Test func cancelledPresentationReversesTheCallbacks() {
        let (window, a, log) = makeScene()
        let animator = TickAnimator(log)
        animator.completeWith = false
        let delegate = LoggingDelegate(log, animator: animator)
        let b = presentB(.fullScreen, window: window, from: a, log: log, delegate: delegate)
        #expect(
            Array(log.withoutLayout.suffix(9)) == [
                "B.viewIsAppearing(true)",
                "B.viewWillDisappear(true)", "A.viewWillAppear(true)", "B.viewDidDisappear(true)",
                "A.viewIsAppearing(true)", "A.viewDidAppear(true)",
                "coordinator.completion", "completion", "animator.animationEnded(false)",
            ])
        #expect(a.presentedViewController == nil && b.presentingViewController == nil)
        #expect(a.view.window === window && b.view.window == nil && window.subviews.count == 1)
        withExtendedLifetime(delegate) {}
    }

    @Test func dismissingFromThePresenterDismissesTheChain() {
        let (window, a, log) = makeScene()
        let b = LoggingController("B", log)
        let c = LoggingController("C", log)
        b.modalPresentationStyle = .overFullScreen
        c.modalPresentationStyle = .fullScreen
        a.present(b, animated: false)
        window.tick()
        b.present(c, animated: false)
        window.tick()
        #expect(b.view.window == nil, "C's full-screen presentation removed B's view")
        log.entries.removeAll()
        a.dismiss(animated: true) { log.add("completion") }
        #expect(a.presentedViewController === b, "links stay until the dismissal ends")
        window.tick(frames: 40)
        #expect(log.withoutLayout == ["C.viewWillDisappear(true)", "C.viewDidDisappear(true)", "completion"])
        #expect(a.presentedViewController == nil && b.presentedViewController == nil && c.presentingViewController == nil)
        #expect(window.subviews.count == 1 && window.subviews[0] === a.view)
    }
}
