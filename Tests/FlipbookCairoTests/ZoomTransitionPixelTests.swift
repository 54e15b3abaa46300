import Flipbook
import FlipbookTestSupport
import Foundation
import Testing

@testable import FlipbookCairo

/// The zoom of `preferredTransition = .zoom { ... }`, drawn: a frame in the
/// middle of a presentation, checked pixel by pixel.
@MainActor @Suite struct ZoomTransitionPixelTests {
    static let blue = Color(red: 0.1, green: 0.3, blue: 0.9, alpha: 1)
    static let red = Color(red: 0.9, green: 0.2, blue: 0.1, alpha: 1)
    static let green = Color(red: 0.1, green: 0.8, blue: 0.2, alpha: 1)

    /// 0...255 channels of an opaque colour darkened by black at `alpha`.
    func dimmed(_ c: Color, by alpha: Double) -> [Int] {
        [c.red, c.green, c.blue].map { Int(($0 * (1 - alpha) * 255).rounded()) } + [255]
    }

    @Test func aMiddleFrameShowsTheGrowingViewOverTheDimmedPresenter() throws {
        let window = Window(size: CGSize(width: 160, height: 120), scale: 1, clock: ManualClock(fps: 60))
        let a = ViewController()
        a.view.backgroundColor = Self.blue
        let cell = View(frame: CGRect(x: 90, y: 60, width: 60, height: 40))
        cell.backgroundColor = Self.green
        cell.layer.cornerRadius = 16
        a.view.addSubview(cell)
        window.rootViewController = a
        window.tick()
        let b = ViewController()
        b.view.backgroundColor = Self.red
        b.preferredTransition = .zoom { _ in cell }
        a.present(b, animated: true)
        window.tick()
        window.tick(frames: 5)
        let p = b.view.layer.presentationProperties
        let f = try #require(b.view.layer.presentation()).frame
        #expect(f.minX < 89 && f.minX > 1 && f.width > 61 && f.width < 159, "in the middle: \(f)")
        #expect(p.cornerRadius > 4, "still rounded: \(p.cornerRadius)")
        let dimming = try #require(window.view(withIdentifier: "flipbook.zoomDimming"))
        let d = Double(dimming.layer.presentationProperties.opacity) * 0.2
        #expect(d > 0.02 && d < 0.2, "the dimming is fading in: \(d)")

        let bitmap = try render(window, look: "zoom-middle")
        let inside = bitmap.rgba(Int(f.midX), Int(f.midY))
        #expect(close(inside, dimmed(Self.red, by: 0)), "inside the growing rectangle: the presented colour, \(inside)")
        for (x, y) in [(3, 3), (156, 3), (3, 116), (Int(f.minX) - 3, Int(f.midY))] {
            let outside = bitmap.rgba(x, y)
            #expect(
                close(outside, dimmed(Self.blue, by: d)), "outside at (\(x), \(y)): the presenter's colour, dimmed: \(outside)")
            #expect(!close(outside, dimmed(Self.blue, by: 0), 4), "and darker than undimmed")
        }
        let corner = bitmap.rgba(Int(f.minX) + 1, Int(f.minY) + 1)
        #expect(close(corner, dimmed(Self.blue, by: d), 12), "the rounded corner is clipped: \(corner)")
    }
}
