import Foundation
import Testing

@testable import Flipbook

/// `hidesBottomBarWhenPushed`: the tab bar leaves with the from-view of the
/// push that hides it, comes back with the to-view of the pop, and ends
/// where it was after a cancelled interactive pop.
@MainActor @Suite struct HidesBottomBarTests {
    /// A tab bar controller on an iPhone SE (375 x 667, bar 49 at y 618)
    /// whose first tab is a navigation controller showing `list`.
    func scene() -> (Window, TabBarController, NavigationController, ViewController) {
        let window = Window(device: .iPhoneSE, clock: ManualClock(fps: 60))
        let list = ViewController()
        list.view.backgroundColor = .blue
        let nav = NavigationController(rootViewController: list)
        let tabs = TabBarController()
        tabs.viewControllers = [nav, ViewController()]
        window.rootViewController = tabs
        window.tick()
        return (window, tabs, nav, list)
    }

    /// The bar's drawn rectangle in window coordinates (presentation values up the tree).
    func screenFrame(_ view: View) -> CGRect {
        var rect = presentedFrame(view)
        var v = view.superview
        while let s = v, !(s is Window) {
            let f = presentedFrame(s)
            rect = rect.offsetBy(dx: f.minX - s.bounds.minX, dy: f.minY - s.bounds.minY)
            v = s.superview
        }
        return rect
    }

    @Test func thePushSlidesTheBarOutWithTheFromViewAndThePopBringsItBack() throws {
        let (window, tabs, nav, list) = scene()
        let bar = tabs.tabBar
        #expect(bar.frame == CGRect(x: 0, y: 618, width: 375, height: 49) && !bar.isHidden)
        #expect(list.view.safeAreaInsets.bottom == 49)
        let detail = ViewController()
        detail.hidesBottomBarWhenPushed = true
        #expect(tabs.isTabBarHidden(for: detail) == false, "not in the stack yet")
        nav.pushViewController(detail, animated: true)
        #expect(tabs.isTabBarHidden(for: detail))
        var xs: [(percent: CGFloat, bar: CGFloat, from: CGFloat)] = []
        for _ in 0..<30 {
            window.tick()
            guard let c = detail.transitionCoordinator else { continue }
            #expect(bar.superview === list.view, "carried by the from-view")
            xs.append((c.percentComplete, screenFrame(bar).minX, presentedFrame(list.view).minX))
            #expect(screenFrame(bar).minY == 618 && screenFrame(bar).height == 49)
        }
        let first = try #require(xs.first)
        let last = try #require(xs.last)
        #expect(first.percent == 0 && first.bar == 0, "0 %: where it was")
        let middle = try #require(xs.min { abs($0.percent - 0.5) < abs($1.percent - 0.5) })
        #expect(abs(middle.percent - 0.5) < 0.05)
        for x in xs { #expect(abs(x.bar - x.from) < 1e-9, "moves with the from-view at \(x.percent)") }
        #expect(middle.bar < -20 && middle.bar > -100, "half way out with the 30 % parallax: \(middle.bar)")
        #expect(last.percent > 0.9 && abs(last.bar + 112.5 * last.percent) < 15)
        // 100 %: back in the tab bar controller's view, hidden; the detail's safe area has no bar.
        #expect(bar.superview === tabs.view && bar.isHidden)
        #expect(detail.view.safeAreaInsets.bottom == 0 && list.view.window == nil)
        // The pop brings it back with the to-view.
        nav.popViewController(animated: true)
        var sawCarried = false
        for _ in 0..<30 {
            window.tick()
            if list.transitionCoordinator != nil {
                #expect(bar.superview === list.view && !bar.isHidden)
                #expect(abs(screenFrame(bar).minX - presentedFrame(list.view).minX) < 1e-9)
                sawCarried = true
            }
        }
        #expect(sawCarried)
        #expect(bar.superview === tabs.view && !bar.isHidden && bar.frame == CGRect(x: 0, y: 618, width: 375, height: 49))
    }

    @Test func aCancelledInteractivePopLeavesTheBarHidden() throws {
        let (window, tabs, nav, list) = scene()
        let detail = ViewController()
        detail.view.backgroundColor = .red
        detail.hidesBottomBarWhenPushed = true
        nav.pushViewController(detail, animated: true)
        window.tick(frames: 30)
        #expect(tabs.tabBar.isHidden)
        // An edge swipe to 100 (of 375) released slowly: the pop cancels.
        let t = window.time
        var finger = TouchScript.Finger(down: CGPoint(x: 5, y: 300), at: t + 1.0 / 60)
        finger.drag(to: CGPoint(x: 100, y: 300), start: t + 1.0 / 60, duration: 20.0 / 60, steps: 20)
        for k in 0..<10 { finger.move(to: CGPoint(x: 100, y: 300), at: t + Double(22 + k) / 60) }
        finger.up(at: t + 33.0 / 60)
        try window.play(TouchScript(fingers: [finger]))
        var carried = false
        for _ in 0..<80 {
            window.tick()
            if list.transitionCoordinator?.isInteractive == true {
                carried = carried || (tabs.tabBar.superview === list.view && !tabs.tabBar.isHidden)
            }
        }
        #expect(carried, "the bar came in with the to-view while the finger moved")
        #expect(nav.topViewController === detail, "cancelled")
        #expect(tabs.tabBar.superview === tabs.view && tabs.tabBar.isHidden, "the bar ends where it was: hidden")
        #expect(detail.view.safeAreaInsets.bottom == 0)
    }

    @Test func aControllerPushedAboveOneThatHidesKeepsItHidden() {
        let (window, tabs, nav, _) = scene()
        let detail = ViewController()
        let more = ViewController()
        detail.hidesBottomBarWhenPushed = true
        nav.pushViewController(detail, animated: false)
        window.tick(frames: 2)
        nav.pushViewController(more, animated: true)
        window.tick(frames: 30)
        #expect(tabs.isTabBarHidden(for: more) && tabs.tabBar.isHidden)
        nav.popToRootViewController(animated: false)
        window.tick(frames: 2)
        #expect(!tabs.tabBar.isHidden)
    }
}
