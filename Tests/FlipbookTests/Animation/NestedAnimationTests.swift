import Flipbook
import Foundation
import Testing

/// UIKit's rule for a `View.animate` call made inside another block's
/// `animations`: it starts with the outer block and inherits its duration,
/// curve and repeat options unless `.overrideInherited...` says otherwise
/// (Apple: `UIView.AnimationOptions.overrideInheritedDuration`,
/// `overrideInheritedCurve`, `overrideInheritedOptions`). 60 fps clock.
@MainActor @Suite struct NestedAnimationTests {
    func makeWindow() -> (Window, View, View) {
        let window = Window(size: CGSize(width: 400, height: 400), scale: 1, clock: ManualClock(fps: 60))
        let outer = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = View(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
        window.addSubview(outer)
        window.addSubview(inner)
        return (window, outer, inner)
    }

    func opacity(_ view: View) -> Double { Double(view.layer.presentation()?.opacity ?? view.layer.opacity) }

    @Test func anInnerBlockTakesTheOuterDurationAndCurve() {
        let (window, outer, inner) = makeWindow()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            outer.alpha = 0
            View.animate(withDuration: 0.2, delay: 0, options: .curveEaseIn) { inner.alpha = 0 }
        }
        window.tick(frames: 30)
        #expect(abs(opacity(outer) - 0.5) < 1e-9)
        #expect(abs(opacity(inner) - 0.5) < 1e-9, "inherited: 1 s, linear (its own 0.2 s ease-in is ignored)")
        window.tick(frames: 30)
        #expect(opacity(inner) == 0)
    }

    @Test func overrideInheritedDurationKeepsTheInnerDurationButInheritsTheCurve() {
        let (window, _, inner) = makeWindow()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            View.animate(withDuration: 0.5, delay: 0, options: [.overrideInheritedDuration, .curveEaseIn]) { inner.alpha = 0 }
        }
        window.tick(frames: 15)
        #expect(abs(opacity(inner) - 0.5) < 1e-9, "0.5 s, linear: halfway at 0.25 s")
        window.tick(frames: 15)
        #expect(opacity(inner) == 0, "ended at its own 0.5 s")
    }

    @Test func overrideInheritedCurveKeepsTheInnerCurveButInheritsTheDuration() {
        let (window, _, inner) = makeWindow()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            View.animate(withDuration: 0.2, delay: 0, options: [.overrideInheritedCurve, .curveEaseIn]) { inner.alpha = 0 }
        }
        window.tick(frames: 30)
        let expected = 1 - TimingCurve.easeIn.progress(fraction: 0.5, duration: 1)
        #expect(abs(opacity(inner) - expected) < 1e-6, "1 s (inherited), ease-in (its own)")
        #expect(opacity(inner) > 0.6, "ease-in is behind linear at half time")
    }

    @Test func bothOverridesMakeTheInnerBlockIndependent() {
        let (window, _, inner) = makeWindow()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            View.animate(
                withDuration: 0.5, delay: 0,
                options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveLinear]
            ) { inner.alpha = 0 }
        }
        window.tick(frames: 15)
        #expect(abs(opacity(inner) - 0.5) < 1e-9)
    }

    @Test func theInnerDelayCountsFromTheOuterStart() {
        let (window, _, inner) = makeWindow()
        View.animate(withDuration: 1, delay: 0.5, options: .curveLinear) {
            View.animate(withDuration: 1, delay: 0.25, options: [.overrideInheritedDuration]) { inner.alpha = 0 }
        }
        window.tick(frames: 45)
        #expect(opacity(inner) == 1, "still waiting: 0.5 s (outer) + 0.25 s (inner)")
        window.tick(frames: 30)
        #expect(abs(opacity(inner) - 0.5) < 1e-9, "halfway 0.5 s after its start at 0.75 s")
    }

    @Test func repeatIsInheritedUnlessOverrideInheritedOptions() {
        let (window, _, inner) = makeWindow()
        let other = View(frame: CGRect(x: 200, y: 0, width: 10, height: 10))
        window.addSubview(other)
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear, .repeat]) {
            View.animate(withDuration: 1, delay: 0, options: []) { inner.alpha = 0 }
            View.animate(withDuration: 1, delay: 0, options: [.overrideInheritedOptions]) { other.alpha = 0 }
        }
        window.tick(frames: 90)
        #expect(abs(opacity(inner) - 0.5) < 1e-9, "repeating with the outer block: halfway through its second pass")
        #expect(opacity(other) == 0, "not repeating: it ended at 1 s")
    }

    @Test func theCompletionOfAnInheritingBlockRunsAtTheOuterEnd() {
        let (window, _, inner) = makeWindow()
        var innerDoneAt: Double?
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            View.animate(withDuration: 0.1, animations: { inner.alpha = 0 }) { _ in innerDoneAt = window.time }
        }
        window.tick(frames: 59)
        #expect(innerDoneAt == nil)
        window.tick()
        #expect(innerDoneAt.map { abs($0 - 1) < 1e-9 } == true)
    }

    @Test func aBlockAtTopLevelKeepsItsOwnTiming() {
        let (window, _, inner) = makeWindow()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) {}
        View.animate(withDuration: 0.5, delay: 0, options: .curveLinear) { inner.alpha = 0 }
        window.tick(frames: 15)
        #expect(abs(opacity(inner) - 0.5) < 1e-9, "not nested: nothing inherited")
    }

    @Test func insideAKeyframeTheSpanIsTheKeyframes() {
        let (window, _, inner) = makeWindow()
        View.animateKeyframes(withDuration: 1, delay: 0, options: []) {
            View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                View.animate(withDuration: 3, delay: 0, options: .curveLinear) { inner.alpha = 0 }
            }
        }
        window.tick(frames: 30)
        #expect(opacity(inner) == 1, "the keyframe starts at 0.5 s")
        window.tick(frames: 15)
        #expect(abs(opacity(inner) - 0.5) < 1e-9, "0.5 s long, from 0.5 s")
    }
}
