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
/// file there is left untouched).
enum AtomicFile {
    /// Makes temporary names unique within the process (the process id makes them unique across processes).
    private static let counter = Atomic<Int>(0)

    /// Writes `data` to `path`, replacing any file there.
    /// - Parameter synchronize: `fsync` the file before the rename (slower, survives power loss).
    static func save(_ data: Data, to path: String, synchronize: Bool) throws(PNGError) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
            throw PNGError(path: path, reason: .folderMissing)
        }
        guard isFolder.boolValue else {
            throw PNGError(path: path, reason: .ioFailure("'\(folder)' is not a folder"))
        }
        let (descriptor, temporary) = try createTemporary(in: folder, name: url.lastPathComponent, finalPath: path)
        var isOpen = true
        do throws(PNGError) {
            let code = data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Int32 in
                var offset = 0
                while offset < bytes.count {
                    let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        return errno
                    }
                    offset += written
                }
                return 0
            }
            if code != 0 { throw failure(code, path: path) }
            if synchronize, fsync(descriptor) != 0 { throw failure(errno, path: path) }
            isOpen = false
            if close(descriptor) != 0 { throw failure(errno, path: path) }
            if rename(temporary, path) != 0 { throw failure(errno, path: path) }
        } catch {
            if isOpen { _ = close(descriptor) }
            _ = unlink(temporary)
            throw error
        }
    }

    private static func createTemporary(in folder: String, name: String,
                                        finalPath: String) throws(PNGError) -> (Int32, String) {
        let pid = getpid()
        while true {
            let number = counter.add(1, ordering: .relaxed).newValue
            let temporary = folder + "/." + name + ".tmp-\(pid)-\(number)"
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 { return (descriptor, temporary) }
            let code = errno
            if code == EEXIST || code == EINTR { continue }
            throw failure(code, path: finalPath)
        }
    }

    /// Maps an `errno` value to a reason a user can act on.
    static func failure(_ code: Int32, path: String) -> PNGError {
        switch code {
        case ENOENT, ENOTDIR: return PNGError(path: path, reason: .folderMissing)
        case EACCES, EPERM, EROFS: return PNGError(path: path, reason: .folderNotWritable)
        case ENOSPC, EDQUOT: return PNGError(path: path, reason: .diskFull)
        default: return PNGError(path: path, reason: .ioFailure(String(cString: strerror(code))))
        }
    }
}
