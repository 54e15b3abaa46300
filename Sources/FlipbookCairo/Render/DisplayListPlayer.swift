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

    private struct State { var alpha: Double; var hidden = false }

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
                var m = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d),
                                       x0: Double(t.tx), y0: Double(t.ty))
                if RenderSession.isInvertible(m) { cairo_transform(cr, &m) } else { state.hidden = true }
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
                      Shapes.setPath(path, in: cr) else { continue }
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
                try drawImage(image, in: rect, alpha: state.alpha)
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
        cairo_set_line_width(cr, Double(style.lineWidth))
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
           style.dashPhase.isFinite {
            cairo_set_dash(cr, dashes, Int32(dashes.count), Double(style.dashPhase))
        } else {
            cairo_set_dash(cr, nil, 0, 0)
        }
    }

    /// One line of text with Cairo's toy API: the font at its point size in
    /// the current user space, the baseline's left end at the run's origin.
    private func drawText(_ run: TextRun, alpha: Double) {
        let size = Double(run.font.pointSize)
        guard size > 0, size.isFinite, run.origin.x.isFinite, run.origin.y.isFinite, !run.text.isEmpty else { return }
        cairo_set_font_face(cr, FontCache.shared.face(for: run.font))
        cairo_set_font_size(cr, size)
        Shapes.setSource(run.color, alpha: alpha, in: cr)
        cairo_new_path(cr)
        cairo_move_to(cr, Double(run.origin.x), Double(run.origin.y))
        cairo_show_text(cr, run.text)
        cairo_new_path(cr)
    }

    /// The image stretched over `rect` with bilinear-or-better filtering; the
    /// edge pixels extend to the rectangle's edge instead of fading out.
    private func drawImage(_ image: Image, in rect: CGRect, alpha: Double) throws {
        let bitmap = image.bitmap
        let r = rect.standardized
        guard bitmap.width > 0, bitmap.height > 0, r.width > 0, r.height > 0,
              r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else { return }
        let surface = try session.imageSurface(for: bitmap)
        cairo_save(cr)
        cairo_translate(cr, Double(r.minX), Double(r.minY))
        cairo_scale(cr, Double(r.width) / Double(bitmap.width), Double(r.height) / Double(bitmap.height))
        cairo_set_source_surface(cr, surface.pointer, 0, 0)
        let pattern = cairo_get_source(cr)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        cairo_new_path(cr)
        cairo_rectangle(cr, 0, 0, Double(bitmap.width), Double(bitmap.height))
        cairo_clip(cr)
        cairo_paint_with_alpha(cr, alpha)
        cairo_restore(cr)
    }
}
