import Foundation

/// Completion is mandatory: a transition not completed by its deadline fails
/// with ``TransitionError/animatorDidNotComplete(animator:duration:deadline:)``
/// and is force-completed. When it is armed: see `TransitionContext+Interaction`.
extension TransitionContext {
    /// Stops the watchdog (an interaction holds the transition for as long as the user wants).
    func disarmWatchdog() {
        if let watchdog { window.removeTickHandler(watchdog) }
        watchdog = nil
    }

    /// Fails the transition if it has not completed `seconds + 2` s of clock time from now.
    func armWatchdog(seconds: TimeInterval) {
        if let watchdog { window.removeTickHandler(watchdog) }
        let deadline = window.time + seconds + 2
        let name = animatorName
        let duration = self.duration
        watchdog = window.addTickHandler { [weak self] now in
            guard let self, self.phase == .running, now >= deadline - 1e-9 else { return }
            self.report(.failure(.animatorDidNotComplete(animator: name, duration: duration, deadline: deadline)))
            self.forceComplete()
        }
    }

    /// Puts the views where a finished transition leaves them, then finishes.
    func forceComplete() {
        View.performWithoutAnimation { placeViewsForForcedCompletion() }
        finish(true)
    }
}
