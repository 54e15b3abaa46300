import Flipbook

/// What a pixelmatch comparison found.
public struct PixelmatchResult: Sendable, Equatable {
    /// Pixels whose colour distance exceeds the threshold and that are not excused as anti-aliasing.
    public var mismatchedPixels: Int
    /// Pixels compared: width × height.
    public var totalPixels: Int
    /// The diff image, when it was asked for: the expected image as faint greys, differences in
    /// `diffColor` / `diffColorAlt`, anti-aliasing in `aaColor` (or only the differences over
    /// transparency with `diffMask`).
    public var diffImage: Bitmap?

    /// `mismatchedPixels / totalPixels`, 0 for an empty image.
    public var mismatchRatio: Double {
        totalPixels == 0 ? 0 : Double(mismatchedPixels) / Double(totalPixels)
    }
}
