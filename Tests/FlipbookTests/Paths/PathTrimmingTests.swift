import Foundation
import Testing

@testable import Flipbook

@Suite struct PathTrimmingTests {
    let square = Path(rect: CGRect(x: 0, y: 0, width: 100, height: 100))

    @Test func rectLengthIsItsPerimeterExactly() {
        #expect(Path(rect: CGRect(x: 3, y: 4, width: 30, height: 40)).length == 140)
        var open = Path()
        open.addLines(between: [.zero, CGPoint(x: 3, y: 4), CGPoint(x: 3, y: 10)])
        #expect(open.length == 11, "an open subpath has no closing segment")
        open.move(to: CGPoint(x: 500, y: 500))
        #expect(open.length == 11, "moves add nothing")
        #expect(Path().length == 0)
    }

    @Test func circleLengthIsTwoPiR() {
        let r: CGFloat = 100
        // Eight 45° arc pieces are within 0.0003 % of the circle; the measurement must keep that.
        var eighths = Path()
        eighths.move(to: CGPoint(x: r, y: 0))
        for i in 0..<8 { eighths.addRelativeArc(center: .zero, radius: r, startAngle: CGFloat(i) * .pi / 4, delta: .pi / 4) }
        #expect(abs(eighths.length - 2 * .pi * r) / (2 * .pi * r) < 0.0001)

        // Four quarter cubics (how UIKit and Core Graphics draw a circle) are 0.014 % long:
        // the measurement must match the curves themselves, measured independently.
        let circle = Path(ellipseIn: CGRect(x: -r, y: -r, width: 2 * r, height: 2 * r))
        let segment = PathSegment(
            .cubic(
                CGPoint(x: r, y: 0), CGPoint(x: r, y: r * quarterArcK),
                CGPoint(x: r * quarterArcK, y: r), CGPoint(x: 0, y: r)))
        var polyline: CGFloat = 0
        var previous = segment.start
        let n = 200_000
        for i in 1...n {
            let q = segment.point(at: CGFloat(i) / CGFloat(n))
            polyline += hypot(q.x - previous.x, q.y - previous.y)
            previous = q
        }
        #expect(abs(circle.length - 4 * polyline) < 1e-6)
        #expect(abs(circle.length - 2 * .pi * r) / (2 * .pi * r) < 0.0002)
    }

    @Test func squareQuarterToHalfIsExactlyItsSecondSide() {
        #expect(
            square.trimmed(from: 0.25, to: 0.5).elements == [
                .move(to: CGPoint(x: 100, y: 0)), .line(to: CGPoint(x: 100, y: 100)),
            ])
        #expect(
            square.trimmed(from: 0.1, to: 0.2).elements == [
                .move(to: CGPoint(x: 40, y: 0)), .line(to: CGPoint(x: 80, y: 0)),
            ])
    }

    @Test func closingSegmentIsPartOfTheLength() {
        #expect(
            near(
                square.trimmed(from: 0.8, to: 1).elements,
                [
                    .move(to: CGPoint(x: 0, y: 80)), .line(to: CGPoint(x: 0, y: 0)),
                ]))
        #expect(
            near(
                square.trimmed(from: 0.6, to: 0.9).elements,
                [
                    .move(to: CGPoint(x: 60, y: 100)), .line(to: CGPoint(x: 0, y: 100)), .line(to: CGPoint(x: 0, y: 40)),
                ]))
    }

    @Test func fractionsSpanEverySubpath() {
        var two = Path()
        two.addLines(between: [.zero, CGPoint(x: 100, y: 0)])
        two.addLines(between: [CGPoint(x: 0, y: 50), CGPoint(x: 100, y: 50)])
        #expect(
            two.trimmed(from: 0.25, to: 0.75).elements == [
                .move(to: CGPoint(x: 50, y: 0)), .line(to: CGPoint(x: 100, y: 0)),
                .move(to: CGPoint(x: 0, y: 50)), .line(to: CGPoint(x: 50, y: 50)),
            ])
        #expect(
            two.trimmed(from: 0.6, to: 1).elements == [
                .move(to: CGPoint(x: 20, y: 50)), .line(to: CGPoint(x: 100, y: 50)),
            ])
    }

    @Test func aSubpathCoveredWholeStaysClosed() {
        var p = square
        p.addLines(between: [CGPoint(x: 0, y: 200), CGPoint(x: 100, y: 200)])  // total 500
        let head = p.trimmed(from: 0, to: 0.8)
        #expect(head == square, "the square is kept with its close; the line is not reached")
        let tail = p.trimmed(from: 0.8, to: 1)
        #expect(tail.elements == [.move(to: CGPoint(x: 0, y: 200)), .line(to: CGPoint(x: 100, y: 200))])
    }

    @Test func curvesAreSplitNotFlattened() throws {
        let r: CGFloat = 100
        let circle = Path(ellipseIn: CGRect(x: -r, y: -r, width: 2 * r, height: 2 * r))
        // An eighth of the length is half the first quarter curve, which is symmetric: t = 1/2.
        let piece = circle.trimmed(from: 0, to: 0.125)
        #expect(piece.elements.count == 2)
        guard case let .curve(end, c1, c2) = piece.elements.last else {
            Issue.record("not a curve")
            return
        }
        let h = 2.0.squareRoot() / 2 * r
        #expect(near(end, CGPoint(x: h, y: h), 1e-6), "the cubic's midpoint is on the circle")
        // de Casteljau's left half: controls at (P0 + P1) / 2 and (P0 + 2 P1 + P2) / 4.
        #expect(near(c1, CGPoint(x: r, y: r * quarterArcK / 2), 1e-6))
        #expect(near(c2, CGPoint(x: (3 * r + r * quarterArcK) / 4, y: (2 * r * quarterArcK + r) / 4), 1e-6))
        // A middle part of a rounded rectangle keeps curves and has the right length.
        let rounded = Path(roundedRect: CGRect(x: 0, y: 0, width: 120, height: 80), cornerRadius: 25)
        let mid = rounded.trimmed(from: 0.3, to: 0.7)
        #expect(abs(mid.length - 0.4 * rounded.length) < 1e-5)
        #expect(mid.elements.contains { if case .curve = $0 { true } else { false } })
        #expect(near(mid.trimmed(from: 0, to: 1), mid, 0))
    }

    @Test func pieceLengthsAddUp() {
        var p = Path()
        p.move(to: CGPoint(x: 10, y: 10))
        p.addQuadCurve(to: CGPoint(x: 90, y: 10), control: CGPoint(x: 50, y: 90))
        p.addCurve(to: CGPoint(x: 10, y: 80), control1: CGPoint(x: 140, y: 60), control2: CGPoint(x: -30, y: 20))
        p.closeSubpath()
        let total = p.length
        let cuts: [CGFloat] = [0, 0.13, 0.37, 0.5, 0.81, 1]
        var sum: CGFloat = 0
        for (a, b) in zip(cuts, cuts.dropFirst()) {
            let piece = p.trimmed(from: a, to: b)
            #expect(abs(piece.length - (b - a) * total) < 1e-5)
            sum += piece.length
        }
        #expect(abs(sum - total) < 1e-5)
        #expect(
            p.trimmed(from: 0.1, to: 0.2).elements.contains { if case .quadCurve = $0 { true } else { false } },
            "quadratic curves stay quadratic")
    }

    @Test func degenerateInputGivesEmptyPathsWithoutCrashing() {
        #expect(square.trimmed(from: 0.5, to: 0.5).isEmpty)
        #expect(square.trimmed(from: 0.7, to: 0.2).isEmpty)
        #expect(square.trimmed(from: .nan, to: 1).isEmpty)
        #expect(square.trimmed(from: 0, to: .nan).isEmpty)
        #expect(square.trimmed(from: -3, to: 7) == square, "clamped to 0...1: the path unchanged")
        #expect(square.trimmed(from: -.infinity, to: .infinity) == square)
        #expect(Path().trimmed(from: 0.2, to: 0.4).isEmpty)
        var dot = Path()
        dot.move(to: CGPoint(x: 5, y: 5))
        dot.addLine(to: CGPoint(x: 5, y: 5))
        #expect(dot.length == 0)
        #expect(dot.trimmed(from: 0.2, to: 0.4).isEmpty)
        #expect(dot.trimmed(from: 0, to: 1) == dot)
        var broken = Path()
        broken.move(to: .zero)
        broken.addCurve(to: CGPoint(x: CGFloat.nan, y: 1), control1: .zero, control2: CGPoint(x: 1, y: CGFloat.infinity))
        broken.addLine(to: CGPoint(x: 10, y: 0))
        _ = broken.length
        _ = broken.trimmed(from: 0.1, to: 0.9)
        _ = broken.contains(CGPoint(x: 1, y: 1))
        _ = broken.boundingBoxOfPath
    }
}
