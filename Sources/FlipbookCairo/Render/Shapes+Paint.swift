import CCairo
import Flipbook
import Foundation

/// Sources for gradients and other paints (the solid colour is in
/// Shapes.swift): Cairo patterns laid out in user space, with the fallbacks
/// for layouts that collapse below a pixel and for conic gradients.
extension Shapes {
    /// Sets `paint` as the source with every colour's alpha times `alpha`.
    ///
    /// Gradients extend their end colours (`CAIRO_EXTEND_PAD`) and take their
    /// stops from ``Gradient/resolvedStops`` (stops outside 0...1 shift the
    /// gradient instead of being clamped). Between stops Cairo
    /// interpolates straight-alpha (unpremultiplied) colours and premultiplies
    /// each pixel afterwards, as Core Animation does: pixman's gradient walker
    /// interpolates alpha and the straight colour channels, then multiplies;
    /// the mesh rasterizer (conic gradients) does the same ("The input color
    /// components are not premultiplied", cairo-mesh-pattern-rasterizer.c);
    /// `GradientLayerRenderingTests.transparentStopsMixStraightColours`
    /// checks both (white to transparent black is a half-transparent grey
    /// half way). Colours are sRGB with no colour
    /// management, so "mapped to the output colorspace before being
    /// interpolated" (`CAGradientLayer.h`) is the identity here.
    ///
    /// A conic gradient is a Cairo mesh (`cairo_pattern_create_mesh`): one
    /// patch per piece of the turn between two stops, no piece wider than
    /// 30°, each patch a pie slice from the centre with a cubic arc as its
    /// outer side and the colours of its two edges at its corners. Inside a
    /// Coons patch whose fourth side is the centre, the points of one colour
    /// are the ray from the centre through one point of the arc, so each
    /// slice is exactly a conic gradient except that the arc's Bézier
    /// parameter is not exactly proportional to the angle (at most 0.055 %
    /// of the slice's colour change for 30°, invisible in 8 bits). Stops
    /// land exactly on slice edges, and the seam, where the last colour
    /// meets the first, is on the ray of the start angle. The slices reach a
    /// little beyond the farthest corner of what is being painted (the
    /// current path's fill and stroke extents, or the clip when there is no
    /// path, each grown by two device pixels), so set the path first. The
    /// mesh rasterizer samples each pixel at a point of the patch rather than
    /// at its centre (within a pixel of it) and does not antialias inside the
    /// mesh; the edges of the painted shape are antialiased by the fill as
    /// usual, and the seam is a hard edge without antialiasing (the colour
    /// jumps there in Core Animation too; whether it smooths the jump we
    /// could not check).
    ///
    /// A ``Paint/transformed(_:_:)`` paint sets the pattern matrix; one that
    /// cannot be inverted, a conic gradient with a centre or angle that is
    /// not finite, or a gradient without stops paints nothing.
    static func setSource(_ paint: Paint, alpha: Double, in cr: OpaquePointer) {
        if case .color(let color) = paint {
            setSource(color, alpha: alpha, in: cr)
            return
        }
        var identity = cairo_matrix_t()
        cairo_matrix_init_identity(&identity)
        // User space squashed far below a pixel (a gradient layer under a
        // transform that flattens it a billion times, found by `make fuzz`):
        // pixman's gradient arithmetic overflows there and Cairo fails the
        // whole frame for lack of memory. Such a sliver covers no pixel's
        // worth of area, so it paints nothing.
        if collapsesBelowAPixel(identity, in: cr) {
            cairo_set_source_rgba(cr, 0, 0, 0, 0)
            return
        }
        guard let pattern = makePattern(paint, alpha: alpha, userToPaint: identity, in: cr) else {
            cairo_set_source_rgba(cr, 0, 0, 0, 0)
            return
        }
        if cairo_pattern_status(pattern) == CAIRO_STATUS_SUCCESS {
            cairo_set_source(cr, pattern)
        } else {
            cairo_set_source_rgba(cr, 0, 0, 0, 0)
        }
        cairo_pattern_destroy(pattern)
    }

    private static func unit(_ v: Double) -> Double { v.isFinite ? min(1, max(0, v)) : 0 }

    /// A new pattern for `paint`, whose coordinates are mapped from user space by `userToPaint`.
    private static func makePattern(
        _ paint: Paint, alpha: Double, userToPaint: cairo_matrix_t,
        in cr: OpaquePointer
    ) -> OpaquePointer? {
        switch paint {
        case .color(let color):
            return cairo_pattern_create_rgba(unit(color.red), unit(color.green), unit(color.blue), unit(color.alpha) * alpha)
        case let .linearGradient(gradient, start, end):
            let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))!
            addStops(gradient, to: pattern, alpha: alpha, userToPaint: userToPaint)
            return pattern
        case let .radialGradient(gradient, startCenter, startRadius, endCenter, endRadius):
            let pattern = cairo_pattern_create_radial(
                Double(startCenter.x), Double(startCenter.y), Double(max(0, startRadius)),
                Double(endCenter.x), Double(endCenter.y), Double(max(0, endRadius)))!
            addStops(gradient, to: pattern, alpha: alpha, userToPaint: userToPaint)
            return pattern
        case let .conicGradient(gradient, center, startAngle):
            return conicPattern(
                gradient, center: center, startAngle: startAngle, alpha: alpha,
                userToPaint: userToPaint, in: cr)
        case let .transformed(inner, t):
            var paintToUser = cairo_matrix_t(
                xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d),
                x0: Double(t.tx), y0: Double(t.ty))
            guard RenderSession.isInvertible(paintToUser), cairo_matrix_invert(&paintToUser) == CAIRO_STATUS_SUCCESS else {
                return nil
            }
            // First user -> the outer paint's space, then the outer space -> the inner paint's.
            var outer = userToPaint
            var combined = cairo_matrix_t()
            cairo_matrix_multiply(&combined, &outer, &paintToUser)
            guard RenderSession.isInvertible(combined), combined.xy.isFinite, combined.yx.isFinite else { return nil }
            if collapsesBelowAPixel(combined, in: cr) {
                // The paint's layout is squeezed far thinner than a pixel in some
                // direction (an ellipse with a radius of 1e-6 points): pixman's 16.16
                // fixed-point pattern matrix cannot hold the scale, and Cairo would
                // fail the whole frame ("out of memory"). A linear gradient is the
                // same linear gradient laid out directly in user space; a radial or
                // conic one shows its end colour everywhere (the extend), so paint that.
                if case let .linearGradient(gradient, start, end) = inner {
                    let dx = Double(end.x - start.x)
                    let dy = Double(end.y - start.y)
                    let dd = dx * dx + dy * dy
                    // t(u) = ((M u - start) . d) / |d|^2 = g . u + c in user space.
                    let gx = (combined.xx * dx + combined.yx * dy) / dd
                    let gy = (combined.xy * dx + combined.yy * dy) / dd
                    let c = ((combined.x0 - Double(start.x)) * dx + (combined.y0 - Double(start.y)) * dy) / dd
                    let norm = hypot(gx, gy)
                    if norm > 0, norm.isFinite, c.isFinite {
                        // From t = 0 to t = 1: a band 1 / |g| wide. Cairo paints a band
                        // narrower than doubles resolve as one colour; one a hundredth of a
                        // pixel wide about the same middle looks the same (a hard edge).
                        let length = 1 / norm
                        let ux = gx / norm
                        let uy = gy / norm
                        var px = 1.0
                        var py = 0.0
                        cairo_device_to_user_distance(cr, &px, &py)
                        let band = max(length, 0.01 * hypot(px, py))
                        let middle = (0.5 - c) * length  // along the unit direction, from the origin
                        let p0 = CGPoint(x: ux * (middle - band / 2), y: uy * (middle - band / 2))
                        let p1 = CGPoint(x: ux * (middle + band / 2), y: uy * (middle + band / 2))
                        guard p0.x.isFinite, p0.y.isFinite, p1.x.isFinite, p1.y.isFinite else { return nil }
                        var identity = cairo_matrix_t()
                        cairo_matrix_init_identity(&identity)
                        return makePattern(
                            .linearGradient(gradient, start: p0, end: p1), alpha: alpha, userToPaint: identity, in: cr)
                    }
                }
                let end = inner.endColor
                return cairo_pattern_create_rgba(unit(end.red), unit(end.green), unit(end.blue), unit(end.alpha) * alpha)
            }
            return makePattern(inner, alpha: alpha, userToPaint: combined, in: cr)
        }
    }

    /// The largest scale from device pixels to a transformed paint's space
    /// that is drawn as a gradient: pixman holds pattern matrices in 16.16
    /// fixed point (at most 32767), with room to spare for Cairo's own scaling.
    static let maximumPaintScale = 16_384.0

    /// True when `userToPaint`, after the current matrix, maps one device
    /// pixel to more than ``maximumPaintScale`` units of the paint's space
    /// along some axis: the paint's unit (a radial gradient's radius) is
    /// thinner than 1/16384 of a pixel.
    private static func collapsesBelowAPixel(_ userToPaint: cairo_matrix_t, in cr: OpaquePointer) -> Bool {
        var deviceToUser = cairo_matrix_t()
        cairo_get_matrix(cr, &deviceToUser)
        guard RenderSession.isInvertible(deviceToUser), cairo_matrix_invert(&deviceToUser) == CAIRO_STATUS_SUCCESS else {
            return false
        }
        var paint = userToPaint
        var deviceToPaint = cairo_matrix_t()
        cairo_matrix_multiply(&deviceToPaint, &deviceToUser, &paint)
        let largest = max(abs(deviceToPaint.xx), abs(deviceToPaint.xy), abs(deviceToPaint.yx), abs(deviceToPaint.yy))
        return !(largest <= maximumPaintScale)
    }

    private static func isIdentity(_ m: cairo_matrix_t) -> Bool {
        m.xx == 1 && m.yx == 0 && m.xy == 0 && m.yy == 1 && m.x0 == 0 && m.y0 == 0
    }

    private static func addStops(_ gradient: Gradient, to pattern: OpaquePointer, alpha: Double, userToPaint: cairo_matrix_t) {
        for stop in gradient.resolvedStops {
            cairo_pattern_add_color_stop_rgba(
                pattern, unit(stop.location), unit(stop.color.red), unit(stop.color.green),
                unit(stop.color.blue), unit(stop.color.alpha) * alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        if !isIdentity(userToPaint) {
            var m = userToPaint
            cairo_pattern_set_matrix(pattern, &m)
        }
    }

    /// The widest slice of a conic mesh, as a fraction of the turn (30°).
    static let conicMaxSlice = 1.0 / 12

    private static func conicPattern(
        _ gradient: Gradient, center: CGPoint, startAngle: CGFloat, alpha: Double,
        userToPaint: cairo_matrix_t, in cr: OpaquePointer
    ) -> OpaquePointer? {
        let stops = gradient.resolvedStops
        let cx = Double(center.x)
        let cy = Double(center.y)
        let start = Double(startAngle)
        guard !stops.isEmpty, cx.isFinite, cy.isFinite, start.isFinite else { return nil }
        guard let area = conicArea(cx, cy, userToPaint: userToPaint, in: cr) else { return nil }
        let reach = area.reach
        let radius = reach * 1.01
        // Pieces of the turn [l0, l1] with straight colours c0 at l0 and c1 at l1:
        // the end colours before the first stop and after the last, then each pair of stops.
        var pieces: [(l0: Double, l1: Double, c0: Color, c1: Color)] = []
        if stops[0].location > 0 { pieces.append((0, stops[0].location, stops[0].color, stops[0].color)) }
        for (a, b) in zip(stops, stops.dropFirst()) where b.location > a.location {
            pieces.append((a.location, b.location, a.color, b.color))
        }
        if let last = stops.last, last.location < 1 { pieces.append((last.location, 1, last.color, last.color)) }
        if pieces.isEmpty {  // one stop, or all at one place: the turn is in one colour (Core Animation's hard edge has no width)
            let c = stops.last!.color
            pieces.append((0, 1, c, c))
        }
        if let far = farConic(pieces, cx: cx, cy: cy, start: start, corners: area.corners, alpha: alpha) {
            if !isIdentity(userToPaint) {
                var m = userToPaint
                cairo_pattern_set_matrix(far, &m)
            }
            return far
        }
        let pattern = cairo_pattern_create_mesh()!
        for piece in pieces {
            let n = max(1, Int((piece.l1 - piece.l0) / conicMaxSlice - 1e-9) + 1)
            for i in 0..<n {
                let f0 = Double(i) / Double(n)
                let f1 = Double(i + 1) / Double(n)
                let l0 = piece.l0 + (piece.l1 - piece.l0) * f0
                let l1 = piece.l0 + (piece.l1 - piece.l0) * f1
                addSlice(
                    to: pattern, cx: cx, cy: cy, radius: radius,
                    from: start + 2 * Double.pi * l0, to: start + 2 * Double.pi * l1,
                    piece.c0.interpolated(to: piece.c1, fraction: f0),
                    piece.c0.interpolated(to: piece.c1, fraction: f1), alpha: alpha)
            }
        }
        if !isIdentity(userToPaint) {
            var m = userToPaint
            cairo_pattern_set_matrix(pattern, &m)
        }
        return pattern
    }

    /// How much farther than the painted area is wide the centre of a conic
    /// may be before only the part of the turn that the area sees is meshed.
    static let conicFarFactor = 16.0

    /// The mesh of a conic gradient whose centre is far from the area being
    /// painted (its `corners`, in the paint's space), or nil when the centre is
    /// not that far. Pie slices reaching from such a centre to the area would be
    /// huge (a centre a trillion points away made Cairo's mesh rasterizer run
    /// for ever); the area sees only a narrow wedge of the turn, so each slice
    /// is cut to that wedge and to the ring between the area's nearest and
    /// farthest distance: the same colours where the area is. A centre so far
    /// that the wedge is narrower than doubles can resolve paints the colour
    /// of the direction towards the area.
    private static func farConic(
        _ pieces: [(l0: Double, l1: Double, c0: Color, c1: Color)], cx: Double, cy: Double,
        start: Double, corners: [(Double, Double)], alpha: Double
    ) -> OpaquePointer? {
        var span = 0.0
        for a in corners { for b in corners { span = max(span, hypot(a.0 - b.0, a.1 - b.1)) } }
        let distances = corners.map { hypot($0.0 - cx, $0.1 - cy) }
        guard let reach = distances.max(), reach > conicFarFactor * span else { return nil }
        // The centre is outside the (convex) area: its nearest point is on an edge.
        var near = Double.infinity
        for (i, a) in corners.enumerated() {
            let b = corners[(i + 1) % corners.count]
            let ex = b.0 - a.0
            let ey = b.1 - a.1
            let len2 = ex * ex + ey * ey
            let t = len2 > 0 ? min(1, max(0, ((cx - a.0) * ex + (cy - a.1) * ey) / len2)) : 0
            near = min(near, hypot(a.0 + t * ex - cx, a.1 + t * ey - cy))
        }
        let colour = { (angle: Double) -> Color in
            var l = ((angle - start) / (2 * Double.pi)).truncatingRemainder(dividingBy: 1)
            if l < 0 { l += 1 }
            let piece = pieces.first { l <= $0.l1 } ?? pieces[pieces.count - 1]
            let f = piece.l1 > piece.l0 ? min(1, max(0, (l - piece.l0) / (piece.l1 - piece.l0))) : 0
            return piece.c0.interpolated(to: piece.c1, fraction: f)
        }
        let cxm = corners.reduce(0) { $0 + $1.0 } / Double(corners.count)
        let cym = corners.reduce(0) { $0 + $1.1 } / Double(corners.count)
        let middle = atan2(cym - cy, cxm - cx)
        let deltas = corners.map { remainder(atan2($0.1 - cy, $0.0 - cx) - middle, 2 * Double.pi) }
        let w0 = middle + (deltas.min() ?? 0)
        let w1 = middle + (deltas.max() ?? 0)
        let inner = max(0, near * 0.99)
        let outer = reach * 1.01
        guard near.isFinite, w1 - w0 > 1e-9, inner < outer, (outer - inner) / outer > 1e-9 else {
            let c = colour(middle)
            return cairo_pattern_create_rgba(unit(c.red), unit(c.green), unit(c.blue), unit(c.alpha) * alpha)
        }
        let pattern = cairo_pattern_create_mesh()!
        for piece in pieces {
            let a0 = start + 2 * Double.pi * piece.l0
            let a1 = start + 2 * Double.pi * piece.l1
            // The wedge, shifted by whole turns onto the piece.
            for turn in -2...2 {
                let shift = 2 * Double.pi * Double(turn)
                let b0 = max(a0, w0 + shift)
                let b1 = min(a1, w1 + shift)
                guard b1 > b0 else { continue }
                let f0 = (b0 - a0) / (a1 - a0)
                let f1 = (b1 - a0) / (a1 - a0)
                addRingSlice(
                    to: pattern, cx: cx, cy: cy, inner: inner, outer: outer, from: b0, to: b1,
                    piece.c0.interpolated(to: piece.c1, fraction: f0),
                    piece.c0.interpolated(to: piece.c1, fraction: f1), alpha: alpha)
            }
        }
        return pattern
    }

    /// A patch of the ring between `inner` and `outer` from angle `a0` to
    /// `a1` (less than a quarter turn): corners 0 and 1 on the ray at `a0`
    /// (inner, outer) in `c0`, 2 and 3 on the ray at `a1` (outer, inner) in
    /// `c1`. Its two arcs are scaled copies of one cubic about the centre, so
    /// points of equal parameter lie on one ray, and so does each line of one colour.
    private static func addRingSlice(
        to pattern: OpaquePointer, cx: Double, cy: Double, inner: Double, outer: Double,
        from a0: Double, to a1: Double, _ c0: Color, _ c1: Color, alpha: Double
    ) {
        let t = 4.0 / 3.0 * tan((a1 - a0) / 4)
        func arc(_ r: Double) -> (Double, Double, Double, Double, Double, Double, Double, Double) {
            let x0 = cx + r * cos(a0)
            let y0 = cy + r * sin(a0)
            let x1 = cx + r * cos(a1)
            let y1 = cy + r * sin(a1)
            return (x0, y0, x0 - t * r * sin(a0), y0 + t * r * cos(a0), x1 + t * r * sin(a1), y1 - t * r * cos(a1), x1, y1)
        }
        let i = arc(inner)
        let o = arc(outer)
        cairo_mesh_pattern_begin_patch(pattern)
        cairo_mesh_pattern_move_to(pattern, i.0, i.1)
        cairo_mesh_pattern_line_to(pattern, o.0, o.1)
        cairo_mesh_pattern_curve_to(pattern, o.2, o.3, o.4, o.5, o.6, o.7)
        cairo_mesh_pattern_line_to(pattern, i.6, i.7)
        cairo_mesh_pattern_curve_to(pattern, i.4, i.5, i.2, i.3, i.0, i.1)
        for (corner, c) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
            cairo_mesh_pattern_set_corner_color_rgba(
                pattern, UInt32(corner), unit(c.red), unit(c.green), unit(c.blue),
                unit(c.alpha) * alpha)
        }
        cairo_mesh_pattern_end_patch(pattern)
    }

    /// A pie-slice patch: corner 0 the centre, 1 on the arc at `a0`, 2 on the arc at `a1`,
    /// 3 the centre again; corners 0 and 1 have `c0`, 2 and 3 `c1`.
    private static func addSlice(
        to pattern: OpaquePointer, cx: Double, cy: Double, radius r: Double,
        from a0: Double, to a1: Double, _ c0: Color, _ c1: Color, alpha: Double
    ) {
        let k = 4.0 / 3.0 * tan((a1 - a0) / 4) * r
        let x0 = cx + r * cos(a0)
        let y0 = cy + r * sin(a0)
        let x1 = cx + r * cos(a1)
        let y1 = cy + r * sin(a1)
        cairo_mesh_pattern_begin_patch(pattern)
        cairo_mesh_pattern_move_to(pattern, cx, cy)
        cairo_mesh_pattern_line_to(pattern, x0, y0)
        cairo_mesh_pattern_curve_to(pattern, x0 - k * sin(a0), y0 + k * cos(a0), x1 + k * sin(a1), y1 - k * cos(a1), x1, y1)
        cairo_mesh_pattern_line_to(pattern, cx, cy)
        for (corner, c) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
            cairo_mesh_pattern_set_corner_color_rgba(
                pattern, UInt32(corner), unit(c.red), unit(c.green), unit(c.blue),
                unit(c.alpha) * alpha)
        }
        cairo_mesh_pattern_end_patch(pattern)
    }

    /// How far from (`cx`, `cy`), in the paint's space, the area being painted
    /// reaches, and that area's corners there: the current path's fill and
    /// stroke extents (or the clip's when there is no path) within the clip,
    /// grown by two device pixels. Nil when nothing can be painted or the
    /// distance is not finite.
    private static func conicArea(
        _ cx: Double, _ cy: Double, userToPaint: cairo_matrix_t,
        in cr: OpaquePointer
    ) -> (reach: Double, corners: [(Double, Double)])? {
        var x1 = 0.0
        var y1 = 0.0
        var x2 = 0.0
        var y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        if cairo_has_current_point(cr) != 0 {
            var fx1 = 0.0
            var fy1 = 0.0
            var fx2 = 0.0
            var fy2 = 0.0
            var sx1 = 0.0
            var sy1 = 0.0
            var sx2 = 0.0
            var sy2 = 0.0
            cairo_fill_extents(cr, &fx1, &fy1, &fx2, &fy2)
            cairo_stroke_extents(cr, &sx1, &sy1, &sx2, &sy2)
            var px1 = Double.infinity
            var py1 = Double.infinity
            var px2 = -Double.infinity
            var py2 = -Double.infinity
            for (a, b, c, d) in [(fx1, fy1, fx2, fy2), (sx1, sy1, sx2, sy2)] where c > a || d > b {
                px1 = min(px1, a)
                py1 = min(py1, b)
                px2 = max(px2, c)
                py2 = max(py2, d)
            }
            if px2 >= px1 && py2 >= py1 {
                x1 = max(x1, px1)
                y1 = max(y1, py1)
                x2 = min(x2, px2)
                y2 = min(y2, py2)
            }
        }
        guard x2 >= x1, y2 >= y1 else { return nil }
        var dx = 1.0
        var dy = 0.0
        var ex = 0.0
        var ey = 1.0
        cairo_device_to_user_distance(cr, &dx, &dy)
        cairo_device_to_user_distance(cr, &ex, &ey)
        let pad = 2 * max(hypot(dx, dy), hypot(ex, ey))
        guard pad.isFinite else { return nil }
        x1 -= pad
        y1 -= pad
        x2 += pad
        y2 += pad
        var reach = 0.0
        var m = userToPaint
        var corners: [(Double, Double)] = []
        for (x, y) in [(x1, y1), (x2, y1), (x2, y2), (x1, y2)] {  // around the rectangle
            var px = x
            var py = y
            cairo_matrix_transform_point(&m, &px, &py)
            corners.append((px, py))
            reach = max(reach, hypot(px - cx, py - cy))
        }
        return reach.isFinite && reach > 0 ? (reach, corners) : nil
    }
}

extension Paint {
    /// What a paint shows once its layout has collapsed to a sliver: a radial
    /// gradient's last colour (Cairo pads beyond the radius), a conic's (where
    /// it meets its first); a linear gradient's last colour too (asked only
    /// when it cannot be laid out in user space).
    fileprivate var endColor: Color {
        switch self {
        case .color(let color): return color
        case .radialGradient(let gradient, _, _, _, _), .conicGradient(let gradient, _, _), .linearGradient(let gradient, _, _):
            return gradient.color(at: 1)
        case .transformed(let inner, _): return inner.endColor
        }
    }
}
