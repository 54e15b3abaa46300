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
    public let format: VideoFormat
    /// Frames appended so far.
    public private(set) var frameCount = 0

    private let process = Process()
    private let input = Pipe()
    private let temporary: URL
    private let log: URL
    private var finished = false

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
    public init(url: URL, format: VideoFormat, fps: Double,
                environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        guard let ffmpeg = Self.locate(environment: environment) else { throw VideoError.ffmpegMissing(format) }
        self.url = url
        self.format = format
        let folder = url.deletingLastPathComponent()
        temporary = folder.appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())")
        log = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("flipbook-ffmpeg-\(getpid())-\(format.rawValue)-\(UInt32.random(in: 0...UInt32.max)).log")
        let rate = fps.isFinite && fps > 0 ? fps : 60
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = ["-nostdin", "-hide_banner", "-loglevel", "error", "-y",
                             "-f", "image2pipe", "-c:v", "png", "-framerate", String(rate), "-i", "pipe:0",
                             "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-r", String(rate), "-threads", "1",
                             "-fflags", "+bitexact", "-flags:v", "+bitexact", "-map_metadata", "-1"]
            + format.encoderArguments + [temporary.path]
        process.environment = environment
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        FileManager.default.createFile(atPath: log.path, contents: nil)
        process.standardError = try? FileHandle(forWritingTo: log)
        do { try process.run() } catch {
            try? FileManager.default.removeItem(at: log)
            throw FilmError(path: url.path, reason: "ffmpeg could not be started: \(error.localizedDescription)")
        }
    }

    deinit { discard() }

    /// Sends one frame, as PNG bytes.
    /// - Throws: ``VideoError/ffmpegFailed(_:path:status:message:)`` when ffmpeg has stopped.
    public func append(png: Data) throws {
        do { try input.fileHandleForWriting.write(contentsOf: png) } catch { throw stopped() }
        frameCount += 1
    }

    /// Closes ffmpeg's input, waits for it, and renames the video into place.
    public func finish() throws {
        guard !finished else { return }
        try? input.fileHandleForWriting.close()
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
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        _ = unlink(temporary.path)
        _ = unlink(log.path)
    }

    /// The error of an ffmpeg that failed, with the end of its messages; removes its files.
    private func stopped() -> VideoError {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        let lines = text.split(separator: "\n").suffix(3).joined(separator: " / ")
        let status = process.terminationStatus
        finished = true
        _ = unlink(temporary.path)
        _ = unlink(log.path)
        return .ffmpegFailed(format, path: url.path, status: status,
                             message: frameCount == 0 && status == 0 ? "the film has no frames" : lines)
    }
}
