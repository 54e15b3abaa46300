import Foundation

/// An animator that an interaction can drive (`UIViewImplicitlyAnimating`):
/// what `interruptibleAnimator(using:)` returns. ``ViewPropertyAnimator`` conforms.
@preconcurrency @MainActor
public protocol ViewImplicitlyAnimating: AnyObject {
    /// Inactive, active (running or paused) or stopped (`UIViewAnimating.state`).
    var state: ViewAnimatingState { get }
    /// Whether the animations are running by themselves (not paused, not stopped).
    var isRunning: Bool { get }
    /// Whether the animations run backwards, towards their start; set it while paused or running to reverse them.
    var isReversed: Bool { get set }
    /// 0...1, linear in time.
    var fractionComplete: CGFloat { get set }
    /// Starts or resumes the animations from their current fraction.
    func startAnimation()
    /// Starts the animations after `delay` seconds of clock time.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animations at their current fraction; an interaction then sets `fractionComplete`.
    func pauseAnimation()
    /// Stops the animations where they are: `true` leaves the properties there and goes to inactive; `false` goes to stopped, to be ended with `finishAnimation(at:)`.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Ends stopped animations at their end, their start or where they are, and calls the completion handlers with that position.
    func finishAnimation(at finalPosition: ViewAnimatingPosition)
    /// Adds animations that run over the rest of the duration.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds animations that start after `delayFactor` (0...1) of the remaining duration.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a handler called with the final position when the animations end.
    func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void)
    /// Resumes paused animations with new timing (nil: the original) over `durationFactor` times the remaining duration.
    func continueAnimation(withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: CGFloat)
}

extension ViewPropertyAnimator: ViewImplicitlyAnimating {}
