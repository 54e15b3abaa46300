import CCairo
import Flipbook
import Foundation

/// The blurred picture of what lies behind a node, ready to be painted
/// inside the node's bounds: a surface in device pixels and where its top
/// left corner lies in device space.
struct Backdrop {
    let surface: CairoImageSurface
    let origin: CGPoint
}

extension RenderSession {
    /// What lies behind `node` within its bounds (as far as the clip lets
    /// them show), blurred with a standard deviation of half its
    /// `backdropBlurRadius` in device pixels; nil when the node blurs
    /// nothing or nothing of it can show.
    ///
    /// Read from the surface `cr` draws into, before the node draws: the
    /// pixels of everything drawn earlier in the frame (or in the group being
    /// drawn). Pixels beyond the surface's edges repeat its edge, so a blur
    /// at the edge of the frame does not darken towards it.
    func blurredBackdrop(of node: RenderNode, in cr: OpaquePointer) throws -> Backdrop? {
        let p = node.properties
        guard p.backdropBlurRadius.isFinite, p.backdropBlurRadius > 0 else { return nil }
        let target = cairo_get_group_target(cr)
        guard let target, cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let deviceScale = abs(m.xx * m.yy - m.yx * m.xy).squareRoot()
        let sigma = Double(p.backdropBlurRadius) / 2 * deviceScale
        let reach = BoxBlur.radii(sigma: sigma).reduce(0, +) + 1

        let area = Self.deviceClipExtents(cr).intersectionOrNull(Self.deviceRect(of: p.bounds, in: cr))
        let side = 16_384.0
        guard !area.isNull, area.width >= 1, area.height >= 1, area.width <= side, area.height <= side else { return nil }
        let width = Int(area.width) + 2 * reach, height = Int(area.height) + 2 * reach
        guard width <= 32_767, height <= 32_767, width * height <= 1 << 26 else { return nil }

        cairo_surface_flush(target)
        var ox = 0.0, oy = 0.0
        cairo_surface_get_device_offset(target, &ox, &oy)
        let sourceWidth = Int(cairo_image_surface_get_width(target))
        let sourceHeight = Int(cairo_image_surface_get_height(target))
        guard sourceWidth > 0, sourceHeight > 0, let source = cairo_image_surface_get_data(target) else { return nil }
        let sourceStride = Int(cairo_image_surface_get_stride(target))

        // Copy the area and `reach` pixels around it, repeating the edges.
        let picture = try CairoImageSurface(width: width, height: height)
        let out = picture.data, outStride = picture.stride
        let left = Int(area.minX + ox) - reach, top = Int(area.minY + oy) - reach
        for y in 0..<height {
            let sy = min(max(top + y, 0), sourceHeight - 1)
            let from = UnsafeRawPointer(source + sy * sourceStride).assumingMemoryBound(to: UInt32.self)
            let to = UnsafeMutableRawPointer(out + y * outStride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { to[x] = from[min(max(left + x, 0), sourceWidth - 1)] }
        }
        BoxBlur.blur(out, width: width, height: height, stride: outStride, sigma: sigma, channels: 4)
        cairo_surface_mark_dirty(picture.pointer)
        return Backdrop(surface: picture, origin: CGPoint(x: area.minX - CGFloat(reach), y: area.minY - CGFloat(reach)))
    }

    /// Paints `backdrop` inside the node's rounded bounds (the current
    /// matrix maps its bounds space to the device), at `alpha`.
    func paint(_ backdrop: Backdrop, of node: RenderNode, in cr: OpaquePointer, alpha: Double) throws {
        cairo_save(cr)
        Shapes.roundedRect(node.properties.bounds, radii: node.cornerRadii, in: cr)
        cairo_clip(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, backdrop.surface.pointer, Double(backdrop.origin.x), Double(backdrop.origin.y))
        cairo_paint_with_alpha(cr, min(1, max(0, alpha)))
        cairo_restore(cr)
        try Self.check(cr, "drawing a blurred backdrop")
    }
}
