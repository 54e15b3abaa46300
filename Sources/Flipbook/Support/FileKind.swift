import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What is at a path, found with `stat` (links followed) before anything
/// opens it: only regular files are read as scenes, images, PNGs and plugins,
/// so a FIFO, a device or a folder never blocks a reader or is mistaken for a file.
public enum FileKind: Equatable, Sendable {
    /// Nothing is there.
    case missing
    /// A regular file of `size` bytes.
    case regularFile(size: Int)
    /// A folder.
    case folder
    /// A FIFO, a socket or a device, described for messages ("a FIFO").
    case special(String)

    /// The kind of `path`; never blocks (no open).
    public init(path: String) {
        var info = stat()
        guard !path.isEmpty, stat(path, &info) == 0 else {
            self = .missing
            return
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: self = .regularFile(size: Int(info.st_size))
        case S_IFDIR: self = .folder
        case S_IFIFO: self = .special("a FIFO (named pipe)")
        case S_IFSOCK: self = .special("a socket")
        case S_IFCHR, S_IFBLK: self = .special("a device")
        default: self = .special("not a regular file")
        }
    }

    /// For messages: "a folder", "a FIFO (named pipe)", ...; nil for a regular file or nothing.
    public var notAFileDescription: String? {
        switch self {
        case .missing, .regularFile: return nil
        case .folder: return "a folder"
        case let .special(text): return text
        }
    }
}
