import Flipbook
import Foundation

/// The zoom: the arriving view grows from `scale` to full size while it
/// fades in (forward); the leaving view shrinks to `scale` while it fades
/// out (backward). The scale is a transform about the view's centre: at
/// progress `p`, `s = scale + (1 − scale) p` forward and `1 + (scale − 1) p`
/// backward; alpha as in ``FadeAnimator``.
public final class ZoomAnimator: StandardAnimator {
    /// Forward (the to view arrives), backward (the from view leaves) or `.auto`: backward for a dismissal.
    public let operation: TransitionOperation
    /// The scale at the hidden end, greater than 0 (0.8: 80 %; above 1 zooms from large).
    public let scale: CGFloat

    /// A zoom between `scale` and full size with a fade; `duration` in seconds.
    public init(
        operation: TransitionOperation = .auto, scale: CGFloat = 0.8,
        duration: TimeInterval = 0.35, curve: TimingCurve = .easeInOut
    ) {
        self.operation = operation
        self.scale = scale > 0 && scale.isFinite ? scale : 0.8
        super.init(duration: duration, curve: curve)
    }

    override func prepare(_ run: TransitionRun, _ animator: ViewPropertyAnimator) {
        let forward = run.resolve(operation) == .forward
        if forward { run.placeToViewOnTop() } else { run.placeToViewBelow() }
        let small = Transform3D(scaleX: scale, y: scale, z: 1)
        if forward, let toView = run.toView {
            let alpha = toView.alpha
            let transform = toView.transform3D
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
