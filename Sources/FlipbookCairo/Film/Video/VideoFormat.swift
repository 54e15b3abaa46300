/// A video container and codec that ``VideoWriter`` makes with ffmpeg (docs/gif.md, "Video").
public enum VideoFormat: String, CaseIterable, Hashable, Sendable {
    /// H.264 in MP4 (`libx264`, `yuv420p`, CRF 20): plays everywhere.
    case mp4
    /// VP9 in WebM (`libvpx-vp9`, CRF 32).
    case webm

    /// The file name ``FilmExporter`` writes.
    public var fileName: String { "animation." + rawValue }

    /// ffmpeg's arguments for the encoder and the container.
    var encoderArguments: [String] {
        switch self {
        case .mp4:
            return [
                "-c:v", "libx264", "-preset", "medium", "-crf", "20", "-pix_fmt", "yuv420p",
                "-movflags", "+faststart", "-f", "mp4",
            ]
        case .webm: return ["-c:v", "libvpx-vp9", "-crf", "32", "-b:v", "0", "-pix_fmt", "yuv420p", "-f", "webm"]
        }
    }
}
