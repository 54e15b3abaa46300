import FlipbookCairo
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes to standard error and standard output that never crash: a closed
/// stream (`2>&-`), a closed pipe (SIGPIPE is ignored, see ``StandardStreams``)
/// or a full device make the write fail, and the failure is returned, never
/// trapped (`FileHandle.write` traps on an error).
package enum StandardError {
    /// Writes `text` to standard error, ignoring failures (there is nowhere left to report them).
    package static func write(_ text: String) {
        _ = StandardStreams.writeAll(text, to: STDERR_FILENO)
    }
}

package enum StandardStreams {
    /// Writes every byte of `text` to `descriptor`. - Returns: 0, or the `errno` of the failure.
    @discardableResult
    package static func writeAll(_ text: String, to descriptor: Int32) -> Int32 {
        var bytes = Array(text.utf8)
        if bytes.isEmpty { return 0 }
        return bytes.withUnsafeMutableBytes { raw -> Int32 in
            var offset = 0
            while offset < raw.count {
                let written = write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return 0
        }
    }

    /// Makes the process safe against its environment before anything runs:
    /// - SIGPIPE and SIGXFSZ are ignored, so writing to a closed pipe or past the
    ///   file-size limit (`ulimit -f`) fails with EPIPE or EFBIG and is reported,
    ///   instead of killing the process;
    /// - standard input, output and error that are closed (`2>&-`) are opened on
    ///   /dev/null, so a file the tool opens never takes their numbers (an error
    ///   line would otherwise be written into it) and writing to them never crashes.
    package static func prepare() {
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) < 0 && errno == EBADF {
            let null = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if null >= 0 && null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
        }
    }

    /// Flushes standard output. - Throws: ``FilmError`` (`FB-FS-IO`, or `FB-FS-DISK-FULL`)
    /// when what the command printed could not be written (a closed pipe, a full disk).
    package static func flushOutput() throws {
        // (Every stream: the C global `stdout` cannot be named in Swift 6's strict concurrency.)
        guard fflush(nil) != 0 else { return }
        throw FilmError(path: "(standard output)", reason: "the output cannot be written: \(FilmError.text(errno))")
    }

    /// The fewest file descriptors a run needs (the scene, its images, a writer per core, the
    /// runtime's own): below it the tool would fail in misleading ways or crash.
    package static let neededDescriptors: UInt64 = 64

    /// Raises the soft limit on open files (`ulimit -n`) to what a run needs when the hard limit
    /// allows it. - Returns: the problem in words when it does not, else nil.
    package static func checkDescriptorLimit() -> String? {
        var limit = rlimit()
        #if os(Linux)
        let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
        let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &limit) == 0 else { return nil }
        let needed = rlim_t(neededDescriptors)
        guard limit.rlim_cur != rlim_t.max, limit.rlim_cur < needed else { return nil }
        if limit.rlim_max == rlim_t.max || limit.rlim_max >= needed {
            var raised = limit
            raised.rlim_cur = needed
            if setrlimit(resource, &raised) == 0 { return nil }
        }
        return
            "too few file descriptors: the limit on open files is \(limit.rlim_cur) (hard limit \(limit.rlim_max == rlim_t.max ? "unlimited" : String(limit.rlim_max))), "
            + "and flipbook needs at least \(neededDescriptors); raise it (ulimit -n \(neededDescriptors) or more)"
    }
}
