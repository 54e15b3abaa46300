import Foundation
import Testing

@testable import Flipbook

/// Frame-by-frame tests of `View.animate` and its variants, on a 60 fps manual clock.
@MainActor @Suite struct ViewAnimateTests {
    func makeWindow() -> (Window, View) {
        let window = Window(size: CGSize(width: 400, height: 400), scale: 1, clock: ManualClock(fps: 60))
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        return (window, view)
    }

    @Test func linearAnimationIsHalfwayAtHalfTime() {
        let (window, view) = makeWindow()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.alpha = 0 }
        #expect(view.alpha == 0, "the model value changes at once")
        #expect(view.layer.presentationProperties.opacity == 1, "the presentation starts at the old value")
        window.tick(frames: 30)
        #expect(abs(view.layer.presentationProperties.opacity - 0.5) < 1e-9)
        window.tick(frames: 30)
        #expect(view.layer.presentationProperties.opacity == 0)
        #expect(view.layer.animations.isEmpty, "a finished animation is removed")
    }

    @Test func easeInOutFollowsItsCurve() {
        let (window, view) = makeWindow()
        View.animate(withDuration: 1) { view.center = CGPoint(x: 250, y: 50) }
        window.tick(frames: 15)
        let x = view.layer.presentationProperties.position.x
        let expected = 50 + 200 * TimingCurve.easeInOut.progress(fraction: 0.25, duration: 1)
        #expect(abs(x - expected) < 1e-9)
        #expect(x < 50 + 200 * 0.25, "ease-in-out is behind linear in the first quarter")
    }

    @Test func delayHoldsTheStartValue() {
        let (window, view) = makeWindow()
        View.animate(withDuration: 1, delay: 0.5, options: .curveLinear) { view.alpha = 0 }
        window.tick(frames: 30)
        #expect(view.layer.presentationProperties.opacity == 1)
        window.tick(frames: 15)
        #expect(abs(view.layer.presentationProperties.opacity - 0.75) < 1e-9)
    }

    @Test func completionRunsOnTheEndTickWithFinished() {
        let (window, view) = makeWindow()
        var calls: [(Bool, Double)] = []
        View.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: { view.alpha = 0.2 }) { finished in
            calls.append((finished, window.time))
        }
        window.tick(frames: 29)
        #expect(calls.isEmpty)
        window.tick()
        #expect(calls.count == 1)
        #expect(calls.first?.0 == true)
        #expect(abs((calls.first?.1 ?? 0) - 0.5) < 1e-9)
    }

    @Test func interruptingStartsFromThePresentationValue() {
        let (window, view) = makeWindow()
        var first: Bool?
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 150 }) { first = $0 }
        window.tick(frames: 30)  // x = 100
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.center.x = 0 }
        #expect(abs(view.layer.presentationProperties.position.x - 100) < 1e-9, "no jump at the interruption")
        window.tick()
        #expect(first == false, "a group whose animations were all replaced completes unfinished")
        window.tick(frames: 29)
        #expect(abs(view.layer.presentationProperties.position.x - 50) < 1e-9)
    }

    @Test func keyframesChainFromTheirPredecessor() {
        let (window, view) = makeWindow()
        // Linear time (the default is ease-in-out over the whole animation).
        View.animateKeyframes(
            withDuration: 1, delay: 0,
            options: KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue),
            animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 150 }
                View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 50 }
            })
        window.tick(frames: 15)
        #expect(abs(view.layer.presentationProperties.position.x - 100) < 1e-9)
        window.tick(frames: 15)
        #expect(abs(view.layer.presentationProperties.position.x - 150) < 1e-9)
        window.tick(frames: 15)
        #expect(abs(view.layer.presentationProperties.position.x - 100) < 1e-9)
        window.tick(frames: 15)
        #expect(view.layer.presentationProperties.position.x == 50)
    }

    @Test func autoreverseRepeatGoesBackAndForth() {
        let (window, view) = makeWindow()
        View.animate(withDuration: 0.5, delay: 0, options: [.curveLinear, .repeat, .autoreverse]) { view.alpha = 0 }
        window.tick(frames: 15)
        #expect(abs(view.layer.presentationProperties.opacity - 0.5) < 1e-9)
        window.tick(frames: 30)
        #expect(abs(view.layer.presentationProperties.opacity - 0.5) < 1e-9, "on the way back")
        window.tick(frames: 15)
        #expect(abs(view.layer.presentationProperties.opacity - 1) < 1e-9, "back at the start, repeating")
    }

    @Test func badDurationsAreClampedWithADiagnostic() {
        let (window, view) = makeWindow()
        var done = false
        let diagnostics = Diagnostics.collect {
            View.animate(withDuration: .nan, delay: -1, animations: { view.alpha = 0.5 }) { _ in done = true }
        }
        #expect(diagnostics.map(\.code) == ["animation.badTime", "animation.badTime"])
        window.tick()
        #expect(done)
        #expect(view.layer.presentationProperties.opacity == 0.5)
    }

    @Test func performWithoutAnimationAppliesAtOnce() {
        let (_, view) = makeWindow()
        View.animate(withDuration: 1) {
            View.performWithoutAnimation { view.alpha = 0.3 }
        }
        #expect(view.layer.presentationProperties.opacity == Double(Float(0.3)))
        #expect(view.layer.animations.isEmpty)
    }
}

@MainActor @Suite struct SpringAnimationTests {
    @Test func springVariantSettlesAtItsDurationAndOvershoots() {
        let window = Window(size: CGSize(width: 400, height: 400), scale: 1, clock: ManualClock(fps: 60))
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        var finished: Bool?
        View.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0,
            options: [], animations: { view.center.x = 250 }
        ) { finished = $0 }
        var maxX: CGFloat = 0
        for _ in 0..<60 {
            window.tick()
            maxX = max(maxX, view.layer.presentationProperties.position.x)
        }
        #expect(maxX > 250, "a damping ratio of 0.3 overshoots")
        let curve = TimingCurve.spring(dampingRatio: 0.3, settlingDuration: 1)
        #expect(abs(curve.settlingDuration - 1) < 1e-6)
        #expect(finished == true)
        #expect(view.layer.presentationProperties.position.x == 250)
    }

    @Test func propertyAnimatorTakesUIKitTimingParameters() {
        let window = Window(size: CGSize(width: 400, height: 400), scale: 1, clock: ManualClock(fps: 60))
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        let animator = ViewPropertyAnimator(duration: 1, timingParameters: CubicTimingParameters(animationCurve: .easeIn))
        animator.addAnimations { view.alpha = 0 }
        animator.startAnimation()
        window.tick(frames: 30)
        let expected = 1 - TimingCurve.easeIn.progress(fraction: 0.5, duration: 1)
        #expect(abs(view.layer.presentationProperties.opacity - expected) < 1e-9)
    }
}

@MainActor @Suite struct FrameBoundaryTests {
    @Test func anAnimationEndingOnAFrameEndsOnThatFrame() {
        // Started at 63/60 s, a 1 s animation ends at 123/60 s, which in floating
        // point is 0.9999999999999998 s later: it must still end on that tick.
        let window = Window(size: CGSize(width: 100, height: 100), scale: 1, clock: ManualClock(fps: 60))
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        window.tick(frames: 63)
        var endedAt: Double?
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 }) { _ in
            endedAt = window.time
        }
        window.tick(frames: 60)
        #expect(endedAt == 123.0 / 60.0)
    }
}
