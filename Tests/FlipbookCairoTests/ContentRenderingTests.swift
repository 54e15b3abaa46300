import Flipbook
import FlipbookTestSupport
import Foundation
import Testing

@testable import FlipbookCairo

/// Text, images, strokes and display-list state, checked pixel by pixel.
@MainActor
@Suite struct ContentRenderingTests {
    @Test func linkingTheModuleMakesItsTextMeasurerStandard() {
        #expect(TextMeasurement.measurer is CairoTextMeasurer)
        #expect(Window(size: CGSize(width: 10, height: 10)).environment.textMeasurer is CairoTextMeasurer)
        let m = CairoTextMeasurer()
        let font = Font(familyName: "DejaVu Sans", pointSize: 20)
        // DejaVu Sans: ascent 0.928 em, descent 0.236 em; "Hello" is about 2.6 em wide.
        #expect(abs(m.metrics(of: font).ascent - 18.56) < 0.5)
        #expect(abs(m.metrics(of: font).descent - 4.72) < 0.5)
        #expect(m.width(of: "Hello", font: font) > 45 && m.width(of: "Hello", font: font) < 60)
        #expect(m.width(of: "Hello Hello", font: font) > 2 * m.width(of: "Hello", font: font))
        #expect(m.width(of: "x", font: Font.systemFont(ofSize: 0)) == 0)
    }

    @Test func labelTextLandsWhereTheMeasurerSays() throws {
        let renderer = CairoRenderer()
        let window = Window(size: CGSize(width: 300, height: 60), scale: 2)
        window.backgroundColor = .white
        let label = Label(frame: CGRect(x: 10, y: 10, width: 280, height: 40))
        label.text = "Hello"
        label.font = .systemFont(ofSize: 20)
        window.addSubview(label)
        let tree = window.renderTree()
        try look(tree, "label")
        let b = try renderer.render(tree)

        let measurer = CairoTextMeasurer()
        let metrics = measurer.metrics(of: label.font)
        let baseline = 10 + (40 - metrics.ascent - metrics.descent) / 2 + metrics.ascent
        let width = measurer.width(of: "Hello", font: label.font)
        let ink = measurer.inkBounds(of: "Hello", font: label.font)
        let drawn = try #require(b.box { $0.r < 160 })
        // Pixels are half points; compare in pixels.
        #expect(abs(CGFloat(drawn.maxY + 1) - 2 * baseline) <= 2, "ink bottom vs baseline")
        #expect(abs(CGFloat(drawn.minY) - 2 * (baseline + ink.minY)) <= 2, "ink top")
        #expect(abs(CGFloat(drawn.minX) - 2 * (10 + ink.minX)) <= 2, "ink left")
        #expect(abs(CGFloat(drawn.maxX + 1) - 2 * (10 + ink.maxX)) <= 3, "ink right")
        #expect(CGFloat(drawn.maxX + 1) <= 2 * (10 + width) + 2, "ink ends within the advance")
    }

    @Test func boldTextIsHeavier() throws {
        func inkCount(_ font: Font) throws -> Int {
            let window = Window(size: CGSize(width: 200, height: 40), scale: 1)
            window.backgroundColor = .white
            let v = DrawingView(frame: window.bounds) { _, ctx in
                ctx.drawText("Inbox", at: CGPoint(x: 5, y: 30), font: font, color: .black)
            }
            window.addSubview(v)
            let b = try render(window)
            return (0..<b.height).reduce(0) { n, y in n + (0..<b.width).filter { b[$0, y].r < 128 }.count }
        }
        let regular = try inkCount(.systemFont(ofSize: 20))
        let bold = try inkCount(.boldSystemFont(ofSize: 20))
        #expect(regular > 50)
        #expect(bold > regular + regular / 5)
    }

    @Test func imageIsDrawnScaledIntoItsRect() throws {
        var bitmap = Bitmap(width: 2, height: 2)
        bitmap[0, 0] = (255, 0, 0, 255)
        bitmap[1, 0] = (0, 255, 0, 255)
        bitmap[0, 1] = (0, 0, 255, 255)
        bitmap[1, 1] = (255, 255, 255, 128)
        let window = Window(size: CGSize(width: 80, height: 80), scale: 1)
        let imageView = ImageView(image: Image(bitmap: bitmap))
        imageView.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
        window.addSubview(imageView)
        let b = try render(window, look: "image")
        #expect(b.rgba(22, 22) == [255, 0, 0, 255])
        #expect(b.rgba(57, 22) == [0, 255, 0, 255])
        #expect(b.rgba(22, 57) == [0, 0, 255, 255])
        #expect(close(b.rgba(57, 57), [255, 255, 255, 128], 1))
        // In the middle the filter blends the four.
        let mid = b.rgba(40, 40)
        #expect(mid[0] > 60 && mid[1] > 60 && mid[2] > 60)
        // Nothing outside the rect.
        let painted = try #require(b.box { $0.a > 0 })
        #expect(painted.minX == 20 && painted.minY == 20 && painted.maxX == 59 && painted.maxY == 59)
    }

    @Test func strokesFillRulesAndAlpha() throws {
        let window = Window(size: CGSize(width: 100, height: 100), scale: 1)
        window.backgroundColor = .white
        let v = DrawingView(frame: window.bounds) { _, ctx in
            ctx.setStrokeColor(.black)
            ctx.setLineWidth(4)
            ctx.setLineDash(phase: 0, lengths: [10, 10])
            ctx.move(to: CGPoint(x: 0, y: 10))
            ctx.addLine(to: CGPoint(x: 100, y: 10))
            ctx.strokePath()
            var ring = Path(rect: CGRect(x: 10, y: 30, width: 60, height: 60))
            ring.addRect(CGRect(x: 30, y: 50, width: 20, height: 20))
            ctx.fill(ring, with: .color(.blue), rule: .evenOdd)
            ctx.saveGState()
            ctx.setAlpha(0.5)
            ctx.fill(CGRect(x: 80, y: 30, width: 15, height: 15))
            ctx.restoreGState()
            ctx.fill(CGRect(x: 80, y: 60, width: 15, height: 15))
            ctx.setLineDash(phase: 0, lengths: [0, 0])  // invalid for Cairo: drawn solid
            ctx.move(to: CGPoint(x: 0, y: 25))
            ctx.addLine(to: CGPoint(x: 100, y: 25))
            ctx.strokePath()
        }
        window.addSubview(v)
        let b = try render(window, look: "strokes")
        #expect(b.rgba(5, 10) == [0, 0, 0, 255])
        #expect(b.rgba(15, 10) == [255, 255, 255, 255])
        #expect(b.rgba(25, 10) == [0, 0, 0, 255])
        #expect(b.rgba(5, 11)[0] == 0 && b.rgba(5, 8)[0] == 0)  // 4 pt wide: y 8...12
        #expect(b.rgba(5, 12) == [255, 255, 255, 255] && b.rgba(5, 7) == [255, 255, 255, 255])
        #expect(b.rgba(15, 25) == [0, 0, 0, 255])  // solid despite the bad dash
        #expect(b.rgba(20, 40) == [0, 0, 255, 255])  // ring
        #expect(b.rgba(40, 60) == [255, 255, 255, 255])  // hole (even-odd)
        #expect(close(b.rgba(87, 37), [128, 128, 128, 255], 1))  // setAlpha 0.5
        #expect(b.rgba(87, 67) == [0, 0, 0, 255])  // restored
    }

    @Test func degenerateTransformsDrawNothingAndBreakNothing() throws {
        let window = Window(size: CGSize(width: 60, height: 60), scale: 1)
        window.backgroundColor = .white
        let squashed = View(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        squashed.backgroundColor = .red
        squashed.transform = CGAffineTransform(scaleX: 0, y: 1)
        let drawing = DrawingView(frame: window.bounds) { _, ctx in
            ctx.saveGState()
            ctx.scaleBy(x: 0, y: 0)
            ctx.fill(CGRect(x: 0, y: 0, width: 60, height: 60))
            ctx.restoreGState()
            ctx.setFillColor(.green)
            ctx.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
            ctx.fill(Path(rect: CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5)), with: .color(.black))
        }
        window.addSubview(squashed)
        window.addSubview(drawing)
        let b = try render(window)
        #expect(b.rgba(40, 40) == [255, 255, 255, 255])
        #expect(b.rgba(15, 15) == [0, 255, 0, 255])
    }
}
