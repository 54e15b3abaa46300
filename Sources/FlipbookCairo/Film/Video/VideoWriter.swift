import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a film as a video by piping its frames, as PNG files, to ffmpeg
/// (docs/gif.md, "Video").
///
/// ffmpeg is found on `PATH` (``locate(environment:)``; the environment is
/// injectable so tests can take it away); without it ``init(url:format:fps:environment:)``
/// throws ``VideoError/ffmpegMissing(_:)`` before any frame is drawn. Frames
/// go to ffmpeg's standard input at the film's fps (a constant rate); odd
/// sizes are padded by one pixel to the even size `yuv420p` needs. ffmpeg
/// writes a temporary name beside the file, renamed into place by
/// ``finish()``, so a failure leaves nothing under the final name. ffmpeg
/// runs single-threaded with bit-exact flags, so the same frames give the
/// same bytes with the same ffmpeg build.
public final class VideoWriter {
    /// The file to write.
    public let url: URL
    /// The container and codec: mp4 (H.264) or webm (VP9).
    public let format: VideoFormat
    /// Frames appended so far.
    public private(set) var frameCount = 0

    private let process = Process()
    /// Our end of the socket pair that is ffmpeg's standard input (a socket,
    /// not a pipe: writes to an ffmpeg that has stopped fail with EPIPE instead
    /// of raising SIGPIPE in the host process).
    private var input: Int32 = -1
    private let temporary: URL
    private let log: URL
    private var finished = false
    private var launched = false

    /// The ffmpeg executable on `PATH` in `environment`, or nil.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let path = environment["PATH"] ?? ""
        for folder in path.split(separator: ":", omittingEmptySubsequences: true) {
            let candidate = String(folder) + "/ffmpeg"
            var info = stat()
            if stat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFREG, access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// Starts ffmpeg writing `url`.
    /// - Throws: ``VideoError/ffmpegMissing(_:)`` when ffmpeg is not on
    ///   `PATH`; ``FilmError`` when it cannot be started.
    public init(
        url: URL, format: VideoFormat, fps: Double,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws {
        guard let ffmpeg = Self.locate(environment: environment) else { throw VideoError.ffmpegMissing(format) }
        self.url = url
        self.format = format
        let folder = url.deletingLastPathComponent()
        temporary = folder.appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())")
        log = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("flipbook-ffmpeg-\(getpid())-\(format.rawValue)-\(UInt32.random(in: 0...UInt32.max)).log")
        let rate = fps.isFinite && fps > 0 ? fps : 60
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments =
            [
                "-nostdin", "-hide_banner", "-loglevel", "error", "-y",
                "-f", "image2pipe", "-c:v", "png", "-framerate", String(rate), "-i", "pipe:0",
                "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-r", String(rate), "-threads", "1",
                "-fflags", "+bitexact", "-flags:v", "+bitexact", "-map_metadata", "-1",
            ]
            + format.encoderArguments + [temporary.path]
        process.environment = environment
        var ends: [Int32] = [-1, -1]
        #if os(Linux)
        let kind = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        #else
        let kind = SOCK_STREAM
        #endif
        guard socketpair(AF_UNIX, kind, 0, &ends) == 0 else {
            throw FilmError(path: url.path, reason: "ffmpeg's input cannot be made: \(FilmError.text(errno))")
        }
        #if !os(Linux)
        var one: Int32 = 1
        _ = setsockopt(ends[0], SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        #endif
        input = ends[0]
        let theirs = FileHandle(fileDescriptor: ends[1], closeOnDealloc: false)
        process.standardInput = theirs
        process.standardOutput = FileHandle.nullDevice
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        process.standardError = try? FileHandle(forWritingTo: log)
        do { try process.run() } catch {
            _ = close(ends[0])
            _ = close(ends[1])
            input = -1
            try? FileManager.default.removeItem(at: log)
            throw FilmError(path: url.path, reason: "ffmpeg could not be started: \(error.localizedDescription)")
        }
        launched = true
        _ = close(ends[1])  // ffmpeg has its own copy
    }

    deinit { discard() }

    /// Sends one frame, as PNG bytes.
    /// - Throws: ``VideoError/ffmpegFailed(_:path:status:message:)`` when ffmpeg has stopped.
    public func append(png: Data) throws {
        guard input >= 0 else { throw stopped() }
        #if os(Linux)
        let flags = Int32(MSG_NOSIGNAL)
        #else
        let flags: Int32 = 0
        #endif
        let ok = png.withUnsafeBytes { bytes -> Bool in
            var offset = 0
            while offset < bytes.count {
                let n = send(input, bytes.baseAddress! + offset, bytes.count - offset, flags)
                if n < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += n
            }
            return true
        }
        guard ok else { throw stopped() }
        frameCount += 1
    }

    /// Closes ffmpeg's input: it then finishes the file.
    private func closeInput() {
        if input >= 0 {
            _ = close(input)
            input = -1
        }
    }

    /// Closes ffmpeg's input, waits for it, and renames the video into place.
    public func finish() throws {
        guard !finished else { return }
        closeInput()
        process.waitUntilExit()
        guard process.terminationStatus == 0, frameCount > 0 else { throw stopped() }
        finished = true
        try? FileManager.default.removeItem(at: log)
        guard rename(temporary.path, url.path) == 0 else {
            let code = errno
            _ = unlink(temporary.path)
            throw FilmError(path: url.path, reason: "the video cannot be completed: \(FilmError.text(code))")
        }
    }

    /// Stops ffmpeg and removes what it wrote.
    public func discard() {
        guard !finished else { return }
        finished = true
        closeInput()
        if launched {
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
        }
        _ = unlink(temporary.path)
        _ = unlink(log.path)
    }

    /// The error of an ffmpeg that failed, with the end of its messages; removes its files.
    private func stopped() -> VideoError {
        closeInput()
        if launched { process.waitUntilExit() }
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        let lines = text.split(separator: "\n").suffix(3).joined(separator: " / ")
        let status = launched ? process.terminationStatus : -1
        finished = true
        _ = unlink(temporary.path)
        _ = unlink(log.path)
        return .ffmpegFailed(
            format, path: url.path, status: status,
            message: frameCount == 0 && status == 0 ? "the film has no frames" : lines)
    }
}
