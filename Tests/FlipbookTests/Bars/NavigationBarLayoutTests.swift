import Foundation
import Testing

@testable import Flipbook

/// The navigation bar's geometry from Apple's metrics: 44 points below the
/// status bar (96 with a large title), the title centred in 17 pt semibold,
/// items 16 points from the edges and 8 apart, the back chevron at x = 8
/// with the previous title, and the children's safe area below the bar.
@MainActor @Suite struct NavigationBarLayoutTests {
    @Test func theBarSitsBelowTheStatusBarAndTheChildsSafeAreaStartsBelowIt() throws {
        let root = titled("Inbox")
        let content = View(frame: CGRect(x: 0, y: 200, width: 375, height: 100))
        root.view.addSubview(content)
        let (window, nav) = makeBarScene(root: root)
        defer { withExtendedLifetime(window) {} }
        let bar = nav.navigationBar
        #expect(bar.frame == CGRect(x: 0, y: 20, width: 375, height: 44))
        #expect(!bar.isHidden)
        #expect(
            bar.backgroundView.frame == CGRect(x: 0, y: -20, width: 375, height: 64),
            "the background reaches behind the status bar")
        #expect(bar.separatorView.frame == CGRect(x: 0, y: 44, width: 375, height: 0.5), "one pixel at scale 2, under the bar")
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667), "the child's view stays full size")
        #expect(root.view.safeAreaInsets == EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        #expect(content.safeAreaInsets == .zero, "a view below the bar is all safe")
        #expect(nav.toolbar.isHidden && nav.isToolbarHidden)
    }

    @Test func theTitleIsCentredIn17PointSemibold() throws {
        let (window, nav) = makeBarScene(root: titled("Inbox"))
        defer { withExtendedLifetime(window) {} }
        let content = try #require(nav.navigationBar.content)
        let w = textWidth("Inbox", NavigationBar.Metrics.titleFont)
        #expect(content.titleLabel.text == "Inbox")
        #expect(content.titleLabel.font == Font.systemFont(ofSize: 17, weight: .semibold))
        #expect(content.titleLabel.frame == CGRect(x: (375 - w) / 2, y: 0, width: w, height: 44))
        #expect(content.backButton.isHidden, "the root has no back button")
    }

    @Test func itemsKeepSixteenPointsFromTheEdgesAndEightBetween() throws {
        let root = titled("Inbox")
        let done = BarButtonItem(systemItem: .done)
        let add = BarButtonItem(systemItem: .add)
        root.navigationItem.rightBarButtonItems = [done, add]
        root.navigationItem.leftBarButtonItem = BarButtonItem(title: "Edit", style: .plain)
        let (window, nav) = makeBarScene(root: root)
        defer { withExtendedLifetime(window) {} }
        let content = try #require(nav.navigationBar.content)
        let doneWidth = textWidth("Done", .systemFont(ofSize: 17, weight: .semibold))
        let editWidth = textWidth("Edit", .systemFont(ofSize: 17))
        // Symbol items draw their glyph in DejaVu Sans 22 (the system font, Inter, lacks some of them).
        let plusWidth = textWidth("+", Font(familyName: Font.fallbackSystemFamilyName, pointSize: 22))
        #expect(
            content.rightButtons.map(\.frame) == [
                CGRect(x: 359 - doneWidth, y: 0, width: doneWidth, height: 44),
                CGRect(x: 359 - doneWidth - 8 - plusWidth, y: 0, width: plusWidth, height: 44),
            ])
        #expect(content.leftButtons.map(\.frame) == [CGRect(x: 16, y: 0, width: editWidth, height: 44)])
        let doneButton = try #require(content.rightButtons.first as? Button)
        #expect(doneButton.titleLabel?.font == Font.systemFont(ofSize: 17, weight: .semibold), "done items are semibold")
        #expect(doneButton.title(for: .normal) == "Done" && doneButton.tintColor == .systemBlue)
        done.isEnabled = false
        let disabled = try #require(nav.navigationBar.content?.rightButtons.first as? Button)
        #expect(!disabled.isEnabled, "a change to an item shows in the bar")
    }

    @Test func theBackButtonShowsThePreviousTitleItsBackButtonTitleOrBack() throws {
        let root = titled("Inbox")
        let (window, nav) = makeBarScene(root: root)
        defer { withExtendedLifetime(window) {} }
        let detail = titled("Detail")
        nav.pushViewController(detail, animated: false)
        window.tick()
        var content = try #require(nav.navigationBar.content)
        #expect(content.item === detail.navigationItem)
        #expect(!content.backButton.isHidden)
        #expect(content.backButton.chevron.frame == CGRect(x: 8, y: 11.5, width: 13, height: 21))
        #expect(content.backButton.titleLabel.text == "Inbox")
        #expect(
            content.backButton.titleLabel.frame
                == CGRect(x: 27, y: 0, width: textWidth("Inbox", NavigationBar.Metrics.itemFont), height: 44))
        #expect(content.backButton.titleLabel.font == Font.systemFont(ofSize: 17))

        root.navigationItem.backButtonTitle = "Mail"
        content = try #require(nav.navigationBar.content)
        #expect(content.backButton.titleLabel.text == "Mail", "backButtonTitle wins and shows at once")

        root.navigationItem.backButtonTitle = nil
        root.title = "A title far too long to fit beside the centred one"
        content = try #require(nav.navigationBar.content)
        #expect(content.backButton.titleLabel.text == "Back", "a title that does not fit gives way to Back")

        detail.navigationItem.hidesBackButton = true
        #expect(try #require(nav.navigationBar.content).backButton.isHidden)
    }

    @Test func largeTitlesMakeA96PointBarAndNeverGoesBackTo44() throws {
        let (window, nav) = makeBarScene(root: titled("Inbox")) { $0.navigationBar.prefersLargeTitles = true }
        defer { withExtendedLifetime(window) {} }
        let bar = nav.navigationBar
        #expect(bar.frame == CGRect(x: 0, y: 20, width: 375, height: 96))
        var content = try #require(bar.content)
        let w = textWidth("Inbox", NavigationBar.Metrics.largeTitleFont)
        #expect(content.largeTitleLabel.text == "Inbox" && content.largeTitleLabel.font == .systemFont(ofSize: 34, weight: .bold))
        #expect(content.largeTitleLabel.frame == CGRect(x: 16, y: 44, width: w, height: 44))
        #expect(content.titleLabel.text == nil, "no small title while the large one shows")
        let root = try #require(nav.topViewController)
        #expect(root.view.safeAreaInsets.top == 116)

        let detail = titled("Detail")
        detail.navigationItem.largeTitleDisplayMode = .never
        nav.pushViewController(detail, animated: false)
        window.tick()
        #expect(bar.frame == CGRect(x: 0, y: 20, width: 375, height: 44))
        #expect(detail.view.safeAreaInsets.top == 64)
        content = try #require(bar.content)
        #expect(content.titleLabel.text == "Detail" && content.largeTitleLabel.text == nil)

        let third = titled("Third")  // .automatic: as the item below it, small
        nav.pushViewController(third, animated: false)
        window.tick()
        #expect(bar.frame.height == 44)

        third.navigationItem.largeTitleDisplayMode = .always
        window.tick()
        #expect(
            bar.frame.height == 96 && third.view.safeAreaInsets.top == 116, "an item's change moves the bar at the next layout")
    }

    @Test func aHiddenBarTakesNoSafeAreaAndSlidesBackWhenShownAnimated() throws {
        let root = titled("Inbox")
        let (window, nav) = makeBarScene(root: root) { $0.isNavigationBarHidden = true }
        defer { withExtendedLifetime(window) {} }
        let bar = nav.navigationBar
        #expect(bar.isHidden && bar.frame.minY == -44)
        #expect(root.view.safeAreaInsets.top == 20)

        nav.setNavigationBarHidden(false, animated: true)
        #expect(!bar.isHidden && root.view.safeAreaInsets.top == 64)
        window.tick(frames: 6)  // 0.1 s of 0.2 s, ease-in-out: half way
        #expect(abs(drawn(bar).frame.minY - (-44 + 64 * 0.5)) < 1e-6, "\(drawn(bar).frame)")
        window.tick(frames: 7)
        #expect(drawn(bar).frame.minY == 20)

        nav.setNavigationBarHidden(true, animated: true)
        window.tick(frames: 6)
        #expect(!bar.isHidden, "still sliding up")
        window.tick(frames: 7)
        #expect(bar.isHidden && drawn(bar).frame.minY == -44)
    }

    @Test func aLandscapePhoneHasCompact32PointBarsWithoutLargeTitles() throws {
        let window = Window(size: CGSize(width: 667, height: 375), scale: 2, clock: ManualClock(fps: 60))
        let root = titled("Inbox")
        let nav = NavigationController(rootViewController: root)
        nav.navigationBar.prefersLargeTitles = true
        nav.isToolbarHidden = false
        window.rootViewController = nav
        window.tick()
        #expect(nav.traitCollection.verticalSizeClass == .compact)
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 0, width: 667, height: 32))
        let content = try #require(nav.navigationBar.content)
        #expect(content.titleLabel.text == "Inbox" && content.largeTitleLabel.text == nil, "no large title when compact")
        #expect(content.titleLabel.frame.height == 32 && content.titleLabel.frame.midX == 333.5)
        #expect(nav.toolbar.frame == CGRect(x: 0, y: 375 - 32, width: 667, height: 32))
        #expect(root.view.safeAreaInsets == EdgeInsets(top: 32, left: 0, bottom: 32, right: 0))
    }

    @Test func additionalSafeAreaInsetsAddToTheBars() throws {
        let root = titled("Inbox")
        root.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 5, bottom: 0, right: 0)
        let (window, _) = makeBarScene(root: root)
        defer { withExtendedLifetime(window) {} }
        #expect(root.view.safeAreaInsets == EdgeInsets(top: 74, left: 5, bottom: 0, right: 0))
    }
}
