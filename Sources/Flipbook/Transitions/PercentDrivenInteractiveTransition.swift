import Foundation

/// Drives a transition's animations from a completion percentage
/// (`UIPercentDrivenInteractiveTransition`).
///
/// Return one from `interactionControllerForPresentation(using:)` or
/// `interactionControllerForDismissal(using:)`; the runtime calls
/// ``startInteractiveTransition(_:)``, which runs the animator's
/// `animateTransition(using:)` with every animation it makes (and every
/// alongside animation of the coordinator) on one timeline of length
/// ``duration``. Then, from your event handling:
///
/// - ``update(_:)`` places the timeline at `percent * duration` (the scrub is
///   linear in time; each animation still applies its own curve);
/// - ``pause()`` stops a transition that runs by itself where it is;
/// - ``finish()`` runs the rest over `(1 - p) * duration / completionSpeed`
///   seconds along ``completionCurve`` (or ``timingCurve`` when set), and
///   ``cancel()`` runs back to 0 over `p * duration / completionSpeed`;
/// - ``finish(velocity:)`` and ``cancel(velocity:)`` (Flipbook only) do the
///   same with a critically damped spring that starts at the release
///   velocity, so the motion does not jump when the finger lifts.
///
/// When the animator returns an `interruptibleAnimator(using:)`, that
/// animator is driven instead: paused, `fractionComplete` while scrubbing,
/// then `isReversed` and `continueAnimation(withTimingParameters:durationFactor:)`.
///
/// After a cancel, when the animator calls `completeTransition(false)`,
/// every property the transition's animations changed goes back to its value
/// from before the transition. Misuse (a NaN percent, `finish()` twice, an
/// update after the end) is reported as a ``TransitionDiagnostic`` and ignored.
///
/// ```swift
/// final class SwipeInteraction: PercentDrivenInteractiveTransition {
///     func handlePan(translation: CGFloat, height: CGFloat, ended: Bool) {
///         if ended { finish() } else { update(abs(translation / height)) }
///     }
/// }
/// ```
@preconcurrency @MainActor
open class PercentDrivenInteractiveTransition: NSObject, ViewControllerInteractiveTransitioning {
    /// How fast the rest runs after ``finish()`` or ``cancel()``: 1 is the
    /// transition's own pace, 2 twice as fast. Must be positive and finite
    /// (otherwise 1 is used, with a diagnostic).
    open var completionSpeed: CGFloat = 1
    /// The curve of the rest after ``finish()`` or ``cancel()``, unless ``timingCurve`` is set.
    open var completionCurve: View.AnimationCurve = .easeInOut
    /// When set, the timing of the rest after ``finish()`` or ``cancel()``,
    /// instead of ``completionCurve``.
    open var timingCurve: (any TimingCurveProvider)?
    /// True (the default): the transition waits for ``update(_:)`` at 0 %.
    /// False: it starts running by itself and can be interrupted later with
    /// ``pause()`` or ``update(_:)``.
    open var wantsInteractiveStart = true

    enum Driver {
        /// The transition's own timeline, with the animator's and the alongside animations.
        case timeline(TransitionTimeline)
        /// The animator's interruptible animator; the timeline only remembers values for a cancel.
        case animator(any ViewImplicitlyAnimating, TransitionTimeline)

        var timeline: TransitionTimeline {
            switch self {
            case let .timeline(t), let .animator(_, t): t
            }
        }
    }

    private var transition: TransitionContext?
    /// An end decided before the transition started (a gesture that began and
    /// ended within one tick); applied as soon as ``startInteractiveTransition(_:)`` runs.
    var pendingEnd: (finishes: Bool, velocity: CGFloat)?
    /// A percent reached before the transition started (the gesture moved
    /// within the tick that started it); applied, before ``pendingEnd``, as
    /// soon as ``startInteractiveTransition(_:)`` runs.
    var pendingPercent: CGFloat?
    /// True once the runtime has handed this interaction its transition, until it ends.
    var isDrivingTransition: Bool { transition != nil }
    /// What moves the animations while a transition runs; nil before and after.
    private(set) var driverState: Driver?
    private weak var window: Window?
    private var transitionDuration: TimeInterval = 0
    private var endPercent: CGFloat?
    /// The release velocity of ``finish(velocity:)``/``cancel(velocity:)`` while the call runs.
    private(set) var pendingReleaseVelocity: CGFloat?

    public override init() { super.init() }

    /// Told of a change registered with `addObserver(_:forKeyPath:options:context:)`
    /// (``KeyValueObserving``); override it as on iOS. Does nothing by default.
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [KeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {}

    /// Seconds: the animator's `transitionDuration(using:)` for the running
    /// (or last) transition; 0 before any.
    open var duration: CGFloat { CGFloat(transitionDuration) }

    /// Where the transition is, 0...1: the last ``update(_:)`` while
    /// interactive, and the moving position while it runs by itself,
    /// finishes or cancels (1 or 0 once it ended).
    open var percentComplete: CGFloat {
        if let endPercent { return endPercent }
        switch driverState {
        case let .timeline(t)?: return CGFloat(t.percentComplete)
        case let .animator(animator, _)?: return min(1, max(0, animator.fractionComplete))
        case nil: return 0
        }
    }

    // MARK: Driving

    /// Sets up the interaction; the runtime calls it in place of the animator's
    /// `animateTransition(using:)`. Subclasses call `super` first.
    open func startInteractiveTransition(_ transitionContext: any ViewControllerContextTransitioning) {
        guard transition == nil, driverState == nil else {
            return report(.cannotStartInteraction(reason: "this interaction controller already drives a transition"))
        }
        guard let transition = transitionContext as? TransitionContext else {
            return report(.cannotStartInteraction(reason: "the context was not made by the Flipbook runtime"))
        }
        guard transition.phase == .running, transition.percentDriver == nil else {
            return report(.cannotStartInteraction(reason: "its transition has ended or is driven by another interaction"))
        }
        self.transition = transition
        window = transition.window
        transitionDuration = transition.duration
        endPercent = nil
        transition.percentDriver = self
        let animator = transition.animator
        let timeline = TransitionTimeline(duration: transition.duration, window: transition.window)
        var interruptible: (any ViewImplicitlyAnimating)?
        timeline.capture(adoptingTimelines: false) {
            interruptible = animator.askedInterruptibleAnimator(using: transitionContext)
        }
        if let interruptible {
            driverState = .animator(interruptible, timeline)
            timeline.abandon(at: .current)  // values only: the animator moves by itself
            timeline.capture(adoptingTimelines: false) {
                animator.animateTransition(using: transitionContext)
                guard self.transition != nil else { return }
                if wantsInteractiveStart {
                    interruptible.pauseAnimation()
                } else if !interruptible.isRunning {
                    interruptible.startAnimation()
                }
            }
        } else {
            driverState = .timeline(timeline)
            timeline.capture { animator.animateTransition(using: transitionContext) }
            if !wantsInteractiveStart, !timeline.hasEnded { timeline.play() }
        }
        if let percent = pendingPercent {
            pendingPercent = nil
            update(percent)
        }
        if let end = pendingEnd {
            pendingEnd = nil
            if end.finishes { finish(velocity: end.velocity) } else { cancel(velocity: end.velocity) }
        }
    }

    /// Moves the transition to `percentComplete` (clamped to 0...1) of its
    /// duration and reports it to the context. A transition running by
    /// itself is interrupted first. NaN or infinite: ignored with a diagnostic.
    open func update(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite else { return report(.invalidPercent(call: "update(_:)")) }
        guard let transition else { return report(.interactionNotStarted(call: "update(_:)")) }
        transition.updateInteractiveTransition(percentComplete)
    }

    /// Stops a transition that runs by itself where it is (it becomes interactive).
    open func pause() {
        guard let transition else { return report(.interactionNotStarted(call: "pause()")) }
        transition.pauseInteractiveTransition()
    }

    /// Runs the rest of the transition to the end (see the type's summary for the timing).
    open func finish() {
        guard let transition else { return report(.interactionNotStarted(call: "finish()")) }
        transition.finishInteractiveTransition()
    }

    /// Runs the transition back to the start; it then ends cancelled.
    open func cancel() {
        guard let transition else { return report(.interactionNotStarted(call: "cancel()")) }
        transition.cancelInteractiveTransition()
    }

    /// Finishes with a critically damped spring whose initial velocity is
    /// `velocity`, in percent (0...1 of the transition) per second, positive
    /// toward the end: what `update(_:)` was moving at when the touch ended.
    /// The spring settles in the time ``finish()`` would take.
    public func finish(velocity: CGFloat) {
        complete(velocity: velocity, call: "finish(velocity:)") { $0.finishInteractiveTransition() }
    }

    /// Cancels with a critically damped spring whose initial velocity is
    /// `velocity`, in percent per second (negative moves toward the start).
    /// The spring settles in the time ``cancel()`` would take.
    public func cancel(velocity: CGFloat) {
        complete(velocity: velocity, call: "cancel(velocity:)") { $0.cancelInteractiveTransition() }
    }

    private func complete(velocity: CGFloat, call: String, _ body: (TransitionContext) -> Void) {
        guard let transition else { return report(.interactionNotStarted(call: call)) }
        if velocity.isFinite { pendingReleaseVelocity = velocity } else { report(.invalidVelocity(call: call)) }
        defer { pendingReleaseVelocity = nil }
        body(transition)
    }

    /// Called by the transition as it ends, after the animator's
    /// `completeTransition(_:)`: ends animations still on the timeline and,
    /// after a cancel, puts back every value the transition changed.
    func transitionWillEnd(completed: Bool) {
        guard let driverState else { return }
        let timeline = driverState.timeline
        if case .timeline = driverState, !timeline.hasEnded { timeline.abandon(at: completed ? .end : .start) }
        if !completed { timeline.restore() }
        endPercent = completed ? 1 : 0
        self.driverState = nil
        transition = nil
    }

    private func report(_ diagnostic: TransitionDiagnostic) {
        reportTransition(.diagnostic(diagnostic), in: window)
    }
}
