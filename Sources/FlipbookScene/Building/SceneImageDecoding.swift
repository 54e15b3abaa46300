import Flipbook
import Foundation

/// Turns the bytes of a PNG file into pixels for ``SceneBuilder``.
///
/// FlipbookCairo's PNG decoder is the one to use; until it is available
/// here, callers pass their own (tests use a tiny in-memory one).
public protocol SceneImageDecoding: Sendable {
    /// The pixels of `data`, read from the file at `url`.
    /// - Throws: any error; the builder reports it at the image's place in the document.
    func decodePNG(_ data: Data, from url: URL) throws -> Bitmap
}
