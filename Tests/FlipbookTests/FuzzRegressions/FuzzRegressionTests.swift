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
        let a = ViewController()
        let b = ViewController()
        let nav = NavigationController(rootViewController: a)
        window.rootViewController = nav
        window.tick()
        nav.pushViewController(b, animated: false)
        window.tick()
        // 10 samples from x = 2 to x = 67.2 within 1/60 s: a flick of about 3900 points/s.
        try window.play(
            .drag(
                from: CGPoint(x: 2, y: 190), to: CGPoint(x: 67.2, y: 195), start: window.time + 1.0 / 60,
                duration: 1.0 / 60, steps: 10))
        var frames = 0
        window.tick()
        while (window.isTransitionRunning || window.hasPendingTouches) && frames < 600 {
            window.tick()
            frames += 1
        }
        #expect(!window.isTransitionRunning, "the pop was still running after \(frames) frames")
        #expect(
            nav.viewControllers.count == 1 && nav.viewControllers.first === a, "a fast flick past the velocity threshold pops")
        #expect(frames < 120)
    }

    /// Fuzz/regressions/transitions/mask-is-an-ancestor.bin: a layer's mask set to one of its
    /// ancestors made the tree a loop (up through superlayers to the mask, then from the mask
    /// to the layer it masks), and the next walk up the tree (to find the window) never ended.
    /// Such a mask is refused with a diagnostic, and the mask stays what it was.
    @Test func aMaskThatIsTheLayerOrOneOfItsAncestorsIsRefused() {
        let window = Window(size: CGSize(width: 100, height: 100), scale: 1, clock: ManualClock(fps: 60))
        let parent = Layer()
        let child = Layer()
        window.layer.addSublayer(parent)
        parent.addSublayer(child)
        let keep = ShapeLayer()
        child.mask = keep
        // Inside a mask: the layer the mask masks counts as the mask's parent.
        let inner = Layer()
        keep.addSublayer(inner)
        let reported = Diagnostics.collect {
            child.mask = parent
            child.mask = child
            inner.mask = child
        }
        #expect(reported.map(\.code) == ["layer.maskCycle", "layer.maskCycle", "layer.maskCycle"])
        #expect(child.mask === keep)
        #expect(inner.mask == nil)
        #expect(parent.superlayer === window.layer && child.superlayer === parent)
        // Walking up the tree ends: an animation added to the inner layer runs on the window's clock.
        let fade = BasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        inner.add(fade, forKey: "fade")
        window.tick(frames: 30)
        #expect(inner.presentationProperties.opacity == 0.5)
    }

    /// Adding a layer inside a layer that it (or one of its sublayers) masks is adding it
    /// inside itself: the precondition of `addSublayer` now sees through masks, where it
    /// used to let the loop through (and the next walk up the tree never ended).
    @Test func addingALayerInsideItsOwnMaskStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let outer = Layer()
                let masked = Layer()
                let mask = Layer()
                let inside = Layer()
                outer.addSublayer(masked)
                masked.mask = mask
                mask.addSublayer(inside)
                inside.addSublayer(outer)
            }
        }
    }
}
