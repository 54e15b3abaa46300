import Foundation

/// The names ``FilmExporter`` gives the files it writes in its folder: the
/// frame files' prefix and each other output's name.
///
/// Files are written under these names from the start (a temporary name
/// beside each while it is written, renamed when complete), and the manifest
/// lists them, so a folder written with the names a caller wants needs no
/// renaming afterwards. The defaults are the names a film folder has always
/// had: `frame-0000.png`..., `filmstrip.png`, `animation.png`,
/// `animation.gif`, `animation.mp4`, `animation.webm`, `trace.txt`,
/// `manifest.json`. Every name is a plain file name (no `/`).
public struct FilmFileNames: Hashable, Sendable {
    /// What frame file names start with; the index (at least 4 digits) and `.png` follow.
    public var framePrefix = "frame-"
    /// The contact sheet's name.
    public var filmstrip = FilmOutput.filmstripName
    /// The animated PNG's name.
    public var animatedPNG = FilmOutput.animatedPNGName
    /// The animated GIF's name.
    public var gif = FilmOutput.gifName
    /// The MP4 video's name.
    public var mp4 = VideoFormat.mp4.fileName
    /// The WebM video's name.
    public var webm = VideoFormat.webm.fileName
    /// The text trace's name.
    public var trace = FilmOutput.traceName
    /// The manifest's name.
    public var manifest = FilmOutput.manifestName

    /// The default names.
    public init() {}

    /// The name of the video of `format`.
    public func video(_ format: VideoFormat) -> String {
        switch format {
        case .mp4: mp4
        case .webm: webm
        }
    }

    /// Every name but the frames', in a fixed order.
    public var outputs: [String] { [filmstrip, animatedPNG, gif, mp4, webm, trace, manifest] }
}
