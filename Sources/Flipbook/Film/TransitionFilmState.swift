import Foundation

/// A ``FilmStateSource`` that follows transition coordinators: each frame's
/// percent complete (the coordinator's `percentComplete`) and phase.
///
/// | phase | when |
/// | --- | --- |
/// | `idle` | before the transition started |
/// | `running` | it plays by itself |
/// | `interactive` | the interaction drives it (`isInteractive`) |
/// | `finishing` / `cancelling` | the interaction ended; it runs on to the end / back to the start |
/// | `done` | the coordinator's completion ran; percent 1, or 0 when cancelled |
///
/// Made with a window (``init(following:)``), it follows every transition
/// that runs in that window, in turn: a transition that starts while the
/// frames show `done` (a follow-up push started from a completion block)
/// takes over from the frame whose tick started it. ``Window/film(maximumDuration:_:)``
/// uses one; attach a coordinator yourself with ``attach(_:)``.
@preconcurrency @MainActor
public final class TransitionFilmState: FilmStateSource {
    /// The coordinator followed now; nil before any.
    public private(set) var coordinator: (any ViewControllerTransitionCoordinator)?
    /// True once the followed transition has ended (completed or cancelled).
    public private(set) var hasEnded = false
    /// True when the followed transition ended cancelled.
    public private(set) var wasCancelled = false
    /// How many transitions have been followed so far.
    public private(set) var followedCount = 0

    private var interactionEnded = false
    private var timed: (start: Double, duration: Double, window: Window)?
    /// Where the coordinator comes from when the transition starts later
    /// than the first frame: asked at each frame until it gives one.
    private var pending: (() -> (any ViewControllerTransitionCoordinator)?)?
    /// The window whose transitions are followed, if any.
    private weak var window: Window?

    /// A state that follows only what is attached to it.
    public init() {}

    /// A state that follows every transition running in `window`, in turn.
    public init(following window: Window) {
        self.window = window
    }

    /// True while the state waits for a transition that has not started yet
    /// (``attachWhenStarted(_:)``).
    public var isAwaitingStart: Bool { pending != nil && coordinator == nil && !hasEnded }

    /// Follows `coordinator` from now on; a transition that already ended counts as done.
    public func attach(_ coordinator: any ViewControllerTransitionCoordinator) {
        self.coordinator = coordinator
        followedCount += 1
        hasEnded = false
        wasCancelled = false
        interactionEnded = false
        timed = nil
        coordinator.notifyWhenInteractionChanges { [weak self, weak coordinator] context in
            guard let self, self.coordinator === coordinator else { return }
            if !context.isInteractive { self.interactionEnded = true }
        }
        let accepted = coordinator.animate(alongsideTransition: nil) { [weak self, weak coordinator] context in
            guard let self, self.coordinator === coordinator else { return }
            self.hasEnded = true
            self.wasCancelled = context.isCancelled
        }
        if !accepted { markEnded(cancelled: coordinator.isCancelled) }
    }

    /// Follows a transition that starts at a later frame: the frames before
    /// it are `idle`; from the frame whose tick started it, as ``attach(_:)``.
    public func attachWhenStarted(_ coordinator: @escaping () -> (any ViewControllerTransitionCoordinator)?) {
        pending = coordinator
        attachPending()
    }

    /// Follows a transition without a coordinator (a child swap): percent is
    /// the elapsed clock time over `duration` seconds from `startTime` (clock
    /// seconds), until ``markEnded(cancelled:)``.
    public func attachTimed(startTime: Double, duration: Double, clock window: Window) {
        timed = (startTime, duration, window)
    }

    /// Marks the followed transition as ended (one without a coordinator, or
    /// one that never ran).
    public func markEnded(cancelled: Bool) {
        hasEnded = true
        wasCancelled = cancelled
    }

    private func attachPending() {
        guard coordinator == nil, let pending, let coordinator = pending() else { return }
        self.pending = nil
        attach(coordinator)
    }

    /// The state of the frame at `time` (clock seconds; the answer describes
    /// the window as it is now, after the tick that made the frame).
    public func filmState(at time: Double) -> FilmFrameState {
        attachPending()
        if let running = window?.runningTransitionCoordinator, running !== coordinator { attach(running) }
        guard let coordinator else {
            if hasEnded { return FilmFrameState(percentComplete: 1, phase: .done) }
            guard let timed else { return .idle }
            let elapsed = timed.window.time - timed.start
            return FilmFrameState(percentComplete: timed.duration > 0 ? elapsed / timed.duration : 1, phase: .running)
        }
        if hasEnded { return FilmFrameState(percentComplete: wasCancelled ? 0 : 1, phase: .done) }
        let percent = Double(coordinator.percentComplete)
        if coordinator.isInteractive { return FilmFrameState(percentComplete: percent, phase: .interactive) }
        if interactionEnded {
            return FilmFrameState(percentComplete: percent, phase: coordinator.isCancelled ? .cancelling : .finishing)
        }
        return FilmFrameState(percentComplete: percent, phase: .running)
    }
}
