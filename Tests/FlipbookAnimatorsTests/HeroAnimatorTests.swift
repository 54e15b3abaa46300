import Foundation
import Testing

@testable import Flipbook
@testable import FlipbookAnimators

/// The matched-element transition: snapshots fly, originals hide, the rest cross-fades.
@MainActor @Suite struct HeroAnimatorTests {
    /// A: an avatar at (20, 100) 60 × 60, round; B: the same avatar at (100, 300) 175 × 175, square corners.
    func makeStage(_ animator: any ViewControllerAnimatedTransitioning) -> (Stage, small: View, large: View, other: View) {
        let stage = Stage(animator)
        let small = View(frame: CGRect(x: 20, y: 100, width: 60, height: 60))
        small.backgroundColor = .orange
        small.layer.cornerRadius = 30
        small.accessibilityIdentifier = "avatar"
        stage.a.view.addSubview(small)
        let header = View(frame: CGRect(x: 0, y: 0, width: 375, height: 250))
        header.backgroundColor = .gray
        stage.b.view.addSubview(header)
        let large = View(frame: CGRect(x: 100, y: 50, width: 175, height: 175))
        large.backgroundColor = .orange
        large.accessibilityIdentifier = "avatar"
        header.addSubview(large)  // nested: (100, 300) in the screen once the header is moved
        header.frame.origin.y = 250
        let other = View(frame: CGRect(x: 0, y: 600, width: 375, height: 40))
        other.accessibilityIdentifier = "only-in-B"
        stage.b.view.addSubview(other)
        return (stage, small, large, other)
    }

    @Test func matchedViewsFlyWhileTheScreensCrossFade() throws {
        let hero = HeroAnimator(duration: 1)
        let (stage, small, large, _) = makeStage(hero)
        stage.present()
        #expect(hero.matchedIdentifiers == ["avatar"], "only identifiers present in both screens match")
        let container = try #require(stage.container)
        let flight = try #require(container.view(withIdentifier: "flipbook.hero.avatar"))
        #expect(container.subviews.last === flight, "the snapshot flies above both screens")
        #expect(small.isHidden && large.isHidden)
        let start = CGRect(x: 20, y: 100, width: 60, height: 60)
        let end = CGRect(x: 100, y: 300, width: 175, height: 175)
        #expect(shownFrame(flight) == start && flight.layer.presentationProperties.cornerRadius == 30)
        stage.advance(30)
        let p = easeInOut(0.5)
        #expect(close(shownFrame(flight), lerp(start, end, p), 1e-4))
        #expect(close(Double(flight.layer.presentationProperties.cornerRadius), 30 * (1 - p), 1e-4))
        #expect(close(shownAlpha(stage.b.view), p, 1e-5) && close(shownAlpha(stage.a.view), 1 - p, 1e-5))
        stage.advance(30)
        #expect(!stage.window.isTransitionRunning && flight.superview == nil)
        #expect(!small.isHidden && !large.isHidden, "the originals are shown again")
        #expect(stage.b.view.alpha == 1 && stage.a.view.alpha == 1 && stage.a.view.window == nil)
    }

    @Test func dismissalFliesBack() throws {
        let hero = HeroAnimator(duration: 1)
        let (stage, small, large, _) = makeStage(hero)
        stage.present()
        stage.advance(60)
        stage.dismiss()
        let flight = try #require(stage.container?.view(withIdentifier: "flipbook.hero.avatar"))
        let start = CGRect(x: 100, y: 300, width: 175, height: 175)
        let end = CGRect(x: 20, y: 100, width: 60, height: 60)
        stage.advance(15)
        let p = easeInOut(0.25)
        #expect(close(shownFrame(flight), lerp(start, end, p), 1e-4))
        #expect(close(Double(flight.layer.presentationProperties.cornerRadius), 30 * p, 1e-4))
        #expect(close(shownAlpha(stage.b.view), 1 - p, 1e-5) && close(shownAlpha(stage.a.view), p, 1e-5))
        stage.advance(45)
        #expect(flight.superview == nil && !small.isHidden && !large.isHidden && stage.b.view.window == nil)
        #expect(stage.a.view.alpha == 1 && stage.b.view.alpha == 1)
    }

    /// A cancelled transition: snapshots removed, hidden flags, alpha and the
    /// hierarchy back as before.
    @Test func cancelPutsEverythingBack() throws {
        let hero = HeroAnimator(duration: 0.5)
        let (stage, small, large, _) = makeStage(hero)
        let cancelling = CancellingDelegate(hero)
        stage.b.transitioningDelegate = cancelling
        stage.present()
        #expect(small.isHidden)
        stage.advance(30)
        #expect(!stage.window.isTransitionRunning && stage.a.presentedViewController == nil)
        #expect(!small.isHidden && !large.isHidden && stage.b.view.window == nil)
        #expect(stage.a.view.window === stage.window && stage.a.view.alpha == 1 && stage.window.subviews.count == 1)
        withExtendedLifetime(cancelling) {}
    }
}

/// Cancellation for the other animators: the views they touched are put back.
@MainActor @Suite struct CancellationTests {
    @Test(arguments: ["push", "pop", "cover", "uncover", "slide", "fade", "crossDissolve", "zoom", "flip", "diagonal"])
    func cancelledPresentationRestoresThePresenter(name: String) throws {
        let animator = try AnimatorRegistry.standard().makeAnimator(named: name, parameters: ["duration": 0.5])
        let stage = Stage(animator)
        let cancelling = CancellingDelegate(animator)
        stage.b.transitioningDelegate = cancelling
        stage.present()
        stage.advance(31)
        #expect(!stage.window.isTransitionRunning && stage.a.presentedViewController == nil)
        #expect(stage.b.view.window == nil && stage.a.view.window === stage.window)
        let a: View = stage.a.view
        #expect(a.frame == CGRect(x: 0, y: 0, width: 375, height: 667) && a.alpha == 1 && a.transform3D == .identity)
        #expect(a.layer.shadowOpacity == 0 && stage.window.subviews.count == 1, "no dimming or container left")
        #expect(stage.window.subviews.first === a, "the presenter's view is back in its place")
        withExtendedLifetime(cancelling) {}
    }
}
