import Flipbook
import FlipbookCairo
import FlipbookTestSupport
import Foundation
import Testing

/// A label lays out its lines with its window's measurer, also when it was
/// drawn before in another window or before the measurer was replaced.
@MainActor
@Suite struct LabelEnvironmentTests {
    /// Every character 10 points wide.
    struct TenPointMeasurer: TextMeasuring {
        func width(of text: String, font: Font) -> CGFloat { CGFloat(text.count) * 10 }
        func metrics(of font: Font) -> LineMetrics { LineMetrics(ascent: 14, descent: 4, lineHeight: 18) }
    }

    private func window() -> Window {
        let window = Window(size: CGSize(width: 120, height: 40), scale: 1)
        window.backgroundColor = .white
        return window
    }

    /// The leftmost column with ink.
    private func inkLeft(_ window: Window) throws -> Int? {
        try CairoRenderer().render(window.renderTree()).box { $0.r < 128 }?.minX
    }

    @Test func aMovedLabelIsLaidOutAgainWithItsNewWindowsMeasurer() throws {
        let standard = window()
        let tenPoint = window()
        tenPoint.environment.textMeasurer = TenPointMeasurer()
        let label = Label(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        label.text = "iiiii"
        label.textAlignment = .center
        standard.addSubview(label)
        let inStandard = try #require(try inkLeft(standard))
        // Centred by the 10-point measurer: 50 points wide, so it starts at 35.
        tenPoint.addSubview(label)
        let inTenPoint = try #require(try inkLeft(tenPoint))
        #expect(inTenPoint != inStandard)
        #expect(abs(inTenPoint - 35) <= 2, "ink starts at \(inTenPoint)")
        // Replacing the measurer of the window it is in lays it out again too.
        tenPoint.environment.textMeasurer = WindowEnvironment.standardTextMeasurer
        #expect(try inkLeft(tenPoint) == inStandard)
    }
}
