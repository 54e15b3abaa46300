import Flipbook
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's permission to create, fill and rename files, withdrawn once
/// when the process is told to stop (SIGTERM and friends, see the `flipbook`
/// tool's `TerminationCleanup`).
///
/// Every writer of film files takes a ``Ticket`` with ``begin()`` before it
/// creates or renames anything and returns it with ``end(_:)``; the temporary
/// file it writes is noted on the ticket (``note(_:temporary:)``) before it
/// is created. Long-lived temporaries (the animated PNG and the trace, open
/// for a whole film) and render's staging folders are ``hold(_:)``-ed while
/// they exist. ``stop(waitingAtMost:)`` then:
///
/// 1. refuses every later ``begin()`` (the writer throws, creating nothing);
/// 2. waits, at most the given time, until every ticket is back (a write in
///    flight finishes or abandons its temporary file);
/// 3. removes the temporaries of writes still in flight after the wait, and
///    every held path (folders with their contents), retrying when something
///    appeared meanwhile.
///
/// A write either renames a complete file into place before the stop, or
/// leaves nothing: a final name never holds half a file.
package final class FileWriteGate: Sendable {
    /// The gate of the process: the one every file writer of Flipbook uses.
    package static let shared = FileWriteGate()

    private struct State {
        var stopping = false
        var nextTicket = 0
        /// Writes in flight, with the temporary file each is writing (if any).
        var active: [Int: String] = [:]
        var activeWithoutFile: Set<Int> = []
        /// Paths removed when the process stops, with the number of holders.
        var held: [String: Int] = [:]
    }

    private let state = Locked(State())

    package init() {}

    /// One write in flight.
    package struct Ticket: Sendable {
        fileprivate let id: Int
    }

    /// True once ``stop(waitingAtMost:)`` was called.
    package var isStopping: Bool { state.withLock { $0.stopping } }

    /// Starts a write; nil when the process is stopping (then create nothing).
    package func begin() -> Ticket? {
        state.withLock { s in
            guard !s.stopping else { return nil }
            s.nextTicket += 1
            s.activeWithoutFile.insert(s.nextTicket)
            return Ticket(id: s.nextTicket)
        }
    }

    /// Notes the temporary file `ticket`'s write is about to create: removed if the write is still in flight after the stop's wait.
    package func note(_ ticket: Ticket, temporary: String) {
        state.withLock { s in
            s.activeWithoutFile.remove(ticket.id)
            s.active[ticket.id] = temporary
        }
    }

    /// Ends the write of `ticket` (done, failed or abandoned).
    package func end(_ ticket: Ticket) {
        state.withLock { s in
            s.activeWithoutFile.remove(ticket.id)
            s.active[ticket.id] = nil
        }
    }

    /// Runs `body` as one write. - Returns: nil, without running `body`, when the process is stopping.
    package func perform<R>(_ body: () throws -> R) rethrows -> R? {
        guard let ticket = begin() else { return nil }
        defer { end(ticket) }
        return try body()
    }

    /// Removes `path` (a file or a folder and everything in it) if the process stops while it is held.
    package func hold(_ path: String) {
        state.withLock { $0.held[path, default: 0] += 1 }
    }

    /// Stops holding `path` (it was removed, or renamed into place).
    package func release(_ path: String) {
        state.withLock { s in
            guard let count = s.held[path] else { return }
            s.held[path] = count > 1 ? count - 1 : nil
        }
    }

    /// A path the stop could not remove.
    package struct Leftover: Sendable, Equatable {
        package var path: String
        package var code: Int32
    }

    /// What ``stop(waitingAtMost:)`` did.
    package struct StopReport: Sendable {
        /// Writes still in flight when the wait ended (their temporaries were removed).
        package var abandonedWrites: Int
        /// Paths that could not be removed, with the `errno` of the last attempt.
        package var leftovers: [Leftover]
    }

    /// Stops every writer, waits for writes in flight (at most `seconds`), then
    /// removes their temporaries and every held path. Later calls only remove again.
    @discardableResult
    package func stop(waitingAtMost seconds: Double) -> StopReport {
        state.withLock { $0.stopping = true }
        let deadline = Date().addingTimeInterval(seconds)
        while state.withLock({ !$0.active.isEmpty || !$0.activeWithoutFile.isEmpty }), Date() < deadline {
            usleep(2_000)
        }
        let (inFlight, untracked, held) = state.withLock { s in
            (Array(s.active.values), s.activeWithoutFile.count, Array(s.held.keys).sorted())
        }
        var leftovers: [Leftover] = []
        for path in inFlight + held {
            if let code = Self.removeTree(path) { leftovers.append(Leftover(path: path, code: code)) }
        }
        return StopReport(abandonedWrites: inFlight.count + untracked, leftovers: leftovers)
    }

    /// Removes `path` and, for a folder, everything in it, without following
    /// symbolic links; tries again (up to `attempts` times) when something was
    /// created in a folder while it was being emptied.
    /// - Returns: nil when nothing is left (a missing path included), else the last `errno`.
    package static func removeTree(_ path: String, attempts: Int = 20) -> Int32? {
        var last: Int32 = 0
        for attempt in 0..<max(1, attempts) {
            if attempt > 0 { usleep(5_000) }
            guard let code = removeOnce(path) else { return nil }
            last = code
            // Only "something appeared meanwhile" is worth another try.
            guard code == ENOTEMPTY || code == EEXIST || code == EBUSY || code == EINTR else { return code }
        }
        return last
    }

    private static func removeOnce(_ path: String) -> Int32? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return errno == ENOENT || errno == ENOTDIR ? nil : errno }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            return unlink(path) == 0 || errno == ENOENT ? nil : errno
        }
        guard let directory = opendir(path) else { return errno == ENOENT ? nil : errno }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        closedir(directory)
        var failure: Int32?
        for name in names {
            if let code = removeOnce(path + "/" + name) { failure = failure ?? code }
        }
        if rmdir(path) == 0 || errno == ENOENT { return nil }
        return failure ?? errno
    }
}

/// A pause in the middle of a render at a chosen point, for tests that
/// interrupt the `flipbook` tool deterministically (`RenderInterruptionTests`).
///
/// Off unless the tool configures it from `FLIPBOOK_DEBUG_PAUSE` (`frames:N`
/// after the N-th frame was handed to the writers, `write:N` in the middle of
/// the N-th file write, `hang:N` likewise but never resuming, `place:N` after
/// N files were moved to their final names) and `FLIPBOOK_DEBUG_READY` (a
/// file created when the pause starts). A library user never pauses.
package enum DebugPause {
    package enum Point: String, Sendable { case frames, write, hang, place }

    private struct Setting: Sendable {
        var point: Point
        var count: Int
        var ready: String
    }

    private static let setting = Locked<Setting?>(nil)
    private static let writes = Atomic<Int>(0)

    /// Reads `FLIPBOOK_DEBUG_PAUSE` and `FLIPBOOK_DEBUG_READY` from `environment`; call once at start-up.
    package static func configure(from environment: [String: String]) {
        guard let text = environment["FLIPBOOK_DEBUG_PAUSE"], let ready = environment["FLIPBOOK_DEBUG_READY"], !ready.isEmpty
        else { return }
        let parts = text.split(separator: ":")
        guard parts.count == 2, let point = Point(rawValue: String(parts[0])), let count = Int(parts[1]), count > 0 else {
            return
        }
        setting.withLock { $0 = Setting(point: point, count: count, ready: ready) }
    }

    /// Pauses the main actor after the `count`-th frame (counted from 1), or after the `count`-th file placed.
    package static func reached(_ point: Point, count: Int) {
        guard let s = setting.withLock({ $0 }), s.point == point, s.count == count else { return }
        signalReady(s.ready)
        // The test stops the process now; carry on after a minute if it does not.
        for _ in 0..<6000 { usleep(10_000) }
    }

    /// Called after the `count`-th file of a render was moved to its final name,
    /// inside the one write that moves them all: at `place:count`, says so and
    /// resumes only once the stop has begun (and a little later), so the stop
    /// must wait for the rest of the move.
    package static func placed(count: Int, gate: FileWriteGate) {
        guard let s = setting.withLock({ $0 }), s.point == .place, s.count == count else { return }
        signalReady(s.ready)
        for _ in 0..<6000 where !gate.isStopping { usleep(10_000) }
        usleep(300_000)
    }

    /// Called in the middle of every file write (a temporary file exists and holds part of its bytes).
    static func midWrite(gate: FileWriteGate) {
        guard let s = setting.withLock({ $0 }), s.point == .write || s.point == .hang else { return }
        guard writes.add(1, ordering: .relaxed).newValue == s.count else { return }
        signalReady(s.ready)
        if s.point == .hang {
            // A write that never ends (a stuck device): the stop must give up waiting for it.
            while true { usleep(100_000) }
        }
        // Resume only once the stop has begun, and a little later, so the stop must wait for this write.
        for _ in 0..<6000 where !gate.isStopping { usleep(10_000) }
        usleep(300_000)
    }

    private static func signalReady(_ path: String) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        if descriptor >= 0 {
            _ = "ready\n".withCString { write(descriptor, $0, 6) }
            close(descriptor)
        }
    }
}
