import Flipbook
import FlipbookCairo
import FlipbookTestSupport
import Foundation
import Testing

/// Buttons as drawn: the fill, the title, the highlight under a finger.
@MainActor
@Suite struct ButtonRenderingTests {
    /// A filled button drawn: blue behind its white title; while a finger
    /// holds it, the blue is lighter (drawn at 75 %).
    @Test func theButtonIsDrawnAndHighlightedUnderAFinger() throws {
        let window = Window(size: CGSize(width: 200, height: 100), scale: 1, clock: ManualClock(fps: 60))
        window.backgroundColor = .white
        var configuration = Button.Configuration.filled()
        configuration.title = "Go"
        let button = Button(configuration: configuration)
        button.frame = CGRect(x: 50, y: 30, width: 100, height: 40)
        window.addSubview(button)
        window.layoutIfNeeded()
        let plain = try CairoRenderer().render(window.renderTree())
        #expect(plain.rgba(55, 50) == [0, 122, 255, 255], "the fill: \(plain.rgba(55, 50))")
        let label = try #require(button.titleLabel)
        let textArea = label.convert(label.bounds, to: window)
        let hasWhite = (Int(textArea.minX)..<Int(textArea.maxX)).contains { x in
            (Int(textArea.minY)..<Int(textArea.maxY)).contains { y in plain.rgba(x, y) == [255, 255, 255, 255] }
        }
        #expect(hasWhite, "the title is white on the fill")
        var finger = TouchScript.Finger(down: CGPoint(x: 100, y: 50), at: 0.02)
        finger.up(at: 0.5)
        try window.play(TouchScript(fingers: [finger]))
        window.tick(frames: 5)
        let held = try CairoRenderer().render(window.renderTree())
        let c = held.rgba(55, 50)
        #expect(c[2] == 255 && c[0] > 40 && c[0] < 80, "held: the fill at 75 % over white: \(c)")
    }
}
