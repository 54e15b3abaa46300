import FlipbookCairo
import FlipbookTestingCore
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The lock of a goldens folder: an `flock` on the folder itself (no lock file
/// is left in a folder that is usually under version control).
///
/// `accept` (and the review server's Approve) hold it exclusively while they
/// check candidates and swap goldens, `record` while it checks and writes one
/// scene's golden, `verify` shared while it reads one scene's golden and keeps
/// its candidate. A second writer waits for the first (at most
/// `FLIPBOOK_LOCK_TIMEOUT` seconds, 300 by default), then fails with
/// `FB-GOLDENS-LOCKED`, having changed nothing. The holder of the exclusive
/// lock first finishes or undoes the swaps of processes that died
/// (``GoldenSwap/recover(in:)``); a reader that finds such a swap takes the lock
/// exclusively for that moment when it can write the folder.
package final class GoldenLock {
    private var descriptor: Int32
    /// The goldens folder, when this lock created it (removed again on release if still empty).
    private var created: URL?

    private init(descriptor: Int32) { self.descriptor = descriptor }

    deinit { release() }

    /// Lets the lock go (also when the object is freed, or the process ends).
    package func release() {
        guard descriptor >= 0 else { return }
        if let created { rmdir(created.path) }
        close(descriptor)
        descriptor = -1
    }

    /// The seconds a writer waits for another: `FLIPBOOK_LOCK_TIMEOUT`, else 300.
    package static var timeout: Double {
        ProcessInfo.processInfo.environment["FLIPBOOK_LOCK_TIMEOUT"].flatMap(Double.init).map { max(0, $0) } ?? 300
    }

    /// Takes the lock of `goldens`, exclusively (a writer, which creates the
    /// folder when missing) or shared (a reader: nil when the folder does not exist).
    /// - Parameter golden: the golden folder a writer is about to write, to name
    ///   in the error when the goldens folder cannot be created.
    /// - Throws: `FB-GOLDENS-LOCKED` after the wait, ``FilmError`` when a writer
    ///   cannot create the folder, or cannot recover an interrupted swap.
    package static func acquire(_ goldens: URL, exclusive: Bool, golden: URL? = nil) throws -> GoldenLock? {
        var created: URL?
        var isFolder: ObjCBool = false
        if !FileManager.default.fileExists(atPath: goldens.path, isDirectory: &isFolder) {
            guard exclusive else { return nil }
            do { try FilmError.createFolder(goldens, what: "the goldens folder") } catch {
                // Say it of the golden's folder, as the failing part of the path is the same.
                if let golden { try FilmError.createFolder(golden, what: "the golden's folder") }
                throw error
            }
            created = goldens
        } else if !isFolder.boolValue {
            guard exclusive else { return nil }
            if let golden { try FilmError.createFolder(golden, what: "the golden's folder") }
            try FilmError.createFolder(goldens, what: "the goldens folder")
        }
        let descriptor = open(goldens.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if !exclusive { return nil }
            throw FilmError(
                path: goldens.path, reason: "the goldens folder cannot be opened to lock it: \(FilmError.readText(code))")
        }
        let lock = GoldenLock(descriptor: descriptor)
        lock.created = created
        try lock.wait(exclusive ? LOCK_EX : LOCK_SH, goldens: goldens)
        if exclusive {
            try recover(goldens, strict: true)
        } else if GoldenSwap.needsRecovery(goldens), access(goldens.path, W_OK) == 0 {
            // A reader that finds an interrupted swap finishes it first (as a writer, for that moment).
            try lock.wait(LOCK_EX, goldens: goldens)
            try recover(goldens, strict: false)
            try lock.wait(LOCK_SH, goldens: goldens)
        }
        return lock
    }

    /// Runs `body` holding the lock of `goldens` (see ``acquire(_:exclusive:)``).
    package static func with<R>(_ goldens: URL, exclusive: Bool, _ body: () throws -> R) throws -> R {
        let lock = try acquire(goldens, exclusive: exclusive)
        defer { lock?.release() }
        return try body()
    }

    private func wait(_ operation: Int32, goldens: URL) throws {
        let deadline = Date().addingTimeInterval(Self.timeout)
        var noted = false
        while flock(descriptor, operation | LOCK_NB) != 0 {
            let code = errno
            if code == EINTR { continue }
            guard code == EWOULDBLOCK || code == EAGAIN else {
                // A file system without locks (some network mounts): carry on unlocked, as before the lock existed.
                if code == ENOLCK || code == EINVAL || code == EOPNOTSUPP { return }
                throw FilmError(path: goldens.path, reason: "the goldens folder cannot be locked: \(FilmError.text(code))")
            }
            if Date() >= deadline {
                throw CLIError.coded(
                    "FB-GOLDENS-LOCKED",
                    "the goldens in \(goldens.path) are locked by another flipbook "
                        + "(accept, record or review) that is still writing them; nothing was changed. Run again "
                        + "when it has finished (it waited \(Self.timeoutText) s; FLIPBOOK_LOCK_TIMEOUT sets the wait)")
            }
            if !noted, Self.timeout > 0 {
                noted = true
                StandardError.write("flipbook: note: waiting for another flipbook writing the goldens in \(goldens.path)\n")
            }
            usleep(20_000)
        }
    }

    private static var timeoutText: String {
        let t = timeout
        return t == t.rounded() ? String(Int(t)) : String(t)
    }

    /// Recovers interrupted swaps, saying so on standard error.
    private static func recover(_ goldens: URL, strict: Bool) throws {
        guard GoldenSwap.needsRecovery(goldens) else { return }
        let (recovered, problems) = GoldenSwap.recover(in: goldens)
        if let problem = problems.first, strict { throw problem }
        let done = recovered.count - problems.count
        if done > 0 {
            StandardError.write(
                "flipbook: note: finished \(done) interrupted golden swap\(done == 1 ? "" : "s") in \(goldens.path) "
                    + "(each golden is now wholly old or wholly new)\n")
        }
    }
}
