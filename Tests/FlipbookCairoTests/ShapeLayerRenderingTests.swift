import Flipbook
import FlipbookTestSupport
import Foundation
import Testing

@testable import FlipbookCairo

/// Shape layers and gradient layers drawn, checked pixel by pixel.
@MainActor
@Suite struct ShapeLayerRenderingTests {
    private func window(_ w: CGFloat = 100, _ h: CGFloat = 100) -> Window {
        let window = Window(size: CGSize(width: w, height: h), scale: 1)
        window.backgroundColor = .white
        return window
    }

    @Test func fillsWithBlackByDefaultAndStrokesNothing() throws {
        let w = window()
        let shape = ShapeLayer()
        shape.frame = w.bounds
        shape.path = CGPath(rect: CGRect(x: 20, y: 20, width: 40, height: 40))
        w.layer.addSublayer(shape)
        let b = try render(w, look: "shape-default")
        #expect(b.rgba(40, 40) == [0, 0, 0, 255])
        #expect(b.rgba(19, 40) == [255, 255, 255, 255])
        #expect(b.rgba(60, 40) == [255, 255, 255, 255])
    }

    @Test func evenOddLeavesTheHoleOfANestedPath() throws {
        let w = window()
        let shape = ShapeLayer()
        shape.frame = w.bounds
        let path = CGMutablePath()
        path.addRect(CGRect(x: 10, y: 10, width: 80, height: 80))
        path.addRect(CGRect(x: 30, y: 30, width: 40, height: 40))
        shape.path = path
        shape.fillColor = Color.red.cgColor
        w.layer.addSublayer(shape)
        #expect(try render(w).rgba(50, 50) == [255, 0, 0, 255])
        shape.fillRule = .evenOdd
        let b = try render(w, look: "shape-even-odd")
        #expect(b.rgba(50, 50) == [255, 255, 255, 255])
        #expect(b.rgba(20, 20) == [255, 0, 0, 255])
    }

    @Test func capsExtendTheEndsOfAStroke() throws {
        let w = window()
        let shape = ShapeLayer()
        shape.frame = w.bounds
        let line = BezierPath()
        line.move(to: CGPoint(x: 20, y: 50))
        line.addLine(to: CGPoint(x: 80, y: 50))
        shape.path = line.cgPath
        shape.fillColor = nil
        shape.strokeColor = Color.blue.cgColor
        shape.lineWidth = 10
        w.layer.addSublayer(shape)
        let butt = try render(w, look: "shape-butt")
        #expect(butt.rgba(50, 50) == [0, 0, 255, 255])
        #expect(butt.rgba(17, 50) == [255, 255, 255, 255])  // butt: nothing before the start
        shape.lineCap = .square
        let square = try render(w)
        #expect(square.rgba(17, 54) == [0, 0, 255, 255])  // square: half the width beyond, full height
        shape.lineCap = .round
        let round = try render(w, look: "shape-round")
        #expect(round.rgba(16, 50) == [0, 0, 255, 255])  // round: the cap's middle reaches 5 pt out
        #expect(round.rgba(16, 54) == [255, 255, 255, 255])  // but not its corner
    }

    @Test func strokeStartAndEndCutTheStrokeByLength() throws {
        let w = window()
        let shape = ShapeLayer()
        shape.frame = w.bounds
        // Perimeter 320, clockwise on screen from the top left.
        shape.path = CGPath(rect: CGRect(x: 10, y: 10, width: 80, height: 80))
        shape.fillColor = nil
        shape.strokeColor = Color.black.cgColor
        shape.lineWidth = 4
        shape.strokeEnd = 0.25  // the top side only
        w.layer.addSublayer(shape)
        let b = try render(w, look: "shape-stroke-end")
        #expect(b.rgba(50, 10) == [0, 0, 0, 255])
        #expect(b.rgba(90, 50) == [255, 255, 255, 255])
        #expect(b.rgba(10, 50) == [255, 255, 255, 255])
        shape.strokeStart = 0.25
        shape.strokeEnd = 0.5  // the right side only
        let right = try render(w)
        #expect(right.rgba(90, 50) == [0, 0, 0, 255])
        #expect(right.rgba(50, 10) == [255, 255, 255, 255])
        #expect(right.rgba(50, 90) == [255, 255, 255, 255])
        shape.strokeStart = 0.6
        shape.strokeEnd = 0.4  // start after end: nothing
        let none = try render(w)
        #expect(none.box(where: { $0.r < 128 }) == nil)
    }

    @Test func dashesAlternate() throws {
        let w = window()
        let shape = ShapeLayer()
        shape.frame = w.bounds
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 0, y: 50))
        line.addLine(to: CGPoint(x: 100, y: 50))
        shape.path = line
        shape.strokeColor = Color.black.cgColor
        shape.lineWidth = 6
        shape.lineDashPattern = [10, 10]
        w.layer.addSublayer(shape)
        let b = try render(w, look: "shape-dashes")
        #expect(b.rgba(5, 50) == [0, 0, 0, 255])
        #expect(b.rgba(15, 50) == [255, 255, 255, 255])
        #expect(b.rgba(25, 50) == [0, 0, 0, 255])
        shape.lineDashPhase = 10
        let shifted = try render(w)
        #expect(shifted.rgba(5, 50) == [255, 255, 255, 255])
        #expect(shifted.rgba(15, 50) == [0, 0, 0, 255])
    }

    @Test func aShapeLayerMaskRevealsACircle() throws {
        let w = window()
        let page = View(frame: w.bounds)
        page.backgroundColor = .red
        w.addSubview(page)
        let mask = ShapeLayer()
        mask.path = BezierPath(ovalIn: CGRect(x: 30, y: 30, width: 40, height: 40)).cgPath
        page.layer.mask = mask
        let b = try render(w, look: "shape-mask-reveal")
        #expect(b.rgba(50, 50) == [255, 0, 0, 255])
        #expect(b.rgba(32, 32) == [255, 255, 255, 255])
        #expect(b.rgba(10, 50) == [255, 255, 255, 255])
    }

    @Test func aViewBackedByAGradientLayerDrawsItsGradient() throws {
        final class GradientView: View {
            override class var layerClass: AnyClass { GradientLayer.self }
        }
        let w = window()
        let view = GradientView(frame: w.bounds)
        w.addSubview(view)
        guard let gradient = view.layer as? GradientLayer else {
            Issue.record("layerClass was not used")
            return
        }
        gradient.colors = [Color.red.cgColor, Color.blue.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        let b = try render(w, look: "gradient-layer-class")
        #expect(close(b.rgba(0, 50), [255, 0, 0, 255], 4), "\(b.rgba(0, 50))")
        #expect(close(b.rgba(99, 50), [0, 0, 255, 255], 4), "\(b.rgba(99, 50))")
        gradient.locations = [0, 0.1]  // blue from 10 % on
        #expect(close(try render(w).rgba(50, 50), [0, 0, 255, 255], 1))
        // A presentation copy is a gradient layer with the same colours.
        let copy = gradient.presentation()
        #expect(copy?.colors?.count == 2)
    }

    @Test func layerClassOfAnOwnSubclassFallsBackAndSaysSo() {
        final class Custom: ShapeLayer {}
        final class CustomView: View {
            override class var layerClass: AnyClass { Custom.self }
        }
        final class MadeView: View {
            override class var layerClass: AnyClass { Custom.self }
            override class func makeBackingLayer() -> Layer { Custom() }
        }
        let diagnostics = Diagnostics.collect { _ = CustomView() }
        #expect(CustomView().layer is ShapeLayer)
        #expect(diagnostics.contains { $0.code == "view.layerClass" })
        #expect(MadeView().layer is Custom)
    }
}
