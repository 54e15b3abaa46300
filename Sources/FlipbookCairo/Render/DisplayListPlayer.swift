import CCairo
import Flipbook
import Foundation

/// Replays a ``DisplayList`` into a Cairo context, in the context's current
/// user space (the node's bounds space, in points).
///
/// `setAlpha` and an inherited alpha multiply the alpha of every source
/// (colours, gradient stops, images, layer subtrees), which gives the same pixels as
/// painting each command with `cairo_paint_with_alpha`. A `concatenate` of a
/// transform that cannot be inverted, or a clip with a coordinate that is
/// not finite, hides what follows up to the matching `restore`; so does a
/// path with a coordinate that is not finite for its own command. Unmatched
/// `save`s are closed at the end.
struct DisplayListPlayer {
    let session: RenderSession
    let cr: OpaquePointer

    private struct State {
        var alpha: Double
        var hidden = false
    }

    func play(_ list: DisplayList, alpha: Double) throws {
        var state = State(alpha: alpha)
        var stack: [State] = []
        for command in list.commands {
            switch command {
            case .save:
                stack.append(state)
                cairo_save(cr)
            case .restore:
                guard let saved = stack.popLast() else { continue }
                state = saved
                cairo_restore(cr)
            case .concatenate(let t):
                let m = cairo_matrix_t(
                    xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d),
                    x0: Double(t.tx), y0: Double(t.ty))
                if !RenderSession.transform(cr, by: m) { state.hidden = true }
            case let .clip(path, rule):
                guard !state.hidden else { continue }
                if Shapes.setPath(path, in: cr) {
                    setFillRule(rule)
                    cairo_clip(cr)
                } else {
                    state.hidden = true
                }
            case .setAlpha(let a):
                state.alpha *= a.isFinite ? min(1, max(0, a)) : 1
            case let .fill(path, paint, rule):
                guard !state.hidden, state.alpha > 0, Shapes.setPath(path, in: cr) else { continue }
                setFillRule(rule)
                Shapes.setSource(paint, alpha: state.alpha, in: cr)
                cairo_fill(cr)
            case let .stroke(path, paint, style):
                guard !state.hidden, state.alpha > 0, style.lineWidth > 0, style.lineWidth.isFinite,
                    Shapes.setPath(path, in: cr)
                else { continue }
                setStroke(style)
                Shapes.setSource(paint, alpha: state.alpha, in: cr)
                cairo_stroke(cr)
            case .paintClip(let paint):
                guard !state.hidden, state.alpha > 0 else { continue }
                Shapes.setSource(paint, alpha: state.alpha, in: cr)
                cairo_paint(cr)
            case .text(let run):
                guard !state.hidden, state.alpha > 0 else { continue }
                drawText(run, alpha: state.alpha)
            case let .image(image, rect):
                guard !state.hidden, state.alpha > 0 else { continue }
                if let symbol = image.symbol {
                    // A symbol image is drawn as its paths, sharp at any scale.
                    try play(DisplayList(commands: symbol.commands(in: rect)), alpha: state.alpha)
                } else {
                    try drawImage(image, in: rect, alpha: state.alpha)
                }
            case .layer(let node):
                // The subtree as the session draws a child node: placed by its
                // own localToParent in the current space, with its opacity
                // (as a group when needed), mask, shadow and sublayers.
                guard !state.hidden, state.alpha > 0 else { continue }
                try session.draw(node, in: cr, alpha: state.alpha)
            }
        }
        for _ in stack { cairo_restore(cr) }
        try RenderSession.check(cr, "replaying a display list")
    }

    private func setFillRule(_ rule: FillRule) {
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    }

    private func setStroke(_ style: StrokeStyle) {
        // Cairo's pen has a number of vertices that grows with the stroke's
        // width in pixels (a line 1e12 pixels wide took seconds, 1e14 failed the
        // frame with "out of memory"). Half-widths beyond ``largestPenRadius``
        // pixels are held there: such a stroke covers everything within
        // millions of pixels of its path either way.
        let width = Double(style.lineWidth)
        let radius = Shapes.deviceMajorAxis(of: width / 2, in: cr)
        cairo_set_line_width(cr, radius <= Self.largestPenRadius ? width : width * (Self.largestPenRadius / radius))
        switch style.lineCap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.lineJoin {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        cairo_set_miter_limit(cr, style.miterLimit.isFinite ? max(1, Double(style.miterLimit)) : 10)
        let dashes = style.dash.map(Double.init)
        // Cairo rejects negative dashes and all-zero patterns (and the context
        // would stay in error), so such a pattern draws a solid line.
        if !dashes.isEmpty, dashes.allSatisfy({ $0 >= 0 && $0.isFinite }), dashes.reduce(0, +) > 0,
            style.dashPhase.isFinite
        {
            cairo_set_dash(cr, dashes, Int32(dashes.count), Double(style.dashPhase))
        } else {
            cairo_set_dash(cr, nil, 0, 0)
        }
    }

    /// The largest half-width of a stroke, in device pixels.
    static let largestPenRadius = 4_000_000.0

    /// The largest glyph, in device pixels per em, drawn with `cairo_show_text`:
    /// FreeType refuses pixel sizes above 0xFFFF, and Cairo would then fail
    /// the whole frame ("error occurred in libfreetype").
    static let largestShownGlyph = 32_768.0
    /// Glyphs smaller than this (device pixels per em) are not drawn.
    static let smallestGlyph = 1e-4
    /// Glyphs larger than this (device pixels per em, 250 times the largest
    /// canvas side) are not drawn: their outlines leave Cairo's fixed-point range.
    static let largestGlyph = 4_000_000.0

    /// One line of text with Cairo's toy API: the font at its point size in
    /// the current user space, the baseline's left end at the run's origin.
    /// Glyphs larger than ``largestShownGlyph`` device pixels are filled as
    /// outlines taken at a size FreeType accepts and scaled up.
    private func drawText(_ run: TextRun, alpha: Double) {
        let size = Double(run.font.pointSize)
        guard size > 0, size.isFinite, run.origin.x.isFinite, run.origin.y.isFinite, !run.text.isEmpty else { return }
        var ax = 1.0
        var ay = 0.0
        var bx = 0.0
        var by = 1.0
        cairo_user_to_device_distance(cr, &ax, &ay)
        cairo_user_to_device_distance(cr, &bx, &by)
        let em = size * max(hypot(ax, ay), hypot(bx, by))
        // Glyphs under a ten-thousandth of a pixel show nothing; sizes whose
        // square under- or overflows make a font matrix Cairo cannot invert (a
        // text layer's font size of 8e-300 failed the frame with "invalid matrix").
        guard em.isFinite, em >= Self.smallestGlyph, em <= Self.largestGlyph, size >= 1e-100, size <= 1e100 else { return }
        if em > Self.largestShownGlyph { return drawLargeText(run, size: size, alpha: alpha) }
        cairo_set_font_face(cr, FontCache.shared.face(for: run.font))
        cairo_set_font_size(cr, size)
        Shapes.setSource(run.color, alpha: alpha, in: cr)
        cairo_new_path(cr)
        cairo_move_to(cr, Double(run.origin.x), Double(run.origin.y))
        cairo_show_text(cr, run.text)
        cairo_new_path(cr)
    }

    /// `run` as glyph outlines: taken at 1 000 units per em on a scratch
    /// context, then appended to the current path scaled to `size` at the
    /// run's origin, and filled.
    private func drawLargeText(_ run: TextRun, size: Double, alpha: Double) {
        let unitsPerEm = 1_000.0
        let scratch = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)
        defer { cairo_surface_destroy(scratch) }
        let tcr = cairo_create(scratch)!
        defer { cairo_destroy(tcr) }
        cairo_set_font_face(tcr, FontCache.shared.face(for: run.font))
        cairo_set_font_size(tcr, unitsPerEm)
        cairo_move_to(tcr, 0, 0)
        cairo_text_path(tcr, run.text)
        guard cairo_status(tcr) == CAIRO_STATUS_SUCCESS, let outline = cairo_copy_path(tcr) else { return }
        defer { cairo_path_destroy(outline) }
        guard outline.pointee.status == CAIRO_STATUS_SUCCESS else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_new_path(cr)
        let place = cairo_matrix_t(
            xx: size / unitsPerEm, yx: 0, xy: 0, yy: size / unitsPerEm,
            x0: Double(run.origin.x), y0: Double(run.origin.y))
        guard RenderSession.transform(cr, by: place) else { return }
        cairo_append_path(cr, outline)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        Shapes.setSource(run.color, alpha: alpha, in: cr)
        cairo_fill(cr)
    }

    /// The image stretched over `rect` with bilinear-or-better filtering; the
    /// edge pixels extend to the rectangle's edge instead of fading out.
    private func drawImage(_ image: Image, in rect: CGRect, alpha: Double) throws {
        let bitmap = image.bitmap
        let r = rect.standardized
        guard bitmap.width > 0, bitmap.height > 0, r.width > 0, r.height > 0,
            r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite
        else { return }
        let surface = try session.imageSurface(for: bitmap)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        let place = cairo_matrix_t(
            xx: Double(r.width) / Double(bitmap.width), yx: 0, xy: 0,
            yy: Double(r.height) / Double(bitmap.height), x0: Double(r.minX), y0: Double(r.minY))
        guard RenderSession.transform(cr, by: place) else { return }  // thinner than any pixel
        cairo_set_source_surface(cr, surface.pointer, 0, 0)
        let pattern = cairo_get_source(cr)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        cairo_new_path(cr)
        cairo_rectangle(cr, 0, 0, Double(bitmap.width), Double(bitmap.height))
        cairo_clip(cr)
        cairo_paint_with_alpha(cr, alpha)
    }
}
