import Foundation

extension Path {
    /// `self` at `fraction` 0, `other` at 1, moving each point in a straight
    /// line (linear beyond 0...1 too), as Core Animation animates a shape
    /// layer's `path`. Only paths with the same elements, kind for kind, mix;
    /// nil otherwise (the caller then jumps, as Core Animation's result is
    /// undefined for such paths).
    public func interpolated(to other: Path, fraction f: Double) -> Path? {
        guard elements.count == other.elements.count else { return nil }
        let t = CGFloat(f)
        func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
        var result = Path()
        for (a, b) in zip(elements, other.elements) {
            switch (a, b) {
            case let (.move(p), .move(q)): result.move(to: mix(p, q))
            case let (.line(p), .line(q)): result.addLine(to: mix(p, q))
            case let (.quadCurve(p, c), .quadCurve(q, d)): result.addQuadCurve(to: mix(p, q), control: mix(c, d))
            case let (.curve(p, c1, c2), .curve(q, d1, d2)):
                result.addCurve(to: mix(p, q), control1: mix(c1, d1), control2: mix(c2, d2))
            case (.closeSubpath, .closeSubpath): result.closeSubpath()
            default: return nil
            }
        }
        return result
    }
}
