import CCairo
import CPixelCodec
import Flipbook
import Foundation

/// Writes bitmaps as PNG, fast and deterministically: through Flipbook's
/// whole-buffer encoder (Sources/CPixelCodec), or libpng's streaming encoder
/// for images whose filtered rows pass 256 MiB.
///
/// The output is 8-bit RGB when every pixel is opaque and 8-bit RGBA (straight
/// alpha) otherwise, non-interlaced, with no time, text or other varying chunk:
/// the same bitmap always gives the same bytes.
///
/// The default, level 1 with no row filter, is the row encoder: rendered frames
/// are flat colours, edges and text, whose bytes mostly repeat the pixel to
/// their left or the row above, and it looks for exactly those matches. On the
/// reference workload's 750 x 1334 frames it takes about 0.8 ms a frame where
/// zlib's level 1 took 3.3 to 4.3 ms (libdeflate's 3.2 to 5.3 ms), and every
/// frame is smaller than zlib's (docs/performance.md, "PNG encoding"). Levels
/// 2 to 9 use libdeflate at that level, for smaller files; 0 stores.
///
/// Files are written atomically: to a temporary file in the destination folder,
/// then renamed, so a failure never leaves a partial file under the final name.
public struct PNGEncoder: Sendable {
    /// DEFLATE compression level: 0 stores, 1 (the default) is the fast row encoder,
    /// 2 ... 9 are libdeflate's levels (smaller files, slower). Clamped to 0 ... 9.
    public var compressionLevel: Int
    /// Whether to `fsync` the file before renaming it into place. Default false.
    public var synchronizesFiles: Bool

    /// Creates an encoder. `compressionLevel` is clamped to 0...9.
    public init(compressionLevel: Int = 1, synchronizesFiles: Bool = false) {
        self.compressionLevel = compressionLevel
        self.synchronizesFiles = synchronizesFiles
    }

    /// Encodes `bitmap` (straight RGBA8) to PNG bytes.
    public func encode(_ bitmap: Bitmap) throws(PNGError) -> Data {
        try bitmap.pixels.withUnsafeBufferPointer { (buffer) throws(PNGError) -> Data in
            try encodeRaw(
                buffer.baseAddress, width: bitmap.width, height: bitmap.height,
                stride: bitmap.width * 4, layout: .rgba, path: nil)
        }
    }

    /// Encodes `bitmap` and writes it to `url` atomically, replacing any file there.
    public func write(_ bitmap: Bitmap, to url: URL) throws(PNGError) {
        let data: Data
        do { data = try encode(bitmap) } catch { throw PNGError(path: url.path, reason: error.reason) }
        try AtomicFile.save(data, to: url.path, synchronize: synchronizesFiles)
    }

    /// Encodes premultiplied BGRA pixels, the layout of a cairo ARGB32 image surface on a
    /// little-endian machine, without an intermediate `Bitmap`: the un-premultiply happens
    /// row by row inside the encoder (rounding as cairo does).
    /// - Parameters:
    ///   - pixels: `height` rows, `stride` bytes apart, of `width` pixels B, G, R, A.
    ///   - stride: bytes from one row to the next, at least `width * 4`.
    package func encodePremultipliedBGRA(
        _ pixels: UnsafeRawPointer, width: Int, height: Int,
        stride: Int
    ) throws(PNGError) -> Data {
        try encodeRaw(
            pixels.assumingMemoryBound(to: UInt8.self), width: width, height: height,
            stride: stride, layout: .bgraPremultiplied, path: nil)
    }

    /// Like ``encodePremultipliedBGRA(_:width:height:stride:)``, then writes the file atomically.
    package func writePremultipliedBGRA(
        _ pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int,
        to url: URL
    ) throws(PNGError) {
        let data: Data
        do {
            data = try encodePremultipliedBGRA(pixels, width: width, height: height, stride: stride)
        } catch { throw PNGError(path: url.path, reason: error.reason) }
        try AtomicFile.save(data, to: url.path, synchronize: synchronizesFiles)
    }

    private enum Layout { case rgba, bgraPremultiplied }

    private func encodeRaw(
        _ pixels: UnsafePointer<UInt8>?, width: Int, height: Int, stride: Int,
        layout: Layout, path: String?
    ) throws(PNGError) -> Data {
        guard width > 0, height > 0 else {
            throw PNGError(path: path, reason: .invalidBitmap("PNG needs at least 1 x 1 pixels, got \(width) x \(height)"))
        }
        guard width <= 0x7fff_ffff / 4, height <= 0x7fff_ffff, stride >= width * 4,
            width * height <= PNGDecoder.maximumPixelCount
        else {
            throw PNGError(path: path, reason: .tooLarge(width: width, height: height))
        }
        guard let pixels else { throw PNGError(path: path, reason: .invalidBitmap("no pixel storage")) }
        do {
            return try Self.encode(
                pixels, width: width, height: height, stride: stride,
                premultipliedBGRA: layout == .bgraPremultiplied, alwaysAlpha: false,
                level: compressionLevel)
        } catch {
            throw PNGError(path: path, reason: error.reason)
        }
    }

    /// Encodes `height` rows of `width` pixels, `stride` bytes apart: with the
    /// whole-buffer encoder (``encodeWhole(_:width:height:stride:premultipliedBGRA:alwaysAlpha:level:)``)
    /// when the filtered image fits its limit (256 MiB), with libpng's streaming one above
    /// it, so memory stays bounded for the largest canvases.
    /// - Parameters:
    ///   - premultipliedBGRA: the pixels are cairo ARGB32 (B, G, R, A premultiplied) rather than straight RGBA.
    ///   - alwaysAlpha: write RGBA even when every pixel is opaque.
    ///   - level: DEFLATE level, clamped to 0...9.
    static func encode(
        _ pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int,
        premultipliedBGRA: Bool, alwaysAlpha: Bool, level: Int
    ) throws(PNGError) -> Data {
        if (1 + width * 4) * height <= fb_deflate_png_max_raw_bytes() {
            return try encodeWhole(
                pixels, width: width, height: height, stride: stride,
                premultipliedBGRA: premultipliedBGRA, alwaysAlpha: alwaysAlpha, level: level)
        }
        return try encodeStreaming(
            pixels, width: width, height: height, stride: stride,
            premultipliedBGRA: premultipliedBGRA, alwaysAlpha: alwaysAlpha, level: level)
    }

    /// The whole-buffer encoder (Sources/CPixelCodec): at level 1 the row encoder, which
    /// only looks for the matches rendered frames are made of (the pixel to the left, the
    /// row above, a hashed repeat where those fall short); at other levels libdeflate.
    /// Writes signature, IHDR, one IDAT and IEND, every row with filter type 0.
    static func encodeWhole(
        _ pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int,
        premultipliedBGRA: Bool, alwaysAlpha: Bool, level: Int
    ) throws(PNGError) -> Data {
        var out: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: Int(FB_DEFLATE_PNG_MESSAGE_SIZE))
        let input = premultipliedBGRA ? Int32(FB_DEFLATE_PNG_INPUT_BGRA_PREMULTIPLIED) : Int32(FB_DEFLATE_PNG_INPUT_RGBA)
        let status = message.withUnsafeMutableBufferPointer { text in
            fb_deflate_png_encode(
                pixels, UInt32(width), UInt32(height), stride, input, Int32(min(max(level, 0), 9)),
                alwaysAlpha ? 1 : 0, &out, &size, text.baseAddress)
        }
        guard status == 0, let out else { throw PNGError(path: nil, reason: .libpng(Self.text(message))) }
        return Data(bytesNoCopy: out, count: size, deallocator: .free)
    }

    /// libpng's streaming encoder (zlib at `level`, no row filter, IDAT chunks of 128 KiB):
    /// memory stays a few rows whatever the image's size.
    static func encodeStreaming(
        _ pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int,
        premultipliedBGRA: Bool, alwaysAlpha: Bool, level: Int
    ) throws(PNGError) -> Data {
        var buffer = fb_png_buffer()
        var message = [CChar](repeating: 0, count: Int(FB_PNG_MESSAGE_SIZE))
        let input = premultipliedBGRA ? Int32(FB_PNG_INPUT_BGRA_PREMULTIPLIED) : Int32(FB_PNG_INPUT_RGBA)
        let status = message.withUnsafeMutableBufferPointer { text in
            fb_png_encode_as(
                pixels, UInt32(width), UInt32(height), stride, input, Int32(min(max(level, 0), 9)),
                Int32(PNG_FILTER_NONE), 0, alwaysAlpha ? 1 : 0, &buffer, text.baseAddress)
        }
        defer { fb_png_buffer_free(&buffer) }
        guard status == 0, let bytes = buffer.data else { throw PNGError(path: nil, reason: .libpng(Self.text(message))) }
        return Data(bytes: bytes, count: buffer.size)
    }

    private static func text(_ message: [CChar]) -> String {
        String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
