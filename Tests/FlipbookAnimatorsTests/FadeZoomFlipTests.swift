import Foundation
import Testing

@testable import Flipbook
@testable import FlipbookAnimators

/// fade, crossDissolve, zoom and flip, frame by frame (duration 1 s, 60 fps).
@MainActor @Suite struct FadeZoomFlipTests {
    let registry = AnimatorRegistry.standard()

    @Test func fadeFadesOnlyTheTopView() throws {
        let stage = Stage(try registry.makeAnimator(named: "fade", parameters: ["duration": 1]))
        stage.present()
        #expect(shownAlpha(stage.b.view) == 0 && shownAlpha(stage.a.view) == 1)
        stage.advance(30)
        #expect(close(shownAlpha(stage.b.view), easeInOut(0.5), 1e-5) && shownAlpha(stage.a.view) == 1)
        stage.advance(30)
        #expect(!stage.window.isTransitionRunning && stage.b.view.alpha == 1 && stage.a.view.window == nil)
        #expect(stage.a.view.alpha == 1)
        stage.dismiss()
        stage.advance(15)
        #expect(close(shownAlpha(stage.b.view), 1 - easeInOut(0.25), 1e-5) && shownAlpha(stage.a.view) == 1)
        let container = try #require(stage.container)
        #expect(stage.b.view.superview === container && stage.a.view.window === stage.window)
        stage.advance(45)
        #expect(stage.b.view.window == nil && stage.b.view.alpha == 1, "the leaving view's alpha is put back")
    }

    @Test func crossDissolveFadesBoth() throws {
        let stage = Stage(try registry.makeAnimator(named: "crossDissolve", parameters: ["duration": 1, "curve": "linear"]))
        stage.present()
        stage.advance(15)
        #expect(close(shownAlpha(stage.b.view), 0.25, 1e-6) && close(shownAlpha(stage.a.view), 0.75, 1e-6))
        stage.advance(45)
        #expect(stage.b.view.alpha == 1 && stage.a.view.alpha == 1 && stage.a.view.window == nil)
    }

    @Test func zoomScalesAboutTheCentreWhileFading() throws {
        let stage = Stage(try registry.makeAnimator(named: "zoom", parameters: ["duration": 1, "scale": 0.5]))
        stage.present()
        #expect(close(stage.b.view.layer.presentationProperties.transform.m11, 0.5) && shownAlpha(stage.b.view) == 0)
        stage.advance(30)
        let p = easeInOut(0.5)
        let s = 0.5 + 0.5 * p
        let t = stage.b.view.layer.presentationProperties.transform
        #expect(close(Double(t.m11), s, 1e-6) && close(Double(t.m22), s, 1e-6) && t.m41 == 0)
        #expect(
            close(
                shownFrame(stage.b.view), CGRect(x: 187.5 * (1 - s), y: 333.5 * (1 - s), width: 375 * s, height: 667 * s), 1e-4),
            "scaled about the centre")
        #expect(close(shownAlpha(stage.b.view), p, 1e-5))
        stage.advance(30)
        #expect(stage.b.view.transform3D == .identity && stage.b.view.alpha == 1)
        stage.dismiss()
        stage.advance(45)
        let q = easeInOut(0.75)
        #expect(close(Double(stage.b.view.layer.presentationProperties.transform.m11), 1 - 0.5 * q, 1e-6))
        #expect(close(shownAlpha(stage.b.view), 1 - q, 1e-5))
        stage.advance(15)
        #expect(stage.b.view.window == nil && stage.b.view.transform3D == .identity && stage.b.view.alpha == 1)
    }

    /// The perspective flip: angles from the progress, the left edge toward the
    /// viewer for `left`, the to view hidden until half-way.
    @Test func flipTurnsInPerspective() throws {
        let stage = Stage(
            try registry.makeAnimator(
                named: "flip",
                parameters: [
                    "duration": 1, "direction": "left", "eyeDistance": 800,
                ]))
        stage.present()
        stage.advance(15)  // a keyframe time: 8/32 of the duration
        let p = easeInOut(0.25)
        let expected = Transform3D.perspective(eyeDistance: 800).rotated(by: .pi * CGFloat(p), x: 0, y: 1, z: 0)
        let shown = stage.a.view.layer.presentationProperties
        #expect(
            close(shown.transform.m11, expected.m11, 1e-6) && close(shown.transform.m13, expected.m13, 1e-6)
                && close(shown.transform.m14, expected.m14, 1e-9) && close(shown.transform.m34, expected.m34, 1e-9))
        // The left edge is nearer the viewer, so it is drawn taller than the right edge.
        let m = shown.localToParent
        let leftHeight = m.apply(CGPoint(x: 0, y: 667)).y - m.apply(CGPoint(x: 0, y: 0)).y
        let rightHeight = m.apply(CGPoint(x: 375, y: 667)).y - m.apply(CGPoint(x: 375, y: 0)).y
        #expect(leftHeight > 667 && rightHeight < 667)
        #expect(shownAlpha(stage.b.view) == 0 && shownAlpha(stage.a.view) == 1, "only the front face shows")
        stage.advance(30)  // 0.75
        let q = easeInOut(0.75)
        let back = Transform3D.perspective(eyeDistance: 800).rotated(by: -.pi * CGFloat(1 - q), x: 0, y: 1, z: 0)
        let arriving = stage.b.view.layer.presentationProperties
        #expect(close(arriving.transform.m11, back.m11, 1e-6) && close(arriving.transform.m13, back.m13, 1e-6))
        #expect(arriving.opacity == 1 && shownAlpha(stage.a.view) == 0)
        stage.advance(15)
        #expect(!stage.window.isTransitionRunning)
        #expect(stage.b.view.transform3D == .identity && stage.b.view.alpha == 1)
        #expect(stage.a.view.transform3D == .identity && stage.a.view.alpha == 1 && stage.a.view.window == nil)
    }

    @Test func flipSwitchesFacesWhereTheCurveCrossesHalf() throws {
        let flip = FlipAnimator(duration: 1, curve: .easeIn)
        let t = flip.switchTime()
        #expect(close(TimingCurve.easeIn.value(at: t), 0.5, 1e-9) && t > 0.5)
        let forward = flip.angles(progress: 0.25, forward: true)
        let backward = flip.angles(progress: 0.25, forward: false)
        #expect(close(forward.from, -backward.from) && close(forward.from, -.pi / 4), "right: the right edge comes first")
    }
}
