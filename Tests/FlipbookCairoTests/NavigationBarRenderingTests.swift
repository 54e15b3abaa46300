import FlipbookCairo
import FlipbookTestSupport
import Foundation
import Testing

@testable import Flipbook

/// Bars as drawn through the layer tree: the background, the one-pixel
/// separator, the title's ink inside the title's frame, the blue chevron,
/// the cross-fade half way through a push, and the toolbar's hairline.
@MainActor
@Suite struct NavigationBarRenderingTests {
    /// A white root titled Inbox in a navigation controller, 375 × 667 at
    /// scale 2 with a 20-point status bar; `configure` runs before it shows.
    func scene(fps: Double = 60, configure: (NavigationController) -> Void = { _ in })
        -> (Window, NavigationController, ViewController)
    {
        let window = Window(size: CGSize(width: 375, height: 667), scale: 2, clock: ManualClock(fps: fps))
        window.screenSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 34, right: 0)
        let root = ViewController()
        root.title = "Inbox"
        root.view.backgroundColor = .white
        let nav = NavigationController(rootViewController: root)
        configure(nav)
        window.rootViewController = nav
        window.tick()
        return (window, nav, root)
    }

    /// The pixel rectangle (scale 2) of a view's frame in window coordinates.
    func pixels(of view: View, in window: Window) -> (xs: Range<Int>, ys: Range<Int>) {
        let r = view.convert(view.bounds, to: window)
        return (Int(r.minX * 2)..<Int(r.maxX * 2), Int(r.minY * 2)..<Int(r.maxY * 2))
    }

    @Test func theBarIsDrawnWithItsSeparatorAndItsTitleInk() throws {
        let (window, nav, _) = scene()
        let bitmap = try render(window, look: "navigation-bar")
        // Bar background (light grey, 94 % opaque over the white root) above the separator row.
        let bar = bitmap.rgba(10, 100)
        #expect(close(bar, [248, 248, 248, 255], 2), "bar background: \(bar)")
        // The separator: the pixel row at y = (20 + 44) × 2, black at 30 % over white.
        let separator = bitmap.rgba(10, 128)
        #expect(close(separator, [178, 178, 178, 255], 2), "separator: \(separator)")
        #expect(bitmap.rgba(10, 129) == [255, 255, 255, 255], "one pixel only: the root is white below it")
        #expect(close(bitmap.rgba(10, 10), [248, 248, 248, 255], 2), "the background reaches behind the status bar")
        // The title's ink: dark pixels in the bar lie inside the title label's frame.
        let title = try #require(nav.navigationBar.content?.titleLabel)
        let ink = try #require(bitmap.box { p in p.r < 120 && p.g < 120 && p.b < 120 })
        let frame = pixels(of: title, in: window)
        #expect(ink.minY >= frame.ys.lowerBound && ink.maxY < frame.ys.upperBound, "\(ink) in \(frame)")
        #expect(ink.minX >= frame.xs.lowerBound && ink.maxX < frame.xs.upperBound, "\(ink) in \(frame)")
        #expect(abs(Double(ink.minX + ink.maxX) / 2 - 375) < 4, "the title is centred: \(ink)")
    }

    @Test func theBackButtonDrawsABlueChevronAndTitle() throws {
        let (window, nav, _) = scene()
        let detail = ViewController()
        detail.title = "Detail"
        detail.view.backgroundColor = .white
        nav.pushViewController(detail, animated: false)
        window.tick()
        let bitmap = try render(window, look: "navigation-bar-back")
        let back = try #require(nav.navigationBar.content?.backButton)
        let blue = { (p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) in p.b > 200 && p.r < 120 }
        let chevronInk = try #require(bitmap.box(where: blue))
        let chevron = pixels(of: back.chevron, in: window)
        let label = pixels(of: back.titleLabel, in: window)
        #expect(
            chevronInk.minX >= chevron.xs.lowerBound - 1 && chevronInk.minX < chevron.xs.upperBound,
            "the leftmost blue is the chevron: \(chevronInk) vs \(chevron)")
        #expect(
            chevronInk.maxX >= label.xs.lowerBound && chevronInk.maxX < label.xs.upperBound,
            "the rightmost blue is the back title: \(chevronInk) vs \(label)")
        #expect(chevronInk.minY >= 40 && chevronInk.maxY < 128, "all inside the bar")
    }

    @Test func halfWayThroughAPushBothTitlesAreHalfFaded() throws {
        let (window, nav, _) = scene(fps: 40)
        /// The darkest grey (not blue) pixel of the bar's 44-point row: the titles' ink.
        func darkestGrey(_ bitmap: Bitmap) -> Int {
            var m = 255
            for y in 40..<128 {
                for x in 0..<750 {
                    let p = bitmap[x, y]
                    if abs(Int(p.r) - Int(p.b)) < 8 { m = min(m, Int(p.r)) }
                }
            }
            return m
        }
        let atRest = darkestGrey(try render(window))
        let detail = ViewController()
        detail.title = "Detail"
        nav.pushViewController(detail, animated: true)
        window.tick(frames: 8)  // frame 0 and 7 more: 50 % of 0.35 s at 40 fps
        let half = darkestGrey(try render(window, look: "navigation-bar-half-push"))
        window.tick(frames: 8)
        let done = darkestGrey(try render(window))
        #expect(atRest < 40 && done < 40, "black titles at rest: \(atRest), \(done)")
        // Each title at alpha 0.5 over the bar's grey (248): about 124; never darker than 100.
        #expect(half > 100 && half < 150, "both titles half faded: \(half)")
        _ = nav
    }

    @Test func theStandardAppearanceColoursTheBarOrMakesItTransparent() throws {
        let (window, nav, _) = scene()
        let appearance = NavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.85)
        appearance.titleTextAttributes = [.foregroundColor: Color.white]
        nav.navigationBar.standardAppearance = appearance
        window.tick()
        let coloured = try render(window, look: "navigation-bar-appearance")
        #expect(close(coloured.rgba(10, 100), [51, 102, 217, 255], 1), "the appearance's colour: \(coloured.rgba(10, 100))")
        #expect(close(coloured.rgba(10, 128), [178, 178, 178, 255], 2), "the separator under it: \(coloured.rgba(10, 128))")
        let whiteInBar = (40..<128).contains { y in (0..<750).contains { x in coloured.rgba(x, y) == [255, 255, 255, 255] } }
        #expect(whiteInBar, "the title's ink is white, from the appearance's attributes")
        nav.navigationBar.standardAppearance.configureWithTransparentBackground()
        window.tick()
        let clear = try render(window, look: "navigation-bar-transparent")
        #expect(
            clear.rgba(10, 100) == [255, 255, 255, 255] && clear.rgba(10, 128) == [255, 255, 255, 255],
            "no background, no separator: the white root shows")
    }

    @Test func theToolbarDrawsItsHairlineAboveIt() throws {
        let (window, _, _) = scene { $0.isToolbarHidden = false }
        let bitmap = try render(window, look: "toolbar")
        let top = (667 - 34 - 44) * 2
        #expect(close(bitmap.rgba(10, top - 1), [178, 178, 178, 255], 2), "hairline: \(bitmap.rgba(10, top - 1))")
        #expect(close(bitmap.rgba(10, top + 4), [248, 248, 248, 255], 2), "toolbar background: \(bitmap.rgba(10, top + 4))")
        #expect(close(bitmap.rgba(10, 667 * 2 - 2), [248, 248, 248, 255], 2), "down to the bottom edge")
        #expect(bitmap.rgba(10, top - 2) == [255, 255, 255, 255])
    }
}
