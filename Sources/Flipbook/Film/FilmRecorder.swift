import Foundation

/// Records the frames of a window as it ticks, into a ``Film`` or into a
/// ``FilmFrameSink``.
///
/// Attach it, start it, tick the window: every tick adds one frame with the
/// clock time, the state from the state source (``FilmFrameState/idle``
/// without one) and the render tree.
///
/// ```swift
/// let recorder = FilmRecorder(window: window)
/// recorder.start()                  // frame 0: the picture now, at t = 0
/// View.animate(withDuration: 1) { box.center.x = 150 }
/// window.tick(frames: 60)           // frames 1...60
/// let film = recorder.stop()
/// ```
///
/// With a sink, frames go to the sink and are not kept (``film`` stays
/// empty), so recording 10 000 frames takes no more memory than 10.
@preconcurrency @MainActor
public final class FilmRecorder {
    /// The window being recorded.
    public let window: Window
    /// Where each frame's percent and phase come from; nil means idle, no percent.
    public var stateSource: (any FilmStateSource)?
    /// Where frames go instead of ``film``; nil keeps them.
    public let sink: (any FilmFrameSink)?
    /// The frames recorded so far (empty when streaming to a sink).
    public private(set) var film: Film
    /// The number of frames recorded so far, kept or streamed.
    public private(set) var frameCount = 0
    /// Whether ticks are being recorded.
    public private(set) var isRecording = false
    /// The first error the sink threw; recording stopped there.
    public private(set) var error: (any Error)?
    /// The clock time that is time 0 of the film: the clock's time when
    /// recording started. Frame times are clock times minus this.
    public private(set) var timeOrigin: Double = 0

    /// A recorder of `window`, not yet recording.
    public init(window: Window, stateSource: (any FilmStateSource)? = nil, sink: (any FilmFrameSink)? = nil) {
        self.window = window
        self.stateSource = stateSource
        self.sink = sink
        let fps = (window.clock as? ManualClock)?.fps ?? 1 / window.clock.frameInterval
        film = Film(fps: fps)
        window.addFrameObserver { [weak self] tree, time in
            MainActor.assumeIsolated { self?.observe(tree, time: time) }
        }
    }

    /// Frames per second of the window's clock.
    public var fps: Double { film.fps }

    /// Starts recording; with `includingCurrentFrame` (the default) the
    /// picture at the current time is recorded first, as the film's frame at
    /// t = 0: film times count from the moment recording starts.
    public func start(includingCurrentFrame: Bool = true) {
        guard !isRecording else { return }
        isRecording = true
        timeOrigin = window.time
        if includingCurrentFrame { recordCurrentFrame() }
    }

    /// Records the window's picture now, as one more frame, without ticking.
    public func recordCurrentFrame() {
        observe(window.renderTree(), time: window.time, force: true)
    }

    /// Stops recording and returns the film (empty when streaming).
    @discardableResult
    public func stop() -> Film {
        isRecording = false
        return film
    }

    private func observe(_ tree: RenderTree, time: Double, force: Bool = false) {
        guard isRecording || force, error == nil else { return }
        let state = stateSource?.filmState(at: time) ?? .idle
        let frame = FilmFrame(index: frameCount, time: time - timeOrigin, state: state, tree: tree)
        if let sink {
            do { try sink.receive(frame) } catch {
                self.error = error
                isRecording = false
                return
            }
        } else {
            film.frames.append(frame)
        }
        frameCount += 1
    }
}
