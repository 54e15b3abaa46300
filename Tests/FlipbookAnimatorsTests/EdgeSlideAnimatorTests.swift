import Foundation
import Testing

@testable import Flipbook
@testable import FlipbookAnimators

/// push, pop, cover, uncover and slide, frame by frame at 60 fps in a 375 × 667 window.
@MainActor @Suite struct EdgeSlideAnimatorTests {
    let registry = AnimatorRegistry.standard()

    /// The bench README's reference push: x_to = 375 (1 − p), x_from = −112.5 p,
    /// dim = 0.25 p with p = ease-in-out(t), read from the render tree of every frame.
    @Test func pushReproducesTheReferenceWorkload() throws {
        let push = try registry.makeAnimator(
            named: "push",
            parameters: [
                "parallax": 0.3, "dimming": 0.25, "shadowOpacity": 0, "duration": 1, "curve": "ease-in-out",
            ])
        let stage = Stage(push)
        stage.present()
        for frame in 0...59 {
            if frame > 0 { stage.advance(1) }
            let nodes = allNodes(stage.window.renderTree().root)
            let inbox = try #require(nodes.firstIndex { $0.identifier == "Inbox" })
            let dim = try #require(nodes.firstIndex { $0.identifier == "flipbook.dimming" })
            let detail = try #require(nodes.firstIndex { $0.identifier == "Detail" })
            #expect(inbox < dim && dim < detail, "drawing order: Inbox, dimming, Detail")
            let p = easeInOut(Double(frame) / 60)
            let xTo = View.frame(of: nodes[detail].properties).minX
            let xFrom = View.frame(of: nodes[inbox].properties).minX
            #expect(close(xTo, 375 * (1 - p), 1e-4), "frame \(frame): Detail at \(xTo)")
            #expect(close(xFrom, -112.5 * p, 1e-4), "frame \(frame): Inbox at \(xFrom)")
            #expect(close(nodes[dim].properties.opacity, 0.25 * p, 1e-5), "frame \(frame): dimming")
            #expect(View.frame(of: nodes[dim].properties) == CGRect(x: 0, y: 0, width: 375, height: 667))
            #expect(nodes[detail].shadow == nil, "shadowOpacity 0 draws no shadow")
        }
        // The named frames of the brief, against the formula's own numbers.
        #expect(close(easeInOut(0.5), 0.5, 1e-9))
        stage.advance(1)  // frame 60: t = 1, the transition ends on this tick
        #expect(!stage.window.isTransitionRunning)
        #expect(stage.b.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667) && shownFrame(stage.b.view).minX == 0)
        #expect(stage.a.view.window == nil, "a full-screen presentation takes the presenter's view out")
        #expect(stage.a.view.frame.minX == 0, "the presenter's view gets its frame back")
        #expect(
            stage.container?.subviews.count == 1 && stage.container?.subviews.first === stage.b.view,
            "the dimming view is gone")
    }

    @Test func pushShadowAndDefaults() throws {
        let push = try #require(try registry.makeAnimator(named: "push") as? EdgeSlideAnimator)
        #expect(push.parallax == 0.3 && push.dimming == 0.25 && push.shadowOpacity == 0.3 && push.duration == 0.5)
        let stage = Stage(push)
        stage.present()
        #expect(stage.b.view.layer.shadowOpacity == 0.3 && stage.b.view.layer.shadowRadius == 10)
        stage.advance(30)
        #expect(stage.b.view.layer.shadowOpacity == 0, "the shadow is the animator's to undo")
    }

    /// pop on the dismissal: the from view leaves to the right, the to view
    /// comes back from −parallax · width, the dimming goes from 0.25 to 0.
    @Test func popMirrorsPush() throws {
        let args: [String: AnimatorParameterValue] = ["duration": 1, "shadowOpacity": 0]
        let stage = Stage(
            try registry.makeAnimator(named: "push", parameters: args),
            dismissal: try registry.makeAnimator(named: "pop", parameters: args))
        stage.present()
        stage.advance(60)
        stage.dismiss()
        let container = try #require(stage.container)
        let dimming = try #require(container.view(withIdentifier: "flipbook.dimming"))
        #expect(stage.a.view.window === stage.window && shownFrame(stage.a.view).minX == -112.5)
        #expect(close(shownAlpha(dimming), 0.25))
        stage.advance(15)
        let p = easeInOut(0.25)
        #expect(close(shownFrame(stage.b.view).minX, 375 * p, 1e-4))
        #expect(close(shownFrame(stage.a.view).minX, -112.5 * (1 - p), 1e-4))
        #expect(close(shownAlpha(dimming), 0.25 * (1 - p), 1e-5))
        stage.advance(44)
        let q = easeInOut(59.0 / 60)
        #expect(
            close(shownFrame(stage.b.view).minX, 375 * q, 1e-4) && close(shownFrame(stage.a.view).minX, -112.5 * (1 - q), 1e-4))
        stage.advance(1)
        // The dismissal ends on frame 60 exactly (1 s at 60 fps), with no extra tick.
        #expect(!stage.window.isTransitionRunning && stage.b.view.window == nil && stage.a.presentedViewController == nil)
        #expect(
            stage.a.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667) && stage.window.subviews.count == 1
                && stage.window.subviews[0] === stage.a.view)
        #expect(stage.b.view.frame.minX == 0, "the leaving view gets its frame back")
    }

    /// pop used for a presentation: the presenter's view (outside the
    /// container) is brought into it so that the to view can go below it.
    @Test func popAsAPresentationKeepsTheFromViewOnTop() throws {
        let stage = Stage(try registry.makeAnimator(named: "pop", parameters: ["duration": 1, "shadowOpacity": 0]))
        stage.present()
        let order = { () -> [String] in
            allNodes(stage.window.renderTree().root).compactMap(\.identifier).filter {
                ["Inbox", "Detail", "flipbook.dimming"].contains($0)
            }
        }
        #expect(order() == ["Detail", "flipbook.dimming", "Inbox"])
        stage.advance(30)
        #expect(close(shownFrame(stage.a.view).minX, 375 * easeInOut(0.5), 1e-4))
        #expect(close(shownFrame(stage.b.view).minX, -112.5 * (1 - easeInOut(0.5)), 1e-4))
        stage.advance(30)
        #expect(!stage.window.isTransitionRunning && stage.a.view.window == nil && stage.a.view.frame.minX == 0)
        #expect(order() == ["Detail"])
        stage.dismiss()
        #expect(stage.a.view.superview === stage.window, "the runtime puts the presenter's view back where it was")
    }

    /// Right-to-left: `trailing` is the left edge, so push comes in from the left.
    @Test func pushFollowsTheLayoutDirection() throws {
        let stage = Stage(
            try registry.makeAnimator(
                named: "push",
                parameters: [
                    "duration": 1, "layoutDirection": "rightToLeft", "shadowOpacity": 0,
                ]))
        stage.present()
        #expect(shownFrame(stage.b.view).minX == -375)
        stage.advance(20)
        let p = easeInOut(20.0 / 60)
        #expect(close(shownFrame(stage.b.view).minX, -375 * (1 - p), 1e-4))
        #expect(close(shownFrame(stage.a.view).minX, 112.5 * p, 1e-4))
        #expect(TransitionEdge.leading.resolved(for: .rightToLeft) == .right)
        #expect(TransitionEdge.trailing.resolved(for: .leftToRight) == .right)
    }

    @Test func coverAndUncoverMoveOnlyTheTopView() throws {
        let stage = Stage(
            try registry.makeAnimator(named: "cover", parameters: ["duration": 1]),
            dismissal: try registry.makeAnimator(named: "uncover", parameters: ["duration": 1, "edge": "top"]))
        stage.present()
        #expect(shownFrame(stage.b.view).minY == 667, "cover comes up from the bottom edge by default")
        stage.advance(30)
        #expect(close(shownFrame(stage.b.view).minY, 667 * (1 - easeInOut(0.5)), 1e-4))
        #expect(shownFrame(stage.a.view) == CGRect(x: 0, y: 0, width: 375, height: 667), "the from view stays")
        #expect(stage.container?.view(withIdentifier: "flipbook.dimming") == nil, "cover has no dimming by default")
        stage.advance(30)
        stage.dismiss()
        stage.advance(45)
        #expect(close(shownFrame(stage.b.view).minY, -667 * easeInOut(0.75), 1e-4), "uncover leaves through the top")
        #expect(shownFrame(stage.a.view).minY == 0)
        stage.advance(15)
        #expect(stage.b.view.window == nil && stage.a.view.window === stage.window)
    }

    @Test func slideMovesBothViewsTogetherAndReversesOnDismissal() throws {
        let stage = Stage(try registry.makeAnimator(named: "slide", parameters: ["duration": 1, "edge": "right"]))
        stage.present()
        stage.advance(12)
        let p = easeInOut(0.2)
        #expect(close(shownFrame(stage.b.view).minX, 375 * (1 - p), 1e-4))
        #expect(close(shownFrame(stage.a.view).minX, -375 * p, 1e-4))
        #expect(close(shownFrame(stage.a.view).maxX, shownFrame(stage.b.view).minX, 1e-4), "no gap between the views")
        stage.advance(48)
        stage.dismiss()  // auto: backward
        stage.advance(12)
        #expect(close(shownFrame(stage.b.view).minX, 375 * p, 1e-4))
        #expect(close(shownFrame(stage.a.view).minX, -375 * (1 - p), 1e-4))
        stage.advance(48)
        #expect(stage.b.view.window == nil && stage.a.view.frame.minX == 0)
    }

    /// A presenter that stays on screen (`.overFullScreen`) is not given to the
    /// animator, so it does not move; the dimming still covers it.
    @Test func pushOverAKeptPresenterLeavesItAlone() throws {
        let stage = Stage(try registry.makeAnimator(named: "push", parameters: ["duration": 1]), style: .overFullScreen)
        stage.present()
        stage.advance(30)
        #expect(shownFrame(stage.a.view).minX == 0)
        let dimming = try #require(stage.container?.view(withIdentifier: "flipbook.dimming"))
        #expect(close(shownAlpha(dimming), 0.25 * easeInOut(0.5), 1e-5))
        stage.advance(30)
        #expect(stage.a.view.window === stage.window && stage.b.view.frame.minX == 0)
    }
}
