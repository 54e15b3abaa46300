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
        View.animate(withDuration: duration, animations: {
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
    private func frames(interaction: any ViewControllerInteractiveTransitioning,
                        animator: FadeSlideAnimator, scrub: (Double) -> Void) -> [RenderTree] {
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
