import Flipbook

extension Bitmap {
    /// A fast, stable hash of the picture: `xxh64:` and 16 hexadecimal digits
    /// of ``XXH64`` over the RGBA bytes, row by row, with the seed
    /// `width << 32 | height` (so the same bytes in another shape differ).
    ///
    /// Two bitmaps with equal hashes are taken to be equal: golden manifests
    /// store the hash of each sampled frame (``FilmManifest/pixelHashes``)
    /// so a check that passes never decodes a golden PNG.
    ///
    /// Complexity: O(width × height).
    public var pixelHash: String {
        let seed = UInt64(UInt32(truncatingIfNeeded: width)) << 32 | UInt64(UInt32(truncatingIfNeeded: height))
        return "xxh64:" + XXH64.hex(XXH64.hash(pixels, seed: seed))
    }
}
