import Foundation
import Testing

@testable import Flipbook

/// The bar's part of a push and a pop, frame by frame: it runs on the
/// transition's own timing (the built-in 0.35 s ease-in-out, at 40 fps so
/// that 50 % is frame 7), scrubs with an interactive pop, and a cancelled
/// pop leaves it exactly as it was.
@MainActor @Suite struct NavigationBarTransitionTests {
    /// Inbox at the root; Detail (with an Edit item) ready to push.
    func scene() -> (Window, NavigationController, ViewController, ViewController) {
        let root = titled("Inbox")
        let (window, nav) = makeBarScene(root: root, fps: 40)
        let detail = titled("Detail")
        detail.navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit", style: .plain)
        return (window, nav, root, detail)
    }

    static func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-6 }
    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }

    @Test func aPushSlidesTheNewTitleInAndTheOldOneIntoTheBackButton() throws {
        let (window, nav, _, detail) = scene()
        let bar = nav.navigationBar
        let old = try #require(bar.content)
        let oldTitle = old.layout.title
        nav.pushViewController(detail, animated: true)
        window.tick()  // frame 0: the push starts
        let new = try #require(bar.incoming)
        let to = new.layout
        let slide: CGFloat = 375 / 2
        // 0 %
        #expect(drawn(old.titleLabel).frame == oldTitle && drawn(old.titleLabel).alpha == 1)
        #expect(drawn(new.titleLabel).frame == to.title.offsetBy(dx: slide, dy: 0) && drawn(new.titleLabel).alpha == 0)
        #expect(drawn(new.backButton.titleLabel).frame.origin == oldTitle.origin && drawn(new.backButton.titleLabel).alpha == 0)
        #expect(drawn(new.backButton.chevron).alpha == 0, "the root had no chevron: it fades in")
        #expect(drawn(new.rightButtons[0]).alpha == 0)
        // 50 %: half way along the same ease-in-out as the content
        window.tick(frames: 7)
        #expect(Self.close(drawn(detail.view).frame.minX, 375 * 0.5), "the content is half way: \(drawn(detail.view).frame)")
        #expect(Self.close(drawn(new.titleLabel).frame.minX, to.title.minX + slide / 2))
        #expect(Self.close(drawn(new.titleLabel).alpha, 0.5))
        #expect(
            Self.close(drawn(old.titleLabel).frame.minX, (oldTitle.minX + to.backLabel.minX) / 2),
            "the old title moves toward the back button")
        #expect(Self.close(drawn(old.titleLabel).alpha, 0.5))
        #expect(Self.close(drawn(new.backButton.titleLabel).frame.minX, (oldTitle.minX + to.backLabel.minX) / 2))
        #expect(Self.close(drawn(new.backButton.titleLabel).alpha, 0.5))
        #expect(Self.close(drawn(new.backButton.chevron).alpha, 0.5))
        #expect(Self.close(drawn(new.rightButtons[0]).alpha, 0.5))
        // 100 %
        window.tick(frames: 7)
        #expect(drawn(new.titleLabel).frame == to.title && drawn(new.titleLabel).alpha == 1)
        #expect(drawn(new.backButton.titleLabel).frame == to.backLabel && drawn(new.backButton.titleLabel).alpha == 1)
        #expect(drawn(new.backButton.chevron).alpha == 1)
        window.tick()
        #expect(bar.content === new && bar.incoming == nil && old.superview == nil, "the old item's views are gone")
        #expect(new.backButton.titleLabel.text == "Inbox")
    }

    @Test func aPopPlaysThePushBackwards() throws {
        let (window, nav, root, detail) = scene()
        nav.pushViewController(detail, animated: false)
        window.tick()
        let bar = nav.navigationBar
        let leaving = try #require(bar.content)
        let from = leaving.layout
        nav.popViewController(animated: true)
        window.tick()
        let arriving = try #require(bar.incoming)
        #expect(arriving.item === root.navigationItem)
        let to = arriving.layout
        #expect(
            drawn(arriving.titleLabel).frame.origin == from.backLabel.origin && drawn(arriving.titleLabel).alpha == 0,
            "the root's title starts where the back title was")
        window.tick(frames: 7)
        #expect(Self.close(drawn(arriving.titleLabel).frame.minX, (from.backLabel.minX + to.title.minX) / 2))
        #expect(Self.close(drawn(leaving.titleLabel).frame.minX, from.title.minX + 375 / 4), "the top title leaves to the right")
        #expect(Self.close(drawn(leaving.backButton.chevron).alpha, 0.5), "the root has no back button: the chevron fades out")
        window.tick(frames: 8)
        #expect(bar.content === arriving && leaving.superview == nil)
        #expect(drawn(arriving.titleLabel).frame == to.title && drawn(arriving.titleLabel).alpha == 1)
    }

    @Test func aCancelledInteractivePopScrubsTheBarAndPutsItBackExactly() throws {
        let (window, nav, _, detail) = scene()
        nav.pushViewController(detail, animated: false)
        window.tick()
        let bar = nav.navigationBar
        let before = treeState(bar)
        let content = try #require(bar.content)
        let beforeTitle = content.titleLabel.frame
        // A slow drag to 100 pt, held, released: under half way and slow, it cancels.
        let start = window.time
        var finger = TouchScript.Finger(down: CGPoint(x: 5, y: 300), at: start + 1 / 40)
        finger.drag(to: CGPoint(x: 100, y: 300), start: start + 1 / 40, duration: 0.5, steps: 20)
        for k in 0..<10 { finger.move(to: CGPoint(x: 100, y: 300), at: start + 0.55 + Double(k) / 40) }
        finger.up(at: start + 0.8)
        try window.play(TouchScript(fingers: [finger]))
        var scrubbed = 0
        for _ in 0..<34 {
            window.tick()
            guard let coordinator = detail.transitionCoordinator, coordinator.isInteractive,
                let arriving = bar.incoming
            else { continue }
            let p = Double(coordinator.percentComplete)
            guard p > 0.05 else { continue }
            // Linear while interactive, like the content: the bar follows the finger.
            #expect(Self.close(drawn(detail.view).frame.minX, 375 * CGFloat(p)))
            #expect(Self.close(drawn(content.titleLabel).alpha, 1 - p), "p \(p): \(drawn(content.titleLabel).alpha)")
            #expect(Self.close(drawn(arriving.titleLabel).alpha, p))
            #expect(Self.close(drawn(content.titleLabel).frame.minX, beforeTitle.minX + 375 / 2 * CGFloat(p)))
            scrubbed += 1
        }
        #expect(scrubbed > 5, "the pop was scrubbed")
        window.tick(frames: 40)
        #expect(!window.isTransitionRunning)
        #expect(nav.viewControllers.count == 2)
        #expect(bar.content === content && bar.incoming == nil && bar.topItem === detail.navigationItem)
        #expect(treeState(bar) == before, "every view of the bar is back: frames, alphas, hierarchy")
    }

    @Test func aPushWithoutAnimationShowsTheNewItemAtOnce() throws {
        let (window, nav, _, detail) = scene()
        nav.pushViewController(detail, animated: false)
        window.tick()
        let content = try #require(nav.navigationBar.content)
        #expect(content.item === detail.navigationItem && nav.navigationBar.incoming == nil)
        #expect(drawn(content.titleLabel).alpha == 1 && drawn(content.titleLabel).frame == content.layout.title)
    }

    @Test func aHiddenBarIsNotAnimatedButTakesTheNewItems() throws {
        let (window, nav, _, detail) = scene()
        nav.isNavigationBarHidden = true
        nav.pushViewController(detail, animated: true)
        window.tick()
        #expect(nav.navigationBar.incoming == nil, "nothing of a hidden bar animates")
        window.tick(frames: 15)
        #expect(nav.navigationBar.topItem === detail.navigationItem)
        nav.isNavigationBarHidden = false
        let content = try #require(nav.navigationBar.content)
        #expect(content.item === detail.navigationItem && content.titleLabel.text == "Detail")
        #expect(content.backButton.titleLabel.text == "Inbox")
    }

    @Test func hidingTheBarInViewWillAppearSlidesItAlongsideThePush() throws {
        final class Immersive: ViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                navigationController?.setNavigationBarHidden(true, animated: animated)
            }
        }
        let (window, nav, root, _) = scene()
        let photo = Immersive()
        nav.pushViewController(photo, animated: true)
        window.tick()
        #expect(drawn(nav.navigationBar).frame.minY == 20 && !nav.navigationBar.isHidden)
        window.tick(frames: 7)  // 50 % of the push, on its ease-in-out
        #expect(Self.close(drawn(nav.navigationBar).frame.minY, (20 + -44) / 2), "\(drawn(nav.navigationBar).frame)")
        #expect(Self.close(drawn(photo.view).frame.minX, 375 / 2), "the same timing as the content")
        window.tick(frames: 8)
        #expect(nav.navigationBar.isHidden && nav.navigationBar.frame.minY == -44)
        #expect(photo.view.safeAreaInsets.top == 20)
        _ = root
    }

    @Test func aFingerOnTheBackButtonAndOnAnItemReachesThem() throws {
        let (window, nav, root, detail) = scene()
        var edits = 0
        detail.navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit", style: .plain) { edits += 1 }
        nav.pushViewController(detail, animated: false)
        window.tick()
        let content = try #require(nav.navigationBar.content)
        // A tap in the middle of the Edit item (window points: the bar is at y = 20).
        let edit = content.rightButtons[0].frame
        var tap = TouchScript.Finger(down: CGPoint(x: edit.midX, y: 20 + edit.midY), at: window.time + 1 / 40)
        tap.up(at: window.time + 3 / 40)
        try window.play(TouchScript(fingers: [tap]))
        window.tick(frames: 4)
        #expect(edits == 1, "the item's action ran")
        // A tap on the back title pops.
        let back = content.backButton.titleLabel.frame
        var backTap = TouchScript.Finger(down: CGPoint(x: back.midX, y: 20 + back.midY), at: window.time + 1 / 40)
        backTap.up(at: window.time + 3 / 40)
        try window.play(TouchScript(fingers: [backTap]))
        window.tick(frames: 25)
        #expect(nav.topViewController === root)
    }

    @Test func theBackButtonPops() throws {
        let (window, nav, root, detail) = scene()
        nav.pushViewController(detail, animated: false)
        window.tick()
        try #require(nav.navigationBar.content).backButton.sendActions(for: .primaryActionTriggered)
        window.tick(frames: 20)
        #expect(nav.topViewController === root && nav.navigationBar.topItem === root.navigationItem)
    }
}
