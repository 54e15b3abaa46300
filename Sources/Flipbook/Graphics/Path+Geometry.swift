import Foundation

extension Path.Element {
    /// Where the element leaves the current point; nil for `closeSubpath`.
    var endPoint: CGPoint? {
        switch self {
        case let .move(p), let .line(p), let .quadCurve(p, _), let .curve(p, _, _): p
        case .closeSubpath: nil
        }
    }

    /// The element with every point (end and control points) mapped by `f`.
    func mapPoints(_ f: (CGPoint) -> CGPoint) -> Path.Element {
        switch self {
        case let .move(p): .move(to: f(p))
        case let .line(p): .line(to: f(p))
        case let .quadCurve(p, c): .quadCurve(to: f(p), control: f(c))
        case let .curve(p, c1, c2): .curve(to: f(p), control1: f(c1), control2: f(c2))
        case .closeSubpath: .closeSubpath
        }
    }

    /// Every point of the element, control points included.
    var points: [CGPoint] {
        switch self {
        case let .move(p), let .line(p): [p]
        case let .quadCurve(p, c): [c, p]
        case let .curve(p, c1, c2): [c1, c2, p]
        case .closeSubpath: []
        }
    }
}

extension Path {
    /// Tolerance, in points, to which curves are replaced by straight lines
    /// for hit-testing (`contains(_:using:)`): 0.01 pt.
    public static let flatteningTolerance: CGFloat = 0.01

    /// Appends an element as it is (no validation).
    public mutating func append(_ element: Element) {
        switch element {
        case let .move(p): move(to: p)
        case let .line(p): addLine(to: p)
        case let .quadCurve(p, c): addQuadCurve(to: p, control: c)
        case let .curve(p, c1, c2): addCurve(to: p, control1: c1, control2: c2)
        case .closeSubpath: closeSubpath()
        }
    }

    /// The point the next segment starts from, as `CGPath.currentPoint`: the
    /// last element's end point, or after `closeSubpath` the start of the
    /// closed subpath; `.zero` for an empty path.
    public var currentPoint: CGPoint {
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        var hasSubpath = false
        for element in elements {
            switch element {
            case let .move(p):
                current = p
                subpathStart = p
                hasSubpath = true
            case .closeSubpath:
                current = subpathStart
            default:
                current = element.endPoint!
                if !hasSubpath {
                    subpathStart = current
                    hasSubpath = true
                }
            }
        }
        return current
    }

    /// The smallest rectangle holding every point of the path, control
    /// points of curves included (`CGPath.boundingBox`); `.null` when the
    /// path has no points.
    public var boundingBox: CGRect {
        CGRect.boundingBox(of: elements.flatMap(\.points))
    }

    /// The smallest rectangle holding the drawn path, without control points
    /// (`CGPath.boundingBoxOfPath`): the ends and extreme points of every
    /// segment, and the points of moves; `.null` when the path has no points.
    public var boundingBoxOfPath: CGRect {
        var box = CGRect.null
        for subpath in subpaths {
            box = box.union(CGRect(origin: subpath.start, size: .zero))
            for segment in subpath.segments { box = box.union(segment.tightBounds) }
        }
        return box
    }

    /// Maps every point (end and control points) by `transform`. Affine maps
    /// take Bézier curves to Bézier curves, so the result is exact.
    public mutating func apply(transform: CGAffineTransform) {
        guard transform != .identity else { return }
        self = applying(transform)
    }

    /// A copy with every point mapped by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        var result = Path()
        for element in elements { result.append(element.mapPoints { $0.applying(transform) }) }
        return result
    }

    /// Whether `point` is inside the area a fill with `rule` paints, as
    /// `CGPath.contains(_:using:transform:)`: open subpaths count as closed
    /// by a straight line; curves are flattened to
    /// ``flatteningTolerance``. Points exactly on an edge may fall either way.
    public func contains(_ point: CGPoint, using rule: FillRule = .nonZero) -> Bool {
        contains(point, using: rule, closedSubpathsOnly: false)
    }

    /// `closedSubpathsOnly`: ignore open subpaths (UIKit's
    /// `UIBezierPath.contains(_:)` rule).
    func contains(_ point: CGPoint, using rule: FillRule, closedSubpathsOnly: Bool) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        var winding = 0
        var polygon: [CGPoint] = []
        for subpath in subpaths where !closedSubpathsOnly || subpath.isClosed {
            guard !subpath.segments.isEmpty else { continue }
            polygon.removeAll(keepingCapacity: true)
            polygon.append(subpath.start)
            for segment in subpath.segments {
                segment.flatten(tolerance: Self.flatteningTolerance, into: &polygon)
            }
            polygon.append(subpath.start)
            winding += Self.windingNumber(of: point, around: polygon)
        }
        switch rule {
        case .nonZero: return winding != 0
        case .evenOdd: return winding % 2 != 0
        }
    }

    /// How many times the closed polyline turns around `p`, counterclockwise
    /// in y-up terms positive (the crossing-number method, half-open in y).
    private static func windingNumber(of p: CGPoint, around polygon: [CGPoint]) -> Int {
        var wn = 0
        for i in 0..<(polygon.count - 1) {
            let a = polygon[i]
            let b = polygon[i + 1]
            let side = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
            if a.y <= p.y {
                if b.y > p.y && side > 0 { wn += 1 }
            } else if b.y <= p.y && side < 0 {
                wn -= 1
            }
        }
        return wn
    }

    /// The same shape drawn backwards: subpaths in reverse order, each from
    /// its end to its start. A closed subpath stays closed and keeps its
    /// start point (its closing segment becomes the first drawn segment);
    /// an open one starts at its old end. Curves keep their kind.
    public func reversed() -> Path {
        var result = Path()
        for subpath in subpaths.reversed() {
            if subpath.isClosed {
                var segments = subpath.segments
                if let closing = subpath.closingSegment { segments.append(closing) }
                let back = segments.reversed().map(\.reversed)
                result.move(to: subpath.start)
                for (i, segment) in back.enumerated() {
                    // The last reversed segment ends at the start: when it is a
                    // straight line, the close draws it.
                    if i == back.count - 1, case .line = segment.shape { break }
                    result.append(segment.element)
                }
                result.closeSubpath()
            } else {
                result.move(to: subpath.end)
                for segment in subpath.segments.reversed() { result.append(segment.reversed.element) }
            }
        }
        return result
    }
}
