import Foundation

/// One of Flipbook's symbol drawings: paths in design units (points at 17
/// points) inside a box whose top left is the origin.
struct SymbolGlyph: Hashable, Sendable {
    /// How a path is drawn.
    enum Part: Hashable, Sendable {
        /// Stroked with round caps and joins, the symbol's stroke width times the factor.
        case stroke(Path, CGFloat)
        /// Filled as it is (holes by the rule); not grown by the stroke width.
        case fill(Path, FillRule)
        /// Filled and stroked at the stroke width: a solid shape as large as
        /// the same path stroked.
        case solid(Path)
    }

    /// The box the paths' stroke centre lines fit in, in design units.
    var box: CGSize
    var parts: [Part]

    init(_ width: CGFloat, _ height: CGFloat, _ parts: [Part]) {
        box = CGSize(width: width, height: height)
        self.parts = parts
    }

    // MARK: Building paths

    /// An open polyline through `points`.
    static func line(_ points: CGPoint...) -> Path {
        var path = Path()
        path.addLines(between: points)
        return path
    }

    /// A closed polygon through `points`.
    static func polygon(_ points: [CGPoint]) -> Path {
        var path = Path()
        path.addLines(between: points)
        path.closeSubpath()
        return path
    }

    /// A circle of radius `r` around `c`.
    static func circle(_ c: CGPoint, _ r: CGFloat) -> Path {
        Path(ellipseIn: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
    }

    /// The outline of a plus (rotation 0) or an x (rotation pi/4): two bars
    /// of half-width `t` reaching `arm` from `c`, as one simple 12-sided
    /// polygon (so that it can be a hole under the even-odd rule).
    static func cross(_ c: CGPoint, arm: CGFloat, halfWidth t: CGFloat, rotation: CGFloat) -> [CGPoint] {
        var points: [CGPoint] = []
        for k in 0..<4 {
            let a = rotation + CGFloat(k) * .pi / 2
            let d = CGPoint(x: cos(a), y: sin(a))
            let n = CGPoint(x: -sin(a), y: cos(a))
            let between = a + .pi / 4
            points.append(CGPoint(x: c.x + d.x * arm - n.x * t, y: c.y + d.y * arm - n.y * t))
            points.append(CGPoint(x: c.x + d.x * arm + n.x * t, y: c.y + d.y * arm + n.y * t))
            points.append(CGPoint(x: c.x + cos(between) * t * 2.squareRoot(), y: c.y + sin(between) * t * 2.squareRoot()))
        }
        return points
    }

    /// The outline of a polyline of half-width `t` (mitred joins, square-cut
    /// ends) as one closed polygon.
    static func band(_ points: [CGPoint], halfWidth t: CGFloat) -> [CGPoint] {
        func normal(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
            let dx = b.x - a.x
            let dy = b.y - a.y
            let l = (dx * dx + dy * dy).squareRoot()
            return CGPoint(x: -dy / l, y: dx / l)
        }
        func side(_ sign: CGFloat) -> [CGPoint] {
            var out: [CGPoint] = []
            for i in points.indices {
                let n: CGPoint
                if i == 0 {
                    n = normal(points[0], points[1])
                } else if i == points.count - 1 {
                    n = normal(points[i - 1], points[i])
                } else {
                    let n1 = normal(points[i - 1], points[i])
                    let n2 = normal(points[i], points[i + 1])
                    let m = CGPoint(x: n1.x + n2.x, y: n1.y + n2.y)
                    let dot = (m.x * n1.x + m.y * n1.y)
                    n = CGPoint(x: m.x / dot, y: m.y / dot)
                }
                out.append(CGPoint(x: points[i].x + sign * n.x * t, y: points[i].y + sign * n.y * t))
            }
            return out
        }
        return side(1) + side(-1).reversed()
    }

    /// The points of a regular star: `count` tips at radius `outer`, the
    /// first straight up, notches at radius `inner`.
    static func star(_ c: CGPoint, outer: CGFloat, inner: CGFloat, count: Int = 5) -> [CGPoint] {
        (0..<(2 * count)).map { i in
            let a = -CGFloat.pi / 2 + CGFloat(i) * .pi / CGFloat(count)
            let r = i.isMultiple(of: 2) ? outer : inner
            return CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a))
        }
    }

    /// The outline of a gear: `teeth` teeth between radii `root` and `tip` around `c`.
    static func gear(_ c: CGPoint, root: CGFloat, tip: CGFloat, teeth: Int) -> [CGPoint] {
        var points: [CGPoint] = []
        let step = 2 * CGFloat.pi / CGFloat(teeth)
        for k in 0..<teeth {
            let a = -CGFloat.pi / 2 + CGFloat(k) * step
            for (offset, r) in [(-0.3, root), (-0.17, tip), (0.17, tip), (0.3, root)] {
                let angle = a + CGFloat(offset) * step
                points.append(CGPoint(x: c.x + r * cos(angle), y: c.y + r * sin(angle)))
            }
        }
        return points
    }
}
