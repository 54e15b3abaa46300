import Flipbook
import Foundation

/// The state of a scene's transition in each frame, from its coordinator:
/// percent complete (`percentComplete`) and phase.
///
/// | phase | when |
/// | --- | --- |
/// | `idle` | before the transition started |
/// | `running` | it plays by itself |
/// | `interactive` | the interaction drives it (`isInteractive`) |
/// | `finishing` / `cancelling` | the interaction ended; it runs on to the end / back to the start |
/// | `done` | the coordinator's completion ran; percent 1, or 0 when cancelled |
@MainActor
final class SceneFilmState: FilmStateSource {
    private(set) var coordinator: (any ViewControllerTransitionCoordinator)?
    /// True once the transition has ended (completed or cancelled).
    private(set) var hasEnded = false
    /// True when it ended cancelled.
    private(set) var wasCancelled = false
    private var interactionEnded = false
    private var timed: (start: Double, duration: Double, window: Window)?
    /// Where the coordinator comes from when the transition starts later
    /// than frame 0 (an edge swipe's pop): asked at each frame until it gives one.
    private var pending: (() -> (any ViewControllerTransitionCoordinator)?)?

    /// True while the state waits for a transition that has not started yet.
    var isAwaitingStart: Bool { pending != nil && coordinator == nil && !hasEnded }

    /// Follows `coordinator` from now on; a transition that already ended counts as done.
    func attach(_ coordinator: any ViewControllerTransitionCoordinator) {
        self.coordinator = coordinator
        coordinator.notifyWhenInteractionChanges { [weak self] context in
            if !context.isInteractive { self?.interactionEnded = true }
        }
        let accepted = coordinator.animate(alongsideTransition: nil) { [weak self] context in
            self?.hasEnded = true
            self?.wasCancelled = context.isCancelled
        }
        if !accepted { markEnded(cancelled: coordinator.isCancelled) }
    }

    /// Follows a transition that starts at a later frame: the frames before
    /// it are `idle`; from the frame whose tick started it, as ``attach(_:)``.
    func attachWhenStarted(_ coordinator: @escaping () -> (any ViewControllerTransitionCoordinator)?) {
        pending = coordinator
        attachPending()
    }

    private func attachPending() {
        guard self.coordinator == nil, let pending, let coordinator = pending() else { return }
        self.pending = nil
        attach(coordinator)
    }

    /// Follows a transition without a coordinator (a child swap): percent is
    /// the elapsed clock time over `duration`, until ``markEnded(cancelled:)``.
    func attachTimed(startTime: Double, duration: Double, clock window: Window) {
        timed = (startTime, duration, window)
    }

    /// For transitions that end without a coordinator (nothing ran, or a child swap ended).
    func markEnded(cancelled: Bool) {
        hasEnded = true
        wasCancelled = cancelled
    }

    func filmState(at time: Double) -> FilmFrameState {
        attachPending()
        guard let coordinator else {
            if hasEnded { return FilmFrameState(percentComplete: 1, phase: .done) }
            guard let timed else { return .idle }
            let elapsed = timed.window.time - timed.start
            return FilmFrameState(percentComplete: timed.duration > 0 ? elapsed / timed.duration : 1, phase: .running)
        }
        let percent = Double(coordinator.percentComplete)
        if hasEnded { return FilmFrameState(percentComplete: wasCancelled ? 0 : 1, phase: .done) }
        if coordinator.isInteractive { return FilmFrameState(percentComplete: percent, phase: .interactive) }
        if interactionEnded {
            return FilmFrameState(percentComplete: percent, phase: coordinator.isCancelled ? .cancelling : .finishing)
        }
        return FilmFrameState(percentComplete: percent, phase: .running)
    }
}
