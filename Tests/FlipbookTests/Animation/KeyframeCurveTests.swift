import Foundation
import Testing

@testable import Flipbook

/// The overall curve of `View.animateKeyframes`: as in UIKit, the curve bits
/// (16-19) of `KeyframeAnimationOptions`' raw value pace the whole keyframe
/// animation, ease-in-out when none is given; keyframes are evaluated at the
/// time that curve makes. 60 fps manual clock, 1 s animations.
@MainActor @Suite struct KeyframeCurveTests {
    func makeWindow() -> (Window, View) {
        let window = Window(size: CGSize(width: 400, height: 400), scale: 1, clock: ManualClock(fps: 60))
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))  // center.x = 50
        window.addSubview(view)
        return (window, view)
    }

    func x(_ view: View) -> Double { Double(view.layer.presentationProperties.position.x) }

    static func options(_ curve: AnimationOptions) -> KeyframeAnimationOptions {
        KeyframeAnimationOptions(rawValue: curve.rawValue)
    }

    /// One keyframe over the whole second moving center.x from 50 to 150.
    func animateOneKeyframe(_ view: View, options: KeyframeAnimationOptions) {
        View.animateKeyframes(
            withDuration: 1, delay: 0, options: options,
            animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.center.x = 150 }
            })
    }

    /// The first time fraction at which `curve` reaches `level`.
    func time(where curve: TimingCurve, reaches level: Double) -> Double {
        var lo = 0.0
        var hi = 1.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if curve.progress(fraction: mid, duration: 1) >= level { hi = mid } else { lo = mid }
        }
        return hi
    }

    @Test func theDefaultCurveIsEaseInOut() {
        let (window, view) = makeWindow()
        animateOneKeyframe(view, options: [])
        window.tick(frames: 15)
        let expected = 50 + 100 * TimingCurve.easeInOut.progress(fraction: 0.25, duration: 1)
        #expect(abs(x(view) - expected) < 1e-9, "at 25 % of the time, easeInOut(0.25) of the way")
        #expect(x(view) < 75 - 5, "not linear in time (the old behaviour gave 75)")
        window.tick(frames: 30)
        #expect(abs(x(view) - (50 + 100 * TimingCurve.easeInOut.progress(fraction: 0.75, duration: 1))) < 1e-9)
        window.tick(frames: 15)
        #expect(x(view) == 150)
    }

    @Test func curveEaseInOutThroughTheRawValueIsTheDefault() {
        let (window, view) = makeWindow()
        animateOneKeyframe(view, options: Self.options(.curveEaseInOut))
        window.tick(frames: 15)
        #expect(abs(x(view) - (50 + 100 * TimingCurve.easeInOut.progress(fraction: 0.25, duration: 1))) < 1e-9)
    }

    @Test func curveLinearThroughTheRawValueIsLinear() {
        let (window, view) = makeWindow()
        animateOneKeyframe(view, options: [Self.options(.curveLinear), .calculationModeLinear])
        for frame in 1...4 {
            window.tick(frames: 15)
            #expect(abs(x(view) - (50 + 25 * Double(frame))) < 1e-9)
        }
    }

    @Test(arguments: [(AnimationOptions.curveEaseIn, TimingCurve.easeIn), (.curveEaseOut, .easeOut)])
    func easeInAndEaseOutThroughTheRawValue(option: AnimationOptions, curve: TimingCurve) {
        let (window, view) = makeWindow()
        animateOneKeyframe(view, options: Self.options(option))
        for fraction in [0.25, 0.5, 0.75] {
            window.tick(frames: 15)
            let expected = 50 + 100 * curve.progress(fraction: fraction, duration: 1)
            #expect(abs(x(view) - expected) < 1e-9, "at \(fraction) of the time")
        }
    }

    @Test func theKeyframeOptionsKeepTheCurveBits() {
        #expect(Self.options(.curveLinear).timingCurve == .linear)
        #expect(Self.options(.curveEaseIn).timingCurve == .easeIn)
        #expect(Self.options(.curveEaseOut).timingCurve == .easeOut)
        #expect(KeyframeAnimationOptions().timingCurve == .easeInOut)
        let mixed: KeyframeAnimationOptions = [Self.options(.curveEaseIn), .calculationModeDiscrete, .autoreverse]
        #expect(mixed.timingCurve == .easeIn)
        #expect(mixed.calculationMode == 1)
        #expect(mixed.animationOptions == .autoreverse)
    }

    /// Two discrete keyframes switch at 50 % of the warped time: at 0.5 s
    /// for linear and ease-in-out (symmetric), later for ease-in, earlier
    /// for ease-out.
    @Test(arguments: [AnimationOptions.curveLinear, .curveEaseInOut, .curveEaseIn, .curveEaseOut])
    func theSwitchBetweenTwoKeyframesMovesWithTheCurve(option: AnimationOptions) {
        let (window, view) = makeWindow()
        View.animateKeyframes(
            withDuration: 1, delay: 0, options: [Self.options(option), .calculationModeDiscrete],
            animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
                View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
            })
        let curve = option.timingCurve
        let switchTime = time(where: curve, reaches: 0.5)
        switch option {
        case .curveEaseIn: #expect(switchTime > 0.6)
        case .curveEaseOut: #expect(switchTime < 0.4)
        default: #expect(abs(switchTime - 0.5) < 1e-6)
        }
        // The last frame before the switch and the first one after it.
        let before = Int((switchTime * 60 - 1e-6).rounded(.down))
        window.tick(frames: before)
        #expect(view.layer.presentationProperties.opacity == 0.5, "held before the switch")
        window.tick(frames: 1)
        #expect(view.layer.presentationProperties.opacity == 0, "switched after it")
    }

    /// Linear keyframes chained: the peak (the end of the first keyframe)
    /// is reached when the curve reaches 0.5.
    @Test func aTwoKeyframePeakMovesWithTheCurve() {
        let (window, view) = makeWindow()
        View.animateKeyframes(
            withDuration: 1, delay: 0, options: Self.options(.curveEaseIn),
            animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 150 }
                View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 50 }
            })
        window.tick(frames: 30)
        let warped = TimingCurve.easeIn.progress(fraction: 0.5, duration: 1)
        #expect(warped < 0.5)
        #expect(abs(x(view) - (50 + 100 * warped / 0.5)) < 1e-9, "still rising at 0.5 s")
        window.tick(frames: 15)
        let late = TimingCurve.easeIn.progress(fraction: 0.75, duration: 1)
        #expect(abs(x(view) - (150 - 100 * (late - 0.5) / 0.5)) < 1e-9, "falling at 0.75 s")
    }

    /// Changes outside any keyframe span the whole duration along the curve too.
    @Test func changesOutsideKeyframesFollowTheCurve() {
        let (window, view) = makeWindow()
        View.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: { view.alpha = 0 })
        window.tick(frames: 15)
        let expected = 1 - TimingCurve.easeInOut.progress(fraction: 0.25, duration: 1)
        #expect(abs(Double(view.layer.presentationProperties.opacity) - expected) < 1e-9)
    }

    @Test func theCurveStartsAfterTheDelay() {
        let (window, view) = makeWindow()
        View.animateKeyframes(
            withDuration: 1, delay: 0.5, options: [],
            animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.center.x = 150 }
            })
        window.tick(frames: 30)
        #expect(x(view) == 50)
        window.tick(frames: 15)
        #expect(abs(x(view) - (50 + 100 * TimingCurve.easeInOut.progress(fraction: 0.25, duration: 1))) < 1e-9)
    }

    /// The curve applies within each pass: forwards, back, and again.
    @Test func repeatAndAutoreverseApplyTheCurveToEachPass() {
        let (window, view) = makeWindow()
        View.animateKeyframes(
            withDuration: 1, delay: 0, options: [Self.options(.curveEaseIn), .repeat, .autoreverse],
            animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.center.x = 150 }
            })
        func expected(_ fraction: Double) -> Double { 50 + 100 * TimingCurve.easeIn.progress(fraction: fraction, duration: 1) }
        window.tick(frames: 15)
        #expect(abs(x(view) - expected(0.25)) < 1e-9, "forwards")
        window.tick(frames: 60)
        #expect(abs(x(view) - expected(0.75)) < 1e-9, "at 1.25 s, on the way back")
        window.tick(frames: 60)
        #expect(abs(x(view) - expected(0.25)) < 1e-9, "at 2.25 s, forwards again")
    }

    /// Interrupted, the next animation starts from the warped value: no jump.
    @Test func anInterruptionStartsFromTheCurvedValue() {
        let (window, view) = makeWindow()
        animateOneKeyframe(view, options: [])
        window.tick(frames: 15)
        let reached = x(view)
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState]) { view.center.x = 0 }
        #expect(abs(x(view) - reached) < 1e-9, "no jump at the interruption")
        window.tick(frames: 30)
        #expect(abs(x(view) - reached / 2) < 1e-9)
    }

    /// A keyframe animation started mid-flight with `beginFromCurrentState`
    /// runs from the presentation value along its curve.
    @Test func beginFromCurrentStateRunsFromThePresentationValue() {
        let (window, view) = makeWindow()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.center.x = 150 }
        window.tick(frames: 30)  // x = 100
        View.animateKeyframes(
            withDuration: 1, delay: 0, options: .beginFromCurrentState,
            animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.center.x = 0 }
            })
        #expect(abs(x(view) - 100) < 1e-9)
        window.tick(frames: 15)
        #expect(abs(x(view) - (100 - 100 * TimingCurve.easeInOut.progress(fraction: 0.25, duration: 1))) < 1e-9)
    }

    /// Scrubbed by a percent-driven timeline, the keyframes show the curve's
    /// value at the percent, as a paused UIKit layer does.
    @Test func aPercentDrivenScrubFollowsTheCurve() {
        let (window, view) = makeWindow()
        let timeline = TransitionTimeline(duration: 1, window: window)
        timeline.capture {
            View.animateKeyframes(
                withDuration: 1, delay: 0, options: [],
                animations: {
                    View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 150 }
                    View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 250 }
                })
        }
        for percent in [0.25, 0.6, 0.1] {
            timeline.update(percent)
            window.tick()
            let warped = TimingCurve.easeInOut.progress(fraction: percent, duration: 1)
            #expect(abs(x(view) - (50 + 200 * warped)) < 1e-9, "at \(percent)")
        }
    }

    /// Nested in a `View.animate` block the keyframe group takes that block's
    /// curve unless `.overrideInheritedCurve` (bit 6) is in its raw value.
    @Test func aNestedGroupInheritsTheEnclosingCurve() {
        let (window, view) = makeWindow()
        let other = View(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
        window.addSubview(other)
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            View.animateKeyframes(
                withDuration: 1, delay: 0, options: [],
                animations: {
                    View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.center.x = 150 }
                })
            View.animateKeyframes(
                withDuration: 1, delay: 0,
                options: Self.options([.overrideInheritedCurve, .curveEaseIn]),
                animations: {
                    View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { other.center.x = 150 }
                })
        }
        window.tick(frames: 15)
        #expect(abs(x(view) - 75) < 1e-9, "the enclosing linear curve")
        #expect(
            abs(x(other) - (50 + 100 * TimingCurve.easeIn.progress(fraction: 0.25, duration: 1))) < 1e-9,
            "its own curve")
    }
}
