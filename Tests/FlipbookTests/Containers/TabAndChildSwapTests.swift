import Foundation
import Testing

@testable import Flipbook

/// Tab switches (with and without a delegate animator) and child swaps
/// with `transition(from:to:duration:options:animations:completion:)`.
@MainActor @Suite struct TabAndChildSwapTests {
    @MainActor final class TabDelegate: TabBarControllerDelegate {
        let log: CallLog
        var animator: (any ViewControllerAnimatedTransitioning)?
        var allow = true
        init(_ log: CallLog) { self.log = log }
        func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
            log.add("delegate.shouldSelect(\(viewController.title ?? "?"))")
            return allow
        }
        func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
            log.add("delegate.didSelect(\(viewController.title ?? "?"))")
        }
        func tabBarController(
            _ tabBarController: TabBarController,
            animationControllerForTransitionFrom fromVC: ViewController, to toVC: ViewController
        )
            -> (any ViewControllerAnimatedTransitioning)?
        {
            log.add("delegate.animationController")
            return animator
        }
    }

    func tabScene() -> (Window, TabBarController, ContainedController, ContainedController, CallLog, TabDelegate) {
        let log = CallLog()
        let window = Window(size: CGSize(width: 400, height: 300), scale: 1, clock: ManualClock(fps: 60))
        let a = ContainedController("A", log)
        let b = ContainedController("B", log)
        let tabs = TabBarController()
        tabs.title = "tabs"
        tabs.viewControllers = [a, b]
        let delegate = TabDelegate(log)
        tabs.delegate = delegate
        window.rootViewController = tabs
        window.tick()
        log.entries.removeAll()
        return (window, tabs, a, b, log, delegate)
    }

    @Test func tabSwitchWithoutAnimator() {
        let (window, tabs, a, b, log, delegate) = tabScene()
        #expect(tabs.selectedViewController === a && a.view.window === window && b.parent === tabs)
        tabs.selectTab(at: 1)
        #expect(tabs.selectedIndex == 1 && window.isTransitionRunning)
        window.tick()
        #expect(
            log.withoutLayout == [
                "delegate.shouldSelect(B)", "delegate.animationController", "delegate.didSelect(B)", "B.viewDidLoad",
                "A.viewWillDisappear(false)", "B.viewWillAppear(false)",
                "A.viewDidDisappear(false)", "B.viewIsAppearing(false)", "B.viewDidAppear(false)",
            ], "B's view enters the window only at the end (the animator added nothing), so viewIsAppearing comes then")
        #expect(b.view.superview === tabs.transitionView && a.view.superview == nil && b.view.frame == window.bounds)
        delegate.allow = false
        tabs.selectTab(at: 0)
        #expect(tabs.selectedIndex == 1, "shouldSelect said no")
    }

    @Test func tabSwitchWithAnimatorRunsThroughTheMachinery() {
        let (window, tabs, a, b, log, delegate) = tabScene()
        delegate.animator = TickAnimator(log, duration: 0.25, ticks: 3)
        tabs.selectedIndex = 1
        window.tick()
        #expect(b.transitionCoordinator?.isAnimated == true && tabs.transitionCoordinator?.transitionDuration == 0.25)
        window.tick(frames: 5)
        #expect(
            log.withoutLayout == [
                "delegate.animationController", "B.viewDidLoad",
                "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
                "animator.transitionDuration", "animator.animateTransition",
                "A.viewDidDisappear(true)", "B.viewIsAppearing(true)", "B.viewDidAppear(true)", "animator.animationEnded(true)",
            ], "selectedIndex does not ask shouldSelect, as in UIKit")
        #expect(b.view.window === window && a.view.window == nil)
    }

    @Test func childSwapFollowsTheGuidesListing() {
        let log = CallLog()
        let window = Window(size: CGSize(width: 400, height: 300), scale: 1, clock: ManualClock(fps: 60))
        let parent = ContainedController("P", log)
        let old = ContainedController("O", log)
        let new = ContainedController("N", log)
        parent.addChild(old)
        old.view.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        parent.view.addSubview(old.view)
        old.didMove(toParent: parent)
        window.rootViewController = parent
        window.tick()
        log.entries.removeAll()
        // Listing 5-3.
        old.willMove(toParent: nil)
        parent.addChild(new)
        new.view.frame = CGRect(x: 400, y: 0, width: 400, height: 300)
        let endFrame = CGRect(x: -400, y: 0, width: 400, height: 300)
        parent.transition(
            from: old, to: new, duration: 0.25, options: [.curveLinear],
            animations: {
                new.view.frame = old.view.frame
                old.view.frame = endFrame
            },
            completion: { finished in
                log.add("completion(\(finished))")
                old.removeFromParent()
                new.didMove(toParent: parent)
            })
        #expect(new.view.superview === parent.view && old.view.superview === parent.view)
        window.tick(frames: 6)
        #expect(abs(presentedFrame(new.view).minX - 400 * (1 - 6.0 / 15)) < 1e-6, "linear over 15 frames")
        window.tick(frames: 12)
        #expect(
            log.withoutLayout == [
                "O.willMove(nil) from", "N.willMove(P) to", "N.viewDidLoad",
                "O.viewWillDisappear(true) from", "N.viewWillAppear(true) to", "N.viewIsAppearing(true)",
                "O.viewDidDisappear(true) from", "N.viewDidAppear(true) to",
                "completion(true)", "O.didMove(nil) from", "N.didMove(P)",
            ])
        #expect(old.view.superview == nil && new.view.frame == window.bounds && same(parent.children, [new]))
    }

    @Test func manualForwardingWhenAutomaticForwardingIsOff() {
        final class Manual: LoggingController {
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
            var child: ViewController?
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                child?.beginAppearanceTransition(true, animated: animated)
            }
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                child?.endAppearanceTransition()
            }
        }
        let log = CallLog()
        let window = Window(size: CGSize(width: 400, height: 300), scale: 1)
        let parent = Manual("P", log)
        let child = LoggingController("K", log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        parent.child = child
        window.rootViewController = parent
        window.tick()
        #expect(
            log.withoutLayout.filter { !$0.contains("DidLoad") } == [
                "P.viewWillAppear(false)", "K.viewWillAppear(false)", "P.viewIsAppearing(false)",
                "P.viewDidAppear(false)", "K.viewIsAppearing(false)", "K.viewDidAppear(false)",
            ], "only the container's own calls reach the child (K.viewIsAppearing comes with its end)")
    }
}
