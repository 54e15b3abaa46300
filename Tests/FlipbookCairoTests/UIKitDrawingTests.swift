import Flipbook
import FlipbookCairo
import Foundation
import Testing

/// A view drawn the way UIKit code draws: `override func draw(_ rect:)`
/// with `UIColor.setFill()` and `UIBezierPath.fill()/stroke()` into the
/// current context.
@MainActor @Suite struct UIKitDrawingTests {
    final class BadgeView: View {
        var drawCount = 0
        override func draw(_ rect: CGRect) {
            drawCount += 1
            Color(red: 1, green: 0, blue: 0).setFill()
            BezierPath(ovalIn: rect).fill()
            Color(red: 0, green: 0, blue: 1).setStroke()
            let bar = BezierPath()
            bar.move(to: CGPoint(x: 0, y: rect.midY))
            bar.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
            bar.lineWidth = 4
            bar.stroke()
        }
    }

    @Test func drawRectDrawsIntoTheCurrentContext() throws {
        let window = Window(size: CGSize(width: 100, height: 100), scale: 1)
        window.backgroundColor = .white
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(badge)
        let bitmap = try CairoRenderer().render(window.renderTree())
        let inside = bitmap[50, 25]
        let corner = bitmap[2, 2]
        let bar = bitmap[10, 50]
        #expect(inside.r == 255 && inside.g == 0 && inside.b == 0, "the oval is filled red: \(inside)")
        #expect(corner.r == 255 && corner.g == 255 && corner.b == 255, "outside the oval: the window's white: \(corner)")
        #expect(bar.b == 255 && bar.r == 0, "the stroked bar is blue, 4 points wide: \(bar)")
        #expect(bitmap[10, 56].b != 255 || bitmap[10, 56].r == 255, "and no wider than 4 points")
        #expect(badge.drawCount == 1)
        #expect(GraphicsGetCurrentContext() == nil, "the view's context is current only while it draws")
    }

    @Test func outsideAContextPathsDrawNothing() {
        BezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
        #expect(GraphicsGetCurrentContext() == nil)
    }
}

/// A resizable snapshot shows the chosen part of the view.
@MainActor @Suite struct ResizableSnapshotPixelTests {
    @Test func thePartOfTheViewIsWhatIsDrawn() throws {
        let window = Window(size: CGSize(width: 100, height: 100), scale: 1)
        window.backgroundColor = .white
        let source = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        source.backgroundColor = Color(red: 0, green: 0, blue: 1)
        let red = View(frame: CGRect(x: 50, y: 0, width: 50, height: 50))
        red.backgroundColor = Color(red: 1, green: 0, blue: 0)
        source.addSubview(red)
        window.addSubview(source)
        let part = try #require(
            source.resizableSnapshotView(
                from: CGRect(x: 40, y: 0, width: 20, height: 50),
                afterScreenUpdates: true, withCapInsets: .zero))
        part.frame.origin = CGPoint(x: 0, y: 50)
        window.addSubview(part)
        let bitmap = try CairoRenderer().render(window.renderTree())
        #expect(bitmap[5, 75].b == 255 && bitmap[5, 75].r == 0, "the left half of the part is the blue source: \(bitmap[5, 75])")
        #expect(bitmap[15, 75].r == 255 && bitmap[15, 75].b == 0, "the right half is the red subview: \(bitmap[15, 75])")
        #expect(
            bitmap[30, 75].r == 255 && bitmap[30, 75].g == 255, "nothing drawn outside the part's 20 points: \(bitmap[30, 75])")
    }
}
