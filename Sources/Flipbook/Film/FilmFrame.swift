import Foundation

/// The transition's state in one frame: how far along it is and what it is doing.
public struct FilmFrameState: Hashable, Sendable {
    /// The transition's percent complete in 0...1; nil when no transition is involved.
    public var percentComplete: Double?
    /// What the transition is doing.
    public var phase: TransitionPhase

    /// A state; `percentComplete` is clamped to 0...1 and NaN becomes nil.
    public init(percentComplete: Double?, phase: TransitionPhase) {
        if let p = percentComplete, !p.isNaN {
            self.percentComplete = min(1, max(0, p))
        } else {
            self.percentComplete = nil
        }
        self.phase = phase
    }

    /// No transition: no percent, phase ``TransitionPhase/idle``.
    public static let idle = FilmFrameState(percentComplete: nil, phase: .idle)
}

/// One frame of a film: its position in the film, its clock time, the
/// transition's state and the picture.
public struct FilmFrame: Hashable, Sendable {
    /// 0-based position in the film; consecutive frames have consecutive indices.
    public var index: Int
    /// Seconds on the window's clock when the frame was made.
    public var time: Double
    /// The transition's percent complete and phase in this frame.
    public var state: FilmFrameState
    /// What to draw.
    public var tree: RenderTree

    /// A frame: its index from 0, its time in seconds on the window's clock, the transition's state and what to draw.
    public init(index: Int, time: Double, state: FilmFrameState, tree: RenderTree) {
        self.index = index
        self.time = time
        self.state = state
        self.tree = tree
    }

    /// The transition's percent complete in 0...1, or nil when there is no transition.
    public var percentComplete: Double? { state.percentComplete }
    /// What the transition is doing in this frame.
    public var phase: TransitionPhase { state.phase }
}
