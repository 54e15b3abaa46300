import Foundation
import Testing

@testable import Flipbook

@Suite struct PathArcTests {
    let c = CGPoint(x: 50, y: 50)
    let k = quarterArcK * 10  // control distance of a quarter arc of radius 10

    @Test func uikitClockwiseQuarterGoesFromRightDownToBottom() {
        // UIKit: 0 to π/2 clockwise goes from (cx + r, cy) down to (cx, cy + r), one cubic.
        let p = BezierPath(arcCenter: c, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true).path
        #expect(
            near(
                p.elements,
                [
                    .move(to: CGPoint(x: 60, y: 50)),
                    .curve(to: CGPoint(x: 50, y: 60), control1: CGPoint(x: 60, y: 50 + k), control2: CGPoint(x: 50 + k, y: 60)),
                ]))
        #expect(abs(quarterArcK - 0.5522847498307936) < 1e-15)
    }

    @Test func coreGraphicsClockwiseQuarterGoesTheLongWayOverTheTop() {
        // CGMutablePath's clockwise turns towards decreasing angles: in y-down space,
        // 0 to π/2 clockwise passes the top (cx, cy - r) and the left, three quarters.
        var p = Path()
        p.addArc(center: c, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(
            near(
                p.elements,
                [
                    .move(to: CGPoint(x: 60, y: 50)),
                    .curve(to: CGPoint(x: 50, y: 40), control1: CGPoint(x: 60, y: 50 - k), control2: CGPoint(x: 50 + k, y: 40)),
                    .curve(to: CGPoint(x: 40, y: 50), control1: CGPoint(x: 50 - k, y: 40), control2: CGPoint(x: 40, y: 50 - k)),
                    .curve(to: CGPoint(x: 50, y: 60), control1: CGPoint(x: 40, y: 50 + k), control2: CGPoint(x: 50 - k, y: 60)),
                ]))
    }

    @Test func uikitClockwiseIsCoreGraphicsCounterclockwise() {
        for (start, end) in [(0.0, 1.0), (2.0, -1.0), (-.pi / 2, .pi), (0.3, 0.3)] as [(CGFloat, CGFloat)] {
            for clockwise in [true, false] {
                var p = Path()
                p.addArc(center: c, radius: 7, startAngle: start, endAngle: end, clockwise: !clockwise)
                let b = BezierPath(arcCenter: c, radius: 7, startAngle: start, endAngle: end, clockwise: clockwise)
                #expect(b.path == p)
            }
        }
    }

    @Test func appleExampleZeroToPiClockwiseIsTheBottomHalf() throws {
        // UIKit's documentation: 0 to π with clockwise YES draws the bottom half, NO the top half.
        let bottom = BezierPath(arcCenter: c, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true).path
        let top = BezierPath(arcCenter: c, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false).path
        #expect(curves(bottom).count == 2 && curves(top).count == 2)
        #expect(near(try #require(curves(bottom).first).end, CGPoint(x: 50, y: 60)))
        #expect(near(try #require(curves(top).first).end, CGPoint(x: 50, y: 40)))
        #expect(near(bottom.currentPoint, CGPoint(x: 40, y: 50)) && near(top.currentPoint, CGPoint(x: 40, y: 50)))
        #expect(near(bottom.boundingBoxOfPath, CGRect(x: 40, y: 50, width: 20, height: 10)))
    }

    @Test func fullCircleWhenAnglesAreATurnApartInTheArcsDirection() throws {
        // The progress-ring idiom: -π/2 to 3π/2 clockwise is the whole circle from the top.
        let ring = BezierPath(arcCenter: c, radius: 10, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true).path
        #expect(curves(ring).count == 4)
        #expect(near(ring.currentPoint, CGPoint(x: 50, y: 40)))
        #expect(near(try #require(curves(ring).first).end, CGPoint(x: 60, y: 50)), "clockwise on screen: top, then right")
        // More than a turn is one turn; a turn the other way is nothing.
        let more = BezierPath(arcCenter: c, radius: 10, startAngle: 0, endAngle: 5 * .pi, clockwise: true).path
        #expect(curves(more).count == 4 && near(more.currentPoint, CGPoint(x: 60, y: 50)))
        let none = BezierPath(arcCenter: c, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: false).path
        #expect(none.elements == [.move(to: CGPoint(x: 60, y: 50))])
        // Equal angles: only the start point.
        let zero = BezierPath(arcCenter: c, radius: 10, startAngle: 1, endAngle: 1, clockwise: true).path
        #expect(zero.elements.count == 1)
    }

    @Test func piecesAreAtMostNinetyDegrees() {
        let quarter = CGFloat.pi / 2
        let cases: [(sweep: CGFloat, pieces: Int)] = [
            (quarter, 1), (quarter + 0.01, 2), (2 * quarter, 2), (3 * quarter, 3), (3.8 * quarter, 4), (0.1, 1),
        ]
        for (sweep, pieces) in cases {
            let p = BezierPath(arcCenter: .zero, radius: 10, startAngle: 0.4, endAngle: 0.4 + sweep, clockwise: true).path
            let cs = curves(p)
            #expect(cs.count == pieces, "sweep \(sweep)")
            // Equal pieces: every control point is the same distance from its end.
            let expected = 4.0 / 3.0 * tan(sweep / CGFloat(pieces) / 4) * 10
            var from = CGPoint(x: 10 * cos(0.4), y: 10 * sin(0.4))
            for piece in cs {
                #expect(near(hypot(piece.c1.x - from.x, piece.c1.y - from.y), expected))
                #expect(near(hypot(piece.c2.x - piece.end.x, piece.c2.y - piece.end.y), expected))
                #expect(near(hypot(piece.end.x, piece.end.y), 10))
                from = piece.end
            }
            #expect(near(p.currentPoint, CGPoint(x: 10 * cos(0.4 + sweep), y: 10 * sin(0.4 + sweep))))
        }
    }

    @Test func arcOnANonEmptyPathStartsWithALine() {
        let b = BezierPath()
        b.move(to: CGPoint(x: 0, y: 0))
        b.addArc(withCenter: c, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(b.path.elements.count == 3)
        #expect(element(b.path, 1) == .line(to: CGPoint(x: 60, y: 50)))
    }

    @Test func relativeArcPositiveDeltaTurnsTowardsIncreasingAngles() {
        var p = Path()
        p.addRelativeArc(center: c, radius: 10, startAngle: 0, delta: .pi / 2)
        var q = Path()
        q.addRelativeArc(center: c, radius: 10, startAngle: 0, delta: -.pi / 2)
        #expect(near(p.currentPoint, CGPoint(x: 50, y: 60)))
        #expect(near(q.currentPoint, CGPoint(x: 50, y: 40)))
        var big = Path()
        big.addRelativeArc(center: c, radius: 10, startAngle: 0, delta: 9)
        #expect(curves(big).count == 4, "clamped to one turn")
    }

    @Test func tangentArcRoundsACorner() throws {
        var p = Path()
        p.move(to: .zero)
        p.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        let k20 = quarterArcK * 20
        #expect(
            near(
                p.elements,
                [
                    .move(to: .zero),
                    .line(to: CGPoint(x: 80, y: 0)),
                    .curve(
                        to: CGPoint(x: 100, y: 20), control1: CGPoint(x: 80 + k20, y: 0), control2: CGPoint(x: 100, y: 20 - k20)),
                ]))
        #expect(near(p.currentPoint, CGPoint(x: 100, y: 20)), "ends at the second tangent point")

        // Turning the other way (left on screen) rounds the same corner shape mirrored.
        var q = Path()
        q.move(to: CGPoint(x: 0, y: 100))
        q.addArc(tangent1End: CGPoint(x: 100, y: 100), tangent2End: CGPoint(x: 100, y: 0), radius: 20)
        #expect(near(q.currentPoint, CGPoint(x: 100, y: 80)))
        #expect(near(try #require(curves(q).first).c1, CGPoint(x: 80 + k20, y: 100)))
    }

    @Test func tangentArcDegeneratesToALine() {
        var collinear = Path()
        collinear.move(to: .zero)
        collinear.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 20, y: 0), radius: 5)
        #expect(collinear.elements == [.move(to: .zero), .line(to: CGPoint(x: 10, y: 0))])
        var zeroRadius = Path()
        zeroRadius.move(to: .zero)
        zeroRadius.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 0)
        #expect(zeroRadius.elements == [.move(to: .zero), .line(to: CGPoint(x: 10, y: 0))])
    }

    @Test func nonFiniteAnglesAddNothing() {
        var p = Path()
        p.move(to: .zero)
        p.addArc(center: c, radius: 10, startAngle: 0, endAngle: .infinity, clockwise: false)
        p.addArc(center: c, radius: 10, startAngle: .nan, endAngle: 1, clockwise: true)
        p.addRelativeArc(center: c, radius: 10, startAngle: 0, delta: .nan)
        #expect(p.elements == [.move(to: .zero)])
    }

    @Test func roundedRectByCornersRoundsOnlyThoseWithTheWidth() {
        // cornerRadii.height is ignored, as in UIKit since iOS 7.
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        let p = BezierPath(
            roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight],
            cornerRadii: CGSize(width: 10, height: 30)
        ).path
        let k10 = quarterArcK * 10
        #expect(
            near(
                p.elements,
                [
                    .move(to: CGPoint(x: 10, y: 0)),
                    .line(to: CGPoint(x: 100, y: 0)),
                    .line(to: CGPoint(x: 100, y: 50)),
                    .curve(
                        to: CGPoint(x: 90, y: 60), control1: CGPoint(x: 100, y: 50 + k10), control2: CGPoint(x: 90 + k10, y: 60)),
                    .line(to: CGPoint(x: 0, y: 60)),
                    .line(to: CGPoint(x: 0, y: 10)),
                    .curve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 0, y: 10 - k10), control2: CGPoint(x: 10 - k10, y: 0)),
                    .closeSubpath,
                ]))
        // Radii beyond half the shorter side are clamped to it.
        let clamped = BezierPath(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: 80, height: 0))
            .path
        #expect(clamped == Path(roundedRect: rect, cornerRadius: 30))
        #expect(BezierPath(roundedRect: rect, cornerRadius: 500).path == clamped)
        #expect([RectCorner.topLeft, .topRight, .bottomLeft, .bottomRight].map(\.rawValue) == [1, 2, 4, 8])
        #expect(RectCorner.allCorners.rawValue == UInt.max)
    }

    @Test func coreGraphicsRoundedRectHasQuarterEllipseCorners() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        let p = CGPath(roundedRect: rect, cornerWidth: 20, cornerHeight: 10, transform: nil).path
        #expect(p.elements.count == 10)
        #expect(element(p, 0) == .move(to: CGPoint(x: 20, y: 0)))
        #expect(
            near(
                Array(p.elements.dropFirst(2).prefix(1)),
                [
                    .curve(
                        to: CGPoint(x: 100, y: 10), control1: CGPoint(x: 80 + 20 * quarterArcK, y: 0),
                        control2: CGPoint(x: 100, y: 10 - 10 * quarterArcK))
                ]))
        #expect(p.boundingBox == rect && p.boundingBoxOfPath == rect)
        #expect(CGPath(roundedRect: rect, cornerWidth: 0, cornerHeight: 10).path == Path(rect: rect))
    }
}
