import Foundation
import Testing

@testable import Flipbook

/// An animator that offers a property animator (the UIKit 10 pattern):
/// `animateTransition` starts it; the animator slides B in from the right.
@MainActor final class PropertyAnimatorSlide: ViewControllerAnimatedTransitioning {
    var animator: ViewPropertyAnimator?
    var animateTransitionCalls = 0
    /// The property animator's curve.
    var curve: View.AnimationCurve = .easeInOut

    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
        animateTransitionCalls += 1
        interruptibleAnimator(using: transitionContext)?.startAnimation()
    }

    func interruptibleAnimator(using context: any ViewControllerContextTransitioning) -> (any ViewImplicitlyAnimating)? {
        if let animator { return animator }
        let toView = context.view(forKey: .to)!
        let final = context.finalFrame(for: context.viewController(forKey: .to)!)
        context.containerView.addSubview(toView)
        toView.frame = final.offsetBy(dx: final.width, dy: 0)
        let animator = ViewPropertyAnimator(duration: 0.5, curve: curve) { toView.frame = final }
        animator.addCompletion { _ in
            if context.transitionWasCancelled { toView.removeFromSuperview() }
            context.completeTransition(!context.transitionWasCancelled)
        }
        self.animator = animator
        return animator
    }
}

@MainActor @Suite struct InterruptibleAndDiagnosticsTests {
    func present(_ interaction: PercentDrivenInteractiveTransition, animator: PropertyAnimatorSlide)
        -> (Window, LoggingController, LoggingController, LoggingDelegate)
    {
        let (window, a, log) = makeInteractiveScene()
        let delegate = LoggingDelegate(log, animator: animator, interaction: interaction)
        let b = LoggingController("B", log)
        b.view.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        window.tick()
        return (window, a, b, delegate)
    }

    @Test func drivesTheInterruptibleAnimatorToTheEnd() throws {
        let slide = PropertyAnimatorSlide()
        let interaction = PercentDrivenInteractiveTransition()
        interaction.completionCurve = .linear
        let (window, a, b, delegate) = present(interaction, animator: slide)
        let animator = try #require(slide.animator)
        #expect(slide.animateTransitionCalls == 1)
        #expect(animator.state == .active && !animator.isRunning, "paused for the interaction")
        window.tick(frames: 5)
        #expect(b.view.layer.presentationProperties.position.x == 600, "nothing moves until updated")
        interaction.update(0.25)
        // A paused property animator scrubs linearly (scrubsLinearly): x from 600 to 200.
        #expect(animator.fractionComplete == 0.25 && b.view.layer.presentationProperties.position.x == 500)
        #expect(interaction.percentComplete == 0.25 && b.transitionCoordinator?.percentComplete == 0.25)
        interaction.finish()
        #expect(animator.isRunning && !animator.isReversed)
        // The rest, 0.75 * 0.5 s = 0.375 s, linearly from x = 500.
        window.tick(frames: 9)
        #expect(abs(b.view.layer.presentationProperties.position.x - (500 - 300 * 9 / 22.5)) < 1e-6)
        window.tick(frames: 13)
        #expect(window.isTransitionRunning)
        window.tick()
        #expect(!window.isTransitionRunning && a.presentedViewController === b)
        #expect(b.view.frame == window.bounds && animator.state == .inactive)
        withExtendedLifetime(delegate) {}
    }

    @Test func cancelReversesTheInterruptibleAnimatorAndRestores() throws {
        let slide = PropertyAnimatorSlide()
        let interaction = PercentDrivenInteractiveTransition()
        interaction.completionCurve = .linear
        let (window, a, b, delegate) = present(interaction, animator: slide)
        let animator = try #require(slide.animator)
        interaction.update(0.5)
        interaction.cancel()
        #expect(animator.isReversed && animator.isRunning)
        window.tick(frames: 7)  // back over 0.5 * 0.5 s = 0.25 s = 15 frames
        #expect(abs(b.view.layer.presentationProperties.position.x - (400 + 200 * 7 / 15)) < 1e-6)
        window.tick(frames: 8)
        #expect(!window.isTransitionRunning && a.presentedViewController == nil && b.view.window == nil)
        #expect(b.view.frame == CGRect(x: 1, y: 2, width: 3, height: 4), "the frame from before the transition")
        #expect(a.view.window === window)
        withExtendedLifetime(delegate) {}
    }

    @Test func misuseIsReportedNeverFatal() throws {
        let interaction = PercentDrivenInteractiveTransition()
        let early = Diagnostics.collect {
            interaction.update(0.5)
            interaction.finish()
        }
        #expect(early.count == 2 && early.allSatisfy { $0.code == "transition.windowless" })
        #expect(
            early.first?.message.contains(
                "update(_:) was called on a PercentDrivenInteractiveTransition that drives no transition") == true)

        let slide = SlideAnimator(CallLog())
        let (window, a, log) = makeInteractiveScene()
        let delegate = LoggingDelegate(log, animator: slide, interaction: interaction)
        let b = ViewController()
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        window.tick()
        interaction.update(0.3)
        interaction.update(.nan)
        interaction.update(.infinity)
        let context = try #require(b.transitionCoordinator as? any ViewControllerContextTransitioning)
        context.updateInteractiveTransition(-.infinity)
        #expect(interaction.percentComplete == 0.3, "bad percents change nothing")
        interaction.completionSpeed = 0
        interaction.finish()
        interaction.finish()
        interaction.update(0.9)
        interaction.pause()
        interaction.cancel()
        #expect(
            window.transitionReports == [
                .diagnostic(.invalidPercent(call: "update(_:)")),
                .diagnostic(.invalidPercent(call: "update(_:)")),
                .diagnostic(.invalidPercent(call: "updateInteractiveTransition(_:)")),
                .diagnostic(.invalidCompletionSpeed(value: 0)),
                .diagnostic(.interactionEnded(call: "finishInteractiveTransition()", endedBy: "finishInteractiveTransition()")),
                .diagnostic(.interactionEnded(call: "updateInteractiveTransition(_:)", endedBy: "finishInteractiveTransition()")),
                .diagnostic(.interactionEnded(call: "pauseInteractiveTransition()", endedBy: "finishInteractiveTransition()")),
                .diagnostic(.interactionEnded(call: "cancelInteractiveTransition()", endedBy: "finishInteractiveTransition()")),
            ])
        #expect(!b.transitionCoordinator!.isCancelled)
        window.clearTransitionReports()
        window.tick(frames: 21)  // speed 1 was used: 0.7 * 0.5 s = 0.35 s = 21 frames
        #expect(!window.isTransitionRunning && a.presentedViewController === b)
        context.completeTransition(true)
        interaction.update(0.5)
        #expect(
            window.transitionReports == [
                .diagnostic(.completeTransitionCalledTwice(animator: "PercentDrivenInteractiveTransition")),
                .diagnostic(.interactionNotStarted(call: "update(_:)")),
            ])
        interaction.startInteractiveTransition(context)
        #expect(window.transitionReports.count == 3, "a context that ended cannot be driven again")
        withExtendedLifetime(delegate) {}
    }
}
