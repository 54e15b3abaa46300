import Foundation

/// Supplies the transition's percent complete and phase for each recorded frame.
///
/// ``FilmRecorder`` asks once per frame, after the window has stepped to
/// `time`, so the answer describes the picture being recorded.
@preconcurrency @MainActor
public protocol FilmStateSource: AnyObject {
    /// The state of the transition in the frame at `time` (seconds on the window's clock).
    func filmState(at time: Double) -> FilmFrameState
}

/// A ``FilmStateSource`` made from a closure.
@preconcurrency @MainActor
public final class FilmStateClosure: FilmStateSource {
    private let body: (Double) -> FilmFrameState

    /// A source that calls `body` with the time in seconds.
    public init(_ body: @escaping (Double) -> FilmFrameState) { self.body = body }

    /// The closure's state at `time` seconds.
    public func filmState(at time: Double) -> FilmFrameState { body(time) }
}

/// Receives a film's frames one at a time, in order, as they are made,
/// without the recorder keeping them: memory does not grow with the film.
@preconcurrency @MainActor
public protocol FilmFrameSink: AnyObject {
    /// Takes the next frame. May block to apply back-pressure (a writer with
    /// too many frames in flight waits for one to be written).
    /// - Throws: when the frame cannot be taken; the recorder stops feeding
    ///   this sink and keeps the error in ``FilmRecorder/error``.
    func receive(_ frame: FilmFrame) throws
}
