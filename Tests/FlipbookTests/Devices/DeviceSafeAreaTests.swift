import Foundation
import Testing

@testable import Flipbook

/// Device presets, windows made for them, additional safe-area insets and
/// their callback, and scroll views' adjusted content insets.
@MainActor @Suite struct DeviceSafeAreaTests {
    final class InsetsController: ViewController {
        var changes: [EdgeInsets] = []
        override func viewSafeAreaInsetsDidChange() { changes.append(view.safeAreaInsets) }
    }

    @Test func presetsCarryApplesMetricsAndAreFoundByName() throws {
        let se = try #require(Device.named("iPhone SE"))
        #expect(se.size == CGSize(width: 375, height: 667) && se.scale == 2)
        #expect(se.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0) && se.statusBarHeight == 20)
        let phone = try #require(Device.named("iPhone 14"))
        #expect(phone.size == CGSize(width: 390, height: 844) && phone.scale == 3)
        #expect(phone.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(phone.horizontalSizeClass == .compact && phone.verticalSizeClass == .regular)
        let pad = try #require(Device.named("iPad"))
        #expect(pad.size == CGSize(width: 820, height: 1180) && pad.scale == 2)
        #expect(pad.safeAreaInsets == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(pad.horizontalSizeClass == .regular && pad.verticalSizeClass == .regular)
        #expect(Device.named("ipad-landscape")?.size == CGSize(width: 1180, height: 820))
        #expect(Device.named("iPhone13") == .iPhone14, "aliases, spaces ignored")
        #expect(Device.named("iPhone 14 portrait") == .iPhone14)
        #expect(Device.named("Pixel 7") == nil)
        #expect(Device.iPhone14.rotated == .iPhone14Landscape && Device.iPhone14Landscape.rotated == .iPhone14)
        #expect(
            Device.iPhone14Landscape.horizontalSizeClass == .compact && Device.iPhone14Landscape.verticalSizeClass == .compact)
        #expect(Device.iPhone14ProMaxLandscape.horizontalSizeClass == .regular)
        for d in Device.presets {
            #expect(Device.named(d.name) == d, "\(d.name) is found by its own name")
            #expect(d.statusBarHeight <= d.safeAreaInsets.top)
            #expect(d.safeAreaInsets.top + d.safeAreaInsets.bottom < d.size.height)
        }
    }

    @Test func aWindowForADeviceHasItsSizeScaleInsetsStatusBarAndSizeClasses() {
        let window = Window(device: .iPhone14)
        #expect(window.bounds.size == CGSize(width: 390, height: 844) && window.scale == 3)
        #expect(window.screenSafeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(window.statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: 47))
        let vc = ViewController()
        window.rootViewController = vc
        window.tick()
        #expect(vc.view.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(vc.traitCollection.horizontalSizeClass == .compact && vc.traitCollection.verticalSizeClass == .regular)
        let landscape = Window(device: .iPhone14Landscape)
        #expect(landscape.statusBarFrame == .zero, "no status bar on a phone in landscape")
        let root = ViewController()
        landscape.rootViewController = root
        landscape.tick()
        // 844 wide would be "regular" by the width rule; the device says compact.
        #expect(root.traitCollection.horizontalSizeClass == .compact && root.traitCollection.verticalSizeClass == .compact)
        #expect(Window(device: .iPad).statusBarFrame.height == 24)
    }

    @Test func additionalInsetsAddToTheRootViewAndChildrenInheritThem() {
        let window = Window(device: .iPhoneSE)
        let parent = InsetsController()
        let child = InsetsController()
        window.rootViewController = parent
        parent.addChild(child)
        child.view.frame = CGRect(x: 0, y: 100, width: 375, height: 567)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        window.tick()
        #expect(parent.changes == [EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)], "the first layout in a window with insets")
        #expect(child.view.safeAreaInsets == .zero, "below the status bar")
        parent.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 50, right: 4)
        #expect(parent.view.safeAreaInsets == EdgeInsets(top: 30, left: 0, bottom: 50, right: 4))
        #expect(parent.changes.last == EdgeInsets(top: 30, left: 0, bottom: 50, right: 4))
        // The child overlaps the parent's bottom 50 and right 4, not its top 30.
        #expect(child.view.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 50, right: 4))
        #expect(child.changes.last == EdgeInsets(top: 0, left: 0, bottom: 50, right: 4))
        child.additionalSafeAreaInsets = EdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        #expect(child.view.safeAreaInsets == EdgeInsets(top: 5, left: 0, bottom: 50, right: 4))
        let deep = View(frame: CGRect(x: 0, y: 527, width: 100, height: 40))
        child.view.addSubview(deep)
        #expect(deep.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 40, right: 0), "all of it is in the bottom 50")
        let count = parent.changes.count
        parent.additionalSafeAreaInsets = parent.additionalSafeAreaInsets
        window.tick()
        #expect(parent.changes.count == count, "no change, no callback")
    }

    @Test func scrollViewsAdjustTheirInsetsByBehaviour() {
        let window = Window(device: .iPhone14)
        let scroll = ScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 390, height: 2000)
        window.addSubview(scroll)
        window.tick()
        #expect(
            scroll.adjustedContentInset == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), "taller content: vertical edges")
        #expect(scroll.contentOffset == CGPoint(x: 0, y: -47), "content at rest at its top stays under the status bar")
        scroll.contentInset = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(scroll.adjustedContentInset.top == 57)
        scroll.contentInsetAdjustmentBehavior = .never
        #expect(scroll.adjustedContentInset == scroll.contentInset)
        scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        scroll.contentSize = CGSize(width: 390, height: 100)
        #expect(scroll.adjustedContentInset == scroll.contentInset, "short content is not adjusted")
        scroll.alwaysBounceVertical = true
        #expect(scroll.adjustedContentInset.top == 57 && scroll.adjustedContentInset.bottom == 34)
        scroll.alwaysBounceVertical = false
        scroll.contentInsetAdjustmentBehavior = .always
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 57, left: 0, bottom: 34, right: 0))
        // Automatic: a controller's root scroll view in a navigation controller is adjusted even when short.
        scroll.removeFromSuperview()
        let content = ViewController()
        let list = ScrollView(frame: window.bounds)
        list.contentSize = CGSize(width: 390, height: 100)
        content.view = list
        window.rootViewController = NavigationController(rootViewController: content)
        window.tick()
        #expect(list.contentInsetAdjustmentBehavior == .automatic)
        // The status bar's 47 points and the navigation bar's 44 (UIKit: the bar adds its height to the safe area).
        #expect(list.adjustedContentInset == EdgeInsets(top: 47 + 44, left: 0, bottom: 34, right: 0))
    }
}
