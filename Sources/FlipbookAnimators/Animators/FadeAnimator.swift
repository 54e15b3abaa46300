import Flipbook
import Foundation

/// Fades: `fade` fades only the top view (forward: the to view in over the
/// from view; backward: the from view out over the to view), so nothing
/// behind the two ever shows through; `crossDissolve` fades the to view in
/// and the from view out at the same time, as UIKit's `.crossDissolve`.
///
/// At progress `p = curve(t / duration)` an appearing view's alpha is
/// `a · p` and a disappearing view's `a (1 − p)`, where `a` is the view's
/// alpha before the transition (1 for an ordinary view).
public final class FadeAnimator: StandardAnimator {
    /// Forward (the to view arrives), backward (the from view leaves) or `.auto`: backward for a dismissal.
    public let operation: TransitionOperation
    /// True for `crossDissolve`: both views fade.
    public let fadesBothViews: Bool

    /// A fade (`fadesBothViews` false) or a cross-dissolve; `duration` in seconds.
    public init(
        operation: TransitionOperation = .auto, fadesBothViews: Bool = false,
        duration: TimeInterval = 0.35, curve: TimingCurve = .easeInOut
    ) {
        self.operation = operation
        self.fadesBothViews = fadesBothViews
        super.init(duration: duration, curve: curve)
    }

    override func prepare(_ run: TransitionRun, _ animator: ViewPropertyAnimator) {
        Self.fade(run, animator, operation: operation, fadesBothViews: fadesBothViews)
    }

    /// Fade already dissolves: Reduce Motion leaves it as it is.
    public override var reducedMotionBehavior: ReducedMotionBehavior { .unchanged }

    /// The fade of ``prepare(_:_:)``, for any standard animator (the
    /// cross-dissolve that stands in for motion under Reduce Motion).
    static func fade(
        _ run: TransitionRun, _ animator: ViewPropertyAnimator, operation: TransitionOperation,
        fadesBothViews: Bool
    ) {
        let forward = run.resolve(operation) == .forward
        if forward { run.placeToViewOnTop() } else { run.placeToViewBelow() }
        let toView = run.toView
        let fromView = run.fromView
        let toAlpha = toView?.alpha ?? 1
        let fadeIn = forward || fadesBothViews
        let fadeOut = !forward || fadesBothViews
        if fadeIn { View.performWithoutAnimation { toView?.alpha = 0 } }
        animator.addAnimations {
            if fadeIn { toView?.alpha = toAlpha }
            if fadeOut { fromView?.alpha = 0 }
        }
    }
}
