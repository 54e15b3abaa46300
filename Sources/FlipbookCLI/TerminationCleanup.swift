import Dispatch
import FlipbookCairo
import FlipbookWorkflow
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Removes this process's temporary files when it is told to stop.
///
/// A render writes into `OUT/.flipbook-staging-<pid>/` (frame files are first
/// `.<name>.tmp-<pid>-<n>` there) and renames each finished file into OUT, so
/// a file under its final name is always complete. On SIGTERM, SIGINT or
/// SIGHUP this stops every writer first (``FileWriteGate``: no file is
/// created or renamed any more), waits at most ``writeWait`` seconds for
/// writes in flight to finish or give up, then removes the staging folders
/// and temporary files of this process (again if something appeared
/// meanwhile), reports anything it could not remove, and exits with 128 +
/// the signal number. (SIGKILL cannot be caught: then the staging folder
/// stays behind, and the next render into that folder removes it; see
/// `StagingFolder`.)
enum TerminationCleanup {
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []

    /// The longest wait for writes in flight, seconds (a write of one file takes milliseconds).
    static let writeWait = 2.0

    /// Installs the signal handlers; call once, first thing in `main`.
    static func install() {
        DebugPause.configure(from: ProcessInfo.processInfo.environment)
        for signalNumber in [SIGTERM, SIGINT, SIGHUP] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { stop(signalNumber) }
            source.resume()
            sources.append(source)
        }
    }

    private static func stop(_ signalNumber: Int32) {
        let report = FileWriteGate.shared.stop(waitingAtMost: writeWait)
        for leftover in report.leftovers {
            let error = FilmError(
                path: leftover.path,
                reason: "cannot be removed after the interruption: \(FilmError.text(leftover.code)); remove it by hand")
            StandardError.write("flipbook: \(ErrorCatalogue.userError(for: error).description)\n")
        }
        if let service = serviceStop {
            service()
            _exit(0)
        }
        _exit(128 + signalNumber)
    }

    /// Set by a command that serves until it is told to stop (`flipbook review`):
    /// called once writes in flight have finished, to close the service; the
    /// process then exits with status 0. Set on the main thread and read on the
    /// signal handler's, so it is kept behind a lock.
    static var serviceStop: (@Sendable () -> Void)? {
        get { serviceStopStorage.withLock { $0 } }
        set { serviceStopStorage.withLock { $0 = newValue } }
    }

    private static let serviceStopStorage = Mutex<(@Sendable () -> Void)?>(nil)

    /// When the process is stopping, waits for the signal handler to end it
    /// (the main thread must not exit first with its own status or message:
    /// its writes fail only because the process is stopping).
    static func waitIfStopping() {
        guard FileWriteGate.shared.isStopping else { return }
        while true { sleep(1) }
    }
}
