import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why writing a film's outputs failed, with the file or folder concerned.
public struct FilmError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file or folder the failure concerns.
    public var path: String
    /// One sentence saying what went wrong and, where it helps, what to do.
    public var reason: String

    /// An error about `path`, with a one-sentence reason.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "'\(path)': \(reason)" }
}

extension FilmError: LocalizedError {
    public var errorDescription: String? { description }
}

extension FilmError {
    /// The reason of a write refused because the process is stopping (never shown: the process exits).
    package static let stoppingText = "the process is stopping, so nothing more is written"

    /// A reason for an `errno` value of a write, as a sentence fragment (used after the path).
    public static func text(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "the folder does not exist"
        case ENOTDIR: return "a part of the path is a file, not a folder"
        case EACCES, EPERM: return "the folder is not writable"
        case EROFS: return "the folder is not writable (the file system is read-only)"
        case ENOSPC, EDQUOT: return "the disk is full"
        case EFBIG: return "the disk is full for this process (the file-size limit, ulimit -f, is reached)"
        case EPIPE: return "the reader has gone (broken pipe)"
        case EISDIR: return "a folder is in the way"
        case EEXIST, ENOTEMPTY: return "something is already in the way"
        case ENAMETOOLONG: return "the name is too long"
        case ELOOP: return "the path has too many symbolic links"
        case EMFILE, ENFILE: return "too many files are open"
        case EIO: return "the device reported an input/output error"
        default: return String(cString: strerror(code)).lowercased()
        }
    }

    /// A reason for an `errno` value of a read, as a sentence fragment.
    public static func readText(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "the file does not exist"
        case ENOTDIR: return "a part of the path is a file, not a folder"
        case EACCES, EPERM: return "the file is not readable (permission denied)"
        case EISDIR: return "it is a folder, not a file"
        default: return text(code)
        }
    }

    /// The `errno` behind a Foundation or POSIX error (a `CocoaError` carries
    /// it as its underlying error), or the nearest one for a Cocoa file error
    /// code; nil for errors that are not about files.
    public static func posixCode(of error: any Error) -> Int32? {
        if let error = error as? POSIXError { return error.code.rawValue }
        let ns = error as NSError
        if ns.domain == NSPOSIXErrorDomain { return Int32(truncatingIfNeeded: ns.code) }
        guard ns.domain == NSCocoaErrorDomain else { return nil }
        // swift-corelibs-foundation keeps the errno as a `POSIXError` under NSUnderlyingErrorKey.
        let underlying = ns.userInfo[NSUnderlyingErrorKey]
        if let underlying = underlying as? POSIXError { return underlying.code.rawValue }
        if let underlying = underlying as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return Int32(truncatingIfNeeded: underlying.code)
        }
        switch ns.code {
        case NSFileNoSuchFileError, NSFileReadNoSuchFileError: return ENOENT
        case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return EACCES
        case NSFileWriteOutOfSpaceError: return ENOSPC
        case NSFileWriteVolumeReadOnlyError: return EROFS
        case NSFileWriteFileExistsError: return EEXIST
        case NSFileReadInvalidFileNameError, NSFileWriteInvalidFileNameError: return ENAMETOOLONG
        case NSFileReadTooLargeError: return EFBIG
        case NSFileReadUnknownError, NSFileWriteUnknownError, 0...1023: return EIO
        default: return nil
        }
    }

    /// A file-system error for a Foundation or POSIX `error` about `path`, in
    /// the words of ``text(_:)`` (or ``readText(_:)`` when `reading`), after
    /// `doing` ("the manifest cannot be read"); nil when `error` is not a file error.
    public init?(path: String, doing: String? = nil, reading: Bool = false, error: any Error) {
        if let error = error as? FilmError {
            self = error
            return
        }
        guard let code = Self.posixCode(of: error) else { return nil }
        let text = reading ? Self.readText(code) : Self.text(code)
        self.init(path: path, reason: doing.map { "\($0): \(text)" } ?? text)
    }

    /// A JSON decoding failure in words: what is wrong and where (a key path).
    public static func decodingText(_ error: any Error) -> String {
        func at(_ path: [any CodingKey]) -> String {
            path.isEmpty
                ? "" : " at '" + path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".") + "'"
        }
        guard let error = error as? DecodingError else { return "it cannot be decoded" }
        switch error {
        case let .keyNotFound(key, context): return "the key '\(key.stringValue)' is missing" + at(context.codingPath)
        case let .typeMismatch(_, context), let .valueNotFound(_, context):
            return "a value has the wrong type" + at(context.codingPath)
        case let .dataCorrupted(context):
            return context.codingPath.isEmpty ? "it is not valid JSON" : "a value is invalid" + at(context.codingPath)
        @unknown default: return "it cannot be decoded"
        }
    }

    /// The same sentences for a PNG file that could not be written (``PNGError``).
    package static func writeText(_ error: PNGError) -> String {
        switch error.reason {
        case .folderMissing: return text(ENOENT)
        case .folderNotWritable: return text(EACCES)
        case .diskFull: return text(ENOSPC)
        case .ioFailure(let text): return text
        default:
            var copy = error
            copy.path = nil
            return copy.description
        }
    }

    /// Writes `data` to `url` atomically (a temporary name, then a rename; see
    /// `AtomicFile`), as one write of the process's ``FileWriteGate``.
    /// - Parameter what: what the file is, for the message ("the manifest").
    /// - Throws: ``FilmError`` with a sentence (never Foundation's text).
    package static func save(
        _ data: Data, to url: URL, what: String = "the file",
        synchronize: Bool = false
    ) throws(FilmError) {
        do { try AtomicFile.save(data, to: url.path, synchronize: synchronize) } catch {
            throw FilmError(path: url.path, reason: "\(what) cannot be written: \(writeText(error))")
        }
    }

    /// Reads the whole file at `url`.
    /// - Throws: ``FilmError`` with a sentence (a missing file, a folder, no permission...).
    package static func read(_ url: URL, what: String = "the file") throws(FilmError) -> Data {
        do { return try Data(contentsOf: url) } catch {
            var isFolder: ObjCBool = false
            let code: Int32 =
                FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
                ? EISDIR : posixCode(of: error) ?? EIO
            throw FilmError(path: url.path, reason: "\(what) cannot be read: \(readText(code))")
        }
    }

    /// Creates `folder` and its missing parents, as one write of the process's ``FileWriteGate``.
    /// - Parameter what: what the folder is, for the message ("the output folder").
    /// - Throws: ``FilmError``: a part of the path is a file, a parent is not
    ///   writable, the disk is full...
    package static func createFolder(_ folder: URL, what: String = "the folder") throws(FilmError) {
        let path = folder.standardizedFileURL.path
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            if isFolder.boolValue { return }
            throw FilmError(path: path, reason: "\(what) is a file; choose a folder")
        }
        guard let ticket = FileWriteGate.shared.begin() else { throw FilmError(path: path, reason: stoppingText) }
        defer { FileWriteGate.shared.end(ticket) }
        // Each missing folder from the top, so a failure names the part of the path at fault.
        var prefix = ""
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            prefix += "/" + component
            var info = stat()
            if stat(prefix, &info) == 0 {
                if info.st_mode & S_IFMT == S_IFDIR { continue }
                throw FilmError(path: path, reason: "\(what) cannot be created: '\(prefix)' is a file, not a folder")
            }
            guard mkdir(prefix, 0o777) != 0 else { continue }
            let code = errno
            if code == EEXIST, stat(prefix, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { continue }
            let parent = (prefix as NSString).deletingLastPathComponent
            let reason: String
            switch code {
            case EACCES, EPERM: reason = "'\(parent)' is not writable"
            case EROFS: reason = "'\(parent)' is not writable (the file system is read-only)"
            case ENOTDIR, EEXIST: reason = "'\(prefix)' is a file, not a folder"
            case ENOENT: reason = "'\(parent)' does not exist"
            default: reason = text(code)
            }
            throw FilmError(path: path, reason: "\(what) cannot be created: \(reason)")
        }
    }

    /// Creates `folder` (and its parents) when it does not exist.
    /// - Throws: ``FilmError`` when it exists as a file or cannot be created.
    static func prepareFolder(_ folder: URL) throws(FilmError) {
        try createFolder(folder, what: "the output folder")
        guard FileManager.default.isWritableFile(atPath: folder.path) else {
            throw FilmError(path: folder.path, reason: "the output folder is not writable")
        }
    }
}
