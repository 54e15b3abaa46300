import Foundation

/// An image for views to show (`UIImage`): a bitmap and the scale it was made for.
///
/// `size` is in points: the pixel size divided by `scale`.
public struct Image: Hashable, Sendable {
    /// The pixels, premultiplied RGBA in rows from the top.
    public let bitmap: Bitmap
    /// Pixels per point, at least 1 in practice; a 2x image of 200 pixels is 100 points wide.
    public let scale: CGFloat

    /// An image of `bitmap` at `scale` pixels per point (a non-positive or non-finite scale is taken as 1).
    public init(bitmap: Bitmap, scale: CGFloat = 1) {
        self.bitmap = bitmap
        self.scale = scale > 0 && scale.isFinite ? scale : 1
    }

    /// The size in points.
    public var size: CGSize {
        CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
    }
}

extension Image {
    /// The image itself: Flipbook has one image type, so `UIImage.cgImage`
    /// ports unchanged (`layer.contents = image.cgImage`). Never nil.
    public var cgImage: Image? { self }
}
