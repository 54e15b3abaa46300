/// Why a video could not be made.
public enum VideoError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No `ffmpeg` executable on `PATH`.
    case ffmpegMissing(VideoFormat)
    /// ffmpeg ran and failed: its exit status and the end of what it printed.
    case ffmpegFailed(VideoFormat, path: String, status: Int32, message: String)

    public var description: String {
        switch self {
        case let .ffmpegMissing(format):
            return "writing \(format.rawValue) needs ffmpeg, which is not installed (no 'ffmpeg' on PATH); "
                + "install the package ffmpeg (apt-get install ffmpeg on Debian and Ubuntu, brew install ffmpeg on macOS), "
                + "or leave \(format.rawValue) out of the outputs"
        case let .ffmpegFailed(format, path, status, message):
            return "'\(path)': ffmpeg failed to write the \(format.rawValue) (exit status \(status))"
                + (message.isEmpty ? "" : ": \(message)")
        }
    }
}
