import Flipbook
import FlipbookCairo
import Foundation

/// The scene builder's default image decoder: FlipbookCairo's PNG decoder
/// (palette, grey, RGB, RGBA, 16-bit; no gamma correction).
public struct PNGImageDecoder: SceneImageDecoding {
    /// The decoder.
    public init() {}

    /// Decodes PNG `data` read from `url`; a malformed file throws a `PNGError` naming the path.
    public func decodePNG(_ data: Data, from url: URL) throws -> Bitmap {
        do {
            return try PNGDecoder.decode(data)
        } catch {
            throw PNGError(path: url.path, reason: error.reason)
        }
    }
}
