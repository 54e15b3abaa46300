import Foundation
import Testing

@testable import Flipbook

/// A push, pop or stack change asked for while a transition runs waits for
/// it and then runs, animated as asked, as UIKit does since iOS 8 (research
/// §3: the deferred call runs from the running transition's coordinator
/// completions); `present` during a presentation is ignored with UIKit's log.
@MainActor @Suite struct NavigationDeferralTests {
    func index(_ log: CallLog, _ entry: String) -> Int {
        log.entries.firstIndex(of: entry) ?? Int.max
    }

    @Test func aPushDuringAPushRunsAfterIt() {
        let (window, nav, a, _, log) = makeNavigationScene()
        let b = ContainedController("B", log)
        let d = ContainedController("D", log)
        nav.pushViewController(b, animated: true)
        nav.pushViewController(d, animated: true)
        #expect(same(nav.viewControllers, [a, b]), "the deferred push is not in the stack yet")
        #expect(d.parent == nil)
        window.tick(frames: 10)
        #expect(same(nav.viewControllers, [a, b]) && d.parent == nil, "still waiting while B slides in")
        var dMidSlide = false
        var coordinatorsSeen = Set<ObjectIdentifier>()
        for _ in 0..<40 {
            window.tick()
            if let c = d.transitionCoordinator { coordinatorsSeen.insert(ObjectIdentifier(c)) }
            let x = presentedFrame(d.view).minX
            if d.view.window != nil, x > 1, x < 399 { dMidSlide = true }
        }
        #expect(same(nav.viewControllers, [a, b, d]) && d.view.window === window && b.view.window == nil)
        #expect(dMidSlide && coordinatorsSeen.count == 1, "the second push is a transition of its own, animated")
        #expect(index(log, "B.didMove(nav)") < index(log, "D.willMove(nav) to"), "B's push ends first: \(log.entries)")
        #expect(index(log, "D.willMove(nav) to") < index(log, "B.viewWillDisappear(true)"))
        #expect(log.entries.contains("D.viewDidAppear(true) to") && log.entries.contains("B.viewDidDisappear(true)"))
        #expect(window.transitionReports.isEmpty, "\(window.transitionReports)")
    }

    @Test func aPopDuringAPushPopsOnceThePushEnds() {
        let (window, nav, a, _, log) = makeNavigationScene()
        let b = ContainedController("B", log)
        nav.pushViewController(b, animated: true)
        window.tick(frames: 5)
        #expect(nav.popViewController(animated: true) == nil, "deferred: nothing popped yet")
        #expect(same(nav.viewControllers, [a, b]))
        window.tick(frames: 50)
        #expect(same(nav.viewControllers, [a]) && b.parent == nil && a.view.window === window && b.view.window == nil)
        #expect(index(log, "B.viewDidAppear(true) to") < index(log, "B.willMove(nil) from"))
        #expect(log.entries.contains("B.viewDidDisappear(true) from"), "the pop was animated and appeared B first")
    }

    @Test func setViewControllersDuringAPushReplacesTheStackAfterIt() {
        let (window, nav, a, _, log) = makeNavigationScene()
        let b = ContainedController("B", log)
        let d = ContainedController("D", log)
        nav.pushViewController(b, animated: true)
        nav.setViewControllers([a, d], animated: false)
        nav.viewControllers = [a, d]  // the setter defers too; applied once more, it changes nothing
        #expect(same(nav.viewControllers, [a, b]))
        window.tick(frames: 40)
        #expect(same(nav.viewControllers, [a, d]) && same(nav.children, [a, d]) && d.view.window === window)
        #expect(b.parent == nil && b.view.window == nil)
        #expect(index(log, "B.viewDidAppear(true) to") < index(log, "D.willMove(nav) to"))
        #expect(log.entries.contains("D.viewWillAppear(false) to"), "not animated, as asked")
    }

    @Test func theDeferredCallIsCheckedWhenItRuns() {
        let (window, nav, a, _, log) = makeNavigationScene()
        let b = ContainedController("B", log)
        nav.pushViewController(b, animated: true)
        nav.pushViewController(b, animated: true)
        #expect(window.transitionReports.isEmpty, "not checked yet")
        window.tick(frames: 30)
        #expect(same(nav.viewControllers, [a, b]))
        #expect(
            window.transitionReports == [
                .diagnostic(
                    .cannotPush(
                        pushed: "ContainedController(\"B\")",
                        reason: "it is already in the navigation stack"))
            ])
    }

    @Test func aPushDuringAPresentationWaitsForIt() {
        let (window, nav, a, _, log) = makeNavigationScene()
        let modal = ViewController()
        modal.modalPresentationStyle = .overFullScreen
        nav.present(modal, animated: true)
        let b = ContainedController("B", log)
        nav.pushViewController(b, animated: false)
        window.tick()
        #expect(same(nav.viewControllers, [a]) && modal.isBeingPresented)
        window.tick(frames: 40)
        #expect(!modal.isBeingPresented && nav.presentedViewController === modal)
        #expect(same(nav.viewControllers, [a, b]) && b.view.window === window)
        #expect(window.transitionReports.isEmpty)
    }

    @Test func presentDuringAPushIsRefused() {
        let (window, nav, _, _, log) = makeNavigationScene()
        nav.pushViewController(ContainedController("B", log), animated: true)
        var completed = false
        nav.present(ViewController(), animated: true) { completed = true }
        window.tick(frames: 60)
        #expect(!completed && nav.presentedViewController == nil)
        #expect(window.transitionReports.count == 1)
        #expect(
            window.transitionReports.first?.description.contains("while a transition is in progress") == true,
            "\(window.transitionReports)")
    }

    @Test func presentDuringAPresentationIsIgnoredWithUIKitsLog() {
        let (window, a, _) = makeScene()
        let b = ViewController()
        let c = ViewController()
        b.modalPresentationStyle = .overFullScreen
        var bDone = false
        var cDone = false
        a.present(b, animated: true) { bDone = true }
        window.tick(frames: 3)
        b.present(c, animated: true) { cDone = true }
        window.tick(frames: 60)
        #expect(
            bDone && !cDone && b.presentedViewController == nil && c.presentingViewController == nil,
            "ignored: nothing presented, completion not called, even after the running presentation ended")
        let text = window.transitionReports.first?.description ?? ""
        #expect(
            text.contains(
                "Attempt to present ViewController on ViewController (from ViewController) "
                    + "while a presentation is in progress"), "\(text)")
    }
}
