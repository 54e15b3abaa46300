import Foundation

/// What the transition asks of its percent-driven interaction: move the
/// animations, stop them, run them to an end, add alongside animations, and
/// clean up when the transition ends.
extension PercentDrivenInteractiveTransition {
    /// Places the animations at `percent` (0...1) of the duration.
    func scrub(to percent: CGFloat) {
        switch driverState {
        case let .timeline(t)?: t.update(Double(percent))
        case let .animator(animator, _)?: animator.fractionComplete = percent
        case nil: break
        }
    }

    /// Stops animations that run by themselves where they are.
    func pauseAnimations() {
        switch driverState {
        case let .timeline(t)?: t.pause()
        case let .animator(animator, _)?: animator.pauseAnimation()
        case nil: break
        }
    }

    /// Runs the animations to the end (or back to the start when
    /// `cancelling`); returns the run time in seconds of clock time.
    ///
    /// Plain: `remaining * duration / speed` along `timingCurve` or
    /// `completionCurve`. With a release velocity `v` (percent per second),
    /// a critically damped spring over the same time whose initial velocity
    /// is `v / remaining` fractions of the remaining distance per second,
    /// signed toward the target: the timeline then leaves the release point
    /// at exactly `v * duration` seconds of timeline per second.
    func complete(cancelling: Bool, speed: CGFloat) -> TimeInterval {
        let p = Double(percentComplete)
        let remaining = cancelling ? p : 1 - p
        let runTime = remaining * Double(duration) / Double(speed)
        let curve: TimingCurve
        var provider: any TimingCurveProvider
        if let v = pendingReleaseVelocity, remaining > 0 {
            let towardTarget = Double(cancelling ? -v : v) / remaining
            provider = SpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: towardTarget, dy: 0))
            curve = provider.timingCurve(forDuration: runTime)
        } else if let timingCurve {
            provider = timingCurve
            curve = timingCurve.timingCurve(forDuration: runTime)
        } else {
            curve = completionCurve.timingCurve
            provider = curve
        }
        switch driverState {
        case let .timeline(t)?:
            return cancelling ? t.cancel(speed: Double(speed), curve: curve) : t.finish(speed: Double(speed), curve: curve)
        case let .animator(animator, _)?:
            animator.isReversed = cancelling
            animator.continueAnimation(withTimingParameters: provider, durationFactor: CGFloat(remaining) / speed)
            return runTime
        case nil:
            return runTime
        }
    }

    /// Runs `body` (alongside animations) so that its animations follow the transition.
    func runAlongside(_ body: @escaping () -> Void) {
        switch driverState {
        case let .timeline(t)?:
            let remaining = Double(duration) * (1 - t.percentComplete)
            t.capture {
                if remaining > 0, !t.hasEnded {
                    View.animate(withDuration: remaining, delay: 0, options: [], animations: body)
                } else {
                    View.performWithoutAnimation(body)
                }
            }
        case let .animator(animator, t)?:
            t.capture(adoptingTimelines: false) { animator.addAnimations(body) }
        case nil:
            View.performWithoutAnimation(body)
        }
    }
}
