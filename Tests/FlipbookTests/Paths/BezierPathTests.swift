import Foundation
import Testing

@testable import Flipbook

@Suite struct BezierPathTests {
    @Test func cgPathRoundTrips() {
        let oval = BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(BezierPath(cgPath: oval.cgPath).path == oval.path)
        #expect(oval.cgPath == CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 30, height: 20)))

        let m = CGMutablePath()
        m.move(to: CGPoint(x: 1, y: 2))
        m.addArc(center: CGPoint(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: 2, clockwise: true)
        m.addQuadCurve(to: .zero, control: CGPoint(x: 3, y: 3))
        let b = BezierPath(cgPath: m)
        #expect(b.cgPath == m)
        #expect(!(b.cgPath is CGMutablePath), "cgPath is an immutable snapshot")

        let snapshot = b.cgPath
        b.addLine(to: CGPoint(x: 9, y: 9))
        #expect(snapshot == m, "later changes do not reach an earlier snapshot")
        b.cgPath = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(b.path == Path(rect: CGRect(x: 0, y: 0, width: 1, height: 1)))
    }

    @Test func defaultsAreUIKits() {
        let b = BezierPath()
        #expect(b.isEmpty && b.path.isEmpty)
        #expect(b.lineWidth == 1 && b.miterLimit == 10 && b.flatness == 0.6)
        #expect(b.lineCapStyle == .butt && b.lineJoinStyle == .miter)
        #expect(!b.usesEvenOddFillRule && b.fillRule == .nonZero)
        #expect(b.currentPoint == .zero)
        #expect(b.strokeStyle == StrokeStyle())
    }

    @Test func buildingCallsMatchThePathValue() {
        let b = BezierPath()
        b.move(to: .zero)
        b.addLine(to: CGPoint(x: 10, y: 0))
        b.addCurve(to: CGPoint(x: 20, y: 10), controlPoint1: CGPoint(x: 15, y: 0), controlPoint2: CGPoint(x: 20, y: 5))
        b.addQuadCurve(to: CGPoint(x: 10, y: 20), controlPoint: CGPoint(x: 20, y: 20))
        b.close()
        var p = Path()
        p.move(to: .zero)
        p.addLine(to: CGPoint(x: 10, y: 0))
        p.addCurve(to: CGPoint(x: 20, y: 10), control1: CGPoint(x: 15, y: 0), control2: CGPoint(x: 20, y: 5))
        p.addQuadCurve(to: CGPoint(x: 10, y: 20), control: CGPoint(x: 20, y: 20))
        p.closeSubpath()
        #expect(b.path == p)
        #expect(b.bounds == CGRect(x: 0, y: 0, width: 20, height: 20))

        b.apply(CGAffineTransform(translationX: 5, y: 5))
        #expect(b.bounds == CGRect(x: 5, y: 5, width: 20, height: 20))
        b.append(BezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)))
        #expect(b.path.elements.count == p.elements.count + 5)
        b.removeAllPoints()
        #expect(b.isEmpty)
    }

    @Test func attributesMapToAStrokeStyleAndSurviveCopies() throws {
        let b = BezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4))
        b.lineWidth = 3
        b.lineCapStyle = .round
        b.lineJoinStyle = .bevel
        b.miterLimit = 4
        b.setLineDash([4, 2, 1], count: 2, phase: 3)
        #expect(
            b.strokeStyle
                == StrokeStyle(
                    lineWidth: 3, lineCap: .round, lineJoin: .bevel, miterLimit: 4,
                    dash: [4, 2], dashPhase: 3))
        var count = 0
        var phase: CGFloat = 0
        b.getLineDash(nil, count: &count, phase: &phase)
        #expect(count == 2 && phase == 3)
        var lengths = [CGFloat](repeating: 0, count: count)
        b.getLineDash(&lengths, count: nil, phase: nil)
        #expect(lengths == [4, 2])

        let copy = try #require(b.copy() as? BezierPath)
        #expect(copy !== b && copy.path == b.path && copy.strokeStyle == b.strokeStyle)
        copy.addLine(to: .zero)
        #expect(copy.path != b.path)
        let back = b.reversing()
        #expect(back.strokeStyle == b.strokeStyle && back.path == b.path.reversed())

        b.setLineDash(nil, count: 0, phase: 0)
        #expect(b.strokeStyle.dash.isEmpty)
        let cap: CGLineCap = .square
        let join: CGLineJoin = .round
        let context = GraphicsContext()
        context.setLineCap(cap)
        context.setLineJoin(join)
    }

    @Test func arcPathsOfOneShapeInterpolate() {
        let small = BezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        let large = BezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 30, startAngle: 0, endAngle: .pi, clockwise: true)
        let medium = BezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 20, startAngle: 0, endAngle: .pi, clockwise: true)
        let mixed = small.animatableValue.interpolated(to: large.animatableValue, fraction: 0.5)
        guard case let .path(p) = mixed else {
            Issue.record("not a path")
            return
        }
        #expect(near(p, medium.path))
        // Rounded rectangles too, corner for corner.
        let a = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 10)
        let b = Path(roundedRect: CGRect(x: 0, y: 0, width: 200, height: 90), cornerRadius: 20)
        let expected = Path(roundedRect: CGRect(x: 0, y: 0, width: 150, height: 70), cornerRadius: 15)
        #expect(a.interpolated(to: b, fraction: 0.5).map { near($0, expected) } == true)
        // A different shape does not mix.
        #expect(a.interpolated(to: Path(ellipseIn: .zero), fraction: 0.5) == nil)
    }

    @Test func colorsHaveCoreGraphicsNames() {
        let c: CGColor = Color.red.cgColor
        #expect(c == Color.red)
        #expect(Color(cgColor: Color.blue.withAlphaComponent(0.5).cgColor) == Color(red: 0, green: 0, blue: 1, alpha: 0.5))
    }
}
