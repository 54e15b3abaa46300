import CCairo
import Flipbook
import Foundation

/// Rasterizes the drawings of ``Flipbook/ImageRenderer`` (and of
/// `GraphicsBeginImageContextWithOptions`) with Cairo: the same display-list
/// player and node drawing as ``CairoRenderer``, so an image of a view is
/// pixel for pixel what a frame shows of it at the same scale.
///
/// It is the standard rasterizer (``CairoServices``) of every program that
/// links this module.
public struct CairoRasterizer: DisplayListRasterizer {
    /// A rasterizer.
    public init() {}

    public func rasterize(_ list: DisplayList, size: CGSize, scale: CGFloat, opaque: Bool) throws -> Bitmap {
        let canvas = RenderTree(size: size, scale: scale, root: RenderNode(kind: "ImageRenderer", properties: LayerProperties()))
        let (width, height) = try CairoRenderer.pixelSize(of: canvas)
        let surface = try CairoImageSurface(width: width, height: height)
        let cr = cairo_create(surface.pointer)!
        defer { cairo_destroy(cr) }
        if opaque {
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            cairo_paint(cr)
        }
        cairo_scale(cr, Double(scale), Double(scale))
        try DisplayListPlayer(session: RenderSession(), cr: cr).play(list, alpha: 1)
        try RenderSession.check(cr, "rasterizing an image")
        cairo_surface_flush(surface.pointer)
        return surface.bitmap()
    }
}
