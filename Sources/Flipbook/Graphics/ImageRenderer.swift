import Foundation

// Image rendering as UIKit offers it: `UIGraphicsImageRenderer` (without the
// `UIGraphics` prefix) and the older `UIGraphicsBeginImageContextWithOptions`
// functions (without the `UI` prefix).
//
// The drawing is recorded into a ``DisplayList`` here; turning it into
// pixels needs a renderer, which this module does not contain. A renderer
// module supplies a ``DisplayListRasterizer`` through ``RendererServices``:
// FlipbookCairo's is found whenever that module is linked into the program,
// with no set-up call. Without one, images come out transparent (reported
// once per renderer as the diagnostic `imageRenderer.noRasterizer`).

/// Turns a recorded drawing into pixels: what a renderer module supplies
/// (FlipbookCairo's `CairoRasterizer`) as ``ImageRenderer/rasterizer``.
public protocol DisplayListRasterizer: Sendable {
    /// Draws `list` (points, origin at the top left, y down) onto a canvas of
    /// `size` points at `scale` pixels per point, which is
    /// `ceil(size.width * scale) x ceil(size.height * scale)` pixels; the
    /// canvas starts transparent, or opaque black when `opaque` is true.
    /// - Throws: when the canvas cannot be made or drawing fails.
    func rasterize(_ list: DisplayList, size: CGSize, scale: CGFloat, opaque: Bool) throws -> Bitmap
}

/// How an ``ImageRenderer`` makes its images (`UIGraphicsImageRendererFormat`).
///
/// A class, as in UIKit, so `let format = ImageRendererFormat(); format.scale = 1` ports.
/// `preferredRange` is absent: every image is 8-bit sRGB.
@preconcurrency @MainActor
public final class ImageRendererFormat {
    /// Pixels per point of the images. ``default()`` gives the scale of the
    /// active window (the one most recently created or ticked), 1 when there
    /// is none: Flipbook has no screen, and that window stands for it.
    /// A scale that is not positive and finite is reported when an image
    /// is made, and 1 is used.
    public var scale: CGFloat
    /// True when the images need no alpha: the canvas starts opaque black,
    /// and every pixel of the image is opaque.
    public var opaque: Bool

    /// The default format (the active window's scale, not opaque), as
    /// `UIGraphicsImageRendererFormat()` gives.
    public convenience init() {
        self.init(scale: ImageRendererFormat.activeScale, opaque: false)
    }

    /// A format with the given scale and opacity.
    public init(scale: CGFloat, opaque: Bool = false) {
        self.scale = scale
        self.opaque = opaque
    }

    /// The default format: the active window's scale (1 without a window), not opaque.
    public static func `default`() -> ImageRendererFormat { ImageRendererFormat() }

    /// The same as ``default()``: Flipbook has one pixel format.
    public static func preferred() -> ImageRendererFormat { ImageRendererFormat() }

    /// The scale of the active window, 1 when there is none: what UIKit takes
    /// from the main screen.
    static var activeScale: CGFloat { Window.active?.scale ?? 1 }

    func copy() -> ImageRendererFormat { ImageRendererFormat(scale: scale, opaque: opaque) }
}

/// The drawing environment handed to ``ImageRenderer/image(actions:)``
/// (`UIGraphicsImageRendererContext`).
///
/// `fill(_:blendMode:)` is absent: display lists have no blend modes.
@preconcurrency @MainActor
public final class ImageRendererContext {
    /// The context the actions draw into (`cgContext`): points, origin at the
    /// renderer's bounds origin, y down.
    public let cgContext: GraphicsContext
    /// The renderer's format.
    public let format: ImageRendererFormat
    let bounds: CGRect
    /// The renderer the context belongs to (its rasterizer makes ``currentImage``).
    unowned let renderer: ImageRenderer

    init(cgContext: GraphicsContext, format: ImageRendererFormat, bounds: CGRect, renderer: ImageRenderer) {
        self.cgContext = cgContext
        self.format = format
        self.bounds = bounds
        self.renderer = renderer
    }

    /// What has been drawn so far, as an image: the recording is rasterized
    /// again on each call.
    public var currentImage: Image {
        renderer.makeImage(cgContext.displayList, size: bounds.size)
    }

    /// Fills `rect` with the context's fill colour (`Color.setFill()`, `setFillColor`).
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Draws a frame just inside `rect` with the stroke colour and the
    /// current line width (UIKit's `UIRectFrame`): the line is centred on
    /// `rect` inset by half the line width.
    public func stroke(_ rect: CGRect) {
        let half = cgContext.currentLineWidth / 2
        cgContext.stroke(rect.insetBy(dx: half, dy: half))
    }

    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Makes images by drawing (`UIGraphicsImageRenderer`).
///
/// ```swift
/// let renderer = ImageRenderer(size: view.bounds.size)
/// let image = renderer.image { context in view.layer.render(in: context.cgContext) }
/// let image2 = renderer.image { _ in view.drawHierarchy(in: view.bounds, afterScreenUpdates: true) }
/// ```
///
/// The actions are recorded and then rasterized by ``rasterizer``: the
/// standard one (``WindowEnvironment/standardRasterizer``), FlipbookCairo's
/// whenever that module is linked, with no set-up call. The image's
/// ``Image/scale`` is the format's scale; its pixel size is the renderer's
/// size times that scale, rounded up. While the actions run, their context is
/// the current one (``GraphicsGetCurrentContext()``), which
/// ``View/drawHierarchy(in:afterScreenUpdates:)`` and `Color.setFill()` draw into.
@preconcurrency @MainActor
public final class ImageRenderer {
    /// The rasterizer new image renderers start with
    /// (``WindowEnvironment/standardRasterizer``): FlipbookCairo's when that
    /// module is linked, else nil.
    public static var rasterizer: (any DisplayListRasterizer)? { WindowEnvironment.standardRasterizer }

    /// Turns this renderer's recorded drawing into pixels; nil makes blank
    /// images, reported once per renderer. Starts as ``ImageRenderer/rasterizer``.
    public var rasterizer: (any DisplayListRasterizer)? = WindowEnvironment.standardRasterizer

    /// Whether this renderer has reported its missing rasterizer.
    private var reportedMissingRasterizer = false

    /// The largest image side and area, in pixels (those of FlipbookCairo's
    /// canvas): larger images come out empty, with a diagnostic.
    static let maximumPixelsPerSide = 16_384
    static let maximumPixelCount = 1 << 28

    /// The format the images are made with (a copy of the one given).
    public let format: ImageRendererFormat
    /// The drawing's rectangle in points: the image shows this part of the
    /// context's space (origin included).
    public let bounds: CGRect

    /// A renderer of images of `size` points with the default format.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: ImageRendererFormat())
    }

    /// A renderer of images of `size` points.
    public convenience init(size: CGSize, format: ImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of images of `bounds.size` points with the default format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: ImageRendererFormat())
    }

    /// A renderer of images of `bounds.size` points; the context's point
    /// `bounds.origin` lands at the image's top left corner.
    public init(bounds: CGRect, format: ImageRendererFormat) {
        self.bounds = bounds
        self.format = format.copy()
    }

    /// Runs `actions` with a fresh context (the current context while they
    /// run) and returns what they drew.
    public func image(actions: (ImageRendererContext) -> Void) -> Image {
        let cg = GraphicsContext()
        if bounds.origin != .zero, bounds.minX.isFinite, bounds.minY.isFinite {
            cg.translateBy(x: -bounds.minX, y: -bounds.minY)
        }
        let context = ImageRendererContext(cgContext: cg, format: format, bounds: bounds, renderer: self)
        ImageContextStack.push(
            ImageContextStack.Entry(context: cg, size: bounds.size, scale: format.scale, opaque: format.opaque))
        actions(context)
        ImageContextStack.pop(through: cg)
        return makeImage(cg.displayList, size: bounds.size)
    }

    /// Rasterizes `list` at this renderer's format with its ``rasterizer``.
    func makeImage(_ list: DisplayList, size: CGSize) -> Image {
        Self.makeImage(
            list, size: size, scale: format.scale, opaque: format.opaque, rasterizer: rasterizer,
            reportMissing: { [self] in
                guard !reportedMissingRasterizer else { return false }
                reportedMissingRasterizer = true
                return true
            })
    }

    /// Rasterizes `list` with `rasterizer`. A bad size or scale, an image
    /// too large, a missing rasterizer (reported when `reportMissing` says
    /// so) or one that fails is reported (``Diagnostics``) and gives an empty
    /// or transparent image, never a crash.
    static func makeImage(
        _ list: DisplayList, size: CGSize, scale requested: CGFloat, opaque: Bool,
        rasterizer: (any DisplayListRasterizer)?, reportMissing: () -> Bool = { true }
    ) -> Image {
        var scale = requested
        if !(scale > 0 && scale.isFinite) {
            Diagnostics.report(
                "imageRenderer.badScale",
                "an image renderer scale of \(requested) is not a positive, finite number; 1 was used.")
            scale = 1
        }
        let empty = Image(bitmap: Bitmap(width: 0, height: 0), scale: scale)
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            Diagnostics.report(
                "imageRenderer.badSize",
                "an image of \(size.width) x \(size.height) points is not a finite, non-negative size; the image is empty.")
            return empty
        }
        let pw = (Double(size.width) * Double(scale)).rounded(.up)
        let ph = (Double(size.height) * Double(scale)).rounded(.up)
        let side = Double(maximumPixelsPerSide)
        guard pw <= side, ph <= side, pw * ph <= Double(maximumPixelCount) else {
            Diagnostics.report(
                "imageRenderer.tooLarge",
                "an image of \(Int(pw)) x \(Int(ph)) pixels is larger than \(maximumPixelsPerSide) pixels a side or \(maximumPixelCount) pixels; the image is empty."
            )
            return empty
        }
        let width = Int(pw)
        let height = Int(ph)
        let blank = Image(
            bitmap: Bitmap(width: width, height: height, fill: opaque ? (0, 0, 0, 255) : (0, 0, 0, 0)),
            scale: scale)
        guard width > 0, height > 0 else { return blank }
        guard let rasterizer else {
            if reportMissing() {
                Diagnostics.report(
                    "imageRenderer.noRasterizer",
                    "no rasterizer is set, so rendered images are blank; link FlipbookCairo (depend on it and import it anywhere in the program) to get pixels."
                )
            }
            return blank
        }
        do {
            let bitmap = try rasterizer.rasterize(list, size: size, scale: scale, opaque: opaque)
            guard bitmap.width == width, bitmap.height == height else {
                Diagnostics.report(
                    "imageRenderer.failed",
                    "the rasterizer made \(bitmap.width) x \(bitmap.height) pixels instead of \(width) x \(height); the image is blank."
                )
                return blank
            }
            return Image(bitmap: bitmap, scale: scale)
        } catch {
            Diagnostics.report("imageRenderer.failed", "rasterizing an image failed (\(error)); the image is blank.")
            return blank
        }
    }
}

/// The stack of image contexts (UIKit's graphics context stack): the image
/// renderers' contexts while their actions run, and those of
/// ``GraphicsBeginImageContextWithOptions(_:_:_:)``.
@MainActor
enum ImageContextStack {
    struct Entry {
        let context: GraphicsContext
        let size: CGSize
        let scale: CGFloat
        let opaque: Bool
    }

    static var entries: [Entry] = [] { didSet { current = entries.last?.context } }

    /// The innermost context, readable from nonisolated code (UIKit's
    /// `UIGraphicsGetCurrentContext()` is not isolated to the main actor):
    /// written only on the main actor, with the stack.
    nonisolated(unsafe) static var current: GraphicsContext?

    static func push(_ entry: Entry) { entries.append(entry) }

    /// Pops down to and including the entry of `context` (contexts begun
    /// inside and never ended go with it).
    static func pop(through context: GraphicsContext) {
        guard let i = entries.lastIndex(where: { $0.context === context }) else { return }
        entries.removeSubrange(i...)
    }
}

/// The current drawing context (`UIGraphicsGetCurrentContext()`): the
/// innermost image context, that of an ``ImageRenderer`` running its actions
/// or of ``GraphicsBeginImageContextWithOptions(_:_:_:)``; nil outside them.
/// (A view's `draw(_:in:)` receives its context as an argument instead.)
/// Not isolated to the main actor, as UIKit's is not: drawing helpers call it
/// from nonisolated code. Flipbook draws on the main actor; the answer read
/// from elsewhere is the main actor's current context.
/// See https://developer.apple.com/documentation/uikit/1623918-uigraphicsgetcurrentcontext
public func GraphicsGetCurrentContext() -> GraphicsContext? {
    ImageContextStack.current
}

/// Begins an image context of `size` points and makes it the current one
/// (`UIGraphicsBeginImageContextWithOptions`). A `scale` of 0 means the
/// active window's scale (1 without a window), as UIKit takes the main
/// screen's. End it with ``GraphicsEndImageContext()``.
@preconcurrency @MainActor
public func GraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let s = scale == 0 ? ImageRendererFormat.activeScale : scale
    ImageContextStack.push(ImageContextStack.Entry(context: GraphicsContext(), size: size, scale: s, opaque: opaque))
}

/// Begins an image context of `size` points at scale 1, not opaque (`UIGraphicsBeginImageContext`).
@preconcurrency @MainActor
public func GraphicsBeginImageContext(_ size: CGSize) {
    GraphicsBeginImageContextWithOptions(size, false, 1)
}

/// What has been drawn in the current image context so far, as an image
/// (`UIGraphicsGetImageFromCurrentImageContext`); nil when there is none.
@preconcurrency @MainActor
public func GraphicsGetImageFromCurrentImageContext() -> Image? {
    guard let top = ImageContextStack.entries.last else { return nil }
    return ImageRenderer.makeImage(
        top.context.displayList, size: top.size, scale: top.scale, opaque: top.opaque,
        rasterizer: WindowEnvironment.standardRasterizer)
}

/// Ends the current image context (`UIGraphicsEndImageContext`); does
/// nothing when there is none.
@preconcurrency @MainActor
public func GraphicsEndImageContext() {
    _ = ImageContextStack.entries.popLast()
}

extension Color {
    /// Makes this colour the fill and stroke colour of the current context
    /// (`UIColor.set()`); does nothing outside an image context.
    @MainActor
    public func set() {
        setFill()
        setStroke()
    }

    /// Makes this colour the fill colour of the current context
    /// (`UIColor.setFill()`); does nothing outside an image context.
    /// Not isolated to the main actor, as UIKit's is not (`UIColor` is usable
    /// from any thread; see ``GraphicsGetCurrentContext()``).
    /// See https://developer.apple.com/documentation/uikit/uicolor/setfill()
    public func setFill() { GraphicsGetCurrentContext()?.setFillColor(self) }

    /// Makes this colour the stroke colour of the current context
    /// (`UIColor.setStroke()`); does nothing outside an image context.
    /// See https://developer.apple.com/documentation/uikit/uicolor/setstroke()
    public func setStroke() { GraphicsGetCurrentContext()?.setStrokeColor(self) }
}
