import CCairo
import Flipbook
import Foundation

extension RenderSession {
    /// The largest side of the flat picture of a layer drawn in perspective, in pixels.
    static let maximumFlatSide = 4096.0

    /// Draws a node whose map to its parent is projective (a `Transform3D`
    /// with perspective): its subtree is drawn flat into an offscreen surface
    /// in its own bounds space at the device scale, then resampled into the
    /// target through the homography, pixel by pixel (see
    /// ``PerspectiveResampler``). Opacity applies to the whole flat picture.
    /// Parts of the plane at or behind the eye (`w <= 0`) are not drawn.
    func drawProjected(_ node: RenderNode, local: ProjectiveTransform, in cr: OpaquePointer, alpha: Double) throws {
        let toDevice = local.concatenating(Self.currentMatrix(cr))
        guard let fromDevice = toDevice.inverted() else { return }
        let b = node.properties.bounds.standardized
        // What to draw flat: the painted extent, or a generous area around the bounds.
        var extent =
            NodeExtent.extent(of: node)
            ?? b.insetBy(dx: -max(b.width, b.height, 1), dy: -max(b.width, b.height, 1))
        extent = CGRect(
            x: extent.minX.rounded(.down) - 1, y: extent.minY.rounded(.down) - 1,
            width: extent.width.rounded(.up) + 2, height: extent.height.rounded(.up) + 2)
        guard extent.width > 0, extent.height > 0, extent.width.isFinite, extent.height.isFinite else { return }

        // Resolution of the flat picture: the device scale, capped.
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        var scale = max(abs(m.xx * m.yy - m.yx * m.xy).squareRoot(), 1e-3)
        scale = min(scale, Self.maximumFlatSide / Double(max(extent.width, extent.height)))
        let flatWidth = Int((Double(extent.width) * scale).rounded(.up))
        let flatHeight = Int((Double(extent.height) * scale).rounded(.up))
        guard flatWidth > 0, flatHeight > 0 else { return }

        // Where it can land: the image of the extent, or the whole clip when part of it is behind the eye.
        var area = Self.deviceClipExtents(cr, margin: 1)
        if let image = NodeExtent.map(extent, by: toDevice) {
            let out = CGRect(
                x: image.minX.rounded(.down) - 1, y: image.minY.rounded(.down) - 1,
                width: image.width.rounded(.up) + 2, height: image.height.rounded(.up) + 2)
            area = area.intersectionOrNull(out)
        }
        guard !area.isNull, area.width >= 1, area.height >= 1, area.width <= 32_767, area.height <= 32_767,
            area.width * area.height <= CGFloat(1 << 28)
        else { return }

        let flat = try CairoImageSurface(width: flatWidth, height: flatHeight)
        do {
            let fcr = cairo_create(flat.pointer)!
            defer { cairo_destroy(fcr) }
            // An extent wider than doubles can scale down (a path 1e308 points
            // tall) leaves a scale whose square underflows: Cairo could not
            // invert it and the frame failed ("invalid matrix"). Nothing is drawn of it.
            let place = cairo_matrix_t(
                xx: scale, yx: 0, xy: 0, yy: scale,
                x0: -Double(extent.minX) * scale, y0: -Double(extent.minY) * scale)
            guard Self.transform(fcr, by: place) else { return }
            try drawElements(node, in: fcr, alpha: 1)
            try Self.check(fcr, "drawing a layer in perspective")
        }

        let target = try CairoImageSurface(width: Int(area.width), height: Int(area.height))
        let resampler = PerspectiveResampler(
            fromDevice: fromDevice, toDevice: toDevice, flatOrigin: extent.origin, flatScale: scale)
        resampler.resample(from: flat, into: target, at: area.origin)

        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, target.pointer, Double(area.minX), Double(area.minY))
        cairo_paint_with_alpha(cr, alpha)
        cairo_restore(cr)
    }
}
