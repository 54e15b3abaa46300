import Foundation
import Testing

@testable import Flipbook
@testable import FlipbookAnimators

/// Alongside animations keep one timing whether the transition is played or
/// scrubbed: the frame scrubbed to p equals the frame played to p × duration.
/// With an interruptible animator (every standard animator) they join it and
/// follow its curve; without one they run ease-in-out over the duration.
@MainActor @Suite struct AlongsideTimingTests {
    /// Vends the sheet animator and a percent-driven interaction.
    final class ScrubbingDelegate: ViewControllerTransitioningDelegate {
        let animator: any ViewControllerAnimatedTransitioning
        let interaction = PercentDrivenInteractiveTransition()
        init(_ animator: any ViewControllerAnimatedTransitioning) { self.animator = animator }
        func animationController(
            forPresented presented: ViewController, presenting: ViewController,
            source: ViewController
        ) -> (any ViewControllerAnimatedTransitioning)? { animator }
        func interactionControllerForPresentation(using animator: any ViewControllerAnimatedTransitioning)
            -> (any ViewControllerInteractiveTransitioning)?
        { interaction }
        func presentationController(
            forPresented presented: ViewController, presenting: ViewController?,
            source: ViewController
        ) -> PresentationController? {
            (animator as? PresentationControllerProviding)?.makePresentationController(
                presented: presented, presenting: presenting)
        }
    }

    /// Sheet top and dimming alpha at frame `k` of a played presentation.
    func played(curve: String, frame k: Int) throws -> (top: CGFloat, dimming: Double) {
        let sheet = try AnimatorRegistry.standard().makeAnimator(
            named: "sheet", parameters: ["duration": 1, "curve": .string(curve)])
        let stage = Stage(sheet, style: .custom)
        stage.present()
        stage.advance(k)
        let pc = try #require(stage.b.presentationController as? DimmingPresentationController)
        return (shownFrame(stage.b.view).minY, shownAlpha(pc.dimmingView))
    }

    /// Sheet top and dimming alpha of an interactive presentation scrubbed to `p`.
    func scrubbed(curve: String, to p: CGFloat, scrubsAlongCurves: Bool) throws -> (top: CGFloat, dimming: Double) {
        let sheet = try AnimatorRegistry.standard().makeAnimator(
            named: "sheet", parameters: ["duration": 1, "curve": .string(curve)])
        let stage = Stage(sheet, style: .custom)
        let delegate = ScrubbingDelegate(sheet)
        stage.b.transitioningDelegate = delegate
        stage.present()
        let context = try #require(stage.b.transitionCoordinator as? any ViewControllerContextTransitioning)
        let running = try #require(sheet.askedInterruptibleAnimator(using: context) as? ViewPropertyAnimator)
        running.scrubsLinearly = !scrubsAlongCurves
        running.pauseAnimation()  // the scrubbing mode is taken when the animator pauses
        delegate.interaction.update(p)
        stage.advance(1)
        let pc = try #require(stage.b.presentationController as? DimmingPresentationController)
        return (shownFrame(stage.b.view).minY, shownAlpha(pc.dimmingView))
    }

    @Test(arguments: ["ease-in", "linear", "cubic-bezier(0.2, 0.9, 0.3, 1)"])
    func scrubbedEqualsPlayedForEveryCurve(curve: String) throws {
        for k in [6, 15, 31, 52] {
            let play = try played(curve: curve, frame: k)
            let scrub = try scrubbed(curve: curve, to: CGFloat(k) / 60, scrubsAlongCurves: true)
            #expect(play.top == scrub.top, "sheet at frame \(k) of \(curve)")
            #expect(
                play.dimming == scrub.dimming,
                "dimming at frame \(k) of \(curve): played \(play.dimming), scrubbed \(scrub.dimming)")
            // The dimming and the sheet move together: the dimming's fraction is the sheet's
            // (within Float precision: opacity is a Float, as CALayer's).
            let sheetFraction = Double((667 - play.top) / 333)
            #expect(
                abs(play.dimming / 0.4 - sheetFraction) < 1e-6,
                "played dimming \(play.dimming) lags the sheet (\(sheetFraction) in) under \(curve)")
        }
    }

    /// Independent expectation: under `linear`, frame 15 of 60 is a quarter in, for both.
    @Test func linearSheetAndDimmingAreAQuarterInAtAQuarterOfTheDuration() throws {
        let play = try played(curve: "linear", frame: 15)
        #expect(abs(play.top - (667 - 333 * 0.25)) < 1e-9)
        #expect(abs(play.dimming - 0.4 * 0.25) < 1e-7, "alpha is stored as a Float")
    }
}
