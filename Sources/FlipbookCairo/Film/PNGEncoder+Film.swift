import CCairo
import Flipbook
import Foundation

extension PNGEncoder {
    /// Encodes a Cairo surface as 8-bit RGBA even when it is opaque: the
    /// frames of an animated PNG must all share one colour type.
    func encodeRGBA(_ surface: CairoImageSurface) throws(PNGError) -> Data {
        let level = compressionLevel
        let encoded = surface.withPremultipliedBytes { (bytes, stride) -> Result<Data, PNGError> in
            Result { () throws(PNGError) -> Data in
                try Self.encode(
                    bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), width: surface.width,
                    height: surface.height, stride: stride, premultipliedBGRA: true, alwaysAlpha: true,
                    level: level)
            }
        }
        return try encoded.get()
    }

    /// Whether PNG bytes (as this encoder writes them) are 8-bit RGBA.
    static func isRGBA(_ png: Data) -> Bool {
        png.count > 25 && png[png.startIndex + 24] == 8 && png[png.startIndex + 25] == 6
    }
}
