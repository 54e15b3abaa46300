import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes whole files atomically: the bytes go to a temporary file in the destination
/// folder, which is renamed over the final name only once everything was written. On any
/// failure the temporary file is removed and nothing exists under the final name (an older
/// file there is left untouched). The one exception, `atomically: false`, is for a private
/// folder published later by renames of its own: the file is written under its final name
/// (an older one there is replaced) and removed on a failure.
///
/// Each save is one write of ``FileWriteGate/shared``: once the process is
/// stopping, a save creates nothing and throws, and a save in flight removes
/// its temporary file instead of renaming it.
package enum AtomicFile {
    /// Makes temporary names unique within the process (the process id makes them unique across processes).
    private static let counter = Atomic<Int>(0)

    /// Writes `data` to `path`, replacing any file there.
    /// - Parameters:
    ///   - synchronize: `fsync` the file before the rename (slower, survives power loss).
    ///   - atomically: false writes under the final name at once (no temporary name, no
    ///     rename), for a private folder whose files are published later by renames of
    ///     their own (a render's staging folder); a failure or a stop still removes the
    ///     file. Default true.
    package static func save(_ data: Data, to path: String, synchronize: Bool, atomically: Bool = true) throws(PNGError) {
        let gate = FileWriteGate.shared
        guard let ticket = gate.begin() else { throw PNGError(path: path, reason: .ioFailure(FilmError.stoppingText)) }
        defer { gate.end(ticket) }
        let url = URL(fileURLWithPath: path, isDirectory: false)
        let folder = url.deletingLastPathComponent().path
        let descriptor: Int32
        let temporary: String
        if atomically {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
                throw PNGError(path: path, reason: .folderMissing)
            }
            guard isFolder.boolValue else {
                throw PNGError(path: path, reason: .ioFailure("'\(folder)' is a file, not a folder"))
            }
            (descriptor, temporary) = try createTemporary(
                in: folder, name: url.lastPathComponent, finalPath: path, ticket: ticket)
        } else {
            temporary = path
            gate.note(ticket, temporary: path)
            descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o666)
            if descriptor < 0 { throw failure(errno, path: path) }
        }
        var isOpen = true
        do throws(PNGError) {
            // Two halves, with the debug pause between them (it is off unless the tool turns it on).
            let half = data.count / 2
            var code = writeAll(data, range: 0..<half, to: descriptor)
            if code == 0 {
                DebugPause.midWrite(gate: gate)
                code = writeAll(data, range: half..<data.count, to: descriptor)
            }
            if code != 0 { throw failure(code, path: path) }
            if synchronize, fsync(descriptor) != 0 { throw failure(errno, path: path) }
            isOpen = false
            if close(descriptor) != 0 { throw failure(errno, path: path) }
            // A stop that began meanwhile is waiting for this write: leave nothing rather than finish.
            if gate.isStopping { throw PNGError(path: path, reason: .ioFailure(FilmError.stoppingText)) }
            if atomically, rename(temporary, path) != 0 { throw failure(errno, path: path) }
        } catch {
            if isOpen { _ = close(descriptor) }
            _ = unlink(temporary)
            throw error
        }
    }

    /// Writes `range` of `data`; returns 0 or the `errno` of the failure.
    private static func writeAll(_ data: Data, range: Range<Int>, to descriptor: Int32) -> Int32 {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Int32 in
            var offset = range.lowerBound
            while offset < range.upperBound {
                let written = write(descriptor, bytes.baseAddress! + offset, range.upperBound - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return 0
        }
    }

    private static func createTemporary(
        in folder: String, name: String, finalPath: String,
        ticket: FileWriteGate.Ticket
    ) throws(PNGError) -> (Int32, String) {
        let pid = getpid()
        while true {
            let number = counter.add(1, ordering: .relaxed).newValue
            let temporary = folder + "/." + name + ".tmp-\(pid)-\(number)"
            FileWriteGate.shared.note(ticket, temporary: temporary)
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 { return (descriptor, temporary) }
            let code = errno
            if code == EEXIST || code == EINTR { continue }
            throw failure(code, path: finalPath)
        }
    }

    /// Maps an `errno` value to a reason a user can act on.
    package static func failure(_ code: Int32, path: String) -> PNGError {
        switch code {
        case ENOENT: return PNGError(path: path, reason: .folderMissing)
        case ENOTDIR: return PNGError(path: path, reason: .ioFailure(FilmError.text(ENOTDIR)))
        case EACCES, EPERM, EROFS: return PNGError(path: path, reason: .folderNotWritable)
        case ENOSPC, EDQUOT: return PNGError(path: path, reason: .diskFull)
        case EFBIG: return PNGError(path: path, reason: .ioFailure(FilmError.text(EFBIG)))
        default: return PNGError(path: path, reason: .ioFailure(FilmError.text(code)))
        }
    }
}
