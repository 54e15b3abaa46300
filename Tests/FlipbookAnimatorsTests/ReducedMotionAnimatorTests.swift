import Foundation
import Testing

@testable import Flipbook
@testable import FlipbookAnimators

/// Under Reduce Motion, animators that move views cross-dissolve instead
/// (same duration), and those whose motion the system keeps run unchanged.
@MainActor @Suite(.serialized) struct ReducedMotionAnimatorTests {
    private func withReducedMotion(_ body: () -> Void) {
        Accessibility.isReduceMotionEnabled = true
        defer { Accessibility.isReduceMotionEnabled = false }
        body()
    }

    /// Presents B with `animator` and samples B's frame and alpha at 0, 50 and 100 % of `frames`.
    private func samples(_ animator: any ViewControllerAnimatedTransitioning, frames: Int)
        -> [(frame: CGRect, alpha: Double)]
    {
        let stage = Stage(animator)
        stage.present()
        var out = [(shownFrame(stage.b.view), shownAlpha(stage.b.view))]
        stage.advance(frames / 2)
        out.append((shownFrame(stage.b.view), shownAlpha(stage.b.view)))
        stage.advance(frames - frames / 2 + 2)
        out.append((shownFrame(stage.b.view), shownAlpha(stage.b.view)))
        #expect(!stage.window.isTransitionRunning)
        #expect(stage.a.presentedViewController === stage.b)
        return out
    }

    @Test(arguments: ["slide", "zoom", "cube", "flip", "reveal"])
    func movingAnimatorsDissolveInPlace(kind: String) {
        let animator: any ViewControllerAnimatedTransitioning =
            switch kind {
            case "slide": EdgeSlideAnimator(operation: .forward, duration: 0.5)
            case "zoom": ZoomAnimator(duration: 0.5)
            case "cube": CubeAnimator(duration: 0.5)
            case "flip": FlipAnimator(duration: 0.5)
            default: CircularRevealAnimator(duration: 0.5)
            }
        withReducedMotion {
            let s = samples(animator, frames: 30)
            let screen = CGRect(x: 0, y: 0, width: 375, height: 667)
            for sample in s { #expect(close(sample.frame, screen), "\(kind) keeps B in place: \(sample.frame)") }
            #expect(
                close(s[0].alpha, 0) && s[1].alpha > 0.2 && s[1].alpha < 0.8 && close(s[2].alpha, 1),
                "\(kind) fades B in: \(s.map(\.alpha))")
        }
    }

    @Test func theSameSlideMovesWithoutReduceMotion() {
        let s = samples(EdgeSlideAnimator(operation: .forward, duration: 0.5), frames: 30)
        #expect(s[1].frame.minX > 10, "B is still sliding in at 50 %: \(s[1].frame)")
        #expect(close(s[1].alpha, 1))
    }

    @Test func eachAnimatorDeclaresItsChoice() {
        #expect(EdgeSlideAnimator().reducedMotionBehavior == .crossDissolve)
        #expect(ZoomAnimator().reducedMotionBehavior == .crossDissolve)
        #expect(FlipAnimator().reducedMotionBehavior == .crossDissolve)
        #expect(CubeAnimator().reducedMotionBehavior == .crossDissolve)
        #expect(FadeAnimator().reducedMotionBehavior == .unchanged)
        #expect(SheetAnimator().reducedMotionBehavior == .unchanged)
        #expect(LoadingAnimator().reducedMotionBehavior == .unchanged)
    }

    @Test func aSheetStillRisesUnderReduceMotion() {
        withReducedMotion {
            let s = samples(SheetAnimator(duration: 0.5), frames: 30)
            #expect(s[0].frame.minY > s[1].frame.minY && s[1].frame.minY > s[2].frame.minY, "\(s.map(\.frame))")
        }
    }

    @Test func builtInFlipAndCurlDissolveButCoverVerticalRises() {
        withReducedMotion {
            #expect(BuiltInTransitionAnimator(style: .flipHorizontal, isPresenting: true).style == .crossDissolve)
            #expect(BuiltInTransitionAnimator(style: .partialCurl, isPresenting: true).style == .crossDissolve)
            #expect(BuiltInTransitionAnimator(style: .coverVertical, isPresenting: true).style == .coverVertical)
        }
        #expect(BuiltInTransitionAnimator(style: .flipHorizontal, isPresenting: true).style == .flipHorizontal)
    }
}
