import Foundation

/// An animator that an interaction can drive (`UIViewImplicitlyAnimating`):
/// what `interruptibleAnimator(using:)` returns. ``ViewPropertyAnimator`` conforms.
@preconcurrency @MainActor
public protocol ViewImplicitlyAnimating: AnyObject {
    var state: ViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    /// 0...1, linear in time.
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: ViewAnimatingPosition)
    func addAnimations(_ animation: @escaping () -> Void)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: CGFloat)
}

extension ViewPropertyAnimator: ViewImplicitlyAnimating {}
