import Foundation
import Testing

@testable import Flipbook

/// The edge-swipe pop driven by real touches (`TouchScript` through
/// `Window.play`): finished past half the width, cancelled when released
/// early and slowly (everything back exactly), finished when flicked.
@MainActor @Suite struct InteractivePopTests {
    /// A (root, with child C) and B pushed and settled; log cleared.
    func scene() -> (Window, NavigationController, ContainedController, ContainedController, CallLog) {
        let (window, nav, a, _, log) = makeNavigationScene()
        let b = ContainedController("B", log)
        b.view.backgroundColor = .red
        nav.pushViewController(b, animated: true)
        window.tick(frames: 30)
        log.entries.removeAll()
        return (window, nav, a, b, log)
    }

    /// A finger down at the left edge at frame 1, dragged to `x` over
    /// `frames` frames (one move per frame), then held still for `hold`
    /// frames (moves to the same point) and lifted.
    func swipe(to x: CGFloat, frames: Int, hold: Int) -> TouchScript {
        var finger = TouchScript.Finger(down: CGPoint(x: 5, y: 150), at: at(1))
        finger.drag(to: CGPoint(x: x, y: 150), start: at(1), duration: Double(frames) / 60, steps: frames)
        for k in 0..<hold { finger.move(to: CGPoint(x: x, y: 150), at: at(1 + frames + k + 1)) }
        finger.up(at: at(1 + frames + hold + 1))
        return TouchScript(fingers: [finger])
    }

    func at(_ n: Int) -> Double { Double(n) / 60 }

    @Test func releasedPastHalfTheWidthFinishes() throws {
        let (window, nav, a, b, log) = scene()
        let start = window.time
        try window.play(swipe(to: 260, frames: 20, hold: 10).offset(by: start))
        var percents: [CGFloat] = []
        for _ in 0..<32 {
            window.tick()
            if let c = b.transitionCoordinator, c.isInteractive { percents.append(c.percentComplete) }
        }
        #expect(percents.count > 10 && (percents.max() ?? 0) > 0.6, "the pan scrubs the pop: \(percents.max() ?? 0)")
        // Held still past half the width: the top view follows the finger exactly (linear while interactive).
        let held = try #require(percents.last)
        #expect(held > 0.5 && held < 0.7, "\(held)")
        #expect(abs(presentedFrame(b.view).minX - 400 * held) < 1e-6)
        window.tick(frames: 40)
        #expect(same(nav.viewControllers, [a]) && b.parent == nil && b.view.superview == nil)
        #expect(
            a.view.superview === nav.transitionView && a.view.frame == window.bounds
                && presentedFrame(a.view) == window.bounds)
        #expect(
            log.withoutLayout == [
                "B.willMove(nil) from",
                "B.viewWillDisappear(true) from", "A.viewWillAppear(true)", "C.viewWillAppear(true)",
                "A.viewIsAppearing(true)", "C.viewIsAppearing(true)",
                "B.viewDidDisappear(true) from", "A.viewDidAppear(true)", "C.viewDidAppear(true)",
                "B.didMove(nil) from",
            ])
        #expect(window.transitionReports.isEmpty, "\(window.transitionReports)")
    }

    @Test func releasedEarlyAndSlowlyCancelsAndRestoresEverything() throws {
        let (window, nav, a, b, log) = scene()
        let before = treeState(window)
        let aBefore = ViewState(a.view)
        try window.play(swipe(to: 100, frames: 20, hold: 12).offset(by: window.time))
        var sawMiddle = false
        for _ in 0..<34 {
            window.tick()
            if b.transitionCoordinator?.isInteractive == true, presentedFrame(b.view).minX > 50 { sawMiddle = true }
        }
        #expect(sawMiddle, "the pop was under way")
        window.tick(frames: 40)
        #expect(!window.isTransitionRunning)
        #expect(treeState(window) == before, "every view is back: frames, alpha, transforms, shadow, hierarchy")
        #expect(ViewState(a.view) == aBefore, "A's view too, though it left the hierarchy")
        #expect(same(nav.viewControllers, [a, b]) && same(nav.children, [a, b]) && b.parent === nav)
        #expect(!b.isMovingFromParent)
        #expect(
            log.withoutLayout == [
                "B.willMove(nil) from",
                "B.viewWillDisappear(true) from", "A.viewWillAppear(true)", "C.viewWillAppear(true)",
                "A.viewIsAppearing(true)", "C.viewIsAppearing(true)",
                "A.viewWillDisappear(true)", "C.viewWillDisappear(true)", "B.viewWillAppear(true) from",
                "A.viewDidDisappear(true)", "C.viewDidDisappear(true)",
                "B.viewIsAppearing(true)", "B.viewDidAppear(true) from",
                "B.didMove(nav)",
            ], "the cancel row of the appearance table")
        #expect(window.transitionReports.isEmpty, "\(window.transitionReports)")
    }

    @Test func releasedEarlyButFastFinishes() throws {
        let (window, nav, a, b, _) = scene()
        try window.play(swipe(to: 110, frames: 6, hold: 0).offset(by: window.time))
        window.tick(frames: 9)
        #expect(
            b.transitionCoordinator?.isInteractive == false && b.transitionCoordinator?.isCancelled == false,
            "released at about a quarter of the width, faster than 300 pt/s")
        window.tick(frames: 40)
        #expect(same(nav.viewControllers, [a]) && b.parent == nil && a.view.frame == window.bounds)
    }

    @Test func theCommitRule() {
        #expect(NavigationController.interactivePopCommits(percent: 0.51, velocity: 0))
        #expect(!NavigationController.interactivePopCommits(percent: 0.49, velocity: 299))
        #expect(NavigationController.interactivePopCommits(percent: 0.1, velocity: 301))
        #expect(!NavigationController.interactivePopCommits(percent: 0.8, velocity: -400), "flicked back")
    }
}

extension TouchScript {
    /// The script with every event moved `seconds` later.
    func offset(by seconds: Double) -> TouchScript {
        TouchScript(
            fingers: fingers.map { f in
                TouchScript.Finger(
                    name: f.name,
                    events: f.events.map {
                        TouchScript.Event($0.kind, at: $0.point, time: $0.time + seconds)
                    })
            })
    }
}
