import Foundation
import Testing

@testable import Flipbook

/// The frame of the release: when `finish()` or `cancel()` is called from a
/// gesture's action on a frame, that frame still shows the released
/// position, and the rest runs `(1 - p) * duration / completionSpeed`
/// seconds from then (`UIPercentDrivenInteractiveTransition.finish()`,
/// https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/finish();
/// `completionSpeed`,
/// https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/completionspeed).
@MainActor @Suite struct ReleaseFrameTests {
    @Test(arguments: [false, true])
    func theReleaseFrameShowsTheReleasedPositionAndTheRestTakesItsShare(cancelling: Bool) throws {
        let (window, a, log) = makeInteractiveScene(fps: 60)
        let interaction = PercentDrivenInteractiveTransition()
        interaction.completionSpeed = 1
        let delegate = LoggingDelegate(log, animator: SlideAnimator(log, duration: 0.5), interaction: interaction)
        let b = LoggingController("B", log)
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        window.tick()
        let container = try #require(b.view.superview)
        let below = container.bounds.height
        // A drag's actions run during the tick's touch delivery, before anything moves.
        window.performOnNextTick { interaction.update(0.4) }
        window.tick()
        #expect(abs(b.view.layer.presentationProperties.position.y - (150 + below * 0.6)) < 1e-9)
        var releasedAt = 0.0
        window.performOnNextTick {
            interaction.update(0.6)
            releasedAt = window.time
            cancelling ? interaction.cancel() : interaction.finish()
        }
        window.tick()
        // The frame of the release shows the released position, 60 %.
        #expect(abs(b.view.layer.presentationProperties.position.y - (150 + below * 0.4)) < 1e-9)
        // The rest takes 0.4 * 0.5 s = 0.2 s (finish) or 0.6 * 0.5 s = 0.3 s (cancel): 12 or 18 frames.
        var ticks = 0
        while window.isTransitionRunning && ticks < 100 {
            window.tick()
            ticks += 1
        }
        #expect(ticks == (cancelling ? 18 : 12))
        #expect(abs(window.time - releasedAt - (cancelling ? 0.3 : 0.2)) < 1e-9)
        withExtendedLifetime(delegate) {}
    }
}
