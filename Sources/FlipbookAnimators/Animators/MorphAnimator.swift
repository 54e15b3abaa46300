import Flipbook
import Foundation

/// A button morphs into the next screen, in two phases chained as UIKit code
/// chains them: through a ``Transaction`` completion block.
///
/// Forward (a presentation or push):
/// 1. a ``ShapeLayer`` in the button's colour takes the button's place (the
///    button is hidden) and its `path` runs through a ``KeyframeAnimation``:
///    the button's rounded rectangle, a circle around the button, the
///    container's rectangle; its `fillColor` turns to the to view's
///    background colour with a ``BasicAnimation``;
/// 2. the first transaction's completion block fades the to view in over
///    the shape (a basic animation of `opacity`) in a second transaction,
///    whose completion block removes the shape and calls
///    `completeTransition(!transitionWasCancelled)`.
///
/// Backward (a dismissal) runs the same phases the other way: the from view
/// fades out over the full-screen shape, then the shape shrinks back into
/// the button.
///
/// The button is the first element of the presenting side's screen (the
/// from screen going forward, the to screen going backward) whose id
/// (`accessibilityIdentifier`) is ``elementID``; without one the shape
/// grows from a 56-point circle at the container's centre. ``fadeShare`` of
/// the duration goes to the fade, the rest to the morph.
///
/// Every keyframe path is built by ``roundedRect(_:cornerRadius:)``, which
/// gives the same elements for every radius, 0 included: Core Animation
/// (and Flipbook) mixes two paths point by point only when they have the
/// same elements, and jumps otherwise.
///
/// Driven interactively, the first phase follows the transition's timeline
/// (it is added while the transition sets up). The second phase is added
/// later, from a completion block, so it runs by the clock: it starts when
/// the first phase reaches its end while the transition runs by itself
/// (after `finish()`); a scrub past the first phase shows the full-screen
/// shape, not the fade. A cancel runs the first phase back and completes
/// the transition cancelled without the second.
@preconcurrency @MainActor
public final class MorphAnimator: ViewControllerAnimatedTransitioning {
    /// Forward (the to view arrives), backward (the from view leaves) or `.auto`: backward for a dismissal.
    public let operation: TransitionOperation
    /// The id of the element that morphs; "button" by default.
    public let elementID: String
    /// The share of the duration the second phase (the fade) takes, in 0...0.9.
    public let fadeShare: Double
    /// The transition's duration in seconds.
    public let duration: TimeInterval
    /// The timing of the Core Animation animations (ease-in-ease-out by default).
    public let timingFunction: MediaTimingFunction

    /// A morph of the element `elementID` into the arriving screen, then a fade taking `fadeShare` of `duration` seconds.
    public init(
        operation: TransitionOperation = .auto, elementID: String = "button", fadeShare: Double = 0.35,
        duration: TimeInterval = 0.7, timingFunction: MediaTimingFunction = MediaTimingFunction(name: .easeInEaseOut)
    ) {
        self.operation = operation
        self.elementID = elementID
        self.fadeShare = fadeShare.isFinite ? min(0.9, max(0, fadeShare)) : 0.35
        self.duration = duration.isFinite ? max(0, duration) : 0.7
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

    /// A closed rounded rectangle with the same elements (a move, then a line
    /// and a curve per side, and a close) for every corner radius, 0
    /// included; the radius is clamped to half the shorter side.
    public static func roundedRect(_ rect: CGRect, cornerRadius: CGFloat) -> CGPath {
        let r = rect.standardized
        let radius = max(0, min(cornerRadius, r.width / 2, r.height / 2))
        let k = radius * 0.5522847498307936  // a quarter circle's control-point distance
        let path = CGMutablePath()
        path.move(to: CGPoint(x: r.minX + radius, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - radius, y: r.minY))
        path.addCurve(
            to: CGPoint(x: r.maxX, y: r.minY + radius),
            control1: CGPoint(x: r.maxX - radius + k, y: r.minY), control2: CGPoint(x: r.maxX, y: r.minY + radius - k))
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - radius))
        path.addCurve(
            to: CGPoint(x: r.maxX - radius, y: r.maxY),
            control1: CGPoint(x: r.maxX, y: r.maxY - radius + k), control2: CGPoint(x: r.maxX - radius + k, y: r.maxY))
        path.addLine(to: CGPoint(x: r.minX + radius, y: r.maxY))
        path.addCurve(
            to: CGPoint(x: r.minX, y: r.maxY - radius),
            control1: CGPoint(x: r.minX + radius - k, y: r.maxY), control2: CGPoint(x: r.minX, y: r.maxY - radius + k))
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + radius))
        path.addCurve(
            to: CGPoint(x: r.minX + radius, y: r.minY),
            control1: CGPoint(x: r.minX, y: r.minY + radius - k), control2: CGPoint(x: r.minX + radius - k, y: r.minY))
        path.closeSubpath()
        return path
    }

    public func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
        if let standIn = ReducedMotionStandIn.make(duration: transitionDuration(using: transitionContext)) {
            reducedMotionStandIn = standIn
            return standIn.animateTransition(using: transitionContext)
        }
        let container = transitionContext.containerView
        let fromVC = transitionContext.viewController(forKey: .from)
        let toVC = transitionContext.viewController(forKey: .to)
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        let presenting = CoreAnimationSupport.isForward(operation, transitionContext)
        let morphTime = duration * (1 - fadeShare)
        let fadeTime = duration * fadeShare

        // The screen that fades: the to view in, or the from view out.
        let addedToView = CoreAnimationSupport.place(
            toView, of: toVC, above: fromView, presenting: presenting,
            in: container, transitionContext)
        guard let fading = presenting ? toView : fromView else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }

        // The button, in container coordinates; it hides while the shape stands in for it.
        let screen = presenting ? (fromView ?? fromVC?.view) : (toView ?? toVC?.view)
        let button = CoreAnimationSupport.element(elementID, in: screen)
        let buttonFrame: CGRect
        let buttonRadius: CGFloat
        if let button {
            buttonFrame = button.convert(button.bounds, to: container)
            buttonRadius = button.layer.cornerRadius
        } else {
            buttonFrame = CGRect(x: container.bounds.midX - 28, y: container.bounds.midY - 28, width: 56, height: 56)
            buttonRadius = 28
        }
        let buttonWasHidden = button?.isHidden ?? false
        button?.isHidden = true
        let screenColor = fading.backgroundColor ?? .white
        let buttonColor = button?.backgroundColor ?? screenColor

        // Keyframes: the button, a circle around it, the whole container.
        let bloomSide = max(buttonFrame.width, buttonFrame.height) * 2.5
        let bloom = CGRect(
            x: buttonFrame.midX - bloomSide / 2, y: buttonFrame.midY - bloomSide / 2, width: bloomSide, height: bloomSide)
        let buttonPath = Self.roundedRect(buttonFrame, cornerRadius: buttonRadius)
        let bloomPath = Self.roundedRect(bloom, cornerRadius: bloomSide / 2)
        let fullPath = Self.roundedRect(container.bounds, cornerRadius: 0)

        let shape = ShapeLayer()
        shape.frame = container.bounds
        shape.path = fullPath
        shape.fillColor = screenColor
        // Below the screen that fades: under the arriving view, or between the two screens.
        if fading.superview === container {
            container.layer.insertSublayer(shape, below: fading.layer)
        } else {
            container.layer.addSublayer(shape)
        }
        let originalOpacity = fading.layer.opacity
        if presenting { fading.layer.opacity = 0 }

        func finish() {
            shape.removeFromSuperlayer()
            button?.isHidden = buttonWasHidden
            fading.layer.opacity = originalOpacity
            let cancelled = transitionContext.transitionWasCancelled
            if cancelled, presenting || addedToView { toView?.removeFromSuperview() }
            if !cancelled, !presenting, let fromView, fromView.superview === container { fromView.removeFromSuperview() }
            transitionContext.completeTransition(!cancelled)
        }

        func morph(growing: Bool, then next: @escaping () -> Void) {
            Transaction.begin()
            Transaction.setCompletionBlock(next)
            // The shape joined the tree in an earlier tick when this runs from a
            // completion block: without this, its new model values would animate implicitly.
            Transaction.setDisableActions(true)
            shape.path = growing ? fullPath : buttonPath
            shape.fillColor = growing ? screenColor : buttonColor
            let path = KeyframeAnimation(keyPath: "path")
            path.values = growing ? [buttonPath, bloomPath, fullPath] : [fullPath, bloomPath, buttonPath]
            path.keyTimes = growing ? [0, 0.45, 1] : [0, 0.55, 1]
            path.duration = morphTime
            path.timingFunction = timingFunction
            let color = BasicAnimation(keyPath: "fillColor")
            color.fromValue = growing ? buttonColor : screenColor
            color.toValue = growing ? screenColor : buttonColor
            color.duration = morphTime
            color.timingFunction = timingFunction
            if morphTime > 0 {
                shape.add(path, forKey: "morph")
                shape.add(color, forKey: "color")
            }
            Transaction.commit()
        }

        func fade(in fadingIn: Bool, then next: @escaping () -> Void) {
            Transaction.begin()
            Transaction.setCompletionBlock(next)
            let fade = BasicAnimation(keyPath: "opacity")
            fade.fromValue = fadingIn ? 0 : 1
            fade.toValue = fadingIn ? 1 : 0
            fade.duration = fadeTime
            fade.timingFunction = timingFunction
            fading.layer.opacity = fadingIn ? 1 : 0
            if fadeTime > 0 { fading.layer.add(fade, forKey: "fade") }
            Transaction.commit()
        }

        if presenting {
            morph(growing: true) {
                // The second phase starts only when the first ended on its way forward.
                guard !transitionContext.transitionWasCancelled else { return finish() }
                fade(in: true, then: finish)
            }
        } else {
            fade(in: false) {
                guard !transitionContext.transitionWasCancelled else { return finish() }
                morph(growing: false, then: finish)
            }
        }
    }
}
