import Flipbook
import FlipbookCairo
import Foundation

/// How ``SceneRunner/render(to:outputs:options:)`` draws the outputs a
/// document asks for; the document says *what* to write, these say how big.
public struct SceneRenderOptions: Sendable {
    /// Thumbnail width of the filmstrip, points; default 160.
    public var filmstripThumbnailWidth: CGFloat = 160
    /// Pixels per point of the filmstrip; default 2.
    public var filmstripScale: CGFloat = 2
    /// The animated PNG's widest frame in pixels; nil keeps the canvas's own size.
    public var animatedPNGMaxWidth: Int?
    /// Threads drawing and encoding frames, the one running the scene among them; 1 works
    /// serially on that thread. Default: the cores.
    public var concurrency = ProcessInfo.processInfo.activeProcessorCount
    /// The PNG encoder of every file.
    public var encoder = PNGEncoder()
    /// Called after each recorded frame with the number of frames so far (for progress bars).
    public var progress: (@MainActor (Int) -> Void)?
    /// When set, called once when the transition has started, before frame 1
    /// is recorded, with the frames the film is expected to have (from the
    /// transition's duration and the fps; no run without drawing): a total
    /// for a progress bar, which the film may exceed or fall short of.
    public var frameCount: (@MainActor (Int) -> Void)?
    /// How a frame selection is named in errors: `outputs.frames` for the
    /// scene's own, `--frames` or `--percent` when a command line chose it.
    public var selectionOrigin = "outputs.frames"
    /// When set, the render keeps the frame nearest each of these percents
    /// (0 is the first frame, 1 the last, others by the transition's
    /// percent) in ``SceneRenderResult/samples``, for a variant matrix.
    public var samplePercents: [Double]?
    /// When true, the render also keeps the whole film (every frame's render
    /// tree, not its pixels) in ``SceneRenderResult/film``, so that a caller
    /// that checks it against a golden need not run the scene again.
    public var keepsFilm = false

    /// The defaults: the document's outputs, no samples.
    public init() {}
}

/// What ``SceneRunner/render(to:outputs:options:)`` wrote.
public struct SceneRenderResult: Sendable {
    /// The manifest (also written when the outputs ask for it).
    public var manifest: FilmManifest
    /// The files written, relative to the output folder, frames first.
    public var files: [String]
    /// False when the transition ended cancelled.
    public var completed: Bool
    /// The frames kept for ``SceneRenderOptions/samplePercents``, in their order.
    public var samples: [FilmFrame] = []
    /// The film drawn, when ``SceneRenderOptions/keepsFilm`` asked for it:
    /// the same frames ``SceneRunner/run(sink:)`` records.
    public var film: Film?
}
