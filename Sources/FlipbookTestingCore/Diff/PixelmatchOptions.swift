/// Options of the pixelmatch-compatible comparison, with pixelmatch v7's names and defaults.
///
/// See ``ImageDiff/pixelmatch(_:_:options:producesDiffImage:)``.
public struct PixelmatchOptions: Sendable, Hashable {
    /// An 8-bit RGB colour for the diff image.
    public struct RGB: Sendable, Hashable {
        /// The red component, 0...255.
        public var r: UInt8
        /// The green component, 0...255.
        public var g: UInt8
        /// The blue component, 0...255.
        public var b: UInt8
        /// A colour from its components, 0...255.
        public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) {
            self.r = r
            self.g = g
            self.b = b
        }
    }

    /// Matching threshold in 0...1: the largest YIQ distance, as a fraction of the largest
    /// possible one (squared distances are compared with `35215 * threshold²`), at which two
    /// pixels still count as equal. Smaller is stricter. Default 0.1.
    public var threshold: Double
    /// When true, anti-aliased pixels count as differences too; when false (the default) a
    /// differing pixel that looks like anti-aliasing in either image is drawn in ``aaColor``
    /// and not counted.
    public var includeAA: Bool
    /// Opacity in 0...1 of the expected image drawn (as greys blended with white) under the
    /// diff image's marks. Default 0.1.
    public var alpha: Double
    /// Colour of anti-aliased pixels in the diff image. Default yellow (255, 255, 0).
    public var aaColor: RGB
    /// Colour of differing pixels in the diff image. Default red (255, 0, 0).
    public var diffColor: RGB
    /// Colour of differing pixels that are darker in the second image; nil means ``diffColor``.
    public var diffColorAlt: RGB?
    /// Draw only the differences, over a transparent background (no grey image, no
    /// anti-aliasing marks). Default false.
    public var diffMask: Bool

    /// Creates options; every argument defaults to pixelmatch's default.
    public init(
        threshold: Double = 0.1, includeAA: Bool = false, alpha: Double = 0.1,
        aaColor: RGB = RGB(255, 255, 0), diffColor: RGB = RGB(255, 0, 0),
        diffColorAlt: RGB? = nil, diffMask: Bool = false
    ) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.alpha = alpha
        self.aaColor = aaColor
        self.diffColor = diffColor
        self.diffColorAlt = diffColorAlt
        self.diffMask = diffMask
    }
}
