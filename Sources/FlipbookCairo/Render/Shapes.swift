import CCairo
import Flipbook
import Foundation

/// Paths and sources shared by backgrounds, borders, clips and shadows.
enum Shapes {
    /// Replaces the current path with `rect` with a radius per corner, each
    /// clamped to half the shorter side. Corners are `cairo_arc`s, clockwise
    /// from the top-right one, so a plain rounded rectangle gives the same
    /// path (and pixels) as the usual hand-written Cairo code (corners larger
    /// than a million pixels excepted: see ``largestCairoArc``).
    static func roundedRect(_ rect: CGRect, radii: CornerRadii, in cr: OpaquePointer) {
        cairo_new_path(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        appendRoundedRect(rect, radii: radii, in: cr)
    }

    /// Adds a closed rounded-rectangle sub-path to the current path.
    static func appendRoundedRect(_ rect: CGRect, radii: CornerRadii, in cr: OpaquePointer) {
        let r = rect.standardized
        let x = Double(r.minX)
        let y = Double(r.minY)
        let w = Double(r.width)
        let h = Double(r.height)
        guard x.isFinite, y.isFinite, w.isFinite, h.isFinite else { return }
        let limit = min(w, h) / 2
        func clamp(_ v: CGFloat) -> Double { v.isFinite ? max(0, min(Double(v), limit)) : 0 }
        let tl = clamp(radii.topLeft)
        let tr = clamp(radii.topRight)
        let br = clamp(radii.bottomRight)
        let bl = clamp(radii.bottomLeft)
        if tl == 0 && tr == 0 && br == 0 && bl == 0 {
            cairo_rectangle(cr, x, y, w, h)
            return
        }
        cairo_new_sub_path(cr)
        if tr > 0 { arc(cr, x + w - tr, y + tr, tr, -Double.pi / 2, 0) } else { cairo_line_to(cr, x + w, y) }
        if br > 0 { arc(cr, x + w - br, y + h - br, br, 0, Double.pi / 2) } else { cairo_line_to(cr, x + w, y + h) }
        if bl > 0 { arc(cr, x + bl, y + h - bl, bl, Double.pi / 2, Double.pi) } else { cairo_line_to(cr, x, y + h) }
        if tl > 0 { arc(cr, x + tl, y + tl, tl, Double.pi, 3 * Double.pi / 2) } else { cairo_line_to(cr, x, y) }
        cairo_close_path(cr)
    }

    /// The largest corner radius, in device pixels, drawn with `cairo_arc`.
    /// Cairo splits an arc into a number of curves that grows with its radius
    /// without bound (a layer 1e300 points wide with round corners never
    /// finished drawing), and when the current matrix is so large that the
    /// squares of its entries overflow, it looks for ever for an angle small
    /// enough; such corners are drawn as 64 curves a quarter turn, within
    /// 1e-14 of the radius of the true circle.
    static let largestCairoArc = 1_000_000.0

    /// The radius in device pixels that Cairo computes for a circle of radius
    /// `r` under the current matrix (`_cairo_matrix_transformed_circle_major_axis`,
    /// the same arithmetic, so it overflows where Cairo's does).
    static func deviceMajorAxis(of r: Double, in cr: OpaquePointer) -> Double {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let i = m.xx * m.xx + m.yx * m.yx
        let j = m.xy * m.xy + m.yy * m.yy
        let f = 0.5 * (i + j)
        let g = 0.5 * (i - j)
        let h = m.xx * m.xy + m.yx * m.yy
        return r * (f + hypot(g, h)).squareRoot()
    }

    /// A corner arc (clockwise from `a0` to `a1`, at most a quarter turn) from
    /// the current point: `cairo_arc`, or for a circle of more than
    /// ``largestCairoArc`` device pixels (or one Cairo cannot measure),
    /// cubic curves of bounded number.
    private static func arc(_ cr: OpaquePointer, _ cx: Double, _ cy: Double, _ r: Double, _ a0: Double, _ a1: Double) {
        guard !(deviceMajorAxis(of: r, in: cr) <= largestCairoArc) else { return cairo_arc(cr, cx, cy, r, a0, a1) }
        let pieces = 64
        let step = (a1 - a0) / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4) * r
        cairo_line_to(cr, cx + r * cos(a0), cy + r * sin(a0))
        for i in 0..<pieces {
            let b0 = a0 + Double(i) * step
            let b1 = b0 + step
            cairo_curve_to(
                cr, cx + r * cos(b0) - k * sin(b0), cy + r * sin(b0) + k * cos(b0),
                cx + r * cos(b1) + k * sin(b1), cy + r * sin(b1) - k * cos(b1),
                cx + r * cos(b1), cy + r * sin(b1))
        }
    }

    /// Replaces the current path with a border of `width` inside `rect` (as
    /// `CALayer` draws it: the outer edge on the bounds, inner corners of
    /// radius `r - width`), and sets the even-odd fill rule.
    static func border(_ rect: CGRect, radii: CornerRadii, width: CGFloat, in cr: OpaquePointer) {
        let r = rect.standardized
        cairo_new_path(cr)
        appendRoundedRect(r, radii: radii, in: cr)
        let limit = min(r.width, r.height) / 2
        func clamped(_ v: CGFloat) -> CGFloat { max(0, min(v, limit)) }
        if width < limit {
            let inner = r.insetBy(dx: width, dy: width)
            let innerRadii = CornerRadii(
                topLeft: max(0, clamped(radii.topLeft) - width),
                topRight: max(0, clamped(radii.topRight) - width),
                bottomRight: max(0, clamped(radii.bottomRight) - width),
                bottomLeft: max(0, clamped(radii.bottomLeft) - width))
            appendRoundedRect(inner, radii: innerRadii, in: cr)
        }
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
    }

    /// Sets a solid source: `color` with its alpha times `alpha`, components clamped to 0...1.
    static func setSource(_ color: Color, alpha: Double, in cr: OpaquePointer) {
        func c(_ v: Double) -> Double { v.isFinite ? min(1, max(0, v)) : 0 }
        cairo_set_source_rgba(cr, c(color.red), c(color.green), c(color.blue), c(color.alpha) * alpha)
    }

    /// Replaces the current path with `path`. Returns false (and leaves no
    /// path) when a coordinate is not finite.
    @discardableResult
    static func setPath(_ path: Path, in cr: OpaquePointer) -> Bool {
        cairo_new_path(cr)
        var current = CGPoint.zero
        var start = CGPoint.zero
        func ok(_ ps: CGPoint...) -> Bool { ps.allSatisfy { $0.x.isFinite && $0.y.isFinite } }
        for element in path.elements {
            switch element {
            case .move(let p):
                guard ok(p) else {
                    cairo_new_path(cr)
                    return false
                }
                cairo_move_to(cr, Double(p.x), Double(p.y))
                current = p
                start = p
            case .line(let p):
                guard ok(p) else {
                    cairo_new_path(cr)
                    return false
                }
                cairo_line_to(cr, Double(p.x), Double(p.y))
                current = p
            case let .quadCurve(p, c):
                guard ok(p, c) else {
                    cairo_new_path(cr)
                    return false
                }
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case let .curve(p, c1, c2):
                guard ok(p, c1, c2) else {
                    cairo_new_path(cr)
                    return false
                }
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case .closeSubpath:
                cairo_close_path(cr)
                current = start
            }
        }
        return true
    }
}
