import Foundation

/// The interactive half of the context and the coordinator: scrubbing,
/// pausing, finishing and cancelling, and the values observers read.
///
/// States of an interactive transition: *running by itself* (started with
/// `wantsInteractiveStart == false`, not yet interrupted), *interactive*
/// (the user drives it: `update`, `pause`), then *finishing* or
/// *cancelling* (the rest runs by itself), then ended. Any interactive call
/// on a transition running by itself interrupts it first (it becomes
/// interactive where it is). After finish or cancel, every interactive call
/// is ignored with ``TransitionDiagnostic/interactionEnded(call:endedBy:)``.
///
/// Watchdog: it is armed for `duration + 2 s` when the transition starts
/// running by itself, stopped while the transition is interactive (the user
/// may hold it as long as they like), and armed again at finish or cancel for
/// the remaining run time + 2 s.
extension TransitionContext {
    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        let call = "updateInteractiveTransition(_:)"
        guard percentComplete.isFinite else { return report(.diagnostic(.invalidPercent(call: call))) }
        guard canInteract(call) else { return }
        if !isInteractiveNow { interrupt() }
        interactivePercent = min(1, max(0, percentComplete))
        percentDriver?.scrub(to: interactivePercent)
    }

    func pauseInteractiveTransition() {
        guard canInteract("pauseInteractiveTransition()") else { return }
        if !isInteractiveNow { interrupt() }
    }

    func finishInteractiveTransition() {
        let call = "finishInteractiveTransition()"
        guard canInteract(call) else { return }
        if !isInteractiveNow { interrupt() }
        isInteractiveNow = false
        interactionEndedBy = call
        notifyInteractionChanged()
        let runTime =
            percentDriver?.complete(cancelling: false, speed: sanitizedCompletionSpeed)
            ?? Double(1 - interactivePercent) * duration / Double(sanitizedCompletionSpeed)
        armWatchdog(seconds: runTime)
    }

    func cancelInteractiveTransition() {
        let call = "cancelInteractiveTransition()"
        guard canInteract(call) else { return }
        if !isInteractiveNow { interrupt() }
        isInteractiveNow = false
        interactionEndedBy = call
        wasCancelled = true
        notifyInteractionChanged()
        reverseAppearance()
        let runTime =
            percentDriver?.complete(cancelling: true, speed: sanitizedCompletionSpeed)
            ?? Double(interactivePercent) * duration / Double(sanitizedCompletionSpeed)
        armWatchdog(seconds: runTime)
    }

    /// A transition running by itself becomes interactive where it is.
    private func interrupt() {
        disarmWatchdog()
        percentDriver?.pauseAnimations()
        if let percentDriver { interactivePercent = percentDriver.percentComplete }
        isInteractiveNow = true
        notifyInteractionChanged()
    }

    /// True when an interactive call may go ahead; otherwise reports why not.
    private func canInteract(_ call: String) -> Bool {
        guard interactor != nil else {
            report(.diagnostic(.notInteractive(call: call)))
            return false
        }
        if let endedBy = interactionEndedBy ?? (phase == .ended ? "completeTransition(_:)" : nil) {
            report(.diagnostic(.interactionEnded(call: call, endedBy: endedBy)))
            return false
        }
        return phase == .running
    }

    /// The interaction controller's `completionSpeed`, or 1 (with a
    /// diagnostic) when it is not a positive, finite number.
    var sanitizedCompletionSpeed: CGFloat {
        let speed = interactor?.completionSpeed ?? 1
        if speed.isFinite && speed > 0 { return speed }
        report(.diagnostic(.invalidCompletionSpeed(value: Double(speed))))
        return 1
    }
}

extension TransitionContext {
    var isInteractive: Bool { isInteractiveNow }
    var transitionWasCancelled: Bool { wasCancelled }
    /// True when the transition started interactive (`wantsInteractiveStart`); never changes.
    var initiallyInteractive: Bool { interactor?.wantsInteractiveStart ?? false }
    /// True while a percent-driven interaction drives the transition: it can
    /// be paused and scrubbed until it finishes or cancels.
    var isInterruptible: Bool { percentDriver != nil && interactionEndedBy == nil }
    /// The interaction controller's `completionSpeed` (1 means the rest runs
    /// at the transition's own pace), as UIKit; 1 without an interaction.
    var completionVelocity: CGFloat { interactor?.completionSpeed ?? 1 }
    var completionCurve: View.AnimationCurve { interactor?.completionCurve ?? .easeInOut }
}
