import Foundation
import Testing

@testable import Flipbook

/// The tab bar of a tab bar controller: its height by device, equal item
/// frames, the image, title and badge places, selection, taps, and the
/// safe area it gives the tabs.
@MainActor @Suite struct TabBarTests {
    /// A 12 x 12 opaque square, as a tab image.
    static let square = Image(bitmap: Bitmap(width: 12, height: 12, fill: (0, 0, 0, 255)), scale: 1)

    /// A tab bar controller with `count` tabs titled T0..., at the root of a window for `device`.
    func scene(_ device: Device, count: Int = 3) -> (Window, TabBarController, [ViewController]) {
        let window = Window(device: device)
        let tabs = TabBarController()
        let vcs = (0..<count).map { i -> ViewController in
            let vc = ViewController()
            vc.tabBarItem = TabBarItem(title: "T\(i)", image: Self.square, selectedImage: nil)
            return vc
        }
        tabs.viewControllers = vcs
        window.rootViewController = tabs
        window.tick()
        return (window, tabs, vcs)
    }

    @Test func theBarIs49PointsPlusTheBottomInset() {
        let (window, tabs, _) = scene(.iPhone14)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 761, width: 390, height: 83), "83 on a notched phone")
        #expect(tabs.tabBar.superview === tabs.view && !tabs.tabBar.isHidden)
        let (seWindow, se, _) = scene(.iPhoneSE)
        #expect(se.tabBar.frame == CGRect(x: 0, y: 618, width: 375, height: 49), "49 on a home-button phone")
        let (padWindow, pad, _) = scene(.iPad)
        #expect(pad.tabBar.frame == CGRect(x: 0, y: 1111, width: 820, height: 69))
        #expect(tabs.tabBar.sizeThatFits(CGSize(width: 390, height: 0)) == CGSize(width: 390, height: 83))
        withExtendedLifetime((window, seWindow, padWindow)) {}
    }

    @Test func itemsShareTheWidthWithImageAboveTitle() throws {
        let (window, tabs, _) = scene(.iPhone14)
        let bar = tabs.tabBar
        #expect(bar.items?.count == 3)
        #expect(bar.itemFrame(at: 0) == CGRect(x: 0, y: 0, width: 130, height: 49))
        #expect(bar.itemFrame(at: 2) == CGRect(x: 260, y: 0, width: 130, height: 49))
        let item = try #require(bar.itemView(at: 1) as? TabBarButton)
        #expect(item.frame == CGRect(x: 130, y: 0, width: 130, height: 49))
        #expect(item.imageView.frame == CGRect(x: 53, y: 7, width: 25, height: 25), "25-point box, centred, 7 from the top")
        #expect(item.titleLabel.frame == CGRect(x: 0, y: 35, width: 130, height: 12) && item.titleLabel.text == "T1")
        #expect(item.titleLabel.font.pointSize == 10)
        #expect(item.imageView.frame.maxY < item.titleLabel.frame.minY, "the title is under the image")
        // Landscape: the items keep out of the side insets.
        let (wideWindow, wide, _) = scene(.iPhone14Landscape)
        #expect(wide.tabBar.frame == CGRect(x: 0, y: 390 - 70, width: 844, height: 70))
        #expect(wide.tabBar.itemFrame(at: 0) == CGRect(x: 47, y: 0, width: 250, height: 49))
        withExtendedLifetime((window, wideWindow)) {}
    }

    @Test func theSelectedItemIsDrawnInTheTintAndTheBadgeIsARedCapsule() throws {
        let (window, tabs, vcs) = scene(.iPhone14)
        let first = try #require(tabs.tabBar.itemView(at: 0) as? TabBarButton)
        let second = try #require(tabs.tabBar.itemView(at: 1) as? TabBarButton)
        #expect(tabs.tabBar.selectedItem === vcs[0].tabBarItem)
        #expect(first.titleLabel.textColor == .systemBlue && second.titleLabel.textColor == Color(white: 0.6))
        let tinted = try #require(first.imageView.image)
        #expect(tinted.bitmap[5, 5] == (0, 122, 255, 255), "the image's alpha drawn in the tint")
        #expect(try #require(second.imageView.image).bitmap[5, 5] == (153, 153, 153, 255))
        #expect(second.badge.isHidden)
        vcs[1].tabBarItem.badgeValue = "3"
        window.tick()
        #expect(!second.badge.isHidden && second.badgeLabel.text == "3")
        #expect(second.badge.backgroundColor == TabBar.defaultBadgeColor)
        #expect(second.badge.frame.minX == 70.5, "5 right of the image's centre (53 + 12.5)")
        #expect(second.badge.frame.minY == 3 && second.badge.frame.height == 18 && second.badge.frame.width >= 18)
        #expect(second.badge.layer.cornerRadius == 9, "a capsule")
        vcs[1].tabBarItem.badgeColor = .green
        #expect(second.badge.backgroundColor == .green)
        tabs.selectedIndex = 1
        window.tick()
        #expect(second.titleLabel.textColor == .systemBlue && first.titleLabel.textColor == Color(white: 0.6))
    }

    @Test func aTapOnAnItemSelectsItsTab() throws {
        final class Delegate: TabBarControllerDelegate {
            var selected: [ViewController] = []
            func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
                selected.append(viewController)
            }
        }
        let (window, tabs, vcs) = scene(.iPhone14)
        let delegate = Delegate()
        tabs.delegate = delegate
        let start = window.time
        var finger = TouchScript.Finger(down: CGPoint(x: 330, y: 780), at: start + 1.0 / 60)
        finger.up(at: start + 2.0 / 60)
        try window.play(TouchScript(fingers: [finger]))
        window.tick(frames: 4)
        #expect(tabs.selectedIndex == 2 && delegate.selected.count == 1 && delegate.selected[0] === vcs[2])
        #expect(tabs.tabBar.selectedItem === vcs[2].tabBarItem)
    }

    @Test func tabsGetTheBarInTheirSafeArea() {
        let (window, tabs, vcs) = scene(.iPhone14)
        #expect(vcs[0].view.frame == tabs.view.bounds, "content runs under the bar")
        #expect(vcs[0].view.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
        #expect(tabs.view.safeAreaInsets.bottom == 34, "the tab bar controller's own view does not")
        let nav = NavigationController(rootViewController: ViewController())
        let (seWindow, se, _) = scene(.iPhoneSE, count: 1)
        se.viewControllers = [nav]
        se.view.layoutIfNeeded()
        #expect(nav.view.safeAreaInsets.bottom == 0, "a navigation controller's own view is not a content view")
        #expect(nav.topViewController?.view.safeAreaInsets.bottom == 49, "its stack's controllers are")
        withExtendedLifetime((window, seWindow)) {}
    }

    @Test func itemsMadeFromTheControllerAndSystemItems() {
        let vc = ViewController()
        vc.title = "Inbox"
        #expect(vc.tabBarItem.title == "Inbox" && vc.tabBarItem.image == nil)
        let item = TabBarItem(tabBarSystemItem: .mostViewed, tag: 4)
        #expect(item.title == "Most Viewed" && item.tag == 4 && item.systemItem == .mostViewed)
        let selected = Self.square
        let toggling = TabBarItem(title: nil, image: nil, selectedImage: selected)
        #expect(toggling.selectedImage == selected)
        let plain = TabBarItem(title: "A", image: selected, tag: 1)
        #expect(plain.selectedImage == selected, "no selected image: the image")
    }
}
