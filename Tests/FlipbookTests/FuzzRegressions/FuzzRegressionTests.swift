import Foundation
import Testing
@testable import Flipbook

/// Findings of `make fuzz` (Fuzz/regressions/), replayed as tests.
@MainActor
struct FuzzRegressionTests {
    /// Fuzz/regressions/transitions/edge-swipe-within-one-tick.bin: an edge swipe whose
    /// down, moves and up all land in one tick ended the gesture before the pop's
    /// interaction had started, so `finish` was dropped and the pop never ended.
    @Test func anEdgeSwipeWithinOneTickStillEndsThePop() throws {
        let window = Window(size: CGSize(width: 320, height: 480), scale: 1, clock: ManualClock(fps: 60))
        let a = ViewController(), b = ViewController()
        let nav = NavigationController(rootViewController: a)
        window.rootViewController = nav
        window.tick()
        nav.pushViewController(b, animated: false)
        window.tick()
        // 10 samples from x = 2 to x = 67.2 within 1/60 s: a flick of about 3900 points/s.
        try window.play(.drag(from: CGPoint(x: 2, y: 190), to: CGPoint(x: 67.2, y: 195), start: window.time + 1.0 / 60,
                              duration: 1.0 / 60, steps: 10))
        var frames = 0
        window.tick()
        while (window.isTransitionRunning || window.hasPendingTouches) && frames < 600 {
            window.tick()
            frames += 1
        }
        #expect(!window.isTransitionRunning, "the pop was still running after \(frames) frames")
        #expect(nav.viewControllers.count == 1 && nav.viewControllers.first === a, "a fast flick past the velocity threshold pops")
        #expect(frames < 120)
    }
}
