import Flipbook
import FlipbookCairo
import FlipbookTestSupport
import Foundation
import Testing

/// UIKit's page, split and collection view controllers, drawn and checked
/// pixel by pixel (`FLIPBOOK_RENDER_LOOK=/tmp/look` writes the pictures).
@MainActor @Suite struct ContainerControllerRenderingTests {
    static let red = [255, 0, 0, 255], green = [0, 255, 0, 255], blue = [0, 0, 255, 255]

    final class Page: ViewController {
        let color: Color
        init(_ color: Color) {
            self.color = color
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() { view.backgroundColor = color }
    }

    /// The pages in order; the data source of
    /// https://developer.apple.com/documentation/uikit/uipageviewcontrollerdatasource.
    final class Pages: PageViewControllerDataSource, PageViewControllerDelegate {
        let pages = [Page(.red), Page(.green), Page(.blue)]
        var log: [String] = []
        func index(_ vc: ViewController) -> Int? { pages.firstIndex { $0 === vc } }
        func pageViewController(_ pvc: PageViewController, viewControllerBefore vc: ViewController) -> ViewController? {
            guard let i = index(vc), i > 0 else { return nil }
            return pages[i - 1]
        }
        func pageViewController(_ pvc: PageViewController, viewControllerAfter vc: ViewController) -> ViewController? {
            guard let i = index(vc), i + 1 < pages.count else { return nil }
            return pages[i + 1]
        }
        func pageViewController(_ pvc: PageViewController, willTransitionTo pending: [ViewController]) {
            log.append("will \(pending.map { index($0) ?? -1 })")
        }
        func pageViewController(
            _ pvc: PageViewController, didFinishAnimating finished: Bool,
            previousViewControllers: [ViewController], transitionCompleted completed: Bool
        ) {
            log.append("did \(finished) \(previousViewControllers.map { index($0) ?? -1 }) \(completed)")
        }
    }

    func pageScene(_ style: PageViewController.TransitionStyle) -> (Window, PageViewController, Pages) {
        // 40 frames per second: the 0.35 s turn is 14 frames, its middle frame 7.
        let window = Window(size: CGSize(width: 200, height: 100), scale: 1, clock: ManualClock(fps: 40))
        let pvc = PageViewController(transitionStyle: style, navigationOrientation: .horizontal)
        let pages = Pages()
        pvc.dataSource = pages
        pvc.delegate = pages
        window.rootViewController = pvc
        pvc.setViewControllers([pages.pages[0]], direction: .forward, animated: false)
        window.tick()
        return (window, pvc, pages)
    }

    /// https://developer.apple.com/documentation/uikit/uipageviewcontroller/setviewcontrollers(_:direction:animated:completion:)
    /// with the `.scroll` style (https://developer.apple.com/documentation/uikit/uipageviewcontroller/transitionstyle/scroll).
    @Test func aScrollTurnSlidesTheNextPageInFromTheTrailingEdge() throws {
        let (window, pvc, pages) = pageScene(.scroll)
        let start = try render(window, look: "page-scroll-0")
        #expect(start.rgba(10, 50) == Self.red && start.rgba(190, 50) == Self.red)
        var completed: [Bool] = []
        pvc.setViewControllers([pages.pages[1]], direction: .forward, animated: true) { completed.append($0) }
        window.tick(frames: 7)
        let middle = try render(window, look: "page-scroll-mid")
        #expect(middle.rgba(90, 50) == Self.red && middle.rgba(110, 50) == Self.green, "half way: the boundary at x = 100")
        #expect(completed.isEmpty)
        window.tick(frames: 8)
        let end = try render(window, look: "page-scroll-end")
        #expect(end.rgba(10, 50) == Self.green && end.rgba(190, 50) == Self.green)
        #expect(completed == [true] && pvc.viewControllers?.first === pages.pages[1])
        #expect(pvc.children.count == 1 && pvc.children.first === pages.pages[1] && pages.pages[0].parent == nil)
        #expect(pages.log.isEmpty, "code-driven turns tell the delegate nothing")
        // Back, in reverse: the page before comes in from the leading edge.
        pvc.setViewControllers([pages.pages[0]], direction: .reverse, animated: true)
        window.tick(frames: 7)
        let back = try render(window, look: "page-scroll-back")
        #expect(back.rgba(90, 50) == Self.red && back.rgba(110, 50) == Self.green, "red enters from the left")
        window.tick(frames: 8)
        #expect(try render(window).rgba(150, 50) == Self.red)
    }

    /// The `.pageCurl` style (https://developer.apple.com/documentation/uikit/uipageviewcontroller/transitionstyle/pagecurl):
    /// the page folds back over itself towards the spine, uncovering the next one.
    @Test func aPageCurlTurnCurlsThePageAwayOverTheNext() throws {
        let (window, pvc, pages) = pageScene(.pageCurl)
        #expect(pvc.spineLocation == .min)
        var completed: [Bool] = []
        pvc.setViewControllers([pages.pages[2]], direction: .forward, animated: true) { completed.append($0) }
        window.tick(frames: 7)
        let middle = try render(window, look: "page-curl-mid")
        // Half way: the fold at the middle, the page's back (white, the red
        // front showing through, single-sided) folded over its left half,
        // the new page uncovered on the right.
        let folded = middle.rgba(50, 50)
        let uncovered = middle.rgba(150, 50)
        #expect(uncovered == Self.blue, "\(uncovered)")
        #expect(folded[0] == 255 && folded[1] > 150 && folded[1] < 230 && folded[1] == folded[2], "the back: \(folded)")
        window.tick(frames: 10)
        let end = try render(window, look: "page-curl-end")
        #expect(end.rgba(10, 10) == Self.blue && end.rgba(190, 90) == Self.blue && completed == [true])
    }

    /// A swipe turns pages with the data source and tells the delegate
    /// (https://developer.apple.com/documentation/uikit/uipageviewcontrollerdelegate).
    @Test func aSwipeTurnsThePageAndAShortDragGoesBack() throws {
        let (window, pvc, pages) = pageScene(.scroll)
        var swipe = TouchScript.Finger(name: "swipe", down: CGPoint(x: 170, y: 50), at: 0.05)
        for i in 1...6 { swipe.move(to: CGPoint(x: 170 - 20 * Double(i), y: 50), at: 0.05 + 0.025 * Double(i)) }
        swipe.up(at: 0.25)
        try window.play(TouchScript(fingers: [swipe]))
        window.tick(frames: 8)
        let dragging = try render(window, look: "page-swipe-drag")
        #expect(dragging.rgba(10, 50) == Self.red && dragging.rgba(190, 50) == Self.green, "the pages follow the finger")
        window.tick(frames: 20)
        #expect(try render(window, look: "page-swipe-end").rgba(100, 50) == Self.green)
        #expect(pvc.viewControllers?.first === pages.pages[1])
        #expect(pages.log == ["will [1]", "did true [0] true"])
        // A short, slow drag towards the next page slides back.
        var short = TouchScript.Finger(name: "short", down: CGPoint(x: 150, y: 50), at: 1.0)
        for i in 1...10 { short.move(to: CGPoint(x: 150 - 2 * Double(i), y: 50), at: 1.0 + 0.1 * Double(i)) }
        short.up(at: 2.2)
        try window.play(TouchScript(fingers: [short]))
        window.tick(frames: 80)
        #expect(pvc.viewControllers?.first === pages.pages[1] && pages.pages[2].parent == nil)
        #expect(pages.log.suffix(2) == ["will [2]", "did true [1] false"], "\(pages.log)")
        #expect(try render(window).rgba(190, 50) == Self.green)
    }

    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller:
    /// regular width, landscape: the primary column beside the secondary.
    @Test func aSplitViewControllerPutsThePrimaryBesideTheSecondary() throws {
        let window = Window(size: CGSize(width: 800, height: 400), scale: 1, clock: ManualClock(fps: 60))
        let split = SplitViewController(style: .doubleColumn)
        split.setViewController(Page(.blue), for: .primary)
        split.setViewController(Page(.red), for: .secondary)
        window.rootViewController = split
        window.tick()
        #expect(!split.isCollapsed && split.displayMode == .oneBesideSecondary && split.primaryColumnWidth == 320)
        let b = try render(window, look: "split-regular")
        #expect(b.rgba(10, 200) == Self.blue && b.rgba(318, 200) == Self.blue)
        #expect(b.rgba(322, 200) == Self.red && b.rgba(790, 200) == Self.red)
        #expect(b.rgba(320, 200) != Self.blue && b.rgba(320, 200) != Self.red, "the separator between the columns")
        split.preferredPrimaryColumnWidthFraction = 0.5
        window.tick()
        let half = try render(window, look: "split-half")
        #expect(half.rgba(390, 200) == Self.blue && half.rgba(410, 200) == Self.red)
        split.hide(.primary)
        window.tick()
        #expect(try render(window).rgba(10, 200) == Self.red, "secondary only")
    }

    final class KeepPrimary: SplitViewControllerDelegate {
        func splitViewController(
            _ s: SplitViewController, collapseSecondary secondary: ViewController,
            onto primary: ViewController
        ) -> Bool { true }
    }

    /// Compact width: one column (https://developer.apple.com/documentation/uikit/uisplitviewcontroller/iscollapsed).
    @Test func aCompactSplitViewControllerShowsOneColumn() throws {
        let window = Window(size: CGSize(width: 300, height: 500), scale: 1, clock: ManualClock(fps: 60))
        let split = SplitViewController()
        split.viewControllers = [Page(.blue), Page(.red)]
        window.rootViewController = split
        window.tick()
        #expect(split.isCollapsed)
        #expect(try render(window, look: "split-compact").rgba(150, 250) == Self.red, "classic: the secondary on top")
        let keep = KeepPrimary()
        split.delegate = keep
        split.view.setNeedsLayout()
        window.tick()
        #expect(try render(window).rgba(150, 250) == Self.blue, "the delegate keeps the primary")
        let detail = Page(.green)
        split.viewControllers[0].showDetailViewController(detail, sender: nil)
        window.tick()
        #expect(split.viewController(for: .secondary) === detail)
    }

    final class Grid: CollectionViewController {
        let colors: [Color] = [.red, .green, .blue]
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "c")
            collectionView.backgroundColor = .white
        }
        override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
        override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
            cell.contentView.backgroundColor = colors[indexPath.item % 3]
            return cell
        }
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewcontroller:
    /// the controller's collection view, fed by the controller's overrides.
    @Test func aCollectionViewControllerFeedsItsCollectionView() throws {
        let window = Window(size: CGSize(width: 320, height: 240), scale: 1, clock: ManualClock(fps: 60))
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let grid = Grid(collectionViewLayout: layout)
        window.rootViewController = grid
        window.tick()
        #expect(grid.collectionView.dataSource === grid && grid.collectionViewLayout === layout)
        let b = try render(window, look: "collection-controller")
        #expect(b.rgba(50, 50) == Self.red && b.rgba(160, 50) == Self.green && b.rgba(270, 50) == Self.blue)
        #expect(b.rgba(50, 160) == Self.red && b.rgba(105, 50) == [255, 255, 255, 255])
    }
}
