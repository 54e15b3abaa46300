import CCairo
import Flipbook
import Foundation

extension PNGEncoder {
    /// Encodes a Cairo surface as 8-bit RGBA even when it is opaque: the
    /// frames of an animated PNG must all share one colour type.
    func encodeRGBA(_ surface: CairoImageSurface) throws(PNGError) -> Data {
        var buffer = fb_png_buffer()
        var message = [CChar](repeating: 0, count: Int(FB_PNG_MESSAGE_SIZE))
        let level = Int32(min(max(compressionLevel, 0), 9))
        let status = surface.withPremultipliedBytes { bytes, stride in
            message.withUnsafeMutableBufferPointer { text in
                fb_png_encode_as(bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), UInt32(surface.width),
                                 UInt32(surface.height), stride, Int32(FB_PNG_INPUT_BGRA_PREMULTIPLIED), level,
                                 Int32(PNG_FILTER_NONE), 0, 1, &buffer, text.baseAddress)
            }
        }
        defer { fb_png_buffer_free(&buffer) }
        guard status == 0, let bytes = buffer.data else {
            throw PNGError(path: nil, reason: .libpng(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)))
        }
        return Data(bytes: bytes, count: buffer.size)
    }

    /// Whether PNG bytes (as this encoder writes them) are 8-bit RGBA.
    static func isRGBA(_ png: Data) -> Bool {
        png.count > 25 && png[png.startIndex + 24] == 8 && png[png.startIndex + 25] == 6
    }
}
