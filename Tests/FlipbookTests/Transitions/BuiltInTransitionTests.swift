import Foundation
import Testing

@testable import Flipbook

/// The built-in transition styles, frame by frame (60 fps, window 400 × 300).
@MainActor @Suite struct BuiltInTransitionTests {
    func present(_ transition: ModalTransitionStyle, style: ModalPresentationStyle = .fullScreen)
        -> (Window, ViewController, ViewController)
    {
        let (window, a, _) = makeScene()
        let b = ViewController()
        b.modalPresentationStyle = style
        b.modalTransitionStyle = transition
        a.present(b, animated: true)
        window.tick()
        return (window, a, b)
    }

    @Test func coverVerticalSlidesUpFromTheBottom() {
        let (window, a, b) = present(.coverVertical)
        #expect(presentedFrame(b.view).minY == 300, "starts below the window")
        window.tick(frames: 15)
        let y = presentedFrame(b.view).minY
        #expect(abs(y - 300 * (1 - TimingCurve.easeInOut.progress(fraction: 0.5, duration: 0.5))) < 1e-3)
        window.tick(frames: 15)
        #expect(presentedFrame(b.view).minY == 0 && !window.isTransitionRunning && a.view.window == nil)
        b.dismiss(animated: true)
        window.tick(frames: 16)
        #expect(abs(presentedFrame(b.view).minY - 150) < 1e-3)
        #expect(a.view.window === window, "the presenter is back underneath during the dismissal")
        window.tick(frames: 15)
        #expect(b.view.window == nil && a.presentedViewController == nil)
    }

    @Test func crossDissolveFades() {
        let (window, _, b) = present(.crossDissolve, style: .overFullScreen)
        #expect(b.view.layer.presentationProperties.opacity == 0)
        window.tick(frames: 15)
        #expect(abs(b.view.layer.presentationProperties.opacity - 0.5) < 1e-3)
        window.tick(frames: 15)
        #expect(b.view.alpha == 1 && !window.isTransitionRunning)
        b.dismiss(animated: true)
        window.tick(frames: 16)
        #expect(abs(b.view.layer.presentationProperties.opacity - 0.5) < 1e-3)
        window.tick(frames: 15)
        #expect(b.view.window == nil && b.view.alpha == 1, "alpha is restored after the fade-out")
    }

    @Test func flipHorizontalIsAPerspectiveRotation() throws {
        let (window, a, b) = present(.flipHorizontal)
        window.tick(frames: 11)  // 0.1833 s of 0.75: the leaving view is turning
        let t = a.view.layer.presentationProperties.transform
        #expect(t.m34 != 0 || t.m14 != 0, "perspective is in the matrix")
        #expect(t.m11 < 0.99 && t.m11 > 0, "turned part of the way: cos θ in (0, 1)")
        #expect(b.view.layer.presentationProperties.opacity == 0, "the arriving view waits for the half-way point")
        window.tick(frames: 20)  // 0.5167 s, past the middle: the arriving view turns in
        let u = b.view.layer.presentationProperties.transform
        #expect(b.view.layer.presentationProperties.opacity == 1 && u.m11 > 0 && u.m11 < 0.99)
        window.tick(frames: 14)
        #expect(!window.isTransitionRunning && b.view.transform3D == .identity && a.view.window == nil)
        #expect(a.view.transform3D == .identity, "the presenter's view is left unturned")
    }

    @Test func partialCurlLeavesTheCurledPage() throws {
        let (window, a, b) = present(.partialCurl)
        window.tick(frames: 46)
        let container = try #require(b.view.superview)
        let page = try #require(container.view(withIdentifier: BuiltInTransitionAnimator.curlIdentifier))
        #expect(page.transform == BuiltInTransitionAnimator.curlTransform(height: 300))
        #expect(a.view.window == nil && b.view.window === window)
        b.dismiss(animated: true)
        window.tick(frames: 47)
        #expect(page.superview == nil && a.view.window === window && b.view.window == nil)
    }

    @Test func nonAnimatedPresentCompletesOnTheNextTick() {
        let (window, a, _) = makeScene()
        let b = ViewController()
        var done = false
        a.present(b, animated: false) { done = true }
        #expect(!done && a.presentedViewController === b)
        window.tick()
        #expect(done && b.view.frame == CGRect(x: 0, y: 0, width: 400, height: 300), "page sheet adapted to full screen")
        #expect(a.view.window == nil)
    }
}
