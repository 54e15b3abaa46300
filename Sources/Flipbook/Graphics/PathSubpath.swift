import Foundation

/// One subpath of a ``Path`` as it is drawn: a start point, the segments
/// that follow it, and whether `closeSubpath` ends it. Coordinates in points.
///
/// Invariant: each segment starts where the previous one ends (the first at
/// `start`).
struct PathSubpath: Hashable, Sendable {
    var start: CGPoint
    var segments: [PathSegment] = []
    var isClosed = false

    var end: CGPoint { segments.last?.end ?? start }

    /// The straight line a closed subpath draws from its end back to its
    /// start, when those differ.
    var closingSegment: PathSegment? {
        isClosed && end != start ? PathSegment(.line(end, start)) : nil
    }

    /// Every segment a stroke draws, closing line included.
    var drawnSegments: [PathSegment] {
        if let c = closingSegment { return segments + [c] }
        return segments
    }

    /// The elements that draw this subpath: a move, its segments, a close.
    var elements: [Path.Element] {
        var result: [Path.Element] = [.move(to: start)]
        result += segments.map(\.element)
        if isClosed { result.append(.closeSubpath) }
        return result
    }
}

extension Path {
    /// The subpaths as they are drawn, read the way Core Graphics and Cairo
    /// read elements: a move starts a subpath; a segment after
    /// `closeSubpath` starts a new one at the closed subpath's start; a
    /// segment with no current point at all (a path that does not begin
    /// with a move) only moves to its end point; a close without a subpath
    /// does nothing. A lone move is a subpath without segments.
    var subpaths: [PathSubpath] {
        var result: [PathSubpath] = []
        var current: PathSubpath?
        var lastStart: CGPoint?
        for element in elements {
            switch element {
            case let .move(p):
                if let c = current { result.append(c) }
                current = PathSubpath(start: p)
                lastStart = p
            case .closeSubpath:
                if var c = current {
                    c.isClosed = true
                    result.append(c)
                    current = nil
                }
            case .line, .quadCurve, .curve:
                if current == nil {
                    guard let s = lastStart else {
                        let p = element.endPoint ?? .zero
                        current = PathSubpath(start: p)
                        lastStart = p
                        continue
                    }
                    current = PathSubpath(start: s)
                }
                if let segment = PathSegment(from: current!.end, element) {
                    current!.segments.append(segment)
                }
            }
        }
        if let c = current { result.append(c) }
        return result
    }
}
