import Foundation
import Testing

@testable import Flipbook

/// The toolbar: 44 points above the bottom safe-area inset, items from
/// 16 points in, 8 apart, flexible spaces sharing the rest, fixed spaces
/// their width; the top controller's `toolbarItems`.
@MainActor @Suite struct ToolbarTests {
    @Test func theToolbarSitsAboveTheHomeIndicatorAndAddsToTheSafeArea() throws {
        let root = titled("Inbox")
        let edit = BarButtonItem(title: "Edit", style: .plain)
        root.toolbarItems = [.flexibleSpace(), edit, .flexibleSpace()]
        let (window, nav) = makeBarScene(root: root, bottom: 34) { $0.isToolbarHidden = false }
        defer { withExtendedLifetime(window) {} }
        let toolbar = nav.toolbar
        #expect(toolbar.frame == CGRect(x: 0, y: 667 - 34 - 44, width: 375, height: 44))
        #expect(toolbar.backgroundView.frame == CGRect(x: 0, y: 0, width: 375, height: 78), "the background reaches the bottom")
        #expect(toolbar.separatorView.frame == CGRect(x: 0, y: -0.5, width: 375, height: 0.5))
        #expect(root.view.safeAreaInsets.bottom == 78, "34 of the screen, 44 of the toolbar")
        let w = textWidth("Edit", .systemFont(ofSize: 17))
        #expect(toolbar.itemViews.count == 3)
        #expect(
            toolbar.itemViews[1].frame == CGRect(x: (375 - w) / 2, y: 0, width: w, height: 44), "centred by two flexible spaces")
    }

    @Test func fixedAndFlexibleSpaces() throws {
        let a = BarButtonItem(title: "A", style: .plain)
        let b = BarButtonItem(title: "B", style: .plain)
        let items: [BarButtonItem] = [a, .fixedSpace(20), b, .flexibleSpace()]
        let wa = textWidth("A", .systemFont(ofSize: 17))
        let wb = textWidth("B", .systemFont(ofSize: 17))
        let frames = Toolbar.itemFrames(for: items, width: 375)
        #expect(frames[0] == CGRect(x: 16, y: 0, width: wa, height: 44))
        #expect(frames[1] == CGRect(x: 16 + wa + 8, y: 0, width: 20, height: 44))
        #expect(frames[2] == CGRect(x: 16 + wa + 8 + 20 + 8, y: 0, width: wb, height: 44))
        #expect(abs(frames[3].maxX - (375 - 16)) < 1e-9, "the flexible space takes the rest up to the margin")
    }

    @Test func thePushedControllersItemsReplaceTheRoots() throws {
        let root = titled("Inbox")
        root.toolbarItems = [BarButtonItem(title: "Compose", style: .plain)]
        let (window, nav) = makeBarScene(root: root) { $0.isToolbarHidden = false }
        defer { withExtendedLifetime(window) {} }
        let detail = titled("Detail")
        let reply = BarButtonItem(systemItem: .reply)
        detail.toolbarItems = [reply]
        nav.pushViewController(detail, animated: true)
        window.tick(frames: 30)
        #expect(nav.toolbar.items?.count == 1 && nav.toolbar.items?.first === reply)
        #expect(nav.toolbar.itemViews.count == 1 && nav.toolbar.fadingViews.isEmpty)
        #expect(nav.toolbar.itemViews.allSatisfy { $0.alpha == 1 && $0.superview === nav.toolbar })
    }

    @Test func anItemsTargetActionAndPrimaryActionRunOnATap() throws {
        final class Target {
            var edits = 0
            func edit() { edits += 1 }
        }
        let target = Target()
        var primary = 0
        let item = BarButtonItem(title: "Edit", style: .plain, target: target, action: Target.edit)
        item.primaryAction = ControlAction { _ in primary += 1 }
        let root = titled("Inbox")
        root.toolbarItems = [item]
        let (window, nav) = makeBarScene(root: root) { $0.isToolbarHidden = false }
        defer { withExtendedLifetime(window) {} }
        let button = try #require(nav.toolbar.itemViews.first as? Control)
        button.sendActions(for: .primaryActionTriggered)
        #expect(target.edits == 1 && primary == 1)
        item.isEnabled = false
        let disabled = try #require(nav.toolbar.itemViews.first as? Control)
        #expect(!disabled.isEnabled)
        disabled.sendActions(for: .primaryActionTriggered)
        #expect(target.edits == 1, "a disabled item does nothing")
    }
}
