import Foundation
import Testing

@testable import Flipbook

/// Exact callback orders of push and pop (DESIGN's push/pop row), with the
/// appearance forwarded to A's child C and the `isMovingToParent` /
/// `isMovingFromParent` values seen inside each callback.
@MainActor @Suite struct NavigationOrderTests {
    @Test func pushOrder() {
        let (window, nav, a, _, log) = makeNavigationScene()
        let b = ContainedController("B", log)
        var coordinatorSeen = false
        nav.pushViewController(b, animated: true)
        #expect(same(nav.viewControllers, [a, b]) && nav.topViewController === b, "the model changes at once")
        #expect(log.withoutLayout == ["B.willMove(nav) to"])
        window.tick()
        coordinatorSeen = b.transitionCoordinator != nil && a.transitionCoordinator != nil && nav.transitionCoordinator != nil
        window.tick(frames: 25)
        #expect(
            log.withoutLayout == [
                "B.willMove(nav) to", "B.viewDidLoad",
                "A.viewWillDisappear(true)", "C.viewWillDisappear(true)", "B.viewWillAppear(true) to",
                "B.viewIsAppearing(true)",
                "A.viewDidDisappear(true)", "C.viewDidDisappear(true)", "B.viewDidAppear(true) to",
                "B.didMove(nav)",
            ])
        #expect(coordinatorSeen)
        #expect(b.transitionCoordinator == nil && !window.isTransitionRunning)
        #expect(b.view.superview === nav.transitionView && a.view.superview == nil)
        #expect(b.view.frame == window.bounds && nav.transitionView.subviews.count == 1)
        #expect(window.transitionReports.isEmpty)
    }

    @Test func popOrder() throws {
        let (window, nav, a, _, log) = makeNavigationScene()
        let b = ContainedController("B", log)
        nav.pushViewController(b, animated: false)
        window.tick(frames: 2)
        log.entries.removeAll()
        let popped = nav.popViewController(animated: true)
        #expect(popped === b && same(nav.viewControllers, [a]))
        window.tick(frames: 25)
        #expect(
            log.withoutLayout == [
                "B.willMove(nil) from",
                "B.viewWillDisappear(true) from", "A.viewWillAppear(true)", "C.viewWillAppear(true)",
                "A.viewIsAppearing(true)", "C.viewIsAppearing(true)",
                "B.viewDidDisappear(true) from", "A.viewDidAppear(true)", "C.viewDidAppear(true)",
                "B.didMove(nil) from",
            ])
        #expect(b.parent == nil && !b.isMovingFromParent && b.view.superview == nil)
        #expect(a.view.superview === nav.transitionView && a.view.frame == window.bounds)
    }

    @Test func builtInPushSlidesWithParallaxDimmingAndShadow() throws {
        let (window, nav, a, _, log) = makeNavigationScene()
        let b = ContainedController("B", log)
        nav.pushViewController(b, animated: true)
        window.tick()  // starts: 0.35 s = 21 frames
        window.tick(frames: 10)
        let p = easeInOut(10.0 / 21)
        let bFrame = presentedFrame(b.view)
        let aFrame = presentedFrame(a.view)
        #expect(abs(bFrame.minX - 400 * (1 - p)) < 1e-6, "the top view crosses the full width: \(bFrame)")
        #expect(abs(aFrame.minX - (-120 * p)) < 1e-6, "the view below moves 30 %: \(aFrame)")
        let dimming = try #require(nav.transitionView.view(withIdentifier: NavigationTransitionAnimator.dimmingIdentifier))
        #expect(nav.transitionView.subviews.map { $0 === a.view ? "A" : $0 === b.view ? "B" : "dim" } == ["A", "dim", "B"])
        #expect(abs(Double(dimming.layer.presentationProperties.opacity) - 0.1 * p) < 1e-6)
        #expect(abs(Double(b.view.layer.presentationProperties.shadowOpacity) - 0.3 * p) < 1e-6)
        window.tick(frames: 12)
        #expect(nav.transitionView.subviews.count == 1 && b.view.layer.shadowOpacity == 0 && b.view.frame == window.bounds)
    }

    @Test func popToRootAndSetViewControllers() {
        let (window, nav, a, _, log) = makeNavigationScene()
        let b = ContainedController("B", log)
        let d = ContainedController("D", log)
        nav.setViewControllers([a, b, d], animated: false)
        window.tick(frames: 2)
        #expect(d.view.window === window && b.viewIfLoaded?.window == nil)
        log.entries.removeAll()
        let popped = nav.popToRootViewController(animated: true)
        #expect(same(popped, [b, d]))
        window.tick(frames: 25)
        #expect(
            log.withoutLayout == [
                "B.willMove(nil) from", "D.willMove(nil) from",
                "D.viewWillDisappear(true) from", "A.viewWillAppear(true)", "C.viewWillAppear(true)",
                "A.viewIsAppearing(true)", "C.viewIsAppearing(true)",
                "D.viewDidDisappear(true) from", "A.viewDidAppear(true)", "C.viewDidAppear(true)",
                "B.didMove(nil) from", "D.didMove(nil) from",
            ], "B never appeared, so it gets only containment calls")
        #expect(same(nav.children, [a]) && same(nav.viewControllers, [a]))
        // A push while a transition runs waits for it (NavigationDeferralTests pins the details).
        nav.pushViewController(b, animated: true)
        nav.pushViewController(d, animated: true)
        #expect(same(nav.viewControllers, [a, b]))
        #expect(window.transitionReports.isEmpty)
        window.tick(frames: 50)
        #expect(same(nav.viewControllers, [a, b, d]))
        nav.popToRootViewController(animated: false)
        window.tick(frames: 2)
        #expect(nav.popToViewController(d, animated: true) == nil, "not in the stack")
    }
}
