import Flipbook
import FlipbookCairo
import Foundation

/// The strategies a filmstrip golden is made of: the manifest (compared
/// first), the text trace, and the frame strategy applied to each sampled
/// frame (the filmstrip is the frame strategy pulled back over the film's
/// sampled frames).
///
/// Replace a part to change how it is made, stored or compared, e.g. a
/// frame strategy that crops the status bar:
///
/// ```swift
/// var strategy = FilmstripStrategy.standard(sampling: .all, tolerance: .exact)
/// strategy.frame = Snapshotting<RenderTree, Bitmap>.image(.exact).pullback { cropped($0.tree) }
/// ```
public struct FilmstripStrategy: Sendable {
    /// How the manifest is made, stored and compared.
    public var manifest: Snapshotting<Film, FilmManifest>
    /// nil leaves the trace out of the golden.
    public var trace: Snapshotting<Film, String>?
    /// How each sampled frame is rendered, stored and compared.
    public var frame: Snapshotting<FilmFrame, Bitmap>

    /// A strategy from its three parts.
    public init(
        manifest: Snapshotting<Film, FilmManifest>, trace: Snapshotting<Film, String>?,
        frame: Snapshotting<FilmFrame, Bitmap>
    ) {
        self.manifest = manifest
        self.trace = trace
        self.frame = frame
    }

    /// Manifest JSON, trace text (when `tolerance.checksTrace`) and PNG frames diffed under `tolerance.frame`.
    @MainActor
    public static func standard(sampling: FrameSampling, tolerance: FilmTolerance) -> FilmstripStrategy {
        FilmstripStrategy(
            manifest: .manifest(sampling: sampling), trace: tolerance.checksTrace ? .trace : nil,
            frame: .frame(tolerance.frame))
    }

    /// The sampled frames' snapshots, in index order, drawn in parallel on all cores.
    func frames(of film: Film, sampled: [Int]) throws -> [(index: Int, image: Bitmap)] {
        let frame = self.frame
        let frames = film.frames
        let images = try sampled.parallelMap { try frame.snapshot(frames[$0]) }
        return Array(zip(sampled, images))
    }
}
