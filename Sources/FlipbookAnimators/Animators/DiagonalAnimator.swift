import Flipbook
import Foundation

/// The guide's diagonal presentation (View Controller Programming Guide,
/// figure 10-5, listing 10-2): "During a presentation, the presented view
/// starts offscreen and animates diagonally up and to the left until it is
/// visible. During a dismissal, the view reverses its direction and
/// animates down and to the right until it is offscreen once again."
///
/// With `W × H` the container's size: forward, the to view's frame goes from
/// its final frame moved so that its origin is at `(W, H)` (just past the
/// lower-right corner) to its final frame; backward, the from view's frame
/// goes from where it is to the same size with its origin at `(W, H)`.
///
/// Differences from the listing, which are bugs of the listing rather than
/// of the figure: the listing starts from `initialFrame(for: toVC)`, which is
/// `.zero` for a presented controller, so its view *grows* from an empty
/// rectangle instead of sliding (and the dismissal shrinks to the size of
/// the to view, which is nil when the presenter stays). Set `grows` to get
/// exactly the listing's frames. The listing also adds the to view on top
/// during a dismissal, which would hide the leaving view; here it goes below.
public final class DiagonalAnimator: StandardAnimator {
    /// Forward (the to view arrives), backward (the from view leaves) or `.auto`: backward for a dismissal.
    public let operation: TransitionOperation
    /// True: the listing's literal frames (an empty rectangle at the corner).
    public let grows: Bool

    /// The guide's diagonal slide (`grows`: the listing's literal frames); `duration` in seconds.
    public init(
        operation: TransitionOperation = .auto, grows: Bool = false,
        duration: TimeInterval = 0.5, curve: TimingCurve = .easeInOut
    ) {
        self.operation = operation
        self.grows = grows
        super.init(duration: duration, curve: curve)
    }

    override func prepare(_ run: TransitionRun, _ animator: ViewPropertyAnimator) {
        let forward = run.resolve(operation) == .forward
        let corner = CGPoint(x: run.container.frame.size.width, y: run.container.frame.size.height)
        if forward, let toView = run.toView {
            run.placeToViewOnTop()
            let final = run.toFinalFrame
            var start = grows ? (run.toVC.map { run.context.initialFrame(for: $0) } ?? .zero) : final
            start.origin = corner
            View.performWithoutAnimation { toView.frame = start }
            animator.addAnimations { toView.frame = final }
        } else if !forward, let fromView = run.fromView {
            run.placeToViewBelow()
            let size = grows ? (run.toView?.frame.size ?? .zero) : fromView.frame.size
            let final = CGRect(origin: corner, size: size)
            animator.addAnimations { fromView.frame = final }
        }
    }
}
