import Foundation

/// One drawn piece of a ``Path`` with its start point, in the path's points:
/// a straight line, a quadratic or a cubic Bézier curve.
///
/// The geometry behind measuring, trimming, hit-testing and bounding paths.
/// Every curve is parametrised by `t` in 0...1 (`t` 0 is the start point,
/// 1 the end point); lengths are in points along the drawn curve.
struct PathSegment: Hashable, Sendable {
    enum Shape: Hashable, Sendable {
        case line(CGPoint, CGPoint)
        case quad(CGPoint, CGPoint, CGPoint)
        case cubic(CGPoint, CGPoint, CGPoint, CGPoint)
    }

    var shape: Shape

    init(_ shape: Shape) { self.shape = shape }

    /// The segment `element` draws from `start`; nil for moves and closes.
    init?(from start: CGPoint, _ element: Path.Element) {
        switch element {
        case .move, .closeSubpath: return nil
        case let .line(p): shape = .line(start, p)
        case let .quadCurve(p, c): shape = .quad(start, c, p)
        case let .curve(p, c1, c2): shape = .cubic(start, c1, c2, p)
        }
    }

    var start: CGPoint {
        switch shape {
        case let .line(p, _), let .quad(p, _, _), let .cubic(p, _, _, _): p
        }
    }

    var end: CGPoint {
        switch shape {
        case let .line(_, p), let .quad(_, _, p), let .cubic(_, _, _, p): p
        }
    }

    /// The element that draws this segment from its start point.
    var element: Path.Element {
        switch shape {
        case let .line(_, p): .line(to: p)
        case let .quad(_, c, p): .quadCurve(to: p, control: c)
        case let .cubic(_, c1, c2, p): .curve(to: p, control1: c1, control2: c2)
        }
    }

    /// Every point that defines the segment, control points included.
    var points: [CGPoint] {
        switch shape {
        case let .line(a, b): [a, b]
        case let .quad(a, b, c): [a, b, c]
        case let .cubic(a, b, c, d): [a, b, c, d]
        }
    }

    var isFinite: Bool { points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }

    /// The same curve drawn from its end to its start.
    var reversed: PathSegment {
        switch shape {
        case let .line(a, b): PathSegment(.line(b, a))
        case let .quad(a, b, c): PathSegment(.quad(c, b, a))
        case let .cubic(a, b, c, d): PathSegment(.cubic(d, c, b, a))
        }
    }

    /// The cubic that draws exactly the same curve with the same
    /// parametrisation (a line's controls at thirds, a quadratic elevated).
    var cubic: (CGPoint, CGPoint, CGPoint, CGPoint) {
        switch shape {
        case let .line(a, b): return (a, lerp(a, b, 1.0 / 3), lerp(a, b, 2.0 / 3), b)
        case let .quad(a, c, b):
            return (a, lerp(a, c, 2.0 / 3), lerp(b, c, 2.0 / 3), b)
        case let .cubic(a, b, c, d): return (a, b, c, d)
        }
    }

    // MARK: Evaluation

    func point(at t: CGFloat) -> CGPoint {
        switch shape {
        case let .line(a, b): return lerp(a, b, t)
        case let .quad(a, c, b):
            let u = 1 - t
            return CGPoint(
                x: u * u * a.x + 2 * u * t * c.x + t * t * b.x,
                y: u * u * a.y + 2 * u * t * c.y + t * t * b.y)
        case let .cubic(a, b, c, d):
            let u = 1 - t
            let w0 = u * u * u
            let w1 = 3 * u * u * t
            let w2 = 3 * u * t * t
            let w3 = t * t * t
            return CGPoint(
                x: w0 * a.x + w1 * b.x + w2 * c.x + w3 * d.x,
                y: w0 * a.y + w1 * b.y + w2 * c.y + w3 * d.y)
        }
    }

    /// dB/dt: the velocity along the curve, in points per unit of `t`.
    func derivative(at t: CGFloat) -> CGPoint {
        switch shape {
        case let .line(a, b): return CGPoint(x: b.x - a.x, y: b.y - a.y)
        case let .quad(a, c, b):
            let u = 1 - t
            return CGPoint(x: 2 * (u * (c.x - a.x) + t * (b.x - c.x)), y: 2 * (u * (c.y - a.y) + t * (b.y - c.y)))
        case let .cubic(a, b, c, d):
            let u = 1 - t
            let w0 = 3 * u * u
            let w1 = 6 * u * t
            let w2 = 3 * t * t
            return CGPoint(
                x: w0 * (b.x - a.x) + w1 * (c.x - b.x) + w2 * (d.x - c.x),
                y: w0 * (b.y - a.y) + w1 * (c.y - b.y) + w2 * (d.y - c.y))
        }
    }

    func speed(at t: CGFloat) -> CGFloat {
        let v = derivative(at: t)
        return (v.x * v.x + v.y * v.y).squareRoot()
    }

    // MARK: Splitting

    /// The part of the segment between parameters `t0` and `t1` (0 ≤ t0 ≤ t1 ≤ 1),
    /// of the same kind: curves stay curves (de Casteljau). The ends at
    /// `t0 == 0` and `t1 == 1` are this segment's own points, exactly.
    func subsegment(from t0: CGFloat, to t1: CGFloat) -> PathSegment {
        if t0 <= 0 && t1 >= 1 { return self }
        switch shape {
        case let .line(a, b):
            return PathSegment(.line(t0 <= 0 ? a : lerp(a, b, t0), t1 >= 1 ? b : lerp(a, b, t1)))
        case let .quad(a, c, b):
            var (p0, p1, p2) = (a, c, b)
            if t1 < 1 { (p0, p1, p2) = Self.splitQuad(p0, p1, p2, at: t1).left }
            if t0 > 0 { (p0, p1, p2) = Self.splitQuad(p0, p1, p2, at: t1 > 0 ? min(1, t0 / t1) : 0).right }
            return PathSegment(.quad(p0, p1, p2))
        case let .cubic(a, b, c, d):
            var (p0, p1, p2, p3) = (a, b, c, d)
            if t1 < 1 { (p0, p1, p2, p3) = Self.splitCubic(p0, p1, p2, p3, at: t1).left }
            if t0 > 0 { (p0, p1, p2, p3) = Self.splitCubic(p0, p1, p2, p3, at: t1 > 0 ? min(1, t0 / t1) : 0).right }
            return PathSegment(.cubic(p0, p1, p2, p3))
        }
    }

    static func splitQuad(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, at t: CGFloat)
        -> (left: (CGPoint, CGPoint, CGPoint), right: (CGPoint, CGPoint, CGPoint))
    {
        let ab = lerp(a, b, t)
        let bc = lerp(b, c, t)
        let m = lerp(ab, bc, t)
        return ((a, ab, m), (m, bc, c))
    }

    static func splitCubic(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint, at t: CGFloat)
        -> (left: (CGPoint, CGPoint, CGPoint, CGPoint), right: (CGPoint, CGPoint, CGPoint, CGPoint))
    {
        let ab = lerp(a, b, t)
        let bc = lerp(b, c, t)
        let cd = lerp(c, d, t)
        let abc = lerp(ab, bc, t)
        let bcd = lerp(bc, cd, t)
        let m = lerp(abc, bcd, t)
        return ((a, ab, abc, m), (m, bcd, cd, d))
    }

    // MARK: Length

    /// Length in points, exact for lines; curves by adaptive Gauss–Legendre
    /// quadrature of the speed, to about ``PathSegment/lengthTolerance``.
    /// 0 for a segment with a non-finite coordinate.
    var length: CGFloat { length(from: 0, to: 1) }

    /// Absolute error bound, in points, each adaptive step aims for.
    static let lengthTolerance: CGFloat = 1e-7

    /// Length in points of the part between parameters `t0` and `t1`.
    func length(from t0: CGFloat, to t1: CGFloat) -> CGFloat {
        guard t1 > t0, isFinite else { return 0 }
        if case let .line(a, b) = shape {
            return hypot(b.x - a.x, b.y - a.y) * (t1 - t0)
        }
        let whole = gaussLegendre(t0, t1)
        guard whole.isFinite else { return 0 }
        return adaptiveLength(t0, t1, whole: whole, depth: 0)
    }

    private func adaptiveLength(_ a: CGFloat, _ b: CGFloat, whole: CGFloat, depth: Int) -> CGFloat {
        let m = (a + b) / 2
        let left = gaussLegendre(a, m)
        let right = gaussLegendre(m, b)
        if depth >= 18 || abs(left + right - whole) <= Self.lengthTolerance {
            return left + right
        }
        return adaptiveLength(a, m, whole: left, depth: depth + 1) + adaptiveLength(m, b, whole: right, depth: depth + 1)
    }

    /// 8-point Gauss–Legendre nodes and weights on -1...1.
    private static let nodes: [(x: CGFloat, w: CGFloat)] = [
        (-0.9602898564975363, 0.1012285362903763), (-0.7966664774136267, 0.2223810344533745),
        (-0.5255324099163290, 0.3137066458778873), (-0.1834346424956498, 0.3626837833783620),
        (0.1834346424956498, 0.3626837833783620), (0.5255324099163290, 0.3137066458778873),
        (0.7966664774136267, 0.2223810344533745), (0.9602898564975363, 0.1012285362903763),
    ]

    private func gaussLegendre(_ a: CGFloat, _ b: CGFloat) -> CGFloat {
        let half = (b - a) / 2
        let mid = (a + b) / 2
        var sum: CGFloat = 0
        for n in Self.nodes { sum += n.w * speed(at: mid + half * n.x) }
        return sum * half
    }

    /// The parameter at which the length from the start is `s` points, to
    /// within about 1e-6 pt; `total` is the segment's length. Clamped to 0...1.
    func parameter(atLength s: CGFloat, total: CGFloat) -> CGFloat {
        guard total > 0, s > 0 else { return 0 }
        guard s < total else { return 1 }
        if case .line = shape { return s / total }
        // Newton's method on length(0, t) - s, kept inside a shrinking bracket.
        var lo: CGFloat = 0
        var hi: CGFloat = 1
        var t = s / total
        for _ in 0..<40 {
            let f = length(from: 0, to: t) - s
            if abs(f) <= 1e-7 { return t }
            if f > 0 { hi = t } else { lo = t }
            let v = speed(at: t)
            var next = v > 0 ? t - f / v : .nan
            if !(next > lo && next < hi) { next = (lo + hi) / 2 }
            if hi - lo <= 1e-15 { return next }
            t = next
        }
        return t
    }

    // MARK: Flattening and bounds

    /// Appends points along the segment after its start point, ending with
    /// its end point, so that the polyline strays from the curve by at most
    /// `tolerance` points (uniform subdivision with the second-difference bound).
    func flatten(tolerance: CGFloat, into points: inout [CGPoint]) {
        switch shape {
        case let .line(_, b):
            points.append(b)
        case .quad, .cubic:
            let (a, b, c, d) = cubic
            let dd = max(
                hypot(a.x - 2 * b.x + c.x, a.y - 2 * b.y + c.y),
                hypot(b.x - 2 * c.x + d.x, b.y - 2 * c.y + d.y))
            // A cubic's distance from its uniform n-piece polyline is at most (3/4) dd / n².
            let estimate = (0.75 * dd / tolerance).squareRoot().rounded(.up)
            let n = estimate.isFinite ? Int(min(max(estimate, 1), 4096)) : 1
            for i in 1..<n { points.append(point(at: CGFloat(i) / CGFloat(n))) }
            points.append(end)
        }
    }

    /// The tight bounds of the drawn curve: its ends and its extreme points,
    /// without control points.
    var tightBounds: CGRect {
        var pts = [start, end]
        switch shape {
        case .line: break
        case let .quad(a, c, b):
            for (p, q, r) in [(a.x, c.x, b.x), (a.y, c.y, b.y)] {
                let den = p - 2 * q + r
                if den != 0 {
                    let t = (p - q) / den
                    if t > 0 && t < 1 { pts.append(point(at: t)) }
                }
            }
        case let .cubic(a, b, c, d):
            for (p0, p1, p2, p3) in [(a.x, b.x, c.x, d.x), (a.y, b.y, c.y, d.y)] {
                // B'(t)/3 = qa t² + qb t + qc
                let qa = -p0 + 3 * p1 - 3 * p2 + p3
                let qb = 2 * (p0 - 2 * p1 + p2)
                let qc = p1 - p0
                for t in Self.roots(qa, qb, qc) where t > 0 && t < 1 { pts.append(point(at: t)) }
            }
        }
        return CGRect.boundingBox(of: pts)
    }

    /// Real roots of a t² + b t + c (a linear or constant equation when a is negligible).
    static func roots(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> [CGFloat] {
        let scale = max(abs(a), abs(b), abs(c))
        guard scale > 0, scale.isFinite else { return [] }
        if abs(a) <= 1e-12 * scale {
            return b != 0 ? [-c / b] : []
        }
        let disc = b * b - 4 * a * c
        if disc < 0 { return [] }
        let sq = disc.squareRoot()
        return [(-b + sq) / (2 * a), (-b - sq) / (2 * a)]
    }
}

@inline(__always)
fileprivate func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
    CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
}
