import Foundation
import Testing

@testable import Flipbook

/// Alongside animations added in the middle of a transition, at 40 % of a
/// 0.5 s transition, against docs/porting-from-uikit.md ("Alongside
/// animations"): "Blocks registered later run at once with the time left",
/// in their own `View.animate` (ease-in-out) unless the transition runs an
/// interruptible animator, which they then join with `addAnimations` (the
/// animator's curve over its remaining time). Under a percent-driven
/// interaction they join its timeline at the point they were added, so
/// scrubbing moves them too.
///
/// Expected values come from an independent Bezier solver (bisection on
/// the Bernstein form), not from the runtime's curves.
@MainActor @Suite struct AlongsideMidTransitionTests {
    /// CSS/UIKit ease-in-out and ease-in at `x`, solved independently.
    static func easeInOut(_ x: Double) -> Double { BezierTangentTests.value((0.42, 0, 0.58, 1), at: x) }
    static func easeIn(_ x: Double) -> Double { BezierTangentTests.value((0.42, 0, 1, 1), at: x) }

    /// Presents B with `animator` (0.5 s) at 60 fps, with a marker view in A
    /// at alpha 0; returns on the tick the transition starts.
    func present(_ animator: any ViewControllerAnimatedTransitioning, interaction: PercentDrivenInteractiveTransition? = nil)
        -> (window: Window, b: LoggingController, marker: View, delegate: LoggingDelegate)
    {
        let (window, a, log) = makeInteractiveScene(fps: 60)
        let marker = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        marker.backgroundColor = .red
        marker.alpha = 0
        a.view.addSubview(marker)
        let delegate = LoggingDelegate(log, animator: animator, interaction: interaction)
        let b = LoggingController("B", log)
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        window.tick()
        return (window, b, marker, delegate)
    }

    func shown(_ view: View) -> Double { Double(view.layer.presentationProperties.opacity) }

    /// Plays 12 frames (40 % of 30), adds the fade, and returns the alpha at each of the 18 frames left.
    func alphasAfterAddingAtFortyPercent(_ animator: any ViewControllerAnimatedTransitioning) throws -> [Double] {
        let (window, b, marker, delegate) = present(animator)
        window.tick(frames: 12)
        let coordinator = try #require(b.transitionCoordinator)
        #expect(abs(coordinator.percentComplete - 0.4) < 1e-12)
        coordinator.animate(alongsideTransition: { _ in marker.alpha = 1 }, completion: nil)
        var alphas = [shown(marker)]
        for _ in 0..<18 {
            window.tick()
            alphas.append(shown(marker))
        }
        #expect(!window.isTransitionRunning && b.view.window === window, "the transition ended on frame 30")
        withExtendedLifetime(delegate) {}
        return alphas
    }

    @Test func aPlayedTransitionRunsALaterBlockEaseInOutOverTheTimeLeft() throws {
        // SlideAnimator animates with View.animate: no interruptible animator.
        let alphas = try alphasAfterAddingAtFortyPercent(SlideAnimator(CallLog()))
        for (j, alpha) in alphas.enumerated() {
            #expect(abs(alpha - Self.easeInOut(Double(j) / 18)) < 1e-6, "frame \(j) after the add: \(alpha)")
        }
    }

    @Test func aPlayedTransitionOfAPropertyAnimatorJoinsItForTheTimeLeftOnItsCurve() throws {
        let slide = PropertyAnimatorSlide()
        slide.curve = .easeIn  // not ease-in-out, so joining it is visible
        let alphas = try alphasAfterAddingAtFortyPercent(slide)
        for (j, alpha) in alphas.enumerated() {
            #expect(abs(alpha - Self.easeIn(Double(j) / 18)) < 1e-6, "frame \(j) after the add: \(alpha)")
        }
    }

    @Test func anInteractiveTransitionPutsALaterBlockOnItsTimelineFromWhereItWas() throws {
        let interaction = PercentDrivenInteractiveTransition()
        interaction.completionCurve = .linear
        let (window, b, marker, delegate) = present(SlideAnimator(CallLog()), interaction: interaction)
        interaction.update(0.4)
        window.tick()
        let coordinator = try #require(b.transitionCoordinator)
        coordinator.animate(alongsideTransition: { _ in marker.alpha = 1 }, completion: nil)
        // Ease-in-out over the 60 % left: at p, easeInOut((p - 0.4) / 0.6); nothing before 0.4.
        for p in [0.4, 0.55, 0.7, 0.9, 0.3, 0.1, 0.85, 0.7] {
            interaction.update(CGFloat(p))
            let expected = p <= 0.4 ? 0 : Self.easeInOut((p - 0.4) / 0.6)
            #expect(abs(shown(marker) - expected) < 1e-6, "scrubbed to \(p): \(shown(marker)) vs \(expected)")
        }
        // Finishing from 0.7 runs 0.15 s (9 frames) linearly in the percent.
        interaction.finish()
        for j in 1...8 {
            window.tick()
            let p = 0.7 + 0.3 * Double(j) / 9
            #expect(abs(shown(marker) - Self.easeInOut((p - 0.4) / 0.6)) < 1e-6, "finish frame \(j): \(shown(marker))")
        }
        window.tick()
        #expect(!window.isTransitionRunning && marker.alpha == 1)
        withExtendedLifetime(delegate) {}
    }

    @Test func anInteractiveTransitionOfAPropertyAnimatorAddsALaterBlockToItsRemainingTime() throws {
        let interaction = PercentDrivenInteractiveTransition()
        interaction.completionCurve = .linear
        let slide = PropertyAnimatorSlide()
        let (window, b, marker, delegate) = present(slide, interaction: interaction)
        interaction.update(0.4)
        window.tick()
        let coordinator = try #require(b.transitionCoordinator)
        coordinator.animate(alongsideTransition: { _ in marker.alpha = 1 }, completion: nil)
        // A paused property animator scrubs linearly: from 0 at 0.4 to 1 at 1, nothing before 0.4.
        for p in [0.4, 0.55, 0.7, 0.9, 0.3, 0.1, 0.85, 0.7] {
            interaction.update(CGFloat(p))
            let expected = max(0, (p - 0.4) / 0.6)
            #expect(abs(shown(marker) - expected) < 1e-6, "scrubbed to \(p): \(shown(marker)) vs \(expected)")
        }
        // Finishing from 0.7 continues linearly from the value there (0.5) over 0.15 s (9 frames).
        interaction.finish()
        for j in 1...8 {
            window.tick()
            #expect(abs(shown(marker) - (0.5 + 0.5 * Double(j) / 9)) < 1e-6, "finish frame \(j): \(shown(marker))")
        }
        window.tick()
        #expect(!window.isTransitionRunning && marker.alpha == 1)
        withExtendedLifetime(delegate) {}
    }
}
