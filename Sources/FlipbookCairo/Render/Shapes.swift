import CCairo
import Flipbook
import Foundation

/// Paths and sources shared by backgrounds, borders, clips and shadows.
enum Shapes {
    /// Replaces the current path with `rect` with a radius per corner, each
    /// clamped to half the shorter side. Corners are `cairo_arc`s, clockwise
    /// from the top-right one, so a plain rounded rectangle gives the same
    /// path (and pixels) as the usual hand-written Cairo code.
    static func roundedRect(_ rect: CGRect, radii: CornerRadii, in cr: OpaquePointer) {
        cairo_new_path(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        appendRoundedRect(rect, radii: radii, in: cr)
    }

    /// Adds a closed rounded-rectangle sub-path to the current path.
    static func appendRoundedRect(_ rect: CGRect, radii: CornerRadii, in cr: OpaquePointer) {
        let r = rect.standardized
        let x = Double(r.minX), y = Double(r.minY), w = Double(r.width), h = Double(r.height)
        guard x.isFinite, y.isFinite, w.isFinite, h.isFinite else { return }
        let limit = min(w, h) / 2
        func clamp(_ v: CGFloat) -> Double { v.isFinite ? max(0, min(Double(v), limit)) : 0 }
        let tl = clamp(radii.topLeft), tr = clamp(radii.topRight)
        let br = clamp(radii.bottomRight), bl = clamp(radii.bottomLeft)
        if tl == 0 && tr == 0 && br == 0 && bl == 0 {
            cairo_rectangle(cr, x, y, w, h)
            return
        }
        cairo_new_sub_path(cr)
        if tr > 0 { cairo_arc(cr, x + w - tr, y + tr, tr, -Double.pi / 2, 0) } else { cairo_line_to(cr, x + w, y) }
        if br > 0 { cairo_arc(cr, x + w - br, y + h - br, br, 0, Double.pi / 2) } else { cairo_line_to(cr, x + w, y + h) }
        if bl > 0 { cairo_arc(cr, x + bl, y + h - bl, bl, Double.pi / 2, Double.pi) } else { cairo_line_to(cr, x, y + h) }
        if tl > 0 { cairo_arc(cr, x + tl, y + tl, tl, Double.pi, 3 * Double.pi / 2) } else { cairo_line_to(cr, x, y) }
        cairo_close_path(cr)
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
            let innerRadii = CornerRadii(topLeft: max(0, clamped(radii.topLeft) - width),
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

    /// Sets `paint` as the source with every colour's alpha times `alpha`.
    static func setSource(_ paint: Paint, alpha: Double, in cr: OpaquePointer) {
        switch paint {
        case .color(let color):
            setSource(color, alpha: alpha, in: cr)
        case let .linearGradient(gradient, start, end):
            let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))!
            setGradient(pattern, gradient, alpha: alpha, in: cr)
        case let .radialGradient(gradient, startCenter, startRadius, endCenter, endRadius):
            let pattern = cairo_pattern_create_radial(Double(startCenter.x), Double(startCenter.y), Double(max(0, startRadius)),
                                                      Double(endCenter.x), Double(endCenter.y), Double(max(0, endRadius)))!
            setGradient(pattern, gradient, alpha: alpha, in: cr)
        }
    }

    private static func setGradient(_ pattern: OpaquePointer, _ gradient: Gradient, alpha: Double, in cr: OpaquePointer) {
        func c(_ v: Double) -> Double { v.isFinite ? min(1, max(0, v)) : 0 }
        for stop in gradient.stops {
            cairo_pattern_add_color_stop_rgba(pattern, c(stop.location), c(stop.color.red), c(stop.color.green),
                                              c(stop.color.blue), c(stop.color.alpha) * alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        cairo_pattern_destroy(pattern)
    }

    /// Replaces the current path with `path`. Returns false (and leaves no
    /// path) when a coordinate is not finite.
    @discardableResult
    static func setPath(_ path: Path, in cr: OpaquePointer) -> Bool {
        cairo_new_path(cr)
        var current = CGPoint.zero, start = CGPoint.zero
        func ok(_ ps: CGPoint...) -> Bool { ps.allSatisfy { $0.x.isFinite && $0.y.isFinite } }
        for element in path.elements {
            switch element {
            case .move(let p):
                guard ok(p) else { cairo_new_path(cr); return false }
                cairo_move_to(cr, Double(p.x), Double(p.y)); current = p; start = p
            case .line(let p):
                guard ok(p) else { cairo_new_path(cr); return false }
                cairo_line_to(cr, Double(p.x), Double(p.y)); current = p
            case let .quadCurve(p, c):
                guard ok(p, c) else { cairo_new_path(cr); return false }
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case let .curve(p, c1, c2):
                guard ok(p, c1, c2) else { cairo_new_path(cr); return false }
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case .closeSubpath:
                cairo_close_path(cr); current = start
            }
        }
        return true
    }
}
