import Foundation

/// The geometry of a ``KeyframeAnimation``'s `path`: its drawing elements as
/// segments to travel along.
///
/// Each line, quadratic or cubic curve, and each closing line back to the
/// start of its sub-path (when that has length), is one segment; a move
/// starts the next segment elsewhere (a jump). The keyframes are the start
/// of the first segment and the end of every segment, so a path of `n`
/// segments has `n + 1` keyframes (Core Animation: "each point in the path
/// except for moveto points defines a single keyframe").
struct KeyframePath {
    enum Segment {
        case line(CGPoint, CGPoint)
        case quad(CGPoint, CGPoint, CGPoint)
        case cubic(CGPoint, CGPoint, CGPoint, CGPoint)

        var start: CGPoint {
            switch self {
            case let .line(a, _), let .quad(a, _, _), let .cubic(a, _, _, _): return a
            }
        }

        var end: CGPoint {
            switch self {
            case let .line(_, b), let .quad(_, _, b), let .cubic(_, _, _, b): return b
            }
        }

        var isStraight: Bool {
            if case .line = self { return true }
            return false
        }

        func point(at f: Double) -> CGPoint {
            let t = CGFloat(f)
            let u = 1 - t
            switch self {
            case let .line(a, b):
                return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            case let .quad(a, c, b):
                return CGPoint(
                    x: u * u * a.x + 2 * u * t * c.x + t * t * b.x,
                    y: u * u * a.y + 2 * u * t * c.y + t * t * b.y)
            case let .cubic(a, c1, c2, b):
                let w0 = u * u * u
                let w1 = 3 * u * u * t
                let w2 = 3 * u * t * t
                let w3 = t * t * t
                return CGPoint(
                    x: w0 * a.x + w1 * c1.x + w2 * c2.x + w3 * b.x,
                    y: w0 * a.y + w1 * c1.y + w2 * c2.y + w3 * b.y)
            }
        }

        /// The derivative with respect to the local fraction.
        func derivative(at f: Double) -> CGVector {
            let t = CGFloat(f)
            let u = 1 - t
            switch self {
            case let .line(a, b):
                return CGVector(dx: b.x - a.x, dy: b.y - a.y)
            case let .quad(a, c, b):
                return CGVector(
                    dx: 2 * u * (c.x - a.x) + 2 * t * (b.x - c.x),
                    dy: 2 * u * (c.y - a.y) + 2 * t * (b.y - c.y))
            case let .cubic(a, c1, c2, b):
                return CGVector(
                    dx: 3 * u * u * (c1.x - a.x) + 6 * u * t * (c2.x - c1.x) + 3 * t * t * (b.x - c2.x),
                    dy: 3 * u * u * (c1.y - a.y) + 6 * u * t * (c2.y - c1.y) + 3 * t * t * (b.y - c2.y))
            }
        }

        /// The direction of travel at `f`, in radians from +x toward +y:
        /// the derivative's, or where that vanishes (a control point on an
        /// end point) the direction from the nearer end to the next control
        /// point or the far end. nil for a segment of no extent.
        func tangentAngle(at f: Double) -> Double? {
            let d = derivative(at: f)
            if d.dx != 0 || d.dy != 0 { return atan2(Double(d.dy), Double(d.dx)) }
            // Look slightly inside the segment.
            let g = f < 0.5 ? min(f + 1e-6, 1) : max(f - 1e-6, 0)
            let e = derivative(at: g)
            if e.dx != 0 || e.dy != 0 { return atan2(Double(e.dy), Double(e.dx)) }
            let chord = CGVector(dx: end.x - start.x, dy: end.y - start.y)
            if chord.dx != 0 || chord.dy != 0 { return atan2(Double(chord.dy), Double(chord.dx)) }
            return nil
        }
    }

    let segments: [Segment]
    /// Where the path starts: its first move, or the start of its first segment.
    let start: CGPoint?

    init(_ path: Path) {
        var segments: [Segment] = []
        var current: CGPoint? = nil
        var subpathStart: CGPoint? = nil
        var first: CGPoint? = nil
        for element in path.elements {
            switch element {
            case let .move(p):
                current = p
                subpathStart = p
                if first == nil { first = p }
            case let .line(p):
                let a = current ?? p
                segments.append(.line(a, p))
                if first == nil { first = a }
                if subpathStart == nil { subpathStart = a }
                current = p
            case let .quadCurve(p, c):
                let a = current ?? p
                segments.append(.quad(a, c, p))
                if first == nil { first = a }
                if subpathStart == nil { subpathStart = a }
                current = p
            case let .curve(p, c1, c2):
                let a = current ?? p
                segments.append(.cubic(a, c1, c2, p))
                if first == nil { first = a }
                if subpathStart == nil { subpathStart = a }
                current = p
            case .closeSubpath:
                if let a = current, let s = subpathStart, a != s {
                    segments.append(.line(a, s))
                }
                current = subpathStart
            }
        }
        self.segments = segments
        start = first
    }

    /// The keyframe points: the first segment's start and every segment's end.
    var keyframes: [CGPoint] {
        guard let firstSegment = segments.first else { return start.map { [$0] } ?? [] }
        return [firstSegment.start] + segments.map(\.end)
    }

    /// Arc lengths over all segments (curves sampled at 64 steps).
    func arcLengths() -> ArcLengthTable {
        ArcLengthTable(segmentCount: segments.count, samples: 64, straight: { segments[$0].isStraight }) { i, f in
            let p = segments[i].point(at: f)
            return [Double(p.x), Double(p.y)]
        }
    }
}
