import Foundation

extension View {
    /// Animates the changes `animations` makes to animatable properties
    /// (`UIView.animate(withDuration:delay:options:animations:completion:)`).
    ///
    /// The block runs at once and sets model values; each change becomes an
    /// animation from the property's current presentation value to the new
    /// value over `duration` seconds after `delay` seconds of clock time, along
    /// the curve the options select. `completion` runs on the tick when the
    /// animations end, with `true`, or with `false` when every one of them
    /// was replaced by a newer animation first. With no window to run in, the
    /// changes apply at once and `completion(true)` runs before this returns.
    ///
    /// Called inside another block's `animations`, the block starts with it
    /// and takes its remaining duration, its curve and its `repeat` and
    /// `autoreverse`, unless `.overrideInheritedDuration`,
    /// `.overrideInheritedCurve` or `.overrideInheritedOptions` say
    /// otherwise; its own delay counts from the enclosing block's start.
    ///
    /// Durations and delays that are negative, NaN or infinite are replaced by
    /// 0 and reported as a ``Diagnostic``.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval = 0,
        options: AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        run(
            duration: duration, delay: delay, options: options, curve: options.timingCurve,
            animations: animations, completion: completion)
    }

    /// The spring variant (`usingSpringWithDamping:initialSpringVelocity:`):
    /// a spring with the damping ratio (0...1; 1 is critically damped) that
    /// settles in `duration` seconds, starting with `velocity` as a fraction
    /// of the distance per second.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat,
        options: AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let curve = TimingCurve.spring(
            dampingRatio: Double(dampingRatio),
            initialVelocity: Double(velocity),
            settlingDuration: sanitized(duration, "duration"))
        run(
            duration: duration, delay: delay, options: options, curve: curve,
            animations: animations, completion: completion)
    }

    /// Runs `body` with animation recording off: its changes apply at once.
    public static func performWithoutAnimation(_ body: () -> Void) {
        AnimationRecorder.withoutRecording(body)
    }

    /// Animates with keyframes
    /// (`UIView.animateKeyframes(withDuration:delay:options:animations:completion:)`):
    /// inside `animations`, call
    /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``.
    /// Each keyframe moves its properties over its share of the duration,
    /// starting from the previous keyframe's values; changes made outside any
    /// keyframe span the whole duration.
    ///
    /// As in UIKit, the whole animation runs along one curve: the curve bits
    /// (16-19) of `options`' raw value, ease-in-out when none is given (the
    /// curve `View.animate` uses for `.curveEaseInOut`). At `t` seconds after
    /// the delay, keyframes are evaluated at `duration · curve(t / duration)`
    /// seconds, so with the default a keyframe spanning the whole duration
    /// is not linear in time; pass
    /// `KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)`
    /// for linear time. Within that time, the calculation mode in `options`
    /// paces each keyframe (see ``KeyframeAnimationOptions``). The curve
    /// applies within each pass of a repeating or autoreversing animation,
    /// and to a percent-driven scrub of it. Nested in another block's
    /// `animations`, the block inherits that block's curve (inside a keyframe,
    /// that keyframe's calculation-mode pacing) unless its raw value carries
    /// `.overrideInheritedCurve` (bit 6).
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval = 0,
        options: KeyframeAnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        run(
            duration: duration, delay: delay, options: options.animationOptions, curve: options.timingCurve,
            keyframeCurve: options.segmentCurve, animations: animations, completion: completion)
    }

    /// Adds a keyframe inside `animateKeyframes`: `frameStartTime` and
    /// `frameDuration` are fractions (0...1) of the whole duration. Outside a
    /// keyframe animation this reports a diagnostic and applies the changes
    /// without animation.
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: () -> Void
    ) {
        guard let scope = AnimationRecorder.scopes.last, scope.isKeyframeGroup else {
            Diagnostics.report(
                "animation.keyframeOutsideKeyframes",
                "addKeyframe was called outside View.animateKeyframes; its changes were applied without animation. Call it inside the animations block of animateKeyframes."
            )
            performWithoutAnimation(animations)
            return
        }
        let total = scope.timeline.duration
        let start = min(1, max(0, frameStartTime.isFinite ? frameStartTime : 0))
        let length = min(1 - start, max(0, frameDuration.isFinite ? frameDuration : 0))
        let saved = (scope.start, scope.end)
        scope.start = start * total
        scope.end = (start + length) * total
        defer { (scope.start, scope.end) = saved }
        animations()
    }

    static func sanitized(_ value: TimeInterval, _ name: String) -> TimeInterval {
        if value.isFinite && value >= 0 { return value }
        Diagnostics.report(
            "animation.badTime",
            "an animation \(name) of \(value) s is not a finite, non-negative number; 0 was used instead.")
        return 0
    }

    /// A block's timing after what it inherits from the block it is nested in.
    private struct BlockTiming {
        var duration: Double, delay: Double, curve: TimingCurve, repeats: Bool, autoreverses: Bool
    }

    /// UIKit's nesting rule: a block started inside another block's
    /// `animations` starts with it and, unless its options override them,
    /// takes the enclosing block's (remaining) duration, its curve and its
    /// repeat/autoreverse options; the inner delay adds to the outer one.
    /// Inside a keyframe the enclosing span is the keyframe's.
    private static func inheritedTiming(_ own: BlockTiming, options: AnimationOptions) -> BlockTiming {
        guard let outer = AnimationRecorder.scopes.last, outer.passesOnInheritance else { return own }
        var timing = own
        let span = max(0, outer.end - outer.start)
        timing.delay = outer.timeline.delay + outer.start + own.delay
        if !options.contains(.overrideInheritedDuration) { timing.duration = span }
        if !options.contains(.overrideInheritedCurve) { timing.curve = outer.isKeyframeGroup ? outer.segmentCurve : outer.curve }
        if !options.contains(.overrideInheritedOptions) {
            timing.repeats = own.repeats || outer.timeline.repeats
            timing.autoreverses = own.autoreverses || outer.timeline.autoreverses
        }
        return timing
    }

    /// Runs an animation block. `curve` is the block's own curve; for a
    /// keyframe group (`keyframeCurve` given: the curve of each keyframe's
    /// segment) it is the curve of the whole group, applied to the group's
    /// timeline position.
    private static func run(
        duration rawDuration: TimeInterval, delay rawDelay: TimeInterval, options: AnimationOptions,
        curve ownCurve: TimingCurve, keyframeCurve: TimingCurve? = nil, animations: () -> Void,
        completion: ((Bool) -> Void)?
    ) {
        let timing = inheritedTiming(
            BlockTiming(
                duration: sanitized(rawDuration, "duration"),
                delay: sanitized(rawDelay, "delay"), curve: ownCurve,
                repeats: options.contains(.repeat),
                autoreverses: options.contains(.autoreverse)),
            options: options)
        // A keyframe group paces each keyframe by its calculation mode, in
        // the time its (own or inherited) curve makes of the timeline's.
        let keyframes = keyframeCurve != nil
        let duration = timing.duration
        let curve = keyframeCurve ?? timing.curve
        let timeline = AnimationTimeline(
            duration: duration, delay: timing.delay, repeats: timing.repeats,
            autoreverses: timing.autoreverses,
            parent: AnimationRecorder.adoptingTimeline)
        if keyframes, timing.curve != .linear { timeline.positionCurve = timing.curve }
        timeline.endsWhenReplaced = true
        let scope = AnimationRecorder.Scope(timeline: timeline, curve: curve, start: 0, end: duration, isKeyframeGroup: keyframes)
        scope.passesOnInheritance = true
        AnimationRecorder.record(scope, animations)
        if options.contains(.layoutSubviews) {
            for a in timeline.animations { a.layer.view?.layoutIfNeeded() }
        }
        let window = timeline.animations.lazy.compactMap { $0.layer.view?.window }.first ?? Window.active
        timeline.onReachEnd = { [unowned timeline] position in
            guard !timeline.isRetired else { return }
            timeline.isRetired = true
            var finished = position != .current
            for a in timeline.animations {
                if a.isInstalled {
                    a.layer.animations[a.property] = nil
                    a.isInstalled = false
                } else {
                    finished = false
                }
            }
            completion?(finished)
        }
        let leave = Transaction.waitingForAnimation()
        if let leave {
            // A transaction's completion block waits for animation blocks begun inside it.
            let end = timeline.onReachEnd
            timeline.onReachEnd = { position in
                end?(position)
                leave()
            }
        }
        timeline.onAbandon = { [unowned timeline] in
            // The window went away mid-animation (AnimationEngine's deinit).
            guard !timeline.isRetired else { return }
            timeline.isRetired = true
            completion?(false)
            leave?()
        }
        guard let window else {
            timeline.onReachEnd?(.end)
            return
        }
        if timeline.parent == nil {
            window.animationEngine.add(timeline)
            timeline.play(at: window.clock.time)
        }
        if timeline.animations.isEmpty {
            // Nothing to animate: UIKit calls the completion on the next run-loop cycle.
            window.performOnNextTick { timeline.onReachEnd?(.end) }
        }
    }
}
