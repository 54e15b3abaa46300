import Flipbook
import Foundation

/// Which files ``FilmExporter`` writes for a film, and how.
///
/// The defaults write everything: every frame, a filmstrip, an animated
/// PNG, the manifest and the trace.
public struct FilmOutput: Sendable {
    /// Writes `frame-NNNN.png` files.
    public var writesFrames = true
    /// The frame indices to write as files; nil writes all. Indices past
    /// the end are ignored. Other outputs always use every frame.
    public var frameSelection: [Int]? = nil
    /// Frame files chosen by transition percent: for each target (0...1), the
    /// first frame whose ``FilmFrame/percentComplete`` is nearest to it
    /// (frames without a percent are never chosen). Chosen while the film
    /// streams, so the film runs once; the chosen frames are drawn when
    /// ``FilmExporter/finish()`` runs. When set, ``frameSelection`` is ignored.
    public var framePercents: [Double]? = nil
    /// The names of the files written (``FilmFileNames``: the defaults, or a caller's own).
    public var names = FilmFileNames()
    /// The contact sheet, or nil for none.
    public var filmstrip: FilmstripOptions? = FilmstripOptions()
    /// The animated PNG, or nil for none.
    public var animatedPNG: AnimatedPNGOptions? = AnimatedPNGOptions()
    /// The animated GIF (docs/gif.md), or nil for none (the default).
    public var gif: GIFOptions? = nil
    /// Videos made by ffmpeg (``VideoWriter``), none by default.
    public var videos: [VideoFormat] = []
    /// Writes `manifest.json`.
    public var writesManifest = true
    /// Writes `trace.txt`, the text trace of every frame.
    public var writesTrace = true
    /// The PNG encoder for every file.
    public var encoder = PNGEncoder()
    /// Threads that draw and encode frames, the one stepping the film among them (it draws
    /// while it waits for the others); 0 or 1 works serially on that thread. Default: the cores.
    public var concurrency = ProcessInfo.processInfo.activeProcessorCount

    /// The defaults: every frame, the manifest and the trace; no filmstrip, animation or video.
    public init() {}

    /// File names in the output folder.
    public static let manifestName = "manifest.json"
    /// The text trace's file name.
    public static let traceName = "trace.txt"
    /// The filmstrip's file name.
    public static let filmstripName = "filmstrip.png"
    /// The animated PNG's file name.
    public static let animatedPNGName = "animation.png"
    /// The animated GIF's file name.
    public static let gifName = "animation.gif"

    /// The options of the pictures the animated outputs share: the animated
    /// PNG's, else the GIF's size; nil when neither is written.
    var animationPictures: AnimatedPNGOptions? {
        animatedPNG ?? gif.map { AnimatedPNGOptions(maxWidth: $0.maxWidth, loops: $0.loops) }
            ?? (videos.isEmpty ? nil : AnimatedPNGOptions())
    }
}

/// How the contact sheet samples and lays out frames.
public struct FilmstripOptions: Hashable, Sendable {
    /// Thumbnails per row; at least 1.
    public var columns = 4
    /// Frames shown, evenly spaced, always the first and the last; at least 2
    /// (fewer when the film is shorter).
    public var samples = 8
    /// Thumbnail width in points; the height follows the canvas.
    public var thumbnailWidth: CGFloat = 160
    /// Pixels per point of the sheet.
    public var scale: CGFloat = 2

    /// Options; columns at least 1, samples at least 2, a thumbnail width of at least 16 pt (otherwise 160) and a scale in (0, 4] (otherwise 2).
    public init(columns: Int = 4, samples: Int = 8, thumbnailWidth: CGFloat = 160, scale: CGFloat = 2) {
        self.columns = max(1, columns)
        self.samples = max(2, samples)
        self.thumbnailWidth = thumbnailWidth.isFinite && thumbnailWidth >= 16 ? thumbnailWidth : 160
        self.scale = scale.isFinite && scale > 0 ? min(scale, 4) : 2
    }
}

/// How the animated PNG is made.
public struct AnimatedPNGOptions: Hashable, Sendable {
    /// The widest frame in pixels; wider films are drawn at a smaller scale
    /// (not resampled) to fit. nil keeps the film's own size.
    public var maxWidth: Int?
    /// Times to play; 0 loops forever.
    public var loops = 0

    /// Options; `maxWidth` at least 1 pixel, `loops` at least 0.
    public init(maxWidth: Int? = nil, loops: Int = 0) {
        self.maxWidth = maxWidth.map { max(1, $0) }
        self.loops = max(0, loops)
    }

    /// The tree redrawn at a smaller scale so that it is at most `maxWidth`
    /// pixels wide; nil when it already fits.
    func scaledTree(_ tree: RenderTree) -> RenderTree? {
        guard let maxWidth, tree.pixelWidth > maxWidth, tree.size.width > 0 else { return nil }
        var scaled = tree
        scaled.scale = CGFloat(maxWidth) / tree.size.width
        while scaled.pixelWidth > maxWidth { scaled.scale = scaled.scale.nextDown }
        return scaled
    }
}
