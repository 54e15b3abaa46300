import CCairo
import Flipbook
import Foundation

/// The blurred picture of what lies behind a node, ready to be painted
/// inside the node's bounds: a surface in device pixels and where its top
/// left corner lies in device space.
struct Backdrop {
    let surface: CairoImageSurface
    let origin: CGPoint
    /// Device pixels per pixel of `surface` (a power of 2): a wide blur is
    /// computed on a picture shrunk by this factor and drawn back enlarged
    /// with bilinear filtering, which a blur that wide cannot tell apart.
    let downscale: Int
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
        let width = Int(area.width) + 2 * reach
        let height = Int(area.height) + 2 * reach
        guard width <= 32_767, height <= 32_767, width * height <= 1 << 26 else { return nil }

        cairo_surface_flush(target)
        var ox = 0.0
        var oy = 0.0
        cairo_surface_get_device_offset(target, &ox, &oy)
        let sourceWidth = Int(cairo_image_surface_get_width(target))
        let sourceHeight = Int(cairo_image_surface_get_height(target))
        guard sourceWidth > 0, sourceHeight > 0, let source = cairo_image_surface_get_data(target) else { return nil }
        let sourceStride = Int(cairo_image_surface_get_stride(target))

        // Copy the area and `reach` pixels around it, repeating the edges.
        let picture = try CairoImageSurface(width: width, height: height)
        let out = picture.data
        let outStride = picture.stride
        let left = Int(area.minX + ox) - reach
        let top = Int(area.minY + oy) - reach
        for y in 0..<height {
            let sy = min(max(top + y, 0), sourceHeight - 1)
            let from = UnsafeRawPointer(source + sy * sourceStride).assumingMemoryBound(to: UInt32.self)
            let to = UnsafeMutableRawPointer(out + y * outStride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { to[x] = from[min(max(left + x, 0), sourceWidth - 1)] }
        }
        let origin = CGPoint(x: area.minX - CGFloat(reach), y: area.minY - CGFloat(reach))
        let factor = Self.backdropDownscale(sigma: sigma)
        guard factor > 1 else {
            BoxBlur.blur(out, width: width, height: height, stride: outStride, sigma: sigma, channels: 4)
            cairo_surface_mark_dirty(picture.pointer)
            return Backdrop(surface: picture, origin: origin, downscale: 1)
        }
        let small = try Self.shrink(picture, by: factor)
        BoxBlur.blur(
            small.data, width: small.width, height: small.height, stride: small.stride,
            sigma: sigma / Double(factor), channels: 4)
        cairo_surface_mark_dirty(small.pointer)
        return Backdrop(surface: small, origin: origin, downscale: factor)
    }

    /// The factor a backdrop blurred with a standard deviation of `sigma`
    /// device pixels is shrunk by: the largest power of 2 up to 16 that
    /// leaves at least 3 pixels of standard deviation, 1 below 6 pixels.
    static func backdropDownscale(sigma: Double) -> Int {
        var factor = 1
        while factor < 16, sigma / Double(factor * 2) >= 3 { factor *= 2 }
        return factor
    }

    /// `picture` shrunk by `factor`: each pixel the average of a `factor` x
    /// `factor` block (of the pixels there are, at the right and bottom edges).
    static func shrink(_ picture: CairoImageSurface, by factor: Int) throws -> CairoImageSurface {
        let width = (picture.width + factor - 1) / factor
        let height = (picture.height + factor - 1) / factor
        let small = try CairoImageSurface(width: width, height: height)
        let src = picture.data
        let srcStride = picture.stride
        let dst = small.data
        let dstStride = small.stride
        for by in 0..<height {
            let y0 = by * factor
            let y1 = min(y0 + factor, picture.height)
            for bx in 0..<width {
                let x0 = bx * factor
                let x1 = min(x0 + factor, picture.width)
                var sum = (0, 0, 0, 0)
                for y in y0..<y1 {
                    let row = src + y * srcStride
                    for x in x0..<x1 {
                        let p = row + x * 4
                        sum.0 += Int(p[0])
                        sum.1 += Int(p[1])
                        sum.2 += Int(p[2])
                        sum.3 += Int(p[3])
                    }
                }
                let n = (y1 - y0) * (x1 - x0)
                let q = dst + by * dstStride + bx * 4
                q[0] = UInt8((sum.0 + n / 2) / n)
                q[1] = UInt8((sum.1 + n / 2) / n)
                q[2] = UInt8((sum.2 + n / 2) / n)
                q[3] = UInt8((sum.3 + n / 2) / n)
            }
        }
        return small
    }

    /// Paints `backdrop` inside the node's rounded bounds (the current
    /// matrix maps its bounds space to the device), at `alpha`.
    func paint(_ backdrop: Backdrop, of node: RenderNode, in cr: OpaquePointer, alpha: Double) throws {
        cairo_save(cr)
        Shapes.roundedRect(node.properties.bounds, radii: node.cornerRadii, in: cr)
        cairo_clip(cr)
        cairo_identity_matrix(cr)
        let pattern = cairo_pattern_create_for_surface(backdrop.surface.pointer)!
        defer { cairo_pattern_destroy(pattern) }
        // Device space to the picture's pixels: shift to its origin, shrink by its factor.
        var m = cairo_matrix_t()
        let k = Double(backdrop.downscale)
        cairo_matrix_init(&m, 1 / k, 0, 0, 1 / k, -Double(backdrop.origin.x) / k, -Double(backdrop.origin.y) / k)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, backdrop.downscale > 1 ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_NEAREST)
        cairo_set_source(cr, pattern)
        cairo_paint_with_alpha(cr, min(1, max(0, alpha)))
        cairo_restore(cr)
        try Self.check(cr, "drawing a blurred backdrop")
    }
}
