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
    public let operation: TransitionOperation
    /// True for `crossDissolve`: both views fade.
    public let fadesBothViews: Bool

    public init(operation: TransitionOperation = .auto, fadesBothViews: Bool = false,
                duration: TimeInterval = 0.35, curve: TimingCurve = .easeInOut) {
        self.operation = operation
        self.fadesBothViews = fadesBothViews
        super.init(duration: duration, curve: curve)
    }

    override func prepare(_ run: TransitionRun, _ animator: ViewPropertyAnimator) {
        let forward = run.resolve(operation) == .forward
        if forward { run.placeToViewOnTop() } else { run.placeToViewBelow() }
        let toView = run.toView, fromView = run.fromView
        let toAlpha = toView?.alpha ?? 1
        let fadeIn = forward || fadesBothViews, fadeOut = !forward || fadesBothViews
        if fadeIn { View.performWithoutAnimation { toView?.alpha = 0 } }
        animator.addAnimations {
            if fadeIn { toView?.alpha = toAlpha }
            if fadeOut { fromView?.alpha = 0 }
        }
    }
}

/// The zoom: the arriving view grows from `scale` to full size while it
/// fades in (forward); the leaving view shrinks to `scale` while it fades
/// out (backward). The scale is a transform about the view's centre: at
/// progress `p`, `s = scale + (1 − scale) p` forward and `1 + (scale − 1) p`
/// backward; alpha as in ``FadeAnimator``.
public final class ZoomAnimator: StandardAnimator {
    public let operation: TransitionOperation
    /// The scale at the hidden end, greater than 0 (0.8: 80 %; above 1 zooms from large).
    public let scale: CGFloat

    public init(operation: TransitionOperation = .auto, scale: CGFloat = 0.8,
                duration: TimeInterval = 0.35, curve: TimingCurve = .easeInOut) {
        self.operation = operation
        self.scale = scale > 0 && scale.isFinite ? scale : 0.8
        super.init(duration: duration, curve: curve)
    }

    override func prepare(_ run: TransitionRun, _ animator: ViewPropertyAnimator) {
        let forward = run.resolve(operation) == .forward
        if forward { run.placeToViewOnTop() } else { run.placeToViewBelow() }
        let small = Transform3D(scaleX: scale, y: scale, z: 1)
        if forward, let toView = run.toView {
            let alpha = toView.alpha, transform = toView.transform3D
            View.performWithoutAnimation {
                toView.alpha = 0
                toView.transform3D = small.concatenating(transform)
            }
            animator.addAnimations {
                toView.alpha = alpha
                toView.transform3D = transform
            }
        } else if !forward, let fromView = run.fromView {
            let transform = fromView.transform3D
            animator.addAnimations {
                fromView.alpha = 0
                fromView.transform3D = small.concatenating(transform)
            }
        }
    }
}
