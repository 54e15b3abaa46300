import Foundation

/// The state of an animator (`UIViewAnimatingState`).
public enum ViewAnimatingState: Int, Hashable, Sendable {
    /// Not started, or finished: the animations are not on the views.
    case inactive
    /// Started or paused: the animations are on the views.
    case active
    /// Stopped with `stopAnimation(false)`: waiting for `finishAnimation(at:)`.
    case stopped
}

/// An animator that can be started, paused, scrubbed, reversed and
/// continued with new timing (`UIViewPropertyAnimator`).
///
/// Its animations live on one timeline of length `duration`.
/// `fractionComplete` is the position on that timeline divided by the
/// duration (linear in time); each animation applies the animator's curve on
/// top, except while paused with `scrubsLinearly`, when values follow
/// `fractionComplete` linearly, as in UIKit. Calls that UIKit would reject
/// with an exception are reported as a ``Diagnostic`` and ignored.
@preconcurrency @MainActor
public final class ViewPropertyAnimator: NSObject {
    /// Seconds for the whole animation; never changes.
    public let duration: TimeInterval
    /// The curve each animation applies to the timeline's progress.
    public let timingCurve: TimingCurve
    /// Seconds waited after `startAnimation(afterDelay:)`.
    public private(set) var delay: TimeInterval = 0

    /// Inactive before the animations start and after they finish, active while running or paused, stopped after `stopAnimation(false)` (`UIViewAnimating.state`).
    public private(set) var state: ViewAnimatingState = .inactive
    /// True while the animations move by themselves.
    public private(set) var isRunning = false
    /// When true, the animations run towards their start.
    public var isReversed = false { didSet { if isReversed != oldValue { reverseDirection() } } }
    /// When true (the default), a paused animator scrubs values linearly.
    public var scrubsLinearly = true
    /// When true, reaching an end pauses the animator instead of finishing it.
    public var pausesOnCompletion = false
    /// Accepted for API compatibility; Flipbook's animators are always interruptible.
    public var isInterruptible = true
    /// Accepted for API compatibility; touches are not blocked during animations.
    public var isUserInteractionEnabled = true

    private var pendingAnimations: [(block: () -> Void, delayFactor: Double)] = []
    private var completions: [(ViewAnimatingPosition) -> Void] = []
    private var timeline: AnimationTimeline?
    private weak var window: Window?
    private var linearScrub = false

    /// An animator with a curve (ease-in-out when not given) and an optional first animation block.
    public init(duration: TimeInterval, timingCurve: TimingCurve = .easeInOut, animations: (() -> Void)? = nil) {
        self.duration = View.sanitized(duration, "duration")
        self.timingCurve = timingCurve
        if let animations { pendingAnimations.append((animations, 0)) }
    }

    /// An animator with UIKit-style timing parameters (`init(duration:timingParameters:)`).
    /// A spring with physical parameters runs for its own settling duration.
    public convenience init(duration: TimeInterval, timingParameters: any TimingCurveProvider) {
        let d = timingParameters.animationDuration(forRequested: View.sanitized(duration, "duration"))
        self.init(duration: d, timingCurve: timingParameters.timingCurve(forDuration: d))
    }

    /// An animator on one of UIKit's standard curves.
    public convenience init(duration: TimeInterval, curve: AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingCurve: curve.timingCurve, animations: animations)
    }

    /// An animator on a spring with the damping ratio that settles in `duration` seconds.
    public convenience init(duration: TimeInterval, dampingRatio: CGFloat, animations: (() -> Void)? = nil) {
        let d = View.sanitized(duration, "duration")
        self.init(
            duration: d, timingCurve: .spring(dampingRatio: Double(dampingRatio), settlingDuration: d),
            animations: animations)
    }

    /// An animator on the cubic Bezier through the two control points.
    public convenience init(
        duration: TimeInterval, controlPoint1: CGPoint, controlPoint2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration,
            timingCurve: .cubicBezier(
                Double(controlPoint1.x), Double(controlPoint1.y),
                Double(controlPoint2.x), Double(controlPoint2.y)),
            animations: animations)
    }

    /// An animator that is created and started at once
    /// (`runningPropertyAnimator(withDuration:delay:options:animations:completion:)`).
    @discardableResult
    public static func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((ViewAnimatingPosition) -> Void)? = nil
    ) -> ViewPropertyAnimator {
        let animator = ViewPropertyAnimator(duration: duration, timingCurve: options.timingCurve, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Building

    /// Adds animations. Before the animator starts they run over the whole
    /// duration; added to an active animator they run over the remaining time,
    /// `(1 - fractionComplete) * duration`.
    public func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// Adds animations that start after `delayFactor` (0...1) of the remaining duration.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = min(1, max(0, Double(delayFactor).isFinite ? Double(delayFactor) : 0))
        guard state != .stopped else {
            Diagnostics.report(
                "animator.addToStopped",
                "addAnimations was called on a stopped ViewPropertyAnimator; the animations were not added. Call finishAnimation(at:) and make a new animator."
            )
            return
        }
        if let timeline, state == .active {
            let now = max(0, timeline.position)
            apply(animation, from: now + factor * (duration - now), to: duration, timeline: timeline)
        } else {
            pendingAnimations.append((animation, Double(factor)))
        }
    }

    /// Adds a block to run when the animations end, with where they ended.
    public func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Running

    /// Starts or resumes the animations from their current fraction (`UIViewAnimating.startAnimation()`).
    public func startAnimation() {
        switch state {
        case .stopped:
            Diagnostics.report(
                "animator.startStopped",
                "startAnimation was called on a stopped ViewPropertyAnimator; nothing happened. Call finishAnimation(at:) first.")
        case .inactive:
            activate()
            run()
        case .active:
            if !isRunning { run() }
        }
    }

    /// Starts after `delay` seconds of clock time.
    public func startAnimation(afterDelay delay: TimeInterval) {
        guard state == .inactive else { return startAnimation() }
        self.delay = View.sanitized(delay, "delay")
        startAnimation()
    }

    /// Pauses where the animations are; an inactive animator becomes active and paused.
    public func pauseAnimation() {
        switch state {
        case .stopped:
            Diagnostics.report(
                "animator.pauseStopped",
                "pauseAnimation was called on a stopped ViewPropertyAnimator; nothing happened. Call finishAnimation(at:).")
        case .inactive:
            activate()
            timeline?.pause()
            isRunning = false
            linearScrub = scrubsLinearly
        case .active:
            timeline?.pause()
            isRunning = false
            linearScrub = scrubsLinearly
        }
    }

    /// The progress along the timeline, 0...1, linear in time. Setting it
    /// pauses nothing by itself: it applies to a paused (or inactive, which
    /// becomes paused) animator; setting it while running reports a diagnostic.
    public var fractionComplete: CGFloat {
        get {
            guard let timeline, duration > 0 else { return state == .inactive ? 0 : (timeline == nil ? 0 : 1) }
            return CGFloat(min(1, max(0, timeline.position / duration)))
        }
        set {
            let f = Double(newValue)
            guard f.isFinite else {
                Diagnostics.report(
                    "animator.badFraction",
                    "fractionComplete was set to \(f), which is not a number in 0...1; it was ignored.")
                return
            }
            if state == .inactive { pauseAnimation() }
            guard state == .active, !isRunning, let timeline else {
                Diagnostics.report(
                    "animator.scrubWhileRunning",
                    "fractionComplete was set while the animator was running or stopped; it was ignored. Pause the animator first."
                )
                return
            }
            timeline.place(at: min(1, max(0, f)) * duration)
        }
    }

    /// Continues a paused animator. With new timing parameters, every
    /// animation continues from where it is now to its end along `parameters`,
    /// with no jump; without, along the original curves. The remaining
    /// animation takes `durationFactor * duration` seconds, or the remaining
    /// time when `durationFactor` is 0.
    public func continueAnimation(withTimingParameters provider: (any TimingCurveProvider)?, durationFactor: CGFloat) {
        guard state == .active, let timeline, let window else {
            Diagnostics.report(
                "animator.continueInactive",
                "continueAnimation was called on an animator that is not active; nothing happened. Start or pause it first.")
            return
        }
        let now = window.clock.time
        let position = min(duration, max(0, timeline.position))
        let target = isReversed ? 0 : duration
        let remaining = abs(target - position)
        let factor = Double(durationFactor).isFinite ? max(0, Double(durationFactor)) : 0
        let runTime = factor > 0 ? factor * duration : remaining
        let parameters = provider?.timingCurve(forDuration: runTime)
        if let parameters {
            // Continue from what is on screen now (a linear scrub included), not from the curve.
            for a in timeline.animations where a.isInstalled {
                let value = a.currentValue()
                if isReversed {
                    a.rebaseReversed(to: value, at: position)
                } else {
                    a.rebase(from: value, at: position, end: duration)
                }
            }
            linearScrub = false
            isRunning = true
            timeline.seek(to: target, over: runTime, curve: parameters, now: now)
        } else {
            linearScrub = false
            isRunning = true
            let rate = runTime > 0 ? remaining / runTime : 1
            timeline.play(at: now, rate: isReversed ? -rate : rate)
        }
    }

    /// Stops the animations where they are: their current values become the
    /// model values. With `withoutFinishing` false the animator waits in
    /// `.stopped` for `finishAnimation(at:)`; with true it becomes inactive and
    /// no completion runs.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active, let timeline else {
            Diagnostics.report(
                "animator.stopInactive",
                "stopAnimation was called on an animator that is not active; nothing happened.")
            return
        }
        for a in timeline.animations where a.isInstalled {
            let value = a.currentValue()
            a.isInstalled = false
            a.layer.setWithoutAnimation(value, of: a.property)
        }
        timeline.pause()
        timeline.isRetired = true
        isRunning = false
        if withoutFinishing {
            state = .inactive
            self.timeline = nil
        } else {
            state = .stopped
        }
    }

    /// Finishes a stopped animator: sets the model values to the end, the
    /// start or leaves them where they stopped, then runs the completions
    /// with `position`.
    public func finishAnimation(at position: ViewAnimatingPosition) {
        guard state == .stopped, let timeline else {
            Diagnostics.report(
                "animator.finishNotStopped",
                "finishAnimation(at:) was called on an animator that is not stopped; nothing happened. Call stopAnimation(false) first."
            )
            return
        }
        switch position {
        case .end:
            for a in timeline.animations { a.layer.setWithoutAnimation(a.finalValue, of: a.property) }
        case .start:
            for a in timeline.animations.reversed() { a.layer.setWithoutAnimation(a.startValue, of: a.property) }
        case .current:
            break
        }
        complete(at: position)
    }

    // MARK: Internals

    private func activate() {
        let timeline = AnimationTimeline(duration: duration, delay: delay, parent: AnimationRecorder.adoptingTimeline)
        self.timeline = timeline
        state = .active
        for pending in pendingAnimations {
            apply(pending.block, from: pending.delayFactor * duration, to: duration, timeline: timeline)
        }
        pendingAnimations = []
        window = timeline.animations.lazy.compactMap { $0.layer.view?.window }.first ?? Window.active
        timeline.onReachEnd = { [weak self] position in self?.reachedEnd(position) }
        if timeline.parent == nil { window?.animationEngine.add(timeline) }
    }

    private func apply(_ block: () -> Void, from start: Double, to end: Double, timeline: AnimationTimeline) {
        let scope = AnimationRecorder.Scope(timeline: timeline, curve: timingCurve, start: start, end: end)
        scope.linearWhenScrubbing = { [weak self] in self?.linearScrub ?? false }
        AnimationRecorder.record(scope, block)
    }

    private func run() {
        guard let timeline else { return }
        isRunning = true
        linearScrub = false
        guard let window else {
            // No window: nothing can tick, so the animation completes at once.
            reachedEnd(isReversed ? .start : .end)
            return
        }
        timeline.play(at: window.clock.time, rate: isReversed ? -1 : 1)
    }

    private func reverseDirection() {
        guard state == .active, isRunning, let timeline, let window else { return }
        timeline.play(at: window.clock.time, rate: isReversed ? -1 : 1)
    }

    private func reachedEnd(_ position: ViewAnimatingPosition) {
        guard let timeline, state == .active else { return }
        if pausesOnCompletion {
            isRunning = false
            timeline.pause()
            return
        }
        for a in timeline.animations where a.isInstalled {
            a.isInstalled = false
            a.layer.animations[a.property] = nil
            if position == .start { a.layer.setWithoutAnimation(a.startValue, of: a.property) }
        }
        timeline.isRetired = true
        complete(at: position)
    }

    private func complete(at position: ViewAnimatingPosition) {
        state = .inactive
        isRunning = false
        timeline = nil
        let blocks = completions
        completions = []
        for block in blocks { block(position) }
    }
}
