import Foundation
import Testing

@testable import Flipbook

/// Fades and slides the presented view in with `View.animate` and its default
/// ease-in-out curve: the kind of animator both scrubbing styles drive.
@MainActor private final class FadeSlideAnimator: ViewControllerAnimatedTransitioning {
    let duration: TimeInterval = 0.5

    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    func animateTransition(using context: any ViewControllerContextTransitioning) {
        let toVC = context.viewController(forKey: .to)!
        let moving = context.view(forKey: .to)!
        let onScreen = context.finalFrame(for: toVC)
        context.containerView.addSubview(moving)
        moving.frame = onScreen.offsetBy(dx: 0, dy: 120)
        moving.alpha = 0.2
        View.animate(
            withDuration: duration,
            animations: {
                moving.frame = onScreen
                moving.alpha = 1
            }, completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
    }
}

/// A hand-made interaction controller as transitions written before
/// `UIPercentDrivenInteractiveTransition` (and libraries such as Hero) make
/// them: it freezes the container's layer (`speed = 0`), lets the animator
/// add its animations, then scrubs by setting the layer's `timeOffset`
/// (`CAMediaTiming`,
/// https://developer.apple.com/documentation/quartzcore/camediatiming).
@MainActor private final class FrozenLayerInteraction: ViewControllerInteractiveTransitioning {
    let animator: any ViewControllerAnimatedTransitioning
    var context: (any ViewControllerContextTransitioning)?
    init(animator: any ViewControllerAnimatedTransitioning) { self.animator = animator }

    func startInteractiveTransition(_ transitionContext: any ViewControllerContextTransitioning) {
        context = transitionContext
        transitionContext.containerView.layer.speed = 0
        animator.animateTransition(using: transitionContext)
    }

    func scrub(_ percent: Double) {
        guard let context else { return }
        context.containerView.layer.timeOffset = percent * animator.transitionDuration(using: context)
        context.updateInteractiveTransition(CGFloat(percent))
    }
}

/// Scrubbing a `View.animate`-based transition by freezing its container
/// layer and stepping `timeOffset` shows the same frames as driving it with
/// `PercentDrivenInteractiveTransition.update(_:)`
/// (https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/update(_:)).
@MainActor @Suite struct FrozenContainerScrubTests {
    private let percents: [Double] = [0, 0.1, 0.25, 0.4, 0.5, 0.625, 0.8, 0.9, 0.975]

    /// The window's render tree at each percent, scrubbed by `scrub`.
    private func frames(
        interaction: any ViewControllerInteractiveTransitioning,
        animator: FadeSlideAnimator, scrub: (Double) -> Void
    ) -> [RenderTree] {
        let (window, a, log) = makeInteractiveScene()
        let delegate = LoggingDelegate(log, animator: animator, interaction: interaction)
        let b = LoggingController("B", log)
        b.view.backgroundColor = .red
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        window.tick()
        var trees: [RenderTree] = []
        for p in percents {
            scrub(p)
            window.tick(frames: 3)
            trees.append(window.renderTree())
        }
        withExtendedLifetime(delegate) {}
        return trees
    }

    @Test func freezingTheContainerAndSteppingTimeOffsetEqualsAPercentDrivenScrub() {
        let percentDriven = PercentDrivenInteractiveTransition()
        let driven = frames(interaction: percentDriven, animator: FadeSlideAnimator()) { percentDriven.update(CGFloat($0)) }

        let animator = FadeSlideAnimator()
        let frozen = FrozenLayerInteraction(animator: animator)
        let scrubbed = frames(interaction: frozen, animator: animator) { frozen.scrub($0) }

        #expect(driven.count == percents.count)
        for (index, p) in percents.enumerated() {
            #expect(driven[index] == scrubbed[index], "the frame at \(p) differs")
        }
        // And the frames do move: the first and last differ, the middle is between.
        #expect(driven.first != driven.last)
    }
}

/// Chains two `View.animate` calls, the second started in the first one's
/// completion block, as many hand-written animators do: a fade over the
/// first half of the transition, then a slide over the second.
@MainActor private final class ChainedAnimator: ViewControllerAnimatedTransitioning {
    let duration: TimeInterval = 0.6

    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    func animateTransition(using context: any ViewControllerContextTransitioning) {
        let toVC = context.viewController(forKey: .to)!
        let moving = context.view(forKey: .to)!
        let onScreen = context.finalFrame(for: toVC)
        context.containerView.addSubview(moving)
        moving.frame = onScreen.offsetBy(dx: 0, dy: 200)
        moving.alpha = 0
        View.animate(
            withDuration: duration / 2, delay: 0, options: .curveLinear,
            animations: {
                moving.alpha = 1
            },
            completion: { _ in
                View.animate(
                    withDuration: self.duration / 2, delay: 0, options: .curveLinear,
                    animations: {
                        moving.frame = onScreen
                    }, completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
            })
    }
}

/// An animation started in a completion block while a percent-driven
/// transition is scrubbed joins the transition's time, as it does in UIKit,
/// where the interaction freezes the container's layer (`speed = 0`) and
/// every animation added under it, later ones included, runs in that frozen
/// time (`CAMediaTiming`,
/// https://developer.apple.com/documentation/quartzcore/camediatiming;
/// `UIPercentDrivenInteractiveTransition.update(_:)`,
/// https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/update(_:)).
@MainActor @Suite struct ChainedScrubTests {
    private let percents: [Double] = [0, 0.2, 0.4, 0.55, 0.6, 0.7, 0.8, 0.9, 0.95]

    private func frames(
        interaction: any ViewControllerInteractiveTransitioning,
        scrub: (Double) -> Void
    ) -> (trees: [RenderTree], originY: [CGFloat], window: Window) {
        let (window, a, log) = makeInteractiveScene()
        let delegate = LoggingDelegate(log, animator: ChainedAnimator(), interaction: interaction)
        let b = LoggingController("B", log)
        b.view.backgroundColor = .red
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        window.tick()
        var trees: [RenderTree] = []
        var originY: [CGFloat] = []
        for p in percents {
            scrub(p)
            window.tick(frames: 3)
            trees.append(window.renderTree())
            originY.append(b.view.layer.presentation()?.frame.origin.y ?? .nan)
        }
        withExtendedLifetime(delegate) {}
        return (trees, originY, window)
    }

    @Test func theSecondAnimationFollowsTheScrubAfterTheFirstEnds() {
        let percentDriven = PercentDrivenInteractiveTransition()
        let driven = frames(interaction: percentDriven) { percentDriven.update(CGFloat($0)) }
        // Linear slide of 200 points over the second half (0.3 s of 0.6 s),
        // started when the scrub passed 50 %: at 70 % it has run 0.2 - 0.1 of
        // the transition... read from where the completion started it.
        let y = driven.originY
        // Before the fade ends, the view waits 200 points down.
        #expect(y[0] == 200 && y[1] == 200 && y[2] == 200)
        // After, each further scrub moves it up: it follows the scrub, not the clock.
        #expect(y[4] < y[3] || y[3] < 200)
        #expect(y[5] < y[4] && y[6] < y[5] && y[7] < y[6] && y[8] < y[7])
        // Three ticks between scrubs moved nothing by themselves: scrub to the
        // same percent again and tick; the frame stays.
        percentDriven.update(CGFloat(percents.last!))
        driven.window.tick(frames: 10)
        #expect(driven.window.renderTree() == driven.trees.last)
    }

    @Test func freezingTheContainerGivesTheSameFramesAsAPercentDrivenScrub() {
        let percentDriven = PercentDrivenInteractiveTransition()
        let driven = frames(interaction: percentDriven) { percentDriven.update(CGFloat($0)) }
        let frozen = FrozenLayerInteraction(animator: ChainedAnimator())
        let scrubbed = frames(interaction: frozen) { frozen.scrub($0) }
        for (index, p) in percents.enumerated() {
            let same = driven.trees[index] == scrubbed.trees[index]
            #expect(same, "the frame at \(p) differs")
            #expect(driven.originY[index] == scrubbed.originY[index], "the origin at \(p) differs")
        }
    }
}
