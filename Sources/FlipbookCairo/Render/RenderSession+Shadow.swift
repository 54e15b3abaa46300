import CCairo
import Flipbook
import Foundation

extension RenderSession {
    /// Draws `node`'s drop shadow: its shape (`shadowPath` when set, else the
    /// rounded bounds when it has a background, otherwise the alpha of its content, children and
    /// border) moved by the offset, blurred with a standard deviation of
    /// `radius / 2` points (as `CALayer.shadowRadius`), in the shadow colour
    /// at `color.alpha * opacity * alpha`.
    ///
    /// The shape is drawn into an A8 surface in device pixels and blurred
    /// there; the offset is in the node's bounds space. The shape of a layer
    /// without a background leaves out the shadows of the layers inside it
    /// (Core Animation includes them): drawing them would double the work at
    /// each level of nested shadows (docs/porting-from-uikit.md).
    func drawShadow(_ shadow: Shadow, of node: RenderNode, in cr: OpaquePointer, alpha: Double) throws {
        let p = node.properties
        let opacity = min(1, max(0, shadow.opacity)) * min(1, max(0, shadow.color.alpha)) * alpha
        let dx = shadow.offset.width.isFinite ? shadow.offset.width : 0
        let dy = shadow.offset.height.isFinite ? shadow.offset.height : 0
        guard opacity > 0 else { return }
        let hasBackground = (p.backgroundColor?.alpha ?? 0) > 0
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let deviceScale = abs(m.xx * m.yy - m.yx * m.xy).squareRoot()
        let radius = shadow.radius.isFinite ? max(0, Double(shadow.radius)) : 0
        let sigma = radius / 2 * deviceScale
        let margin = Double(BoxBlur.radii(sigma: sigma).reduce(0, +) + 2)

        var area = Self.deviceClipExtents(cr, margin: margin)
        let shapeBounds =
            p.shadowPath.map { NodeExtent.pathBounds($0) ?? .zero }
            ?? (hasBackground ? p.bounds : NodeExtent.paintedExtent(of: node))
        if let shape = shapeBounds {
            let device = Self.deviceRect(of: shape.offsetBy(dx: dx, dy: dy), in: cr)
            area = area.intersectionOrNull(device.insetBy(dx: -margin, dy: -margin))
        }
        // Cairo makes no surface wider or taller than 32 767 pixels. A blur that
        // reaches farther (a shadow radius of tens of thousands of pixels, whose
        // shadow is spread too thin to see) keeps to the pixels that fit around
        // the clip; what lies beyond them is left out of the blur.
        let side = 32_767.0
        if area.width > side || area.height > side {
            let clip = Self.deviceClipBox(cr)
            let grow = max(0, ((side - Double(max(clip.width, clip.height))) / 2).rounded(.down))
            area = area.intersectionOrNull(clip.insetBy(dx: -grow, dy: -grow))
        }
        guard !area.isNull, area.width >= 1, area.height >= 1, area.width <= side, area.height <= side,
            area.width * area.height <= CGFloat(1 << 26)
        else { return }
        let mask = try CairoImageSurface(width: Int(area.width), height: Int(area.height), format: CAIRO_FORMAT_A8)
        let mcr = cairo_create(mask.pointer)!
        defer { cairo_destroy(mcr) }
        m.x0 -= Double(area.minX)
        m.y0 -= Double(area.minY)
        cairo_set_matrix(mcr, &m)
        cairo_translate(mcr, Double(dx), Double(dy))
        if let shadowPath = p.shadowPath {
            Shapes.setPath(shadowPath, in: mcr)
            cairo_set_source_rgba(mcr, 0, 0, 0, 1)
            cairo_fill(mcr)
        } else if hasBackground {
            Shapes.roundedRect(p.bounds, radii: node.cornerRadii, in: mcr)
            cairo_set_source_rgba(mcr, 0, 0, 0, 1)
            cairo_fill(mcr)
        } else {
            var shape = node
            shape.properties.shadowOpacity = 0
            drawingShadowShape = true
            defer { drawingShadowShape = false }
            try drawElements(shape, in: mcr, alpha: 1)
        }
        // A shape Cairo cannot draw into the mask (it runs out of memory on
        // content squashed a billion times under a perspective) casts no
        // shadow; the layer and the rest of the frame still draw.
        guard cairo_status(mcr) == CAIRO_STATUS_SUCCESS else { return }
        BoxBlur.blur(mask.data, width: mask.width, height: mask.height, stride: mask.stride, sigma: sigma)
        cairo_surface_mark_dirty(mask.pointer)

        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_rgba(
            cr, min(1, max(0, shadow.color.red)), min(1, max(0, shadow.color.green)),
            min(1, max(0, shadow.color.blue)), opacity)
        cairo_mask_surface(cr, mask.pointer, Double(area.minX), Double(area.minY))
        cairo_restore(cr)
    }
}
