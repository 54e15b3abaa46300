import Flipbook

extension Bitmap {
    /// A fast, stable hash of the picture: `fnv1a64:` and 16 hexadecimal
    /// digits of ``FNV1a64`` over the width and the height (each as 4
    /// little-endian bytes), then the RGBA bytes row by row.
    ///
    /// Two bitmaps with equal hashes are taken to be equal: golden manifests
    /// store the hash of each sampled frame (``FilmstripManifest/pixelHashes``)
    /// so a check that passes never decodes a golden PNG.
    ///
    /// Complexity: O(width × height).
    public var pixelHash: String {
        var hash = FNV1a64()
        hash.update(littleEndian: UInt32(truncatingIfNeeded: width))
        hash.update(littleEndian: UInt32(truncatingIfNeeded: height))
        hash.update(pixels)
        return "fnv1a64:" + hash.hex
    }
}
