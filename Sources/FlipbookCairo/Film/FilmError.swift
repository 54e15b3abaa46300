import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why writing a film's outputs failed, with the file or folder concerned.
public struct FilmError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file or folder the failure concerns.
    public var path: String
    /// One sentence saying what went wrong and, where it helps, what to do.
    public var reason: String

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
    /// A reason for an `errno` value, as a sentence fragment (used after the path).
    public static func text(_ code: Int32) -> String {
        switch code {
        case ENOENT, ENOTDIR: return "the folder does not exist"
        case EACCES, EPERM, EROFS: return "the folder is not writable"
        case ENOSPC, EDQUOT: return "the disk is full"
        default: return String(cString: strerror(code))
        }
    }

    /// Creates `folder` (and its parents) when it does not exist.
    /// - Throws: ``FilmError`` when it exists as a file or cannot be created.
    static func prepareFolder(_ folder: URL) throws(FilmError) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) {
            guard isFolder.boolValue else {
                throw FilmError(path: folder.path, reason: "the output folder is a file; choose a folder")
            }
            guard FileManager.default.isWritableFile(atPath: folder.path) else {
                throw FilmError(path: folder.path, reason: "the output folder is not writable")
            }
            return
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw FilmError(path: folder.path, reason: "the output folder cannot be created (\(error.localizedDescription))")
        }
    }
}
