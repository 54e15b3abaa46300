import Foundation

/// The sequence of frames of one run, in order, with the clock rate they were
/// made at. A value: recorded on the main actor, written anywhere.
///
/// Invariants (kept by ``FilmRecorder``): `frames[i].index == i`, times never
/// decrease, and every frame's tree has the same size and scale.
public struct Film: Hashable, Sendable {
    /// Frames per second of the clock that made the film; positive.
    public var fps: Double
    /// The frames, first to last.
    public var frames: [FilmFrame]

    /// A film at `fps` frames per second (non-finite or non-positive: 60) with these frames.
    public init(fps: Double, frames: [FilmFrame] = []) {
        self.fps = fps.isFinite && fps > 0 ? fps : 60
        self.frames = frames
    }

    /// The canvas in points (of the first frame; zero for an empty film).
    public var size: CGSize { frames.first?.tree.size ?? .zero }
    /// Pixels per point (of the first frame; 1 for an empty film).
    public var scale: CGFloat { frames.first?.tree.scale ?? 1 }
    /// Seconds from the first frame to the last.
    public var duration: Double {
        guard let first = frames.first, let last = frames.last else { return 0 }
        return last.time - first.time
    }
}
