import FuzzSupport
import Flipbook
import FlipbookCairo
import Foundation

/// libFuzzer entry: decodes the bytes as a PNG, and encodes them as pixels.
///
/// Every input must decode to a consistent bitmap (width x height x 4 bytes,
/// at most `PNGDecoder.maximumPixelCount` pixels) or throw a `PNGError`.
/// A decoded bitmap must survive an encode/decode round trip unchanged.
/// The same bytes, read as RGBA pixels (the first two bytes give the width),
/// must too: that drives the row encoder with whatever repeats the fuzzer
/// builds (runs, rows equal to the row above, repeats at other distances).
func fuzzPNG(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = FuzzDriver.bytes(start, count)
    roundTripAsPixels(Array(bytes))
    let data = Data(bytes)
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

/// Reads `bytes` as an image, width `1 + bytes[0] + 256 * (bytes[1] % 64)`, and checks it round trips.
func roundTripAsPixels(_ bytes: [UInt8]) {
    guard bytes.count >= 6 else { return }
    let width = 1 + Int(bytes[0]) + 256 * Int(bytes[1] % 64)
    let pixels = Array(bytes.dropFirst(2))
    let height = pixels.count / (4 * width)
    guard height > 0, let bitmap = Bitmap(width: width, height: height, pixels: Array(pixels.prefix(width * height * 4))) else { return }
    do {
        let again = try PNGDecoder.decode(try PNGEncoder().encode(bitmap))
        require(again == bitmap, "round trip of raw pixels changed them (\(width) x \(height))")
    } catch {
        require(false, "encoding \(width) x \(height) raw pixels failed: \(error)")
    }
}

FuzzDriver.run(fuzzPNG)
