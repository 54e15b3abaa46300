import Dispatch
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
/// SIGHUP this removes the staging folder of every registered output folder
/// and exits with 128 + the signal number. (SIGKILL cannot be caught: then
/// the staging folder stays behind, and the next render into that folder
/// removes staging folders whose process no longer runs.)
enum TerminationCleanup {
    private static let folders = Mutex<[String]>([])
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []

    /// The staging folder of process `pid` in `folder`.
    static func stagingName(pid: Int32) -> String { ".flipbook-staging-\(pid)" }

    /// Installs the signal handlers; call once, first thing in `main`.
    static func install() {
        for signalNumber in [SIGTERM, SIGINT, SIGHUP] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                removeStaging()
                _exit(128 + signalNumber)
            }
            source.resume()
            sources.append(source)
        }
    }

    /// Registers an output folder about to be written, and removes staging
    /// folders left there by processes that no longer run.
    static func register(_ folder: URL) {
        folders.withLock { $0.append(folder.path) }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name.hasPrefix(".flipbook-staging-") {
            guard let pid = Int32(name.dropFirst(".flipbook-staging-".count)), pid != getpid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH {
                try? FileManager.default.removeItem(atPath: folder.path + "/" + name)
            }
        }
    }

    private static func removeStaging() {
        let list = folders.withLock { $0 }
        for folder in list {
            try? FileManager.default.removeItem(atPath: folder + "/" + stagingName(pid: getpid()))
        }
    }
}
