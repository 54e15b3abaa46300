import Flipbook
import FlipbookAnimators
import FlipbookCairo
import Foundation

/// Runs a scene document: builds its window and screens, starts its
/// transition, drives its interaction script, and records one frame per tick.
/// Labels are measured with the renderer's fonts, and image renderers rasterize
/// with it (FlipbookCairo's services, standard in every window whenever that
/// module is linked: see `WindowEnvironment`).
///
/// ```swift
/// let scene = try SceneLoader().load(contentsOf: url)
/// let runner = SceneRunner(document: scene, fileName: url.lastPathComponent)
/// let result = try runner.run()               // the film, in memory
/// try runner.render(to: outputFolder)         // or: the document's outputs, streamed to files
/// ```
///
/// Timing: the transition is started at clock 0 (a `dismiss` first presents
/// its screen without animation, one tick earlier); the tick at which it
/// starts is frame 0 at t = 0, and every later tick is one more frame, up to
/// and including the tick at which it ends (phase `done`). A pop driven by a
/// touch script is started by the navigation controller's edge swipe when
/// it recognises the swipe: frame 0 is then the tick of the script's time 0,
/// and the frames before the pop starts are `idle`. A run never passes
/// the document's frame limit (``SceneLimits/maximumFrameCount``) nor its
/// expected end plus 2 s (the runtime's watchdog grace): a transition still
/// running then is a ``SceneRunError``. Script times (percent and touch
/// scripts) count from frame 0.
@preconcurrency @MainActor
public final class SceneRunner {
    /// The document the runner runs.
    public let document: SceneDocument
    /// Where animator and presentation controller names are looked up.
    public let registry: AnimatorRegistry
    /// The scene's file name, for messages.
    public let fileName: String
    /// Decodes image files for the screens; nil fails documents that have images.
    public var imageDecoder: (any SceneImageDecoding)?
    /// The audit's scrubbed runs: the transition's property animator scrubs
    /// along its curve (``CurveScrubbingAnimator``).
    var scrubsAlongCurves = false

    /// A runner of `document`; `fileName` names the scene in messages.
    public init(
        document: SceneDocument, registry: AnimatorRegistry = .standard(), fileName: String = "scene",
        imageDecoder: (any SceneImageDecoding)? = PNGImageDecoder()
    ) {
        self.document = document
        self.registry = registry
        self.fileName = fileName
        self.imageDecoder = imageDecoder
    }

    /// What a run did.
    public struct Result {
        /// The frames, when the run kept them (no sink); empty when streamed.
        public var film: Film
        /// Frames recorded (kept or streamed).
        public var frameCount: Int
        /// Each frame's percent and phase, in order.
        public var states: [FilmFrameState]
        /// False when the transition ended cancelled.
        public var completed: Bool
        /// Diagnostics and failures the runtime reported during the run.
        public var reports: [TransitionReport]
        /// Seconds the transition takes from 0 % to 100 % (its coordinator's
        /// `transitionDuration`, or a child swap's duration); 0 when nothing ran.
        public var duration: Double
    }

    /// Runs the scene. With a `sink`, frames stream to it and are not kept.
    /// - Throws: ``SceneError`` for a screen that cannot be built,
    ///   ``SceneRunError`` for a transition that cannot start or does not
    ///   end, or what the sink throws.
    @discardableResult
    public func run(sink: (any FilmFrameSink)? = nil) throws -> Result {
        try withVariantSettings { try runRecorded(sink: sink, started: nil) }
    }

    /// ``run(sink:)``, calling `started` once with ``expectedFrameCount(duration:)``
    /// when the transition has started (before frame 1 is recorded).
    func run(sink: (any FilmFrameSink)?, started: (@MainActor (Int) -> Void)?) throws -> Result {
        try withVariantSettings { try runRecorded(sink: sink, started: started) }
    }

    /// Runs `body` with the process-wide settings of the document's variant
    /// (Reduce Motion), then puts them back.
    func withVariantSettings<T>(_ body: () throws -> T) rethrows -> T {
        guard let variant = document.environment else { return try body() }
        return try variant.withSettings(body)
    }

    private func runRecorded(sink: (any FilmFrameSink)?, started: (@MainActor (Int) -> Void)?) throws -> Result {
        let (clock, window, stage) = try start()
        let state = stage.state
        let states = StateLog()
        let recorder = FilmRecorder(window: window, stateSource: states.wrapping(state), sink: sink)
        recorder.start()
        if let error = recorder.error { throw error }
        started?(expectedFrameCount(duration: stage.duration))
        while !state.hasEnded {
            try stage.checkAwaitedStart()
            // The duration is known once the transition started (a swiped pop starts late).
            let limit = frameLimit(duration: stage.duration)
            guard recorder.frameCount < limit else {
                let seconds = Double(limit - 1) / clock.fps
                throw SceneRunError(
                    file: fileName, problem: "the transition did not end within \(format(seconds)) s (\(limit) frames)",
                    hint: "end the interaction script with 'finish' or 'cancel', or lift every finger")
            }
            let filmTime = Double(recorder.frameCount) / clock.fps
            stage.scheduleSteps(upTo: filmTime)
            window.tick()
            if let error = recorder.error { throw error }
            stage.runPausesAfterTick(upTo: filmTime)
        }
        let film = recorder.stop()
        return Result(
            film: film, frameCount: recorder.frameCount, states: states.states, completed: !state.wasCancelled,
            reports: window.transitionReports, duration: stage.duration)
    }

    /// Builds the window and the screens, sets up the transition and starts
    /// it (a swiped pop: starts its touch script): the window's last tick is
    /// the run's frame 0.
    func start() throws -> (clock: ManualClock, window: Window, stage: SceneStage) {
        // This module links FlipbookCairo, so the runtime must have found its
        // services; without them labels would lay out with other metrics than
        // the ones that draw them.
        guard WindowEnvironment.rendererModule != nil else {
            throw SceneRunError(
                file: fileName,
                problem: "FlipbookCairo's text measurer was not found in this program "
                    + "(renderer.servicesNotFound), so labels cannot lay out as they are drawn",
                hint: "do not strip Swift type metadata (`-conditional-runtime-records`, dead-stripping of reflection records)")
        }
        let clock = ManualClock(fps: document.canvas.fps)
        let builder = SceneBuilder(document: document, imageDecoder: imageDecoder)
        let window = builder.makeWindow(clock: clock)
        let stage = try SceneStage(runner: self, builder: builder, window: window)
        try stage.prepare()
        try stage.begin()
        window.tick()
        try stage.started()
        stage.runPausesAfterTick(upTo: 0)
        return (clock, window, stage)
    }

    /// The most frames the run may take: its expected end plus 2 s, within the document limit.
    private func frameLimit(duration: Double) -> Int { frames(upTo: expectedEnd(duration: duration) + 2) }

    /// The frames the film is expected to have, from the transition's
    /// `duration` (seconds) and the clock's fps: frame 0 and one per frame
    /// period to the expected end (the interaction script's end included), within
    /// the document limit. An estimate for a progress total: a run may end
    /// sooner (a cancelled swipe) or later (a swiped pop starts late).
    func expectedFrameCount(duration: Double) -> Int { frames(upTo: expectedEnd(duration: duration)) }

    /// The film time in seconds at which the transition is expected to end.
    private func expectedEnd(duration: Double) -> Double {
        var end = duration
        switch document.interaction {
        case let .percent(script)?:
            end = (script.steps.last?.time ?? 0) + duration / max(script.completionSpeed, 1e-3)
        case let .touches(script)?:
            end = (script.latestEventTime ?? 0) + duration
        case nil:
            break
        }
        return end
    }

    /// Frame 0 and one frame per period up to `end` seconds, at least 2, within the document limit.
    private func frames(upTo end: Double) -> Int {
        let frames = (end * document.canvas.fps).rounded(.up) + 1
        guard frames.isFinite else { return SceneLimits.maximumFrameCount }
        return min(SceneLimits.maximumFrameCount, max(2, Int(frames)))
    }

    func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.3f", value)
    }
}

/// Keeps each recorded frame's state while passing it on.
@MainActor
private final class StateLog {
    var states: [FilmFrameState] = []

    func wrapping(_ source: any FilmStateSource) -> FilmStateClosure {
        FilmStateClosure { [self] time in
            let state = source.filmState(at: time)
            self.states.append(state)
            return state
        }
    }
}
