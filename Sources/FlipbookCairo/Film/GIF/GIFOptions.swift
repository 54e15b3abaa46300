/// How the animated GIF is made (docs/gif.md).
///
/// Frames are the animated PNG's pictures: the same size (``maxWidth``
/// applies when no animated PNG is written; when one is, its own size is
/// used). Opaque pixels are kept; translucent ones are composited over white,
/// since a GIF pixel is either opaque or fully transparent.
public struct GIFOptions: Hashable, Sendable {
    /// The widest frame in pixels; wider films are drawn at a smaller scale
    /// (not resampled) to fit. nil keeps the film's own size.
    public var maxWidth: Int?
    /// Times to play; 0 loops forever.
    public var loops = 0

    /// Options; `maxWidth` at least 1 pixel, `loops` clamped to 0...65535 (the GIF loop extension's range).
    public init(maxWidth: Int? = nil, loops: Int = 0) {
        self.maxWidth = maxWidth.map { max(1, $0) }
        self.loops = min(65_535, max(0, loops))
    }
}
