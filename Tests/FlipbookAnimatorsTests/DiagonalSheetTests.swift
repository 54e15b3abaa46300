import Foundation
import Testing

@testable import Flipbook
@testable import FlipbookAnimators

/// diagonal (the guide's figure 10-5), sheet and card with the dimming presentation controller.
@MainActor @Suite struct DiagonalSheetTests {
    let registry = AnimatorRegistry.standard()

    @Test func diagonalComesInFromTheLowerRightCorner() throws {
        let stage = Stage(try registry.makeAnimator(named: "diagonal", parameters: ["duration": 1]))
        stage.present()
        let full = CGRect(x: 0, y: 0, width: 375, height: 667)
        #expect(shownFrame(stage.b.view) == full.offsetBy(dx: 375, dy: 667), "offscreen past the lower-right corner")
        stage.advance(20)
        let p = easeInOut(20.0 / 60)
        #expect(
            close(shownFrame(stage.b.view), full.offsetBy(dx: 375 * (1 - p), dy: 667 * (1 - p)), 1e-4),
            "up and to the left along the diagonal")
        stage.advance(40)
        #expect(stage.b.view.frame == full && !stage.window.isTransitionRunning)
        stage.dismiss()
        #expect(stage.a.view.window === stage.window, "the presenter is back below")
        let index = { (v: View) in v.superview?.subviews.firstIndex { $0 === v } }
        #expect(stage.a.view.superview === stage.window && index(stage.container!) ?? 0 > index(stage.a.view) ?? 0)
        stage.advance(30)
        let q = easeInOut(0.5)
        #expect(close(shownFrame(stage.b.view), full.offsetBy(dx: 375 * q, dy: 667 * q), 1e-4), "down and to the right")
        stage.advance(30)
        #expect(stage.b.view.window == nil && stage.a.presentedViewController == nil)
    }

    /// `grows: true` gives listing 10-2's literal frames: with `.zero` as the
    /// initial frame, the view grows from an empty rectangle at the corner.
    @Test func diagonalGrowsLikeTheListing() throws {
        let stage = Stage(
            try registry.makeAnimator(named: "diagonal", parameters: ["duration": 1, "grows": true]),
            style: .overFullScreen)
        stage.present()
        #expect(shownFrame(stage.b.view) == CGRect(x: 375, y: 667, width: 0, height: 0))
        stage.advance(30)
        #expect(close(shownFrame(stage.b.view), CGRect(x: 187.5, y: 333.5, width: 187.5, height: 333.5), 1e-4))
    }

    @Test func sheetRisesOverTheDimmingView() throws {
        let sheet = try registry.makeAnimator(named: "sheet", parameters: ["duration": 1, "dimmingAlpha": 0.5])
        let stage = Stage(sheet, style: .custom)
        stage.present()
        let pc = try #require(stage.b.presentationController as? DimmingPresentationController)
        let final = CGRect(x: 0, y: 667 - 333, width: 375, height: 333)  // ⌊0.5 · 667⌋ tall, on the bottom edge
        #expect(pc.frameOfPresentedViewInContainerView == final)
        let container = try #require(stage.container)
        #expect(container.subviews.first === pc.dimmingView && container.subviews.last === stage.b.view)
        #expect(shownFrame(stage.b.view).minY == 667 && shownAlpha(pc.dimmingView) == 0)
        stage.advance(30)
        let p = easeInOut(0.5)
        #expect(close(shownFrame(stage.b.view).minY, 667 - 333 * p, 1e-4))
        // The dimming fades alongside (the coordinator's animation runs ease-in-out over the same second).
        #expect(close(shownAlpha(pc.dimmingView), 0.5 * p, 1e-4))
        #expect(
            stage.b.view.layer.cornerRadius == 16
                && stage.b.view.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        stage.advance(30)
        #expect(stage.b.view.frame == final && pc.dimmingView.alpha == 0.5 && stage.a.view.window === stage.window)
        stage.dismiss()
        stage.advance(30)
        #expect(
            close(shownFrame(stage.b.view).minY, 334 + 333 * p, 1e-4) && close(shownAlpha(pc.dimmingView), 0.5 * (1 - p), 1e-4))
        stage.advance(30)
        #expect(
            pc.dimmingView.superview == nil && stage.b.view.window == nil && stage.b.view.layer.cornerRadius == 0,
            "dimming removed at dismissalTransitionDidEnd(true); the corner radius is put back")
    }

    @Test func cardIsTheGuidesHalfWidthView() throws {
        let stage = Stage(try registry.makeAnimator(named: "card", parameters: ["duration": 1]), style: .custom)
        stage.present()
        let pc = try #require(stage.b.presentationController as? DimmingPresentationController)
        #expect(pc.frameOfPresentedViewInContainerView == CGRect(x: 188, y: 0, width: 187, height: 667))
        #expect(shownFrame(stage.b.view).minX == 375)
        stage.advance(45)
        #expect(close(shownFrame(stage.b.view).minX, 375 - 187 * easeInOut(0.75), 1e-4))
        stage.advance(15)
        #expect(stage.b.view.frame.minX == 188)
    }

    @Test func cancelledPresentationRemovesTheDimmingView() throws {
        let sheet = try registry.makeAnimator(named: "sheet", parameters: ["duration": 0.5])
        let stage = Stage(sheet, style: .custom)
        let delegate = CancellingDelegate(sheet)
        // Reuse the sheet's presentation controller through a forwarding delegate.
        let forwarding = ForwardingDelegate(delegate, presentation: stage.delegate)
        stage.b.transitioningDelegate = forwarding
        stage.present()
        let pc = try #require(stage.b.presentationController as? DimmingPresentationController)
        stage.advance(31)
        #expect(!stage.window.isTransitionRunning && stage.a.presentedViewController == nil)
        #expect(pc.dimmingView.superview == nil && stage.b.view.window == nil && stage.b.view.layer.cornerRadius == 0)
        withExtendedLifetime(forwarding) {}
    }
}

/// Animators and interactions from one delegate, the presentation controller from another.
@MainActor final class ForwardingDelegate: ViewControllerTransitioningDelegate {
    let main: CancellingDelegate
    let presentation: AnimatorTransitioningDelegate
    init(_ main: CancellingDelegate, presentation: AnimatorTransitioningDelegate) {
        self.main = main
        self.presentation = presentation
    }
    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { main.animator }
    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        main.animator
    }
    func interactionControllerForPresentation(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)?
    { main.interactionControllerForPresentation(using: animator) }
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? {
        presentation.presentationController(forPresented: presented, presenting: presenting, source: source)
    }
}
