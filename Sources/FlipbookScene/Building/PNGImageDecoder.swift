import Flipbook
import FlipbookCairo
import Foundation

/// The scene builder's default image decoder: FlipbookCairo's PNG decoder
/// (palette, grey, RGB, RGBA, 16-bit; no gamma correction).
public struct PNGImageDecoder: SceneImageDecoding {
    /// The decoder.
    public init() {}

    /// The largest image file a scene may name, in bytes: FlipbookCairo's
    /// ``PNGDecoder/maximumFileSize`` (so the scene parser checks it without importing FlipbookCairo).
    public static let maximumFileSize = PNGDecoder.maximumFileSize

    /// Decodes PNG `data` read from `url`; a malformed file throws a `PNGError` naming the path.
    public func decodePNG(_ data: Data, from url: URL) throws -> Bitmap {
        do {
            return try PNGDecoder.decode(data)
        } catch {
            throw PNGError(path: url.path, reason: error.reason)
        }
    }
}
