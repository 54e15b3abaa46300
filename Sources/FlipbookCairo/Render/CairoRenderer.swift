import CCairo
import Flipbook
import Foundation

/// Draws a ``RenderTree`` with Cairo into pixels.
///
/// The picture is `tree.pixelWidth x tree.pixelHeight` pixels: the tree's
/// size in points times its scale. It starts transparent; each node draws
/// its shadow, background (with per-corner radii), content, children and
/// border, as Core Animation composes a layer. Rendering does not touch the
/// main actor or any shared drawing state, so several frames may be drawn
/// at once on different threads; the same tree always gives the same bytes.
///
/// ```swift
/// let bitmap = try CairoRenderer().render(window.renderTree())
/// ```
///
/// Labels measure text with this module's fonts and `ImageRenderer`
/// rasterizes with it from the start of the program, whenever the module is
/// linked (``CairoServices``): making a renderer changes nothing.
public struct CairoRenderer: Sendable {
    /// The largest canvas side, in pixels.
    public static let maximumPixelsPerSide = 16_384
    /// The largest canvas area, in pixels (2^28, 1 GiB of ARGB32).
    public static let maximumPixelCount = 1 << 28

    /// A renderer. It holds no state; every drawing call starts afresh.
    public init() {}

    /// Does nothing: the runtime finds this module's text measurer and
    /// rasterizer by itself whenever the module is linked (``CairoServices``),
    /// so layout never depends on whether or when a renderer was made.
    @available(*, deprecated, message: "not needed: FlipbookCairo's services are found whenever the module is linked")
    @MainActor
    public static func install() {}

    /// Draws `tree` and returns its pixels as straight-alpha RGBA.
    /// - Throws: ``RenderError`` for a canvas that is empty, not finite or
    ///   too large, or when Cairo fails.
    public func render(_ tree: RenderTree) throws -> Bitmap {
        try renderSurface(tree).bitmap()
    }

    /// Draws `tree` into a new ARGB32 surface (premultiplied), for writers
    /// that read Cairo's memory directly.
    /// `session` is the drawing state (a new one by default; tests pass one to read its work counts).
    func renderSurface(_ tree: RenderTree, session: RenderSession = RenderSession()) throws -> CairoImageSurface {
        let (width, height) = try Self.pixelSize(of: tree)
        // When the root layer's background paints every pixel opaque first, clearing is a wasted pass.
        let surface =
            Self.rootPaintsEveryPixel(tree, width: width, height: height)
            ? try CairoImageSurface(uninitializedWidth: width, height: height)
            : try CairoImageSurface(width: width, height: height)
        let cr = cairo_create(surface.pointer)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, Double(tree.scale), Double(tree.scale))
        // Background fills that opaque layers drawn later hide are left out (the same pixels, fewer written).
        session.occlusion = session.leavesOutHiddenFills ? OcclusionPlan(tree: tree) : nil
        try session.draw(tree.root, in: cr, alpha: 1, number: session.occlusion == nil ? nil : 0)
        try RenderSession.check(cr, "drawing the frame")
        cairo_surface_flush(surface.pointer)
        return surface
    }

    /// True when the first thing drawn is the root layer's background and it
    /// sets every pixel of the `width` x `height` canvas to one opaque colour:
    /// the root is shown at full opacity, untransformed (its bounds land exactly
    /// on the canvas, whose size in pixels is whole), with square corners and
    /// an opaque background, and nothing drawn before it (no shadow, backdrop,
    /// mask or tint). Its fill then covers each pixel fully, and an opaque
    /// colour composited over anything is that colour, so what the surface
    /// held before does not matter.
    static func rootPaintsEveryPixel(_ tree: RenderTree, width: Int, height: Int) -> Bool {
        let node = tree.root
        let p = node.properties
        guard p.opacity == 1, !p.isHidden, node.flattensSublayers, node.mask == nil, node.colorMultiplier == nil,
            node.shadow == nil, p.backdropBlurRadius == 0, let background = p.backgroundColor, background.alpha == 1,
            p.cornerRadius == 0 || p.maskedCorners.rawValue == 0
        else { return false }
        let local = p.localToParent(through: nil)
        guard local.isAffine else { return false }
        let t = local.affineTransform
        let s = Double(tree.scale)
        let b = p.bounds
        guard t.a == 1, t.b == 0, t.c == 0, t.d == 1 else { return false }
        return (Double(b.minX) + Double(t.tx)) * s == 0 && (Double(b.minY) + Double(t.ty)) * s == 0
            && Double(b.width) * s == Double(width) && Double(b.height) * s == Double(height)
    }

    /// The canvas in pixels, after checking the limits.
    /// The smallest canvas scale, pixels per point: below it the scale
    /// squared underflows and Cairo refuses the matrix (a fuzzed window
    /// 1.8e308 points wide drawn at 3.6e-307 failed the frame).
    public static let minimumScale = 1e-150

    static func pixelSize(of tree: RenderTree) throws -> (Int, Int) {
        let w = Double(tree.size.width)
        let h = Double(tree.size.height)
        let s = Double(tree.scale)
        func invalid(_ reason: String) -> RenderError { .invalidCanvas(width: w, height: h, scale: s, reason: reason) }
        guard w.isFinite, h.isFinite, s.isFinite else { throw invalid("the size and the scale must be finite numbers") }
        guard s > 0 else { throw invalid("the scale must be positive") }
        // Cairo inverts the canvas matrix: its determinant, the scale squared, must be a normal double.
        guard s >= Self.minimumScale else {
            throw invalid("the scale must be at least \(Self.minimumScale) pixels per point (Cairo cannot invert a smaller one)")
        }
        guard w > 0, h > 0 else { throw invalid("the width and the height must be positive") }
        let pw = (w * s).rounded(.up)
        let ph = (h * s).rounded(.up)
        let side = Double(maximumPixelsPerSide)
        guard pw <= side, ph <= side, pw * ph <= Double(maximumPixelCount) else {
            throw RenderError.canvasTooLarge(pixelWidth: pw, pixelHeight: ph)
        }
        return (Int(pw), Int(ph))
    }
}
