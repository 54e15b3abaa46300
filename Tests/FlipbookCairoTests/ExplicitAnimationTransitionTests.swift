import Flipbook
import FlipbookTestSupport
import Foundation
import Testing

@testable import FlipbookCairo

// A circular reveal written the way open-source UIKit code writes it: a
// shape-layer mask whose path is animated with a basic animation inside a
// transaction whose completion block completes the transition.

@MainActor private final class CircularReveal: ViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        let container = transitionContext.containerView
        container.addSubview(toView)
        toView.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        let center = CGPoint(x: 40, y: 60)
        let startPath = BezierPath(arcCenter: center, radius: 1, startAngle: 0, endAngle: .pi * 2, clockwise: true)
        let endPath = BezierPath(arcCenter: center, radius: 140, startAngle: 0, endAngle: .pi * 2, clockwise: true)
        let mask = ShapeLayer()
        mask.path = endPath.cgPath
        toView.layer.mask = mask

        CATransactionShim.begin()
        CATransactionShim.setCompletionBlock {
            toView.layer.mask = nil
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        let reveal = BasicAnimation(keyPath: "path")
        reveal.fromValue = startPath.cgPath
        reveal.toValue = endPath.cgPath
        reveal.duration = transitionDuration(using: transitionContext)
        reveal.timingFunction = MediaTimingFunction(name: .easeInEaseOut)
        mask.add(reveal, forKey: "reveal")
        CATransactionShim.commit()
    }
}

/// `Transaction` under the name ported code would use after deleting "CA".
private typealias CATransactionShim = Transaction

@MainActor private final class Swipe: PercentDrivenInteractiveTransition {}

@MainActor private final class RevealDelegate: ViewControllerTransitioningDelegate {
    let interaction: Swipe?
    init(interaction: Swipe?) { self.interaction = interaction }
    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { CircularReveal() }
    func interactionControllerForPresentation(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)?
    { interaction }
}

@MainActor @Suite struct ExplicitAnimationTransitionTests {
    private func scene(interaction: Swipe?) -> (Window, ViewController, ViewController, RevealDelegate) {
        let window = Window(size: CGSize(width: 160, height: 120), scale: 1, clock: ManualClock(fps: 64))
        let a = ViewController()
        a.view.backgroundColor = Color(red: 0.1, green: 0.3, blue: 0.9, alpha: 1)
        window.rootViewController = a
        window.tick()
        let delegate = RevealDelegate(interaction: interaction)
        let b = ViewController()
        b.view.backgroundColor = Color(red: 0.9, green: 0.2, blue: 0.1, alpha: 1)
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        window.tick()
        return (window, a, b, delegate)
    }

    @Test func theRevealGrowsAndCompletesFromTheTransactionsCompletionBlock() throws {
        let (window, a, b, delegate) = scene(interaction: nil)
        let renderer = CairoRenderer()
        window.tick(frames: 16)  // half the time: the eased radius is half way
        let quarter = try renderer.render(window.renderTree())
        try look(window.renderTree(), "reveal-quarter")
        #expect(quarter.rgba(40, 60) == [230, 51, 25, 255])  // inside the circle: b
        #expect(quarter.rgba(150, 10) == [25, 76, 230, 255])  // far corner: still a
        #expect(a.presentedViewController === b)
        window.tick(frames: 16)
        #expect(b.view.window != nil)
        window.tick(frames: 40)
        let done = try renderer.render(window.renderTree())
        #expect(done.rgba(150, 10) == [230, 51, 25, 255])
        #expect(b.view.layer.mask == nil)
        #expect(a.presentedViewController === b)
        #expect(window.transitionReports.isEmpty, "\(window.transitionReports)")
        withExtendedLifetime(delegate) {}
    }

    @Test func scrubbedFramesArePlayedFramesPixelForPixel() throws {
        let renderer = CairoRenderer()
        var distinct = Set<[UInt8]>()
        for k in [5, 13, 16, 27] {
            let (played, _, _, d1) = scene(interaction: nil)
            played.tick(frames: k)
            let swipe = Swipe()
            let (scrubbed, _, _, d2) = scene(interaction: swipe)
            swipe.update(CGFloat(k) / 32)  // p = k / 32 of 0.5 s is k / 64 s
            let expected = try renderer.render(played.renderTree())
            let actual = try renderer.render(scrubbed.renderTree())
            #expect(actual.pixels == expected.pixels, "frame \(k)")
            distinct.insert(actual.pixels)
            withExtendedLifetime([d1, d2]) {}
        }
        #expect(distinct.count == 4, "each sampled frame is a different picture")
    }

    @Test func aCancelledScrubRunsTheRevealBackAndPutsEverythingBack() throws {
        let renderer = CairoRenderer()
        let swipe = Swipe()
        let (window, a, b, delegate) = scene(interaction: swipe)
        let before = try renderer.render(window.renderTree())
        swipe.update(0.5)
        window.tick()
        let half = try renderer.render(window.renderTree())
        #expect(half.pixels != before.pixels)
        swipe.cancel()
        window.tick(frames: 64)
        #expect(window.transitionReports.isEmpty, "\(window.transitionReports)")
        #expect(a.presentedViewController == nil)
        #expect(b.view.window == nil)
        let after = try renderer.render(window.renderTree())
        #expect(after.rgba(40, 60) == [25, 76, 230, 255])
        #expect(after.rgba(150, 10) == [25, 76, 230, 255])
        withExtendedLifetime(delegate) {}
    }
}
