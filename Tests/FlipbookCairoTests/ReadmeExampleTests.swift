import Flipbook
import FlipbookCairo
import Foundation
import Testing

/// The README's example, verbatim but for the output path: it must compile and draw what it says.
@MainActor @Suite struct ReadmeExampleTests {
    func drawCard(to url: URL) throws {
        let window = Window(size: CGSize(width: 375, height: 667), scale: 2)
        window.backgroundColor = Color(white: 0.95)

        let card = View(frame: CGRect(x: 20, y: 80, width: 335, height: 200))
        card.backgroundColor = .white
        card.layer.cornerRadius = 16
        card.layer.shadowOpacity = 0.2
        card.layer.shadowRadius = 12
        window.addSubview(card)

        let title = Label(frame: CGRect(x: 20, y: 20, width: 295, height: 30))
        title.text = "Inbox"
        title.font = .boldSystemFont(ofSize: 22)
        card.addSubview(title)

        // Animate as in UIKit; time moves only when the window ticks.
        View.animate(withDuration: 0.5) { card.center.y += 100 }
        window.tick(frames: 15)  // 0.25 s on the 60 fps clock

        try CairoRenderer().writePNG(window.renderTree(), to: url)
    }

    @Test func theExampleDrawsTheCardHalfWay() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-readme-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        try drawCard(to: url)
        let bitmap = try PNGDecoder.decode(contentsOf: url)
        #expect(bitmap.width == 750 && bitmap.height == 1334)
        // Half-way through ease-in-out the card has moved 50 pt: its top is at y 130 pt.
        let top = 80 + 100 * TimingCurve.easeInOut.progress(fraction: 0.5, duration: 0.5)
        #expect(abs(top - 130) < 1e-9)
        let white = bitmap[2 * 200, Int(2 * (top + 100))]
        #expect(white == (255, 255, 255, 255), "inside the card")
        let above = bitmap[2 * 200, Int(2 * (top - 20))]
        #expect(above.r < 250 && above.r > 230, "the grey background above it (with some shadow)")
    }
}
