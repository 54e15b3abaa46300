import Flipbook
import Foundation
import Testing

/// `UILabel.adjustsFontSizeToFitWidth` with `minimumScaleFactor`
/// (https://developer.apple.com/documentation/uikit/uilabel/adjustsfontsizetofitwidth,
/// https://developer.apple.com/documentation/uikit/uilabel/minimumscalefactor):
/// a one-line text wider than the label is drawn smaller, no smaller than the
/// factor allows, and a factor of 0 (the default) "doesn't scale the text down".
@MainActor
@Suite struct LabelFitWidthRenderingTests {
    /// The box of dark pixels of a 20 pt label, 120 points wide, showing a text about 250 points wide.
    func ink(adjusts: Bool, factor: CGFloat) throws -> (minX: Int, minY: Int, maxX: Int, maxY: Int) {
        let window = Window(size: CGSize(width: 200, height: 60), scale: 1, clock: ManualClock(fps: 60))
        window.backgroundColor = .white
        let label = Label(frame: CGRect(x: 10, y: 10, width: 120, height: 40))
        label.text = "Mississippi Mississippi"
        label.font = .systemFont(ofSize: 20)
        label.textColor = .black
        label.adjustsFontSizeToFitWidth = adjusts
        label.minimumScaleFactor = factor
        window.addSubview(label)
        window.tick()
        let bitmap = try render(window)
        return try #require(bitmap.box { $0.r < 128 && $0.a > 0 })
    }

    @Test func aTooWideTextShrinksToTheLabelsWidth() throws {
        let plain = try ink(adjusts: false, factor: 0)
        let fitted = try ink(adjusts: true, factor: 0.3)
        let plainHeight = plain.maxY - plain.minY
        let fittedHeight = fitted.maxY - fitted.minY
        // The unscaled text is truncated at the label's edge; the fitted one is drawn whole, about half as tall.
        #expect(fittedHeight < plainHeight * 3 / 4, "heights \(fittedHeight) vs \(plainHeight)")
        #expect(fittedHeight > plainHeight / 4)
        #expect(fitted.minX >= 10 && fitted.maxX < 130, "inside the label: \(fitted)")
    }

    @Test func theFactorBoundsTheShrink() throws {
        let half = try ink(adjusts: true, factor: 0.9)
        let plain = try ink(adjusts: false, factor: 0)
        // At 0.9 the text cannot get small enough: it is drawn at 18 pt and truncated.
        let ratio = Double(half.maxY - half.minY) / Double(plain.maxY - plain.minY)
        #expect(ratio > 0.8 && ratio < 0.97, "ratio \(ratio)")
    }

    @Test func aFactorOfZeroDrawsAsWithoutAdjusting() throws {
        let window = { (adjusts: Bool) throws -> Bitmap in
            let window = Window(size: CGSize(width: 200, height: 60), scale: 1, clock: ManualClock(fps: 60))
            window.backgroundColor = .white
            let label = Label(frame: CGRect(x: 10, y: 10, width: 120, height: 40))
            label.text = "Mississippi Mississippi"
            label.font = .systemFont(ofSize: 20)
            label.adjustsFontSizeToFitWidth = adjusts
            window.addSubview(label)
            window.tick()
            return try render(window)
        }
        let a = try window(true)
        let b = try window(false)
        #expect(a.width == b.width && a.height == b.height)
        var same = true
        for y in 0..<a.height { for x in 0..<a.width where a.rgba(x, y) != b.rgba(x, y) { same = false } }
        #expect(same)
    }
}
