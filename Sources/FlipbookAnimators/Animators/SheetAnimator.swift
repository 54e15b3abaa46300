import Flipbook
import Foundation

/// `sheet` and `card`: the presented view slides in from an edge to the frame
/// its presentation controller gives, over a ``DimmingPresentationController``
/// that it provides (a transitioning delegate such as
/// ``AnimatorTransitioningDelegate`` installs it for a `.custom` presentation).
///
/// Forward, the to view moves from just past `edge` (its near side on the
/// container's far side) to its final frame; backward, the from view moves
/// back out. `sheet` defaults to the bottom edge and half the height with
/// rounded top corners; `card` is the guide's half-width view on the trailing edge.
public final class SheetAnimator: StandardAnimator, PresentationControllerProviding {
    /// Forward (the to view arrives), backward (the from view leaves) or `.auto`: backward for a dismissal.
    public let operation: TransitionOperation
    /// The edge the sheet rises from; the bottom by default.
    public let edge: TransitionEdge
    /// The layout direction that resolves `leading` and `trailing` to physical edges.
    public let layoutDirection: LayoutDirection
    /// Passed to the presentation controller: see ``DimmingPresentationController``.
    public let fraction: CGFloat
    /// The radius of the sheet's two corners away from `edge`, in points.
    public let cornerRadius: CGFloat
    /// The dimming view's alpha, 0...1, when the sheet is fully shown.
    public let dimmingAlpha: CGFloat
    /// The dimming view's colour.
    public let dimmingColor: Color

    /// A sheet rises under Reduce Motion too, as the system's sheets do: unchanged.
    public override var reducedMotionBehavior: ReducedMotionBehavior { .unchanged }

    /// A sheet from `edge` covering `fraction` of the container, over a dimming view; `duration` in seconds.
    public init(
        operation: TransitionOperation = .auto, edge: TransitionEdge = .bottom,
        layoutDirection: LayoutDirection = .leftToRight, fraction: CGFloat = 0.5, cornerRadius: CGFloat = 16,
        dimmingAlpha: CGFloat = 0.4, dimmingColor: Color = .black,
        duration: TimeInterval = 0.5, curve: TimingCurve = .easeInOut
    ) {
        self.operation = operation
        self.edge = edge
        self.layoutDirection = layoutDirection
        self.fraction = fraction
        self.cornerRadius = cornerRadius
        self.dimmingAlpha = dimmingAlpha
        self.dimmingColor = dimmingColor
        super.init(duration: duration, curve: curve)
    }

    /// A ``DimmingPresentationController`` with this animator's edge, fraction, corners and dimming.
    public func makePresentationController(presented: ViewController, presenting: ViewController?) -> PresentationController {
        DimmingPresentationController(
            presentedViewController: presented, presenting: presenting, edge: edge,
            layoutDirection: layoutDirection, fraction: fraction, cornerRadius: cornerRadius,
            dimmingAlpha: dimmingAlpha, dimmingColor: dimmingColor)
    }

    /// The move that takes `frame` just past the edge of `bounds`.
    func offscreenOffset(of frame: CGRect, in bounds: CGRect) -> CGVector {
        switch edge.resolved(for: layoutDirection) {
        case .left: CGVector(dx: bounds.minX - frame.maxX, dy: 0)
        case .top: CGVector(dx: 0, dy: bounds.minY - frame.maxY)
        case .bottom: CGVector(dx: 0, dy: bounds.maxY - frame.minY)
        default: CGVector(dx: bounds.maxX - frame.minX, dy: 0)
        }
    }

    override func prepare(_ run: TransitionRun, _ animator: ViewPropertyAnimator) {
        let bounds = run.container.bounds
        if run.resolve(operation) == .forward {
            run.placeToViewOnTop()
            guard let toView = run.toView else { return }
            let final = run.toFinalFrame
            View.performWithoutAnimation { toView.frame = final.offsetBy(offscreenOffset(of: final, in: bounds)) }
            animator.addAnimations { toView.frame = final }
        } else {
            run.placeToViewBelow()
            guard let fromView = run.fromView else { return }
            let start = run.fromInitialFrame
            let end = start.offsetBy(offscreenOffset(of: start, in: bounds))
            animator.addAnimations { fromView.frame = end }
        }
    }
}
