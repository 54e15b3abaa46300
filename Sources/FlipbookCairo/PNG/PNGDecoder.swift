import CCairo
import Flipbook
import Foundation

/// Reads PNG files into 8-bit RGBA bitmaps with straight alpha.
///
/// Accepts every standard layout: palette (with `tRNS` transparency), grey and grey +
/// alpha at any bit depth, RGB, RGBA, 16-bit channels (reduced to 8 bits by keeping the
/// high byte) and Adam7 interlacing. Pixels come out exactly as stored: no gamma, sRGB or
/// ICC correction is applied (`gAMA`, `sRGB`, `iCCP` are ignored). Images without alpha
/// get alpha 255.
///
/// Malformed input (empty, not a PNG, truncated, CRC errors, bad chunks, more than
/// ``maximumPixelCount`` pixels) throws a ``PNGError``; it never traps.
public enum PNGDecoder {
    /// The largest image the decoder accepts: 2^28 pixels (1 GiB of RGBA), e.g. 16384 x 16384.
    public static let maximumPixelCount = 1 << 28
    /// The largest PNG file read, bytes (1 GiB): checked against the file's real size before reading.
    public static let maximumFileSize = 1 << 30

    /// Decodes the PNG file at `url`.
    public static func decode(contentsOf url: URL) throws(PNGError) -> Bitmap {
        let data: Data
        switch FileKind(path: url.path) {
        case .missing: throw PNGError(path: url.path, reason: .fileMissing)
        case .folder: throw PNGError(path: url.path, reason: .ioFailure("it is a folder, not a file"))
        case let .special(kind): throw PNGError(path: url.path, reason: .ioFailure("it is \(kind), not a file"))
        case let .regularFile(size):
            // The file's real size bounds what is read; the decoder bounds the pixels.
            guard size <= PNGDecoder.maximumFileSize else {
                throw PNGError(
                    path: url.path,
                    reason: .ioFailure("the file is \(size) bytes, more than the limit of \(PNGDecoder.maximumFileSize) bytes"))
            }
        }
        do {
            data = try Data(contentsOf: url)
        } catch {
            let code = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError)?.code
            var isFolder: ObjCBool = false
            if !FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) {
                throw PNGError(path: url.path, reason: .fileMissing)
            } else if isFolder.boolValue {
                throw PNGError(path: url.path, reason: .ioFailure("it is a folder, not a file"))
            } else if code == Int(EACCES) || !FileManager.default.isReadableFile(atPath: url.path) {
                throw PNGError(path: url.path, reason: .ioFailure("permission denied"))
            }
            throw PNGError(path: url.path, reason: .ioFailure(FilmError.readText(FilmError.posixCode(of: error) ?? EIO)))
        }
        do {
            return try decode(data)
        } catch {
            throw PNGError(path: url.path, reason: error.reason)
        }
    }

    /// Checks every chunk's declared length against the bytes that really
    /// follow it, before libpng sees the data: libpng allocates a buffer of the
    /// declared length for some chunks, so a 45-byte file claiming a 2 GB
    /// chunk would allocate 2 GB. Returns a message for the first chunk that
    /// claims more than the file holds (nil when all fit, or when the data
    /// is not a PNG: the decoder reports that itself).
    static func chunkLengthProblem(in data: Data) -> String? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count >= 8, data.prefix(8).elementsEqual(signature) else { return nil }
        return data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> String? in
            var offset = 8
            while offset + 8 <= bytes.count {
                let length =
                    Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
                let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
                let available = bytes.count - offset - 12  // length, type and CRC around the data
                if length > max(available, 0) {
                    return
                        "chunk '\(type)' at byte \(offset) claims \(length) bytes, but the file has \(max(available, 0)) after it"
                }
                if type == "IEND" { return nil }
                offset += 12 + length
            }
            return nil
        }
    }

    /// Decodes PNG bytes held in memory.
    public static func decode(_ data: Data) throws(PNGError) -> Bitmap {
        guard !data.isEmpty else { throw PNGError(path: nil, reason: .empty) }
        if let problem = chunkLengthProblem(in: data) { throw PNGError(path: nil, reason: .libpng(problem)) }
        let reader = UnsafeMutablePointer<fb_png_reader>.allocate(capacity: 1)
        reader.initialize(to: fb_png_reader())
        defer {
            fb_png_read_destroy(reader)
            reader.deallocate()
        }
        let result = data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Result<Bitmap, PNGError> in
            let base = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
            let status = fb_png_read_begin(reader, base, bytes.count, UInt64(maximumPixelCount))
            switch Int(status) {
            case Int(FB_PNG_READ_OK): break
            case Int(FB_PNG_READ_NOT_PNG): return .failure(PNGError(path: nil, reason: .notPNG))
            case Int(FB_PNG_READ_TOO_LARGE):
                return .failure(
                    PNGError(
                        path: nil,
                        reason: .tooLarge(
                            width: Int(reader.pointee.width),
                            height: Int(reader.pointee.height))))
            default: return .failure(PNGError(path: nil, reason: .libpng(message(reader))))
            }
            let width = Int(reader.pointee.width)
            let height = Int(reader.pointee.height)
            var failed = false
            let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
                failed = fb_png_read_pixels(reader, buffer.baseAddress) != 0
                if failed { buffer.initialize(repeating: 0) }
                count = width * height * 4
            }
            if failed { return .failure(PNGError(path: nil, reason: .libpng(message(reader)))) }
            return .success(Bitmap(width: width, height: height, pixels: pixels)!)
        }
        return try result.get()
    }

    private static func message(_ reader: UnsafeMutablePointer<fb_png_reader>) -> String {
        withUnsafeBytes(of: &reader.pointee.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
