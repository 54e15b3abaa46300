import Flipbook
import Foundation
import Testing

@testable import FlipbookCairo

// The guide's three examples, ported again here (this target sees only the
// public API): Listing 10-2's diagonal animator, Listings 11-1 to 11-5's
// dimming presentation controller, Listings 10-3/10-4's swipe interaction.

@MainActor private final class Diagonal: ViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> TimeInterval { 0.5 }
    func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
        let containerFrame = transitionContext.containerView.frame
        let toVC = transitionContext.viewController(forKey: .to)!
        let toView = transitionContext.view(forKey: .to)
        var toViewStartFrame = transitionContext.initialFrame(for: toVC)
        let toViewFinalFrame = transitionContext.finalFrame(for: toVC)
        toViewStartFrame.origin.x = containerFrame.size.width
        toViewStartFrame.origin.y = containerFrame.size.height
        if let toView {
            transitionContext.containerView.addSubview(toView)
            toView.frame = toViewStartFrame
        }
        View.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                toView?.frame = toViewFinalFrame
            },
            completion: { _ in
                let success = !transitionContext.transitionWasCancelled
                if !success { toView?.removeFromSuperview() }
                transitionContext.completeTransition(success)
            })
    }
}

@MainActor private final class Dimming: PresentationController {
    let dimmingView = View()
    override init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = Color(white: 0, alpha: 0.4)
        dimmingView.alpha = 0
    }
    override var frameOfPresentedViewInContainerView: CGRect {
        let b = containerView!.bounds
        let w = (b.width / 2).rounded(.down)
        return CGRect(x: b.width - w, y: 0, width: w, height: b.height)
    }
    override func presentationTransitionWillBegin() {
        dimmingView.frame = containerView!.bounds
        dimmingView.alpha = 0
        containerView!.insertSubview(dimmingView, at: 0)
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
        } else {
            dimmingView.alpha = 1
        }
    }
    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }
}

/// Listing 10-4's handler, fed the pan's vertical translation directly.
@MainActor private final class Swipe: PercentDrivenInteractiveTransition {
    var contextData: (any ViewControllerContextTransitioning)?
    override func startInteractiveTransition(_ transitionContext: any ViewControllerContextTransitioning) {
        super.startInteractiveTransition(transitionContext)
        contextData = transitionContext
    }
    func handleSwipeUpdate(translationY: CGFloat) {
        let container = contextData!.containerView
        update(abs(translationY / container.bounds.height))
    }
}

@MainActor private final class Delegate: ViewControllerTransitioningDelegate {
    let interaction: Swipe?
    let dimming: Bool
    init(interaction: Swipe?, dimming: Bool) {
        self.interaction = interaction
        self.dimming = dimming
    }
    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { Diagonal() }
    func interactionControllerForPresentation(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)?
    { interaction }
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? {
        dimming ? Dimming(presentedViewController: presented, presenting: presenting) : nil
    }
}

@MainActor @Suite struct InteractiveScrubPixelTests {
    /// A presentation at 64 fps (exact binary times) that has just started.
    private func scene(dimming: Bool, interaction: Swipe?) -> (Window, Delegate) {
        let window = Window(size: CGSize(width: 160, height: 120), scale: 1, clock: ManualClock(fps: 64))
        let a = ViewController()
        a.view.backgroundColor = Color(red: 0.1, green: 0.3, blue: 0.9, alpha: 1)
        let stripe = View(frame: CGRect(x: 10, y: 10, width: 140, height: 20))
        stripe.backgroundColor = .white
        a.view.addSubview(stripe)
        window.rootViewController = a
        window.tick()
        let delegate = Delegate(interaction: interaction, dimming: dimming)
        let b = ViewController()
        b.view.backgroundColor = Color(red: 0.9, green: 0.2, blue: 0.1, alpha: 1)
        b.view.layer.cornerRadius = 8
        b.modalPresentationStyle = dimming ? .custom : .fullScreen
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        window.tick()
        return (window, delegate)
    }

    @Test func scrubbedFramesArePlayedFramesPixelForPixel() throws {
        let renderer = CairoRenderer()
        for dimming in [false, true] {
            var distinct = Set<[UInt8]>()
            for k in [5, 13, 16, 27] {
                let (played, d1) = scene(dimming: dimming, interaction: nil)
                played.tick(frames: k)
                let swipe = Swipe()
                let (scrubbed, d2) = scene(dimming: dimming, interaction: swipe)
                swipe.handleSwipeUpdate(translationY: -120 * CGFloat(k) / 32)  // p = k / 32, at k / 64 s
                let expected = try renderer.render(played.renderTree())
                let actual = try renderer.render(scrubbed.renderTree())
                #expect(actual.width == 160 && actual.height == 120)
                #expect(actual.pixels == expected.pixels, "dimming \(dimming), frame \(k)")
                distinct.insert(actual.pixels)
                withExtendedLifetime([d1, d2]) {}
            }
            #expect(distinct.count == 4, "each sampled frame is a different picture")
        }
    }
}
