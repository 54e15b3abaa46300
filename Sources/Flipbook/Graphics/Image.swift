import Foundation

/// An image for views to show (`UIImage`): a bitmap and the scale it was made for,
/// or a symbol (``init(systemName:)``) that renderers draw as vector paths.
///
/// `size` is in points: the pixel size divided by `scale`, or a symbol's size.
public struct Image: Hashable, Sendable {
    /// The pixels. A symbol image's bitmap is its drawing rasterized at
    /// ``SymbolImage/bitmapScale`` (for code that reads pixels); renderers
    /// draw the symbol's paths instead.
    public let bitmap: Bitmap
    /// Pixels per point, at least 1 in practice; a 2x image of 200 pixels is 100 points wide.
    public let scale: CGFloat
    /// The symbol this image draws, nil for a bitmap image.
    public internal(set) var symbol: SymbolImage?
    /// How views draw the image (`renderingMode`): ``RenderingMode/automatic`` unless set.
    public internal(set) var renderingMode: RenderingMode = .automatic

    /// An image of `bitmap` at `scale` pixels per point (a non-positive or non-finite scale is taken as 1).
    public init(bitmap: Bitmap, scale: CGFloat = 1) {
        self.bitmap = bitmap
        self.scale = scale > 0 && scale.isFinite ? scale : 1
    }

    /// The size in points: a symbol's ``SymbolImage/size``, else the bitmap's
    /// pixel size divided by ``scale``.
    public var size: CGSize {
        if let symbol { return symbol.size }
        return CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
    }
}

extension Image {
    /// An empty image (`UIImage()`, NSObject's initializer): no pixels, a
    /// size of zero, scale 1. Image views draw nothing of it.
    public init() { self.init(bitmap: Bitmap(width: 0, height: 0)) }

    /// The image itself: Flipbook has one image type, so `UIImage.cgImage`
    /// ports unchanged (`layer.contents = image.cgImage`). Never nil.
    public var cgImage: Image? { self }
}
