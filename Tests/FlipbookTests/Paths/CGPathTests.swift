import Foundation
import Testing

@testable import Flipbook

@Suite struct CGPathTests {
    @Test func mutablePathAppliesEachCallsTransformToItsPoints() {
        let m = CGMutablePath()
        m.move(to: .zero, transform: CGAffineTransform(translationX: 10, y: 20))
        m.addLine(to: CGPoint(x: 5, y: 1), transform: CGAffineTransform(scaleX: 2, y: 3))
        m.addQuadCurve(to: CGPoint(x: 1, y: 1), control: CGPoint(x: 1, y: 0), transform: CGAffineTransform(translationX: 1, y: 0))
        m.addCurve(to: CGPoint(x: 3, y: 3), control1: CGPoint(x: 1, y: 2), control2: CGPoint(x: 2, y: 1))
        m.closeSubpath()
        #expect(
            m.path.elements == [
                .move(to: CGPoint(x: 10, y: 20)), .line(to: CGPoint(x: 10, y: 3)),
                .quadCurve(to: CGPoint(x: 2, y: 1), control: CGPoint(x: 2, y: 0)),
                .curve(to: CGPoint(x: 3, y: 3), control1: CGPoint(x: 1, y: 2), control2: CGPoint(x: 2, y: 1)),
                .closeSubpath,
            ])
        #expect(m.currentPoint == CGPoint(x: 10, y: 20))

        let t = CGAffineTransform(rotationAngle: 0.5).translatedBy(x: 3, y: 4)
        let rect = CGRect(x: 1, y: 2, width: 30, height: 20)
        let shapes = CGMutablePath()
        shapes.addRect(rect, transform: t)
        shapes.addEllipse(in: rect, transform: t)
        shapes.addRoundedRect(in: rect, cornerWidth: 4, cornerHeight: 6, transform: t)
        shapes.addLines(between: [.zero, CGPoint(x: 1, y: 1)], transform: t)
        shapes.addRects([rect, rect], transform: t)
        var expected = Path(rect: rect)
        expected.addEllipse(in: rect)
        expected.addRoundedRect(in: rect, cornerWidth: 4, cornerHeight: 6)
        expected.addLines(between: [.zero, CGPoint(x: 1, y: 1)])
        expected.addRects([rect, rect])
        #expect(shapes.path == expected.applying(t))
    }

    @Test func arcsConnectFromTheCurrentPointInPathSpace() throws {
        let m = CGMutablePath()
        m.move(to: .zero)
        m.addArc(
            center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false,
            transform: CGAffineTransform(translationX: 100, y: 0))
        let k = quarterArcK * 10
        #expect(
            near(
                m.path.elements,
                [
                    .move(to: .zero), .line(to: CGPoint(x: 110, y: 0)),
                    .curve(to: CGPoint(x: 100, y: 10), control1: CGPoint(x: 110, y: k), control2: CGPoint(x: 100 + k, y: 10)),
                ]))
        // Core Graphics' clockwise turns towards decreasing angles: up first in y-down space.
        let cw = CGMutablePath()
        cw.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(near(try #require(curves(cw.path).first).end, CGPoint(x: 0, y: -10)))
        #expect(curves(cw.path).count == 3)

        let rel = CGMutablePath()
        rel.addRelativeArc(
            center: .zero, radius: 10, startAngle: .pi, delta: -.pi / 2,
            transform: CGAffineTransform(scaleX: 2, y: 1))
        #expect(near(try #require(rel.path.elements.first?.endPoint), CGPoint(x: -20, y: 0)))
        #expect(near(rel.currentPoint, CGPoint(x: 0, y: 10)))
    }

    @Test func tangentArcWorksInTheUntransformedSpace() throws {
        let m = CGMutablePath()
        m.move(to: .zero)
        // In the arc's space the current point is (-10, 0); the corner is at (100, 0).
        m.addArc(
            tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20,
            transform: CGAffineTransform(translationX: 10, y: 0))
        #expect(near(try #require(element(m.path, 1)?.endPoint), CGPoint(x: 90, y: 0)))
        #expect(near(m.currentPoint, CGPoint(x: 110, y: 20)))
        #expect(m.path.elements.count == 3)
    }

    @Test func equalByValueAndCopiesAreIndependent() throws {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
        let a = CGPath(rect: rect, transform: nil)
        let b = CGMutablePath()
        b.addRect(rect)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(Set<CGPath>([a, b, CGPath(rect: rect)]).count == 1)

        let copy = try #require(a.mutableCopy())
        copy.addLine(to: CGPoint(x: 5, y: 5))
        #expect(copy != a && a.path == Path(rect: rect), "the original is untouched")
        let frozen = try #require(b.copy())
        b.closeSubpath()
        #expect(frozen.path == Path(rect: rect))
        #expect(!(frozen is CGMutablePath))

        let moved = try #require(a.copy(using: CGAffineTransform(translationX: 5, y: 0)))
        #expect(moved.boundingBox == CGRect(x: 5, y: 0, width: 10, height: 20))
        #expect(a.copy(using: nil) == a)
        #expect(
            try #require(a.mutableCopy(using: CGAffineTransform(scaleX: 2, y: 2))).boundingBox
                == CGRect(x: 0, y: 0, width: 20, height: 40))
    }

    @Test func convenienceInitialisersAndQueries() {
        let rect = CGRect(x: 10, y: 10, width: 40, height: 20)
        #expect(CGPath(ellipseIn: rect, transform: nil).path == Path(ellipseIn: rect))
        let scaled = CGPath(rect: rect, transform: CGAffineTransform(scaleX: 2, y: 1))
        #expect(scaled.boundingBox == CGRect(x: 20, y: 10, width: 80, height: 20))
        #expect(scaled.boundingBoxOfPath == scaled.boundingBox)
        #expect(!scaled.isEmpty && CGMutablePath().isEmpty)
        #expect(CGMutablePath().boundingBox.isNull)
        let ellipse = CGPath(ellipseIn: rect)
        #expect(ellipse.contains(CGPoint(x: 30, y: 20)))
        // The transform moves the point, not the path.
        #expect(ellipse.contains(CGPoint(x: 130, y: 20), transform: CGAffineTransform(translationX: -100, y: 0)))
        #expect(!ellipse.contains(CGPoint(x: 11, y: 11)))
        #expect(ellipse.currentPoint == CGPoint(x: 50, y: 20))
    }

    @Test func pathsAnimateAsTheirValue() {
        let from = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        let to = CGPath(rect: CGRect(x: 20, y: 40, width: 30, height: 50))
        let mid = from.animatableValue.interpolated(to: to.animatableValue, fraction: 0.5)
        #expect(mid == .path(Path(rect: CGRect(x: 10, y: 20, width: 20, height: 30))))
        let values: [any AnimatableValueConvertible] = [from, BezierPath(rect: .zero)]
        #expect(values.allSatisfy { if case .path = $0.animatableValue { true } else { false } })
    }
}
