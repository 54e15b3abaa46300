import Flipbook
import FlipbookCairo
import Foundation
import Testing

/// The page indicator, the page curl that follows the finger, and two-sided
/// pages of `UIPageViewController`, drawn and checked pixel by pixel
/// (`FLIPBOOK_RENDER_LOOK=/tmp/look` writes the pictures).
@MainActor @Suite struct PageViewControllerFidelityTests {
    static let red = [255, 0, 0, 255], green = [0, 255, 0, 255], blue = [0, 0, 255, 255]
    static let yellow = [255, 255, 0, 255], black = [0, 0, 0, 255], white = [255, 255, 255, 255]

    /// The back of a single-sided red page: white with the red at 25 % (255, 191, 191).
    static func isShowThrough(_ p: [Int]) -> Bool { p[0] == 255 && p[1] > 150 && p[1] < 230 && p[1] == p[2] }

    final class Page: ViewController {
        let color: Color
        init(_ color: Color) {
            self.color = color
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() { view.backgroundColor = color }
    }

    /// Pages in order, with or without the page-indicator methods of
    /// https://developer.apple.com/documentation/uikit/uipageviewcontrollerdatasource.
    class Book: PageViewControllerDataSource, PageViewControllerDelegate {
        let pages: [Page]
        var log: [String] = []
        init(_ colors: [Color]) { pages = colors.map { Page($0) } }
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
        // Declared in the class so the subclass's overrides are what the protocol calls;
        // 0 is the protocol's default (no indicator).
        func presentationCount(for pageViewController: PageViewController) -> Int { 0 }
        func presentationIndex(for pageViewController: PageViewController) -> Int { 0 }
    }

    /// A data source that implements the page-indicator methods.
    final class IndexedBook: Book {
        var shown = 0
        var asked = 0
        override func presentationCount(for pageViewController: PageViewController) -> Int { pages.count }
        override func presentationIndex(for pageViewController: PageViewController) -> Int {
            asked += 1
            return shown
        }
    }

    func scene(
        _ style: PageViewController.TransitionStyle, size: CGSize = CGSize(width: 200, height: 100),
        options: [PageViewController.OptionsKey: Any]? = nil
    ) -> (Window, PageViewController) {
        // 40 frames per second: the 0.35 s turn is 14 frames.
        let window = Window(size: size, scale: 1, clock: ManualClock(fps: 40))
        window.backgroundColor = .black
        let pvc = PageViewController(transitionStyle: style, navigationOrientation: .horizontal, options: options)
        window.rootViewController = pvc
        return (window, pvc)
    }

    // MARK: The page indicator

    /// "If both of the methods in Supporting a Page Indicator are implemented
    /// and the page view controller's transition style is ... scroll, a page
    /// indicator is visible"
    /// (https://developer.apple.com/documentation/uikit/uipageviewcontrollerdatasource);
    /// the current dot opaque white, the others translucent white
    /// (https://developer.apple.com/documentation/uikit/uipagecontrol/currentpageindicatortintcolor).
    @Test func aScrollControllerWhoseDataSourceCountsPagesShowsAPageIndicator() throws {
        let (window, pvc) = scene(.scroll, size: CGSize(width: 200, height: 200))
        let book = IndexedBook([.red, .green, .blue])
        pvc.dataSource = book
        pvc.delegate = book
        pvc.setViewControllers([book.pages[0]], direction: .forward, animated: false)
        window.tick()
        let b = try render(window, look: "page-indicator-first")
        // The pages stop 37 points above the bottom; the indicator's dots are
        // 16 points apart around the middle, 18.5 points above the bottom.
        #expect(b.rgba(100, 150) == Self.red && b.rgba(100, 160) == Self.red)
        #expect(b.rgba(100, 170) == Self.black && b.rgba(10, 190) == Self.black, "below the pages: the background")
        #expect(b.rgba(84, 181) == Self.white, "the first page's dot, opaque white: \(b.rgba(84, 181))")
        let dim = b.rgba(100, 181)
        let dim2 = b.rgba(116, 181)
        #expect(dim == dim2 && dim[0] > 40 && dim[0] < 120 && dim[0] == dim[1], "translucent white over black: \(dim)")
        #expect(b.rgba(132, 181) == Self.black, "three dots only")
        #expect(book.asked == 1)
        // A code-driven turn asks the data source again.
        book.shown = 2
        pvc.setViewControllers([book.pages[2]], direction: .forward, animated: false)
        window.tick()
        let third = try render(window, look: "page-indicator-third")
        #expect(third.rgba(116, 181) == Self.white && third.rgba(84, 181) == dim, "the third dot is current")
        #expect(third.rgba(100, 100) == Self.blue)
        // A swipe back moves the dot by one without asking.
        var swipe = TouchScript.Finger(name: "swipe", down: CGPoint(x: 30, y: 80), at: window.time + 0.025)
        for i in 1...6 { swipe.move(to: CGPoint(x: 30 + 25 * Double(i), y: 80), at: window.time + 0.025 + 0.025 * Double(i)) }
        swipe.up(at: window.time + 0.2)
        try window.play(TouchScript(fingers: [swipe]))
        window.tick(frames: 40)
        let back = try render(window, look: "page-indicator-swiped")
        #expect(pvc.viewControllers?.first === book.pages[1] && book.log.last == "did true [2] true", "\(book.log)")
        #expect(back.rgba(100, 181) == Self.white && back.rgba(116, 181) == dim)
        #expect(book.asked == 2)
    }

    @Test func withoutTheIndicatorMethodsOrWithAPageCurlThereIsNoIndicator() throws {
        let (window, pvc) = scene(.scroll, size: CGSize(width: 200, height: 200))
        let book = Book([.red, .green])
        pvc.dataSource = book
        pvc.setViewControllers([book.pages[0]], direction: .forward, animated: false)
        window.tick()
        let plain = try render(window)
        #expect(plain.rgba(100, 190) == Self.red && plain.rgba(84, 181) == Self.red, "the page fills the view")
        let (curlWindow, curl) = scene(.pageCurl, size: CGSize(width: 200, height: 200))
        let indexed = IndexedBook([.red, .green])
        curl.dataSource = indexed
        curl.setViewControllers([indexed.pages[0]], direction: .forward, animated: false)
        curlWindow.tick()
        #expect(try render(curlWindow).rgba(84, 181) == Self.red, "only the scroll style shows an indicator")
    }

    // MARK: A curl that follows the finger

    /// A pan on a `.pageCurl` controller turns the page as far as the finger
    /// has gone (https://developer.apple.com/documentation/uikit/uipageviewcontroller),
    /// and on lifting goes on or back as the scroll style's pan does, the
    /// delegate hearing of it (https://developer.apple.com/documentation/uikit/uipageviewcontrollerdelegate).
    @Test func aPageCurlFollowsTheFingerThenFinishesOrGoesBack() throws {
        let (window, pvc) = scene(.pageCurl)
        let book = Book([.red, .green, .blue])
        pvc.dataSource = book
        pvc.delegate = book
        pvc.setViewControllers([book.pages[0]], direction: .forward, animated: false)
        window.tick()
        // The finger goes from x = 190 to x = 70 in 12 steps, 25 ms apart, then lifts.
        let t0 = window.time + 0.025
        var drag = TouchScript.Finger(name: "drag", down: CGPoint(x: 190, y: 50), at: t0)
        for i in 1...12 { drag.move(to: CGPoint(x: 190 - 10 * Double(i), y: 50), at: t0 + 0.025 * Double(i)) }
        drag.up(at: t0 + 0.35)
        try window.play(TouchScript(fingers: [drag]))
        window.tick(frames: 5)
        let early = try render(window, look: "page-curl-drag-early")
        window.tick(frames: 4)
        let later = try render(window, look: "page-curl-drag-later")
        // Both mid-drag: the page's front at the spine side, the next page
        // uncovered at the free edge, the folded-over back (white, the red
        // showing through) between; the farther the finger, the less front.
        #expect(early.rgba(5, 50) == Self.red && early.rgba(197, 50) == Self.green, "\(early.rgba(197, 50))")
        #expect(later.rgba(5, 50) == Self.red && later.rgba(197, 50) == Self.green)
        let frontEarly = (0..<200).filter { early.rgba($0, 50) == Self.red }.count
        let frontLater = (0..<200).filter { later.rgba($0, 50) == Self.red }.count
        let greenEarly = (0..<200).filter { early.rgba($0, 50) == Self.green }.count
        let greenLater = (0..<200).filter { later.rgba($0, 50) == Self.green }.count
        #expect(
            frontLater < frontEarly && greenLater > greenEarly, "\(frontEarly) → \(frontLater), \(greenEarly) → \(greenLater)")
        #expect(
            (0..<200).contains { Self.isShowThrough(later.rgba($0, 50)) }, "the back: white with the red showing through at 25 %")
        #expect(book.log == ["will [1]"], "\(book.log)")
        window.tick(frames: 30)
        #expect(try render(window, look: "page-curl-drag-end").rgba(100, 50) == Self.green)
        #expect(pvc.viewControllers?.first === book.pages[1] && book.pages[0].parent == nil)
        #expect(book.log == ["will [1]", "did true [0] true"], "\(book.log)")
        // A short, slow drag back towards the first page goes back.
        let t1 = window.time + 0.025
        var short = TouchScript.Finger(name: "short", down: CGPoint(x: 20, y: 50), at: t1)
        for i in 1...10 { short.move(to: CGPoint(x: 20 + 5 * Double(i), y: 50), at: t1 + 0.1 * Double(i)) }
        short.up(at: t1 + 1.1)
        try window.play(TouchScript(fingers: [short]))
        window.tick(frames: 30)
        let landing = try render(window, look: "page-curl-short")
        #expect(landing.rgba(197, 50) == Self.green, "the old page stays under the landing sheet")
        #expect(Self.isShowThrough(landing.rgba(3, 50)), "the page before comes in folded, its back up: \(landing.rgba(3, 50))")
        window.tick(frames: 40)
        #expect(try render(window).rgba(10, 50) == Self.green)
        #expect(pvc.viewControllers?.first === book.pages[1] && book.pages[0].parent == nil)
        #expect(book.log.suffix(2) == ["will [0]", "did true [1] false"], "\(book.log)")
    }

    // MARK: Two-sided pages

    /// With the spine in the middle two pages show side by side and pages are
    /// double-sided ("If the spine is located in the middle, the value must
    /// be true", https://developer.apple.com/documentation/uikit/uipageviewcontroller/isdoublesided);
    /// a forward turn folds the right page over, its back the new left page
    /// (https://developer.apple.com/documentation/uikit/uipageviewcontroller/setviewcontrollers(_:direction:animated:completion:)).
    @Test func withTheSpineInTheMiddleTheRightPageTurnsOverShowingTheNextLeftPage() throws {
        let (window, pvc) = scene(.pageCurl, options: [.spineLocation: PageViewController.SpineLocation.mid])
        let book = Book([.red, .green, .blue, .yellow])
        #expect(pvc.spineLocation == .mid && pvc.isDoubleSided)
        pvc.isDoubleSided = false
        #expect(pvc.isDoubleSided, "false is refused with a middle spine")
        pvc.setViewControllers([book.pages[0]], direction: .forward, animated: false)
        #expect(pvc.viewControllers == nil, "two pages are needed")
        pvc.setViewControllers([book.pages[0], book.pages[1]], direction: .forward, animated: false)
        window.tick()
        let open = try render(window, look: "page-mid-open")
        #expect(open.rgba(50, 50) == Self.red && open.rgba(150, 50) == Self.green)
        var done: [Bool] = []
        pvc.setViewControllers([book.pages[2], book.pages[3]], direction: .forward, animated: true) { done.append($0) }
        window.tick(frames: 4)
        let quarter = try render(window, look: "page-mid-quarter")
        // Less than half way: the green front from the spine, the blue back
        // folded over it, the yellow right page uncovered at the edge; the left half still red.
        #expect(quarter.rgba(50, 50) == Self.red && quarter.rgba(102, 50) == Self.green)
        #expect(quarter.rgba(198, 50) == Self.yellow, "\(quarter.rgba(198, 50))")
        #expect((100..<200).contains { quarter.rgba($0, 50) == Self.blue }, "the back of the turning page")
        window.tick(frames: 6)
        let late = try render(window, look: "page-mid-late")
        // Past half way: the back (blue) reaches over the spine onto the left half.
        #expect(late.rgba(98, 50) == Self.blue && late.rgba(2, 50) == Self.red && late.rgba(150, 50) == Self.yellow)
        window.tick(frames: 6)
        let end = try render(window, look: "page-mid-end")
        #expect(end.rgba(50, 50) == Self.blue && end.rgba(150, 50) == Self.yellow && done == [true])
        #expect(pvc.viewControllers?.count == 2 && pvc.children.count == 2)
        // Back again: the left page turns over to the right, its back the old right page.
        pvc.setViewControllers([book.pages[0], book.pages[1]], direction: .reverse, animated: true)
        window.tick(frames: 10)
        let reverse = try render(window, look: "page-mid-reverse")
        #expect(reverse.rgba(102, 50) == Self.green && reverse.rgba(198, 50) == Self.yellow, "\(reverse.rgba(198, 50))")
        window.tick(frames: 6)
        let reopened = try render(window)
        #expect(reopened.rgba(50, 50) == Self.red && reopened.rgba(150, 50) == Self.green)
    }

    /// A double-sided controller with its spine at an edge takes "the front
    /// of the page to be displayed and the back of the previously-displayed
    /// page. The back is used for the page turning animation"
    /// (https://developer.apple.com/documentation/uikit/uipageviewcontroller/setviewcontrollers(_:direction:animated:completion:)).
    @Test func aDoubleSidedPageShowsItsBackPageWhileItTurns() throws {
        let (window, pvc) = scene(.pageCurl)
        let book = Book([.red, .blue, .green])
        pvc.isDoubleSided = true
        pvc.setViewControllers([book.pages[0]], direction: .forward, animated: false)
        #expect(pvc.viewControllers == nil, "a front and a back are needed")
        pvc.setViewControllers([book.pages[0], book.pages[1]], direction: .forward, animated: false)
        window.tick()
        let still = try render(window, look: "page-double-still")
        #expect(still.rgba(10, 50) == Self.red && still.rgba(190, 50) == Self.red, "only the front shows")
        // Forward to the green page; the back of the red page is the blue one given now.
        pvc.setViewControllers([book.pages[2], book.pages[1]], direction: .forward, animated: true)
        window.tick(frames: 5)
        let turning = try render(window, look: "page-double-turning")
        #expect(turning.rgba(3, 50) == Self.red && turning.rgba(197, 50) == Self.green)
        #expect((0..<200).contains { turning.rgba($0, 50) == Self.blue }, "the back shows the back page")
        #expect(!(0..<200).contains { Self.isShowThrough(turning.rgba($0, 50)) }, "no single-sided show-through")
        window.tick(frames: 12)
        #expect(try render(window).rgba(100, 50) == Self.green)
    }
}
