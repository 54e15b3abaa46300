import Foundation
import Testing

@testable import Flipbook

/// The guide's swipe interaction (Listings 10-3, 10-4) driving the guide's
/// diagonal animator (10-2) over the dimming presentation controller (11-x),
/// frame by frame, finished and cancelled.
@MainActor @Suite struct SwipeTransitionTests {
    let start = CGRect(x: 400, y: 300, width: 0, height: 0)
    let final = CGRect(x: 200, y: 0, width: 200, height: 300)
    let frameBefore = CGRect(x: 7, y: 9, width: 50, height: 60)

    /// Presents B with the swipe interaction; returns after the transition started.
    func presentWithSwipe() throws -> (
        Window, ViewController, ViewController, SwipeInteractiveTransition,
        InteractiveGuideDelegate, DimmingPresentationController
    ) {
        let (window, a, _) = makeInteractiveScene()
        let delegate = InteractiveGuideDelegate()
        let swipe = SwipeInteractiveTransition()
        delegate.presentInteraction = swipe
        let b = ViewController()
        b.view.backgroundColor = .red
        b.view.frame = frameBefore
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        window.tick()
        let pc = try #require(b.presentationController as? DimmingPresentationController)
        return (window, a, b, swipe, delegate, pc)
    }

    @Test func swipeScrubsThenFinishes() throws {
        let (window, a, b, swipe, delegate, pc) = try presentWithSwipe()
        let pan = try #require(swipe.panGesture)
        #expect(pan.view === pc.containerView, "the pan is installed on the container")
        #expect(rectsClose(presentedFrame(b.view), start) && pc.dimmingView.layer.presentationProperties.opacity == 0)
        window.tick(frames: 5)
        #expect(rectsClose(presentedFrame(b.view), start), "nothing moves until the swipe moves")
        #expect(swipe.duration == 0.5 && swipe.percentComplete == 0)

        // The finger moves 18 pt a frame: percent = y / 300.
        pan.begin(at: CGPoint(x: 200, y: 10))
        for frame in 1...10 {
            pan.move(to: CGPoint(x: 200, y: 10 + 18 * CGFloat(frame)))
            window.tick()
            let p = Double(frame) * 18 / 300
            #expect(abs(swipe.percentComplete - CGFloat(p)) < 1e-12)
            #expect(rectsClose(presentedFrame(b.view), lerp(start, final, easeInOut(p))), "frame \(frame)")
            #expect(
                abs(pc.dimmingView.layer.presentationProperties.opacity - easeInOut(p)) < 1e-9,
                "the alongside fade follows the same scrub")
            #expect(b.transitionCoordinator?.isInteractive == true)
        }
        // Back up: the scrub is a position, not a direction.
        pan.move(to: CGPoint(x: 200, y: 10 + 120))
        #expect(rectsClose(presentedFrame(b.view), lerp(start, final, easeInOut(0.4))))
        let container = try #require(pc.containerView)
        #expect(container.subviews.count == 2 && container.subviews[0] === pc.dimmingView && container.subviews[1] === b.view)
        #expect(allNodes(window.renderTree().root).contains { $0.identifier == "dimming" })

        // Release at 40 %: the rest runs over 0.6 * 0.5 s = 0.3 s = 18 frames along ease-in-out.
        var done = false
        b.transitionCoordinator?.animate(alongsideTransition: nil, completion: { _ in done = true })
        pan.end()
        #expect(pan.view == nil, "the handler removed the pan")
        for k in 1...17 {
            window.tick()
            let position = 0.2 + 0.3 * easeInOut(Double(k) / 18)
            #expect(rectsClose(presentedFrame(b.view), lerp(start, final, easeInOut(position / 0.5)), 1e-6), "k \(k)")
            #expect(b.transitionCoordinator?.isInteractive == false && !done)
        }
        window.tick()
        #expect(done && b.view.frame == final && presentedFrame(b.view) == final)
        #expect(pc.dimmingView.alpha == 1 && pc.dimmingView.layer.presentationProperties.opacity == 1)
        #expect(a.presentedViewController === b && container.superview === window && a.view.window === window)
        #expect(window.transitionReports.isEmpty)
        withExtendedLifetime(delegate) {}
    }

    @Test func cancelledSwipeRunsBackAndRestoresEverything() throws {
        let (window, a, b, swipe, delegate, pc) = try presentWithSwipe()
        let pan = try #require(swipe.panGesture)
        let container = try #require(pc.containerView)
        pan.begin()
        for frame in 1...4 {
            pan.move(to: CGPoint(x: 0, y: 30 * CGFloat(frame)))
            window.tick()
        }
        #expect(abs(swipe.percentComplete - 0.4) < 1e-12)
        var completed: Bool?
        b.transitionCoordinator?.animate(alongsideTransition: nil, completion: { completed = !$0.isCancelled })
        pan.cancel()
        #expect(b.transitionCoordinator?.isCancelled == true)
        // Back over 0.4 * 0.5 s = 0.2 s = 12 frames, along ease-in-out.
        for k in 1...11 {
            window.tick()
            let position = 0.2 * (1 - easeInOut(Double(k) / 12))
            #expect(rectsClose(presentedFrame(b.view), lerp(start, final, easeInOut(position / 0.5))), "k \(k)")
            #expect(abs(pc.dimmingView.layer.presentationProperties.opacity - easeInOut(position / 0.5)) < 1e-9)
            #expect(b.view.superview === container && completed == nil)
        }
        window.tick()
        #expect(completed == false)
        #expect(b.view.superview == nil && container.superview == nil && pc.dimmingView.superview == nil)
        #expect(a.presentedViewController == nil && b.presentingViewController == nil)
        #expect(
            b.presentationController !== pc,
            "the cancelled presentation's controller is gone (a read makes a new one, as UIKit's lazy property does)")
        #expect(window.subviews.count == 1 && window.subviews[0] === a.view)
        #expect(b.view.frame == frameBefore, "the frame from before the transition is back")
        #expect(pc.dimmingView.alpha == 0, "the alongside fade's alpha is back")
        #expect(b.view.layer.animations.isEmpty && pc.dimmingView.layer.animations.isEmpty)
        #expect(window.transitionReports.isEmpty)
        withExtendedLifetime(delegate) {}
    }

    @Test func cancelledSwipeDismissalLeavesThePresentation() throws {
        let (window, a, _) = makeInteractiveScene()
        let delegate = InteractiveGuideDelegate()
        let b = ViewController()
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        window.tick(frames: 40)
        let pc = try #require(b.presentationController as? DimmingPresentationController)
        #expect(b.view.frame == final && pc.dimmingView.alpha == 1)

        let swipe = SwipeInteractiveTransition()
        delegate.dismissInteraction = swipe
        b.dismiss(animated: true)
        window.tick()
        let pan = try #require(swipe.panGesture)
        pan.begin()
        pan.move(to: CGPoint(x: 0, y: 150))  // 50 %
        window.tick()
        // The listing shrinks the presented view toward an empty rectangle at the corner.
        #expect(rectsClose(presentedFrame(b.view), lerp(final, start, easeInOut(0.5))))
        #expect(abs(pc.dimmingView.layer.presentationProperties.opacity - 0.5) < 1e-9)
        pan.cancel()
        window.tick(frames: 15)  // 0.5 * 0.5 s = 15 frames
        #expect(a.presentedViewController === b && b.view.superview === pc.containerView)
        #expect(b.view.frame == final && presentedFrame(b.view) == final, "the dismissal's frame change is undone")
        #expect(pc.dimmingView.alpha == 1 && pc.dimmingView.superview === pc.containerView)
        #expect(pc.containerView?.superview === window && window.transitionCoordinatorIsGone(b))
        withExtendedLifetime(delegate) {}
    }
}

extension Window {
    /// True when no transition runs and `vc` has no coordinator.
    func transitionCoordinatorIsGone(_ vc: ViewController) -> Bool { !isTransitionRunning && vc.transitionCoordinator == nil }
}
