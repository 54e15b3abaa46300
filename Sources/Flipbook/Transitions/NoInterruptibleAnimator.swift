import Foundation

/// What the default `interruptibleAnimator(using:)` (UIKit's non-optional
/// spelling) returns when an animator has none: the runtime reads it as
/// "no interruptible animator". Inert: it never runs and never completes.
@MainActor
final class NoInterruptibleAnimator: ViewImplicitlyAnimating {
    var state: ViewAnimatingState { .inactive }
    var isRunning: Bool { false }
    var isReversed = false
    var fractionComplete: CGFloat = 0
    func startAnimation() {}
    func startAnimation(afterDelay delay: TimeInterval) {}
    func pauseAnimation() {}
    func stopAnimation(_ withoutFinishing: Bool) {}
    func finishAnimation(at finalPosition: ViewAnimatingPosition) {}
    func addAnimations(_ animation: @escaping () -> Void) {}
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) {}
    func continueAnimation(withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: CGFloat) {}
}

extension ViewControllerAnimatedTransitioning {
    /// The animator's interruptible animator through UIKit's spelling (which
    /// falls back to the optional one), nil when it has none.
    package func askedInterruptibleAnimator(using transitionContext: any ViewControllerContextTransitioning)
        -> (any ViewImplicitlyAnimating)?
    {
        let candidate: any ViewImplicitlyAnimating = interruptibleAnimator(using: transitionContext)
        return candidate is NoInterruptibleAnimator ? nil : candidate
    }
}
