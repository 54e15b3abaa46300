import Flipbook
import FlipbookCairo
import FlipbookTestSupport
import Foundation
import Testing

/// `UIImage(systemName:)` as drawn: Flipbook's vector drawings of the common
/// SF Symbol names, in the tint, at the configured size and weight
/// (https://developer.apple.com/documentation/uikit/uiimage/init(systemname:),
/// https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration).
@MainActor
@Suite struct SymbolImageRenderingTests {
    /// A window of 40 x 40 points at 4x with `image` in an image view at (10, 10), white behind.
    private func draw(_ image: Image, tint: Color? = nil) throws -> Bitmap {
        let window = Window(size: CGSize(width: 40, height: 40), scale: 4, clock: ManualClock(fps: 60))
        window.backgroundColor = .white
        let view = ImageView(image: image)
        view.frame.origin = CGPoint(x: 10, y: 10)
        if let tint { view.tintColor = tint }
        window.addSubview(view)
        return try CairoRenderer().render(window.renderTree())
    }

    private func isWhite(_ c: [Int]) -> Bool { c[0] > 245 && c[1] > 245 && c[2] > 245 }

    /// Unknown names have no image, as in UIKit; known ones do, `.fill`
    /// variants included.
    @Test func unknownNamesAreNil() {
        #expect(Image(systemName: "no.such.symbol") == nil)
        #expect(Image(systemName: "") == nil)
        for name in [
            "chevron.left", "chevron.backward", "xmark", "plus", "gearshape", "gearshape.fill", "house.fill",
            "magnifyingglass", "person.fill", "heart.fill", "star.fill", "bell", "square.and.arrow.up",
            "ellipsis", "trash", "checkmark", "line.3.horizontal", "info.circle",
        ] {
            #expect(Image(systemName: name)?.isSymbolImage == true, "\(name)")
        }
        #expect(SymbolCatalogue.names.count >= 40)
    }

    /// chevron.left at 17 points, regular: its tip at the left middle and
    /// its ends at the right top and bottom are painted in the tint (system
    /// blue by default); the middle of the opening on the right is not.
    @Test func aChevronsStrokeIsWhereExpected() throws {
        let image = try #require(Image(systemName: "chevron.left"))
        let w = try #require(image.symbol).strokeWidth
        #expect(abs(w - 1.6) < 1e-9)
        #expect(abs(image.size.width - (7.5 + w)) < 1e-9 && abs(image.size.height - (15 + w)) < 1e-9)
        let bitmap = try draw(image)
        func px(_ x: CGFloat, _ y: CGFloat) -> [Int] { bitmap.rgba(Int((10 + x) * 4), Int((10 + y) * 4)) }
        let half = w / 2
        #expect(px(half + 0.3, half + 7.5) == [0, 122, 255, 255], "the tip: \(px(half + 0.3, half + 7.5))")
        #expect(px(half + 7.2, half + 0.3)[2] == 255 && px(half + 7.2, half + 0.3)[0] < 60, "the top end")
        #expect(px(half + 7.2, half + 14.7)[2] == 255 && px(half + 7.2, half + 14.7)[0] < 60, "the bottom end")
        #expect(isWhite(px(half + 6.5, half + 7.5)), "the opening: \(px(half + 6.5, half + 7.5))")
        #expect(isWhite(px(half + 3.75, half + 1)), "outside the stroke, above the tip's line")
    }

    /// The image view's tint colours a template symbol; `withTintColor`
    /// fixes the colour whatever the view's tint; `.alwaysTemplate` on a
    /// tinted symbol takes the view's tint again.
    @Test func tintAndRenderingModeChooseTheColour() throws {
        let plus = try #require(Image(systemName: "plus"))
        #expect(plus.isTemplate)
        let centre = { (b: Bitmap) in b.rgba(Int((10 + plus.size.width / 2) * 4), Int((10 + plus.size.height / 2) * 4)) }
        #expect(centre(try draw(plus, tint: .red)) == [255, 0, 0, 255])
        let green = plus.withTintColor(Color(red: 0, green: 1, blue: 0))
        #expect(!green.isTemplate)
        #expect(centre(try draw(green, tint: .red)) == [0, 255, 0, 255])
        #expect(centre(try draw(green.withRenderingMode(.alwaysTemplate), tint: .red)) == [255, 0, 0, 255])
        #expect(
            centre(try draw(plus.withRenderingMode(.alwaysOriginal), tint: .red)) == [0, 0, 0, 255], "untinted original: black")
    }

    /// A configuration's point size scales the image; a heavier weight
    /// paints more of it; the symbol stays sharp (drawn as paths) at any scale.
    @Test func pointSizeAndWeightChangeTheDrawing() throws {
        let regular = try #require(Image(systemName: "xmark"))
        let large = try #require(Image(systemName: "xmark", withConfiguration: .init(pointSize: 34)))
        #expect(abs(large.size.width - 2 * regular.size.width) < 1e-9)
        let bold = try #require(Image(systemName: "xmark", withConfiguration: .init(pointSize: 17, weight: .bold)))
        #expect(bold.symbolConfiguration?.weight == .bold)
        func inked(_ image: Image) throws -> Int {
            let b = try draw(image)
            var n = 0
            for y in 0..<b.height { for x in 0..<b.width where !isWhite(b.rgba(x, y)) { n += 1 } }
            return n
        }
        let thin = try inked(regular.withConfiguration(.init(weight: .ultraLight)))
        let normal = try inked(regular)
        let heavy = try inked(bold)
        #expect(thin < normal && normal < heavy, "\(thin) < \(normal) < \(heavy)")
        // Sharp at 4x: the stroke's centre is fully painted, half a stroke beside it is background.
        let b = try draw(regular)
        let mid = regular.size.width / 2
        #expect(b.rgba(Int((10 + mid) * 4), Int((10 + mid) * 4)) == [0, 122, 255, 255])
        #expect(isWhite(b.rgba(Int((10 + mid) * 4), Int((10 + mid - 2.5) * 4))))
    }

    /// A filled variant paints its inside; the outline leaves it empty.
    @Test func fillVariantsAreFilled() throws {
        let outline = try draw(try #require(Image(systemName: "heart")))
        let filled = try draw(try #require(Image(systemName: "heart.fill")))
        let inside = (Int((10 + 0.8 + 9.5) * 4), Int((10 + 0.8 + 8) * 4))
        #expect(isWhite(outline.rgba(inside.0, inside.1)))
        #expect(filled.rgba(inside.0, inside.1) == [0, 122, 255, 255])
        // info.circle.fill: the "i" is a hole showing the background.
        let info = try draw(try #require(Image(systemName: "info.circle.fill")))
        #expect(isWhite(info.rgba(Int((10 + 0.8 + 9.5) * 4), Int((10 + 0.8 + 11.5) * 4))), "the i's stem")
        #expect(info.rgba(Int((10 + 0.8 + 5) * 4), Int((10 + 0.8 + 9.5) * 4)) == [0, 122, 255, 255], "the disc")
    }

    /// A tab bar draws a symbol item in the selected tint, as paths.
    @Test func tabBarItemsDrawSymbols() throws {
        let window = Window(device: .iPhone14, scale: 1)
        window.backgroundColor = .white
        let a = ViewController()
        let b = ViewController()
        a.tabBarItem = TabBarItem(title: "Home", image: Image(systemName: "house.fill"), tag: 0)
        b.tabBarItem = TabBarItem(title: "Settings", image: Image(systemName: "gearshape"), tag: 1)
        let tabs = TabBarController()
        tabs.viewControllers = [a, b]
        window.rootViewController = tabs
        window.layoutIfNeeded()
        let bitmap = try CairoRenderer().render(window.renderTree())
        let bar = tabs.tabBar.convert(tabs.tabBar.bounds, to: window)
        // The first item's image box holds system-blue pixels (selected), the second's grey ones.
        var blue = 0
        var grey = 0
        for y in Int(bar.minY)..<Int(bar.minY + 34) {
            for x in 0..<Int(bar.width) {
                let c = bitmap.rgba(x, y)
                if c[0] < 40 && c[1] > 100 && c[2] > 230 { blue += 1 }
                if c[0] == c[1] && c[1] == c[2] && c[0] > 100 && c[0] < 180 { grey += 1 }
            }
        }
        #expect(blue > 60 && grey > 40, "blue \(blue), grey \(grey)")
    }
}
