import Flipbook
import Foundation

/// The circular reveal, written as UIKit code writes it with Core Animation:
/// the arriving view is masked by a ``ShapeLayer`` whose circular `path` is
/// animated by a ``BasicAnimation`` from a point to a circle that covers the
/// container, inside a ``Transaction`` whose completion block removes the
/// mask and calls `completeTransition(!transitionWasCancelled)`.
///
/// Forward (a presentation or push) the to view grows out of the circle;
/// backward (a dismissal) the from view shrinks into it, uncovering the to view.
///
/// The circle's centre, in container points: ``center`` when given, else the
/// centre of the element whose id (`accessibilityIdentifier`) is
/// ``elementID`` on the presenting side's screen (the from screen going
/// forward, the to screen going backward, so a dismissal shrinks back to
/// the element the presentation grew from), else the container's centre.
/// The circle's final radius is the distance from the centre to the farthest
/// corner of the masked view.
///
/// Driven interactively (a percent-driven interaction), the path animation
/// follows the transition's timeline, because it is added while the
/// transition sets up: a scrub shows the frame the played transition shows
/// at that time, and a cancel runs the circle back before the completion
/// block completes the transition cancelled.
@preconcurrency @MainActor
public final class CircularRevealAnimator: ViewControllerAnimatedTransitioning {
    /// Forward (the to view arrives), backward (the from view leaves) or `.auto`: backward for a dismissal.
    public let operation: TransitionOperation
    /// The centre in container points; nil: the element's centre, or the container's.
    public let center: CGPoint?
    /// The id of the element the circle grows from when ``center`` is nil; empty for none.
    public let elementID: String
    /// The transition's duration in seconds.
    public let duration: TimeInterval
    /// The timing of the Core Animation animations (ease-in-ease-out by default).
    public let timingFunction: MediaTimingFunction

    /// A circular reveal from `center` (container points) or the element `elementID`; `duration` in seconds.
    public init(
        operation: TransitionOperation = .auto, center: CGPoint? = nil, elementID: String = "",
        duration: TimeInterval = 0.5, timingFunction: MediaTimingFunction = MediaTimingFunction(name: .easeInEaseOut)
    ) {
        self.operation = operation
        self.center = center
        self.elementID = elementID
        self.duration = duration.isFinite ? max(0, duration) : 0.5
        self.timingFunction = timingFunction
    }

    /// Under Reduce Motion the animator cross-dissolves instead (see ``ReducedMotionBehavior``).
    public var reducedMotionBehavior: ReducedMotionBehavior { .crossDissolve }
    /// The cross-dissolve running instead of the motion, under Reduce Motion.
    private var reducedMotionStandIn: FadeAnimator?

    public func animationEnded(_ transitionCompleted: Bool) {
        reducedMotionStandIn?.animationEnded(transitionCompleted)
        reducedMotionStandIn = nil
    }

    public func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    public func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
        if let standIn = ReducedMotionStandIn.make(duration: transitionDuration(using: transitionContext)) {
            reducedMotionStandIn = standIn
            return standIn.animateTransition(using: transitionContext)
        }
        let container = transitionContext.containerView
        let fromVC = transitionContext.viewController(forKey: .from)
        let toVC = transitionContext.viewController(forKey: .to)
        // Nil for a view the transition leaves where it is (a presenter kept on screen).
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        let presenting = CoreAnimationSupport.isForward(operation, transitionContext)

        // The to view goes on top when it arrives, below the from view when it is uncovered.
        let addedToView = CoreAnimationSupport.place(
            toView, of: toVC, above: fromView, presenting: presenting,
            in: container, transitionContext)
        guard let masked = presenting ? toView : fromView else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }

        // The centre, in container points, then in the masked view's bounds (where its mask lives).
        let screen = presenting ? (fromView ?? fromVC?.view) : (toView ?? toVC?.view)
        let origin: CGPoint
        if let center {
            origin = center
        } else if let element = CoreAnimationSupport.element(elementID, in: screen) {
            origin = element.convert(CGPoint(x: element.bounds.midX, y: element.bounds.midY), to: container)
        } else {
            origin = CGPoint(x: container.bounds.midX, y: container.bounds.midY)
        }
        let c = container.convert(origin, to: masked)
        let b = masked.bounds
        let radius =
            [
                CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY),
                CGPoint(x: b.minX, y: b.maxY), CGPoint(x: b.maxX, y: b.maxY),
            ]
            .map { hypot($0.x - c.x, $0.y - c.y) }.max()! + 1
        let point = BezierPath(ovalIn: CGRect(x: c.x, y: c.y, width: 0, height: 0))
        let circle = BezierPath(ovalIn: CGRect(x: c.x - radius, y: c.y - radius, width: 2 * radius, height: 2 * radius))

        let mask = ShapeLayer()
        mask.frame = masked.bounds
        // The model value is the end state; the animation only shows the way there.
        mask.path = presenting ? circle.cgPath : point.cgPath
        masked.layer.mask = mask

        Transaction.begin()
        Transaction.setCompletionBlock {
            masked.layer.mask = nil
            let cancelled = transitionContext.transitionWasCancelled
            if cancelled, presenting || addedToView { toView?.removeFromSuperview() }
            if !cancelled, !presenting, let fromView, fromView.superview === container { fromView.removeFromSuperview() }
            transitionContext.completeTransition(!cancelled)
        }
        let reveal = BasicAnimation(keyPath: "path")
        reveal.fromValue = presenting ? point.cgPath : circle.cgPath
        reveal.toValue = presenting ? circle.cgPath : point.cgPath
        reveal.duration = transitionDuration(using: transitionContext)
        reveal.timingFunction = timingFunction
        // No animation (a duration of 0): the completion block runs at the commit.
        if reveal.duration > 0 { mask.add(reveal, forKey: "circularReveal") }
        Transaction.commit()
    }
}
