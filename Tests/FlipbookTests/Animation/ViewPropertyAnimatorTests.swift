import Foundation
import Testing

@testable import Flipbook

@MainActor @Suite struct ViewPropertyAnimatorTests {
    func makeWindow() -> (Window, View) {
        let window = Window(size: CGSize(width: 400, height: 400), scale: 1, clock: ManualClock(fps: 60))
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        return (window, view)
    }

    func x(_ v: View) -> CGFloat { v.layer.presentationProperties.position.x }

    @Test func runsToTheEndAndReportsEnd() {
        let (window, view) = makeWindow()
        let animator = ViewPropertyAnimator(duration: 1, timingCurve: .linear) { view.center.x = 150 }
        var positions: [ViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        #expect(animator.state == .inactive)
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        window.tick(frames: 30)
        #expect(abs(x(view) - 100) < 1e-9)
        #expect(abs(animator.fractionComplete - 0.5) < 1e-9)
        window.tick(frames: 30)
        #expect(positions == [.end])
        #expect(animator.state == .inactive)
        #expect(view.center.x == 150 && x(view) == 150)
    }

    @Test func pauseHoldsAndScrubbingIsLinearByDefault() {
        let (window, view) = makeWindow()
        let animator = ViewPropertyAnimator(duration: 1, timingCurve: .easeInOut) { view.center.x = 150 }
        animator.startAnimation()
        window.tick(frames: 12)
        animator.pauseAnimation()
        let held = x(view)
        window.tick(frames: 20)
        #expect(x(view) == held, "a paused animator does not move")
        animator.fractionComplete = 0.25
        #expect(abs(x(view) - 75) < 1e-9, "linear scrub: 25 % of the distance")
        animator.scrubsLinearly = false
        animator.pauseAnimation()
        animator.fractionComplete = 0.25
        let eased = 50 + 100 * TimingCurve.easeInOut.progress(fraction: 0.25, duration: 1)
        #expect(abs(x(view) - eased) < 1e-9, "curved scrub follows the curve")
    }

    @Test func reversingMidFlightRunsBackToTheStart() {
        let (window, view) = makeWindow()
        let animator = ViewPropertyAnimator(duration: 1, timingCurve: .linear) { view.center.x = 150 }
        var positions: [ViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        window.tick(frames: 30)
        animator.isReversed = true
        window.tick(frames: 15)
        #expect(abs(x(view) - 75) < 1e-9)
        window.tick(frames: 15)
        #expect(positions == [.start])
        #expect(view.center.x == 50, "finishing at the start leaves the model values at their start")
        #expect(x(view) == 50)
    }

    @Test func continueWithNewTimingHasNoJump() {
        let (window, view) = makeWindow()
        let animator = ViewPropertyAnimator(duration: 1, timingCurve: .easeIn) { view.center.x = 150 }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        let before = x(view)
        animator.continueAnimation(withTimingParameters: CubicTimingParameters(animationCurve: .linear), durationFactor: 0)
        window.tick()
        let step = (150 - before) / 30
        #expect(abs(x(view) - (before + step)) < 1e-9, "continues from where it was, linearly over the remaining 0.5 s")
        window.tick(frames: 29)
        #expect(x(view) == 150)
        #expect(animator.state == .inactive)
    }

    @Test func stopAndFinishAtEachPosition() {
        for (position, expected) in [(ViewAnimatingPosition.end, 150.0), (.start, 50.0), (.current, 100.0)] {
            let (window, view) = makeWindow()
            let animator = ViewPropertyAnimator(duration: 1, timingCurve: .linear) { view.center.x = 150 }
            var reported: [ViewAnimatingPosition] = []
            animator.addCompletion { reported.append($0) }
            animator.startAnimation()
            window.tick(frames: 30)
            animator.stopAnimation(false)
            #expect(animator.state == .stopped)
            #expect(abs(view.center.x - 100) < 1e-9, "stopping makes the current value the model value")
            animator.finishAnimation(at: position)
            #expect(abs(view.center.x - expected) < 1e-9)
            #expect(abs(x(view) - expected) < 1e-9)
            #expect(reported == [position])
            #expect(animator.state == .inactive)
        }
    }

    @Test func stopWithoutFinishingRunsNoCompletion() {
        let (window, view) = makeWindow()
        let animator = ViewPropertyAnimator(duration: 1, timingCurve: .linear) { view.center.x = 150 }
        var called = false
        animator.addCompletion { _ in called = true }
        animator.startAnimation()
        window.tick(frames: 6)
        animator.stopAnimation(true)
        window.tick(frames: 60)
        #expect(!called)
        #expect(animator.state == .inactive)
        #expect(abs(view.center.x - 60) < 1e-9)
    }

    @Test func pausesOnCompletionKeepsItActive() {
        let (window, view) = makeWindow()
        let animator = ViewPropertyAnimator(duration: 0.5, timingCurve: .linear) { view.alpha = 0 }
        animator.pausesOnCompletion = true
        var called = false
        animator.addCompletion { _ in called = true }
        animator.startAnimation()
        window.tick(frames: 40)
        #expect(!called)
        #expect(animator.state == .active && !animator.isRunning)
        #expect(animator.fractionComplete == 1)
    }

    @Test func animationsAddedWhileRunningUseTheRemainingTime() {
        let (window, view) = makeWindow()
        let other = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(other)
        let animator = ViewPropertyAnimator(duration: 1, timingCurve: .linear) { view.center.x = 150 }
        animator.startAnimation()
        window.tick(frames: 30)
        animator.addAnimations { other.alpha = 0 }
        window.tick(frames: 15)
        #expect(abs(other.layer.presentationProperties.opacity - 0.5) < 1e-9)
        window.tick(frames: 15)
        #expect(other.layer.presentationProperties.opacity == 0)
    }

    @Test func misuseIsReportedNotFatal() {
        let (window, view) = makeWindow()
        defer { withExtendedLifetime(window) {} }
        let animator = ViewPropertyAnimator(duration: 1) { view.alpha = 0 }
        let reported = Diagnostics.collect {
            animator.finishAnimation(at: .end)
            animator.stopAnimation(false)
            animator.startAnimation()
            animator.fractionComplete = 0.5
            animator.fractionComplete = .nan
        }
        #expect(
            reported.map(\.code) == [
                "animator.finishNotStopped", "animator.stopInactive",
                "animator.scrubWhileRunning", "animator.badFraction",
            ])
    }

    @Test func startAfterDelayWaits() {
        let (window, view) = makeWindow()
        let animator = ViewPropertyAnimator(duration: 1, timingCurve: .linear) { view.alpha = 0 }
        animator.startAnimation(afterDelay: 0.5)
        window.tick(frames: 30)
        #expect(view.layer.presentationProperties.opacity == 1)
        window.tick(frames: 30)
        #expect(abs(view.layer.presentationProperties.opacity - 0.5) < 1e-9)
    }
}
