import FuzzSupport
import Flipbook
import FlipbookCairo
import Foundation

/// libFuzzer entry: decodes the bytes as a PNG.
///
/// Every input must decode to a consistent bitmap (width x height x 4 bytes,
/// at most `PNGDecoder.maximumPixelCount` pixels) or throw a `PNGError`.
/// A decoded bitmap must survive an encode/decode round trip unchanged.
func fuzzPNG(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = Data(FuzzDriver.bytes(start, count))
    guard let bitmap = try? PNGDecoder.decode(data) else { return 0 }
    require(bitmap.width > 0 && bitmap.height > 0, "empty bitmap decoded")
    require(bitmap.width * bitmap.height <= PNGDecoder.maximumPixelCount, "over the pixel limit")
    if bitmap.width * bitmap.height <= 1 << 16 {
        do {
            let again = try PNGDecoder.decode(try PNGEncoder().encode(bitmap))
            require(again == bitmap, "round trip changed the pixels")
        } catch {
            require(false, "re-encoding a decoded bitmap failed: \(error)")
        }
    }
    return 0
}

FuzzDriver.run(fuzzPNG)
