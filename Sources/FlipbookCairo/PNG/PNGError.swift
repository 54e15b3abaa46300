import Foundation

/// Why reading or writing a PNG failed, with the file it concerns.
///
/// Every failure of ``PNGEncoder`` and ``PNGDecoder`` is one of these; nothing in the
/// codec traps on bad input. `description` is one sentence meant for a person.
public struct PNGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The kinds of failure.
    public enum Reason: Equatable, Sendable {
        /// The file to read does not exist.
        case fileMissing
        /// The folder that should receive the file does not exist.
        case folderMissing
        /// The folder exists but the process may not create files in it.
        case folderNotWritable
        /// The device ran out of space (or quota) while writing.
        case diskFull
        /// Another operating-system failure while reading or writing; the text is `strerror`'s.
        case ioFailure(String)
        /// The file or data is empty.
        case empty
        /// The data does not start with the PNG signature.
        case notPNG
        /// The image is larger than ``PNGDecoder/maximumPixelCount`` (or cannot be addressed).
        case tooLarge(width: Int, height: Int)
        /// The bitmap handed to the encoder is inconsistent (size or stride).
        case invalidBitmap(String)
        /// libpng rejected the data (truncated file, CRC error, bad chunk...); the text is libpng's.
        case libpng(String)
    }

    /// The file the operation concerned, or nil for in-memory data.
    public var path: String?
    /// What went wrong.
    public var reason: Reason

    /// Creates an error for `path` (nil for in-memory data).
    public init(path: String?, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    public var description: String {
        let subject = path.map { "PNG file '\($0)'" } ?? "PNG data"
        switch reason {
        case .fileMissing: return "\(subject): no such file"
        case .folderMissing: return "\(subject): the folder does not exist"
        case .folderNotWritable: return "\(subject): the folder is not writable"
        case .diskFull: return "\(subject): the disk is full"
        case .ioFailure(let text): return "\(subject): \(text)"
        case .empty: return "\(subject): the file is empty"
        case .notPNG: return "\(subject): not a PNG (the PNG signature is missing)"
        case .tooLarge(let width, let height):
            return "\(subject): \(width) x \(height) pixels is more than the limit of \(PNGDecoder.maximumPixelCount) pixels"
        case .invalidBitmap(let text): return "\(subject): invalid bitmap: \(text)"
        case .libpng(let text): return "\(subject): malformed or unsupported PNG: \(text)"
        }
    }
}

extension PNGError: LocalizedError {
    public var errorDescription: String? { description }
}
