import Foundation
import Testing

@testable import Flipbook

@Suite struct PathGeometryTests {
    @Test func nonzeroAndEvenOddDisagreeInsideANestedSameWayRect() {
        var p = Path(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        p.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))  // same direction: winding 2 inside
        let center = CGPoint(x: 50, y: 50)
        let ring = CGPoint(x: 10, y: 50)
        let outside = CGPoint(x: 150, y: 50)
        #expect(p.contains(center, using: .nonZero))
        #expect(!p.contains(center, using: .evenOdd))
        #expect(p.contains(ring, using: .nonZero) && p.contains(ring, using: .evenOdd))
        #expect(!p.contains(outside, using: .nonZero) && !p.contains(outside, using: .evenOdd))
        // The inner square drawn the other way cuts a hole for both rules.
        var hole = Path(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        hole.addPath(Path(rect: CGRect(x: 25, y: 25, width: 50, height: 50)).reversed())
        #expect(!hole.contains(center, using: .nonZero) && !hole.contains(center, using: .evenOdd))
        #expect(CGPathFillRule.winding == .nonZero)
    }

    @Test func curvesAreHitTestedCloseToTheirShape() {
        let circle = Path(ellipseIn: CGRect(x: -100, y: -100, width: 200, height: 200))
        #expect(circle.contains(CGPoint(x: 99.9, y: 0)))
        #expect(!circle.contains(CGPoint(x: 100.1, y: 0)))
        #expect(circle.contains(CGPoint(x: 70.6, y: -70.6)))
        #expect(!circle.contains(CGPoint(x: 70.8, y: -70.8)))
        #expect(!circle.contains(CGPoint(x: CGFloat.nan, y: 0)))
    }

    @Test func fillsCloseOpenSubpathsButBezierPathContainsDoesNot() {
        var triangle = Path()
        triangle.addLines(between: [.zero, CGPoint(x: 100, y: 0), CGPoint(x: 0, y: 100)])
        let inside = CGPoint(x: 10, y: 10)
        #expect(triangle.contains(inside), "CGPath: as a fill paints it")
        #expect(CGPath(triangle).contains(inside))
        let b = BezierPath(path: triangle)
        #expect(!b.contains(inside), "UIKit: a point inside an open subpath is not enclosed")
        b.close()
        #expect(b.contains(inside))
        b.usesEvenOddFillRule = true
        b.append(BezierPath(rect: CGRect(x: 0, y: 0, width: 50, height: 50)))
        #expect(!b.contains(inside))
    }

    @Test func boundingBoxHoldsControlPointsAndPathBoxIsTight() {
        var p = Path()
        p.move(to: .zero)
        p.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        #expect(p.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(p.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 100, height: 75))
        var q = Path()
        q.move(to: CGPoint(x: 10, y: 10))
        q.addQuadCurve(to: CGPoint(x: 30, y: 10), control: CGPoint(x: 20, y: -10))
        #expect(q.boundingBox == CGRect(x: 10, y: -10, width: 20, height: 20))
        #expect(q.boundingBoxOfPath == CGRect(x: 10, y: 0, width: 20, height: 10))
        #expect(Path().boundingBox.isNull && Path().boundingBoxOfPath.isNull)
        #expect(BezierPath().bounds.isNull)
        #expect(BezierPath(path: p).bounds == p.boundingBox, "UIKit's bounds include control points")
    }

    @Test func currentPointFollowsMovesLinesAndCloses() {
        var p = Path()
        #expect(p.currentPoint == .zero)
        p.move(to: CGPoint(x: 1, y: 2))
        p.addLine(to: CGPoint(x: 3, y: 4))
        #expect(p.currentPoint == CGPoint(x: 3, y: 4))
        p.addCurve(to: CGPoint(x: 7, y: 8), control1: .zero, control2: .zero)
        #expect(p.currentPoint == CGPoint(x: 7, y: 8))
        p.closeSubpath()
        #expect(p.currentPoint == CGPoint(x: 1, y: 2))
    }

    @Test func transformsMapEveryPoint() {
        let t = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 10, y: 20))
        var p = Path(rect: CGRect(x: 0, y: 0, width: 5, height: 5))
        p.apply(transform: t)
        #expect(p == Path(rect: CGRect(x: 10, y: 20, width: 10, height: 15)))
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40))
        let turned = circle.applying(CGAffineTransform(rotationAngle: 0.7))
        #expect(abs(turned.length - circle.length) < 1e-6)
        #expect(circle.applying(.identity) == circle)
    }

    @Test func reversedDrawsTheSameShapeBackwards() {
        let square = Path(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(
            square.reversed().elements == [
                .move(to: .zero), .line(to: CGPoint(x: 0, y: 100)), .line(to: CGPoint(x: 100, y: 100)),
                .line(to: CGPoint(x: 100, y: 0)), .closeSubpath,
            ])
        #expect(square.reversed().reversed() == square)
        var open = Path()
        open.move(to: .zero)
        open.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 5))
        open.addCurve(to: CGPoint(x: 20, y: 10), control1: CGPoint(x: 12, y: 1), control2: CGPoint(x: 18, y: 9))
        #expect(
            open.reversed().elements == [
                .move(to: CGPoint(x: 20, y: 10)),
                .curve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 18, y: 9), control2: CGPoint(x: 12, y: 1)),
                .quadCurve(to: .zero, control: CGPoint(x: 5, y: 5)),
            ])
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(abs(circle.reversed().length - circle.length) < 1e-9)
        #expect(circle.reversed().boundingBox == circle.boundingBox)
        #expect(BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40)).reversing().path == circle.reversed())
    }

    @Test func linesAndRectLists() {
        var p = Path()
        p.addLines(between: [])
        #expect(p.isEmpty)
        p.addLines(between: [CGPoint(x: 1, y: 1), CGPoint(x: 2, y: 2), CGPoint(x: 3, y: 1)])
        #expect(p.elements == [.move(to: CGPoint(x: 1, y: 1)), .line(to: CGPoint(x: 2, y: 2)), .line(to: CGPoint(x: 3, y: 1))])
        var rects = Path()
        let a = CGRect(x: 0, y: 0, width: 1, height: 1)
        let b = CGRect(x: 5, y: 5, width: 2, height: 2)
        rects.addRects([a, b])
        var expected = Path(rect: a)
        expected.addRect(b)
        #expect(rects == expected)
    }
}
