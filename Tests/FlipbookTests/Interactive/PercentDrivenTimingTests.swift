import Foundation
import Testing

@testable import Flipbook

/// Completion durations, release velocity, scrubbing equals playing, the
/// interruptible-animator path and `wantsInteractiveStart == false`.
@MainActor @Suite struct PercentDrivenTimingTests {
    func presentInteractive(
        fps: Double = 60, interaction: PercentDrivenInteractiveTransition,
        animator: (CallLog) -> any ViewControllerAnimatedTransitioning = { SlideAnimator($0) }
    )
        -> (Window, LoggingController, LoggingController, LoggingDelegate)
    {
        let (window, a, log) = makeInteractiveScene(fps: fps)
        let delegate = LoggingDelegate(log, animator: animator(log), interaction: interaction)
        let b = LoggingController("B", log)
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        window.tick()
        return (window, a, b, delegate)
    }

    /// Ticks until the transition ends; returns the number of ticks.
    func ticksUntilDone(_ window: Window, limit: Int = 1000) -> Int {
        var ticks = 0
        while window.isTransitionRunning && ticks < limit {
            window.tick()
            ticks += 1
        }
        return ticks
    }

    @Test func finishAndCancelTakeTheirShareOfTheDurationOverTheSpeed() {
        // D = 0.5 s, speed 2, p = 0.4: finish takes 0.6 * 0.5 / 2 = 0.15 s = 9 frames;
        // cancel takes 0.4 * 0.5 / 2 = 0.1 s = 6 frames.
        for (cancel, expected) in [(false, 9), (true, 6)] {
            let interaction = PercentDrivenInteractiveTransition()
            interaction.completionSpeed = 2
            let (window, _, b, delegate) = presentInteractive(interaction: interaction)
            interaction.update(0.4)
            window.tick(frames: 3)
            let before = window.time
            cancel ? interaction.cancel() : interaction.finish()
            #expect(ticksUntilDone(window) == expected)
            #expect(abs(window.time - before - Double(expected) / 60) < 1e-12)
            #expect(cancel ? b.view.window == nil : b.view.frame.minY == 0)
            #expect(window.transitionReports.isEmpty)
            withExtendedLifetime(delegate) {}
        }
    }

    @Test func releaseVelocityContinuesTheMotion() throws {
        // At 1000 fps the motion between frames is nearly the velocity itself.
        let fps = 1000.0
        let dt = 1 / fps
        let v = 1.2  // percent per second
        for useVelocity in [true, false] {
            let interaction = PercentDrivenInteractiveTransition()
            let (window, _, b, delegate) = presentInteractive(fps: fps, interaction: interaction)
            let coordinator = try #require(b.transitionCoordinator)
            var p = 0.3
            for _ in 0..<10 {
                p += v * dt
                interaction.update(CGFloat(p))
                window.tick()
            }
            let x0 = Double(coordinator.percentComplete)
            #expect(abs(x0 - p) < 1e-12)
            useVelocity ? interaction.finish(velocity: CGFloat(v)) : interaction.finish()
            window.tick()
            let x1 = Double(coordinator.percentComplete)
            window.tick()
            let x2 = Double(coordinator.percentComplete)
            let step = x1 - x0
            let scrubStep = v * dt
            // Second-order estimate of the velocity at the release from the two steps after it.
            let velocityAtRelease = (4 * (x1 - x0) - (x2 - x0)) / (2 * dt)
            if useVelocity {
                #expect(abs(velocityAtRelease - v) / v < 0.02, "velocity right after release \(velocityAtRelease)")
                #expect(step / scrubStep > 0.95 && step / scrubStep < 1.3, "per-frame step \(step) vs \(scrubStep)")
            } else {
                #expect(step / scrubStep < 0.05, "a plain finish starts from rest along ease-in-out: the motion jumps")
            }
            _ = ticksUntilDone(window, limit: 2000)
            #expect(b.view.frame.minY == 0 && b.presentingViewController != nil)
            withExtendedLifetime(delegate) {}
        }
    }

    @Test func cancelWithVelocityRunsBackAndEnds() throws {
        let interaction = PercentDrivenInteractiveTransition()
        let (window, a, b, delegate) = presentInteractive(interaction: interaction)
        interaction.update(0.5)
        window.tick()
        interaction.cancel(velocity: -0.8)
        let first = try #require(b.transitionCoordinator).percentComplete
        window.tick()
        let after = try #require(b.transitionCoordinator).percentComplete
        #expect(first == 0.5 && after < 0.5)
        // Spring time: 0.5 * 0.5 s = 0.25 s.
        #expect(ticksUntilDone(window) == 14)
        #expect(a.presentedViewController == nil && b.view.window == nil)
        withExtendedLifetime(delegate) {}
    }

    @Test func aScrubbedFrameEqualsThePlayedFrame() throws {
        // 64 fps and a 0.5 s transition: every time and percent below is exact in binary.
        for dimming in [false, true] {
            for k in [4, 11, 16, 23, 29] {
                let played = guideScene(fps: 64, dimming: dimming, interaction: nil)
                played.window.tick(frames: k)
                let swipe = SwipeInteractiveTransition()
                let scrubbed = guideScene(fps: 64, dimming: dimming, interaction: swipe)
                let pan = try #require(swipe.panGesture)
                pan.begin()
                pan.move(to: CGPoint(x: 0, y: 300 * CGFloat(k) / 32))  // p = k / 32, time p * 0.5 = k / 64
                #expect(swipe.percentComplete == CGFloat(k) / 32)
                #expect(scrubbed.window.renderTree() == played.window.renderTree(), "dimming \(dimming) k \(k)")
                withExtendedLifetime([played.delegate, scrubbed.delegate]) {}
            }
        }
    }

    func guideScene(fps: Double, dimming: Bool, interaction: PercentDrivenInteractiveTransition?)
        -> (window: Window, delegate: InteractiveGuideDelegate)
    {
        let (window, a, _) = makeInteractiveScene(fps: fps)
        let delegate = InteractiveGuideDelegate(dimming: dimming)
        delegate.presentInteraction = interaction
        let b = ViewController()
        b.view.backgroundColor = .red
        b.modalPresentationStyle = dimming ? .custom : .fullScreen
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        window.tick()
        return (window, delegate)
    }

    @Test func runsByItselfUntilPausedWhenItDoesNotWantAnInteractiveStart() throws {
        let interaction = PercentDrivenInteractiveTransition()
        interaction.wantsInteractiveStart = false
        interaction.completionCurve = .linear
        let (window, _, b, delegate) = presentInteractive(interaction: interaction)
        let coordinator = try #require(b.transitionCoordinator)
        var changes: [Bool] = []
        coordinator.notifyWhenInteractionChanges { changes.append($0.isInteractive) }
        #expect(!coordinator.initiallyInteractive && !coordinator.isInteractive)
        window.tick(frames: 6)
        // The slide is linear: 6 frames of 30 = 20 %.
        #expect(
            abs(coordinator.percentComplete - 0.2) < 1e-9
                && abs(b.view.layer.presentationProperties.position.y - (150 + 240)) < 1e-6)
        interaction.pause()
        #expect(coordinator.isInteractive && changes == [true])
        window.tick(frames: 600)  // 10 s paused by the user: no watchdog
        #expect(window.transitionReports.isEmpty && window.isTransitionRunning)
        #expect(abs(coordinator.percentComplete - 0.2) < 1e-9)
        interaction.update(0.5)
        #expect(abs(b.view.layer.presentationProperties.position.y - 300) < 1e-6)
        interaction.finish()
        #expect(changes == [true, false])
        #expect(ticksUntilDone(window) == 15)
        #expect(b.view.frame.minY == 0 && window.transitionReports.isEmpty)
        withExtendedLifetime(delegate) {}
    }

    @Test func runsToTheEndByItselfWithoutInterruption() {
        let interaction = PercentDrivenInteractiveTransition()
        interaction.wantsInteractiveStart = false
        let (window, _, b, delegate) = presentInteractive(interaction: interaction)
        #expect(ticksUntilDone(window) == 30)
        #expect(b.presentingViewController != nil && b.view.frame.minY == 0)
        withExtendedLifetime(delegate) {}
    }

    @Test func watchdogArmsAtTheEndOfTheInteraction() throws {
        let (window, a, log) = makeInteractiveScene()
        let interaction = PercentDrivenInteractiveTransition()
        let delegate = LoggingDelegate(
            log, animator: TickAnimator(log, duration: 0.5, ticks: nil),
            interaction: interaction)
        let b = ViewController()
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        window.tick()
        interaction.update(0.5)
        window.tick(frames: 300)  // held for 5 s
        #expect(window.transitionReports.isEmpty)
        interaction.finish()  // 0.25 s to run, then 2 s of grace: 135 frames
        window.tick(frames: 134)
        #expect(window.transitionReports.isEmpty && window.isTransitionRunning)
        window.tick()
        #expect(window.transitionReports.count == 1 && !window.isTransitionRunning)
        guard case .failure(.animatorDidNotComplete(let name, _, _))? = window.transitionReports.first else {
            Issue.record("expected a watchdog failure")
            return
        }
        #expect(name == "PercentDrivenInteractiveTransition")
        withExtendedLifetime(delegate) {}
    }
}
