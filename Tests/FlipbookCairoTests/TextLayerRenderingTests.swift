import Foundation
import Testing

@testable import Flipbook
@testable import FlipbookCairo

/// Text layers (`CATextLayer`) drawn with Cairo: where the lines land,
/// alignment, wrapping, truncation, colour, fonts and presentation copies.
@MainActor
@Suite struct TextLayerRenderingTests {
    /// A black window with one text layer in it.
    private func scene(
        size: CGSize = CGSize(width: 200, height: 100), frame: CGRect,
        _ text: Any? = "Hello", fontSize: CGFloat = 20
    ) -> (Window, TextLayer) {
        let window = Window(size: size, scale: 1)
        window.backgroundColor = .black
        let layer = TextLayer()
        layer.frame = frame
        layer.string = text
        layer.font = "DejaVu Sans"  // the ink bounds below are DejaVu's (the system font is Inter)
        layer.fontSize = fontSize
        window.layer.addSublayer(layer)
        return (window, layer)
    }

    private nonisolated static func bright(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool {
        Int(p.r) + Int(p.g) + Int(p.b) > 300
    }

    /// The box of the pixels for which `test` holds in rows `rows`, nil when none.
    private func inkBox(
        _ b: Bitmap, rows: Range<Int>? = nil,
        _ test: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool = bright
    )
        -> (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    {
        var minX = Int.max
        var minY = Int.max
        var maxX = -1
        var maxY = -1
        for y in (rows ?? 0..<b.height).clamped(to: 0..<b.height) {
            for x in 0..<b.width where test(b[x, y]) {
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
            }
        }
        return maxX < 0 ? nil : (minX, minY, maxX, maxY)
    }

    /// The text runs of the tree, in drawing order.
    private func runs(_ window: Window) -> [TextRun] {
        func collect(_ node: RenderNode) -> [TextRun] {
            node.content.commands.compactMap { if case .text(let run) = $0 { return run } else { return nil } }
                + node.children.flatMap(collect)
        }
        return collect(window.renderTree().root)
    }

    private var metrics: LineMetrics { CairoTextMeasurer().metrics(of: Font(familyName: "DejaVu Sans", pointSize: 20)) }

    @Test func theFirstLineIsDrawnAtTheTopInOpaqueWhite() throws {
        let (window, layer) = scene(frame: CGRect(x: 10, y: 10, width: 180, height: 80))
        #expect(TextLayer().fontSize == 36)
        #expect(TextLayer().foregroundColor == .white)
        let b = try render(window, look: "textlayer-hello")
        guard let box = inkBox(b) else {
            Issue.record("no text drawn")
            return
        }
        let lineBottom = 10 + Int((metrics.ascent + metrics.descent).rounded(.up))
        // "Hello" has no descenders: the ink is between the top of the bounds and the baseline.
        #expect(box.minY >= 10 && box.minY <= 17, "top \(box.minY)")
        #expect(box.maxY < lineBottom, "bottom \(box.maxY), line box ends at \(lineBottom)")
        #expect(box.minX >= 10 && box.minX <= 14, "left \(box.minX)")
        // Nothing further down: not centred vertically as a label would be.
        #expect(inkBox(b, rows: lineBottom..<100) == nil)
        // The default colour is opaque white: some pixels are fully white.
        #expect(inkBox(b) { $0.r == 255 && $0.g == 255 && $0.b == 255 } != nil)
        // A string of its own kind: an attributed string draws its characters the same.
        layer.string = NSAttributedString(string: "Hello", attributes: [.init("NSColor"): "ignored"])
        let again = try render(window)
        #expect(inkBox(again).map { [$0.minX, $0.minY, $0.maxX, $0.maxY] } == [box.minX, box.minY, box.maxX, box.maxY])
        // No string, or a value that is no string, draws nothing.
        layer.string = 42
        #expect(inkBox(try render(window)) == nil)
    }

    @Test func alignmentPlacesEachLineAcrossTheBounds() throws {
        let frame = CGRect(x: 20, y: 10, width: 160, height: 40)
        let (window, layer) = scene(size: CGSize(width: 200, height: 60), frame: frame)
        let natural = try #require(inkBox(try render(window)))
        #expect(natural.minX >= 20 && natural.minX <= 23, "natural starts at the left: \(natural.minX)")
        layer.alignmentMode = .center
        let centred = try #require(inkBox(try render(window, look: "textlayer-center")))
        let mid = Double(centred.minX + centred.maxX + 1) / 2
        #expect(abs(mid - Double(frame.midX)) <= 2, "ink centre \(mid), layer centre \(frame.midX)")
        #expect(centred.minY == natural.minY, "alignment does not move the line up or down")
        layer.alignmentMode = .right
        let right = try #require(inkBox(try render(window)))
        #expect(right.maxX + 1 <= 180 && right.maxX + 1 >= 177, "right edge \(right.maxX + 1)")
    }

    @Test func wrappingMakesSeveralLinesInTheWidth() throws {
        let text = "The quick brown fox jumps over the lazy dog"
        let frame = CGRect(x: 10, y: 10, width: 150, height: 180)
        let (window, layer) = scene(size: CGSize(width: 500, height: 200), frame: frame, text)
        // Not wrapped (the default): one line, running past the bounds, not clipped.
        let oneLine = try #require(inkBox(try render(window)))
        #expect(oneLine.maxY - oneLine.minY < Int(metrics.lineHeight), "one line: \(oneLine)")
        #expect(oneLine.maxX >= 160, "the line runs past the right edge: \(oneLine.maxX)")
        #expect(runs(window).count == 1)
        // Clipped when the layer masks to its bounds.
        layer.masksToBounds = true
        #expect(try #require(inkBox(try render(window))).maxX < 160)
        layer.masksToBounds = false
        layer.isWrapped = true
        let wrapped = try #require(inkBox(try render(window, look: "textlayer-wrapped")))
        #expect(wrapped.maxY - wrapped.minY > 2 * Int(metrics.lineHeight), "several lines: \(wrapped)")
        #expect(wrapped.maxX < 160 && wrapped.minX >= 10, "inside the width: \(wrapped)")
        let lines = runs(window)
        #expect(lines.count >= 3)
        #expect(lines.map(\.text).joined(separator: " ") == text, "broken between words: \(lines.map(\.text))")
        // Lines follow at the line height, the first at the top (in the layer's bounds space).
        if lines.count >= 2 {
            #expect(abs(lines[0].origin.y - metrics.ascent) < 0.01)
            #expect(abs(lines[1].origin.y - lines[0].origin.y - metrics.lineHeight) < 0.01)
        }
        // A line break in the string starts a new line even when not wrapped.
        layer.isWrapped = false
        layer.string = "Hello\nWorld"
        #expect(runs(window).map(\.text) == ["Hello", "World"])
    }

    @Test func truncationCutsWithAnEllipsisInsideTheBounds() throws {
        let frame = CGRect(x: 20, y: 10, width: 120, height: 40)
        let text = "The quick brown fox jumps"
        let (window, layer) = scene(size: CGSize(width: 400, height: 60), frame: frame, text)
        // .none (the default) draws the whole line, past the bounds.
        #expect(layer.truncationMode == .none)
        #expect(try #require(inkBox(try render(window))).maxX >= 140)
        layer.truncationMode = .end
        let end = try #require(inkBox(try render(window, look: "textlayer-truncated-end")))
        #expect(end.minX >= 20 && end.maxX < 140, "inside the bounds: \(end)")
        let endText = try #require(runs(window).first?.text)
        #expect(endText.hasPrefix("The qu") && endText.hasSuffix("\u{2026}"), "\(endText)")
        layer.truncationMode = .start
        let start = try #require(inkBox(try render(window)))
        #expect(start.minX >= 20 && start.maxX < 140, "inside the bounds: \(start)")
        let startText = try #require(runs(window).first?.text)
        #expect(startText.hasPrefix("\u{2026}") && startText.hasSuffix("jumps"), "\(startText)")
        layer.truncationMode = .middle
        let middleText = try #require(runs(window).first?.text)
        #expect(middleText.hasPrefix("The") && middleText.hasSuffix("ps") && middleText.contains("\u{2026}"), "\(middleText)")
        #expect(try #require(inkBox(try render(window))).maxX < 140)
        // Wrapped text that does not fit the height ends in an ellipsis on the last line that fits.
        layer.truncationMode = .end
        layer.isWrapped = true
        let lines = runs(window)
        #expect(lines.count == 1, "\(lines.map(\.text))")
        #expect(lines.last?.text.hasSuffix("\u{2026}") == true)
        let wrapped = try #require(inkBox(try render(window)))
        #expect(wrapped.maxY < 50 && wrapped.maxX < 140)
    }

    @Test func foregroundColorPaintsTheInk() throws {
        let (window, layer) = scene(frame: CGRect(x: 10, y: 10, width: 180, height: 80))
        layer.foregroundColor = .red
        let b = try render(window, look: "textlayer-red")
        #expect(inkBox(b) { $0.r > 200 && $0.g < 40 && $0.b < 40 } != nil, "red ink")
        #expect(inkBox(b) { $0.g > 60 || $0.b > 60 } == nil, "no other colour")
        layer.foregroundColor = nil
        #expect(inkBox(try render(window)) { $0.r > 0 } == nil, "nil draws no text")
    }

    @Test func fontsAreNamedOrGivenAndSetAtFontSize() throws {
        let (window, layer) = scene(frame: CGRect(x: 10, y: 10, width: 180, height: 80), "iiiiii")
        let sans = try #require(inkBox(try render(window)))
        layer.font = "DejaVu Sans Mono"
        #expect(layer.resolvedFont == Font(familyName: "DejaVu Sans Mono", pointSize: 20))
        let mono = try #require(inkBox(try render(window)))
        #expect(mono.maxX - mono.minX > sans.maxX - sans.minX + 20, "mono \(mono), sans \(sans)")
        // A Font's own size is ignored: fontSize decides.
        layer.font = Font.boldSystemFont(ofSize: 90)
        #expect(layer.resolvedFont == Font.boldSystemFont(ofSize: 20))
        let bold = try #require(inkBox(try render(window)))
        #expect(bold.maxY - bold.minY < 25, "set at 20 pt: \(bold)")
        layer.fontSize = 40
        let big = try #require(inkBox(try render(window)))
        #expect(big.maxY - big.minY > 25, "set at 40 pt: \(big)")
    }

    @Test func justifiedStretchesWrappedLinesToTheWidth() throws {
        let frame = CGRect(x: 10, y: 10, width: 200, height: 100)
        let (window, layer) = scene(size: CGSize(width: 220, height: 120), frame: frame, "aaa bb cc ddd eeeee ffff gg hhh iii")
        layer.isWrapped = true
        let firstLine = 10..<(10 + Int(metrics.lineHeight))
        let natural = try #require(inkBox(try render(window), rows: firstLine))
        #expect(natural.maxX < 200, "natural leaves room at the end: \(natural.maxX)")
        layer.alignmentMode = .justified
        let b = try render(window, look: "textlayer-justified")
        let justified = try #require(inkBox(b, rows: firstLine))
        #expect(justified.minX == natural.minX)
        #expect(justified.maxX >= 206 && justified.maxX < 210, "stretched to the right edge: \(justified.maxX)")
        // The paragraph's last line is not stretched.
        let lastRuns = runs(window).filter { abs($0.origin.y - (runs(window).last?.origin.y ?? 0)) < 0.01 }
        #expect(lastRuns.count == 1, "\(lastRuns.map(\.text))")
    }

    @Test func valuesByKeyAndPresentationCopies() throws {
        let (window, layer) = scene(frame: CGRect(x: 10, y: 10, width: 180, height: 80))
        layer.font = "DejaVu Serif"
        layer.isWrapped = true
        layer.truncationMode = .middle
        layer.alignmentMode = .center
        layer.allowsFontSubpixelQuantization = true
        #expect(layer.animatableValue(forKey: "fontSize") == .scalar(20))
        #expect(layer.animatableValue(forKey: "foregroundColor") == .color(.white))
        #expect(layer.animatableValue(forKey: "opacity") == .scalar(1))
        #expect(layer.applyAnimatableValue(.color(.red), forKey: "foregroundColor"))
        #expect(layer.foregroundColor == .red)
        #expect(layer.applyAnimatableValue(.scalar(24), forKey: "fontSize"))
        #expect(layer.fontSize == 24)
        #expect(!layer.applyAnimatableValue(.scalar(1), forKey: "foregroundColor"))
        #expect(layer.applyAnimatableValue(.scalar(0.5), forKey: "opacity"))
        #expect(layer.opacity == 0.5)
        #expect(!layer.applyAnimatableValue(.scalar(1), forKey: "noSuchKey"))
        layer.opacity = 1
        layer.fontSize = 20
        layer.foregroundColor = .white
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { layer.opacity = 0 })
        window.tick(frames: 30)
        let p = try #require(layer.presentation())
        #expect(p !== layer && p.model() === layer)
        #expect(p.string as? String == "Hello")
        #expect(p.font as? String == "DejaVu Serif")
        #expect(p.fontSize == 20 && p.foregroundColor == .white)
        #expect(p.isWrapped && p.truncationMode == .middle && p.alignmentMode == .center)
        #expect(p.allowsFontSubpixelQuantization)
        #expect(abs(p.opacity - 0.5) < 1e-6)
        // While animating, the text is drawn from a presentation copy: still there, half faded.
        let b = try render(window, look: "textlayer-fading")
        #expect(inkBox(b) { $0.r > 90 && $0.r < 170 && $0.r == $0.g } != nil, "half-faded ink")
        #expect(inkBox(b) { $0.r > 200 } == nil)
    }

    @Test func aViewCanHaveATextLayer() throws {
        final class TextView: View {
            override class var layerClass: AnyClass { TextLayer.self }
        }
        let window = Window(size: CGSize(width: 200, height: 100), scale: 1)
        window.backgroundColor = .black
        let view = TextView(frame: CGRect(x: 10, y: 10, width: 180, height: 80))
        window.addSubview(view)
        let layer = try #require(view.layer as? TextLayer)
        layer.string = "Hello"
        layer.fontSize = 20
        let box = try #require(inkBox(try render(window)))
        #expect(box.minY >= 10 && box.maxY < 40)
        #expect(try #require(view.layer.presentation()) is TextLayer)
    }
}
