import Flipbook
import Foundation

/// A loading spinner between two screens, written as UIKit code builds one
/// with Core Animation:
///
/// - a ``ReplicatorLayer`` centred in the container holds one small round
///   dot (a ``Layer`` with a `cornerRadius`) near its top; `instanceCount`
///   is ``dots``, `instanceTransform` a z rotation of 2π / ``dots`` (about
///   the replicator's centre) and `instanceDelay` ``period`` / ``dots``;
/// - the dot pulses with two ``BasicAnimation``s, `transform.scale` and
///   `opacity` from 1 to 0.2 over ``period``, `repeatCount = .infinity`
///   (the model is the resting 0.2, as Core Animation code sets it first),
///   so each copy pulses a step later than the one before and the bright
///   dot runs round the circle;
/// - one ``Transaction`` whose completion block removes the spinner and
///   calls `completeTransition(!transitionWasCancelled)` holds the
///   transition's own animations: the from view fades out (a basic
///   animation of `opacity`) while the spinner fades in, the spinner turns
///   alone, then the to view fades in (a basic animation whose `beginTime`
///   is ahead, with `fillMode = .backwards`) while the spinner fades out
///   (a ``KeyframeAnimation`` of its `opacity` over the whole duration).
///   Each fade takes ``fadeShare`` of the duration.
///
/// The pulse is added before that transaction: a completion block waits
/// for every animation added after it, and an animation that repeats for
/// ever never ends. The completion block removes the pulse with the spinner.
///
/// Presentations and dismissals run alike. While both screens are handed
/// over (a full-screen presentation or its dismissal) the container shows
/// ``backdrop`` between them: the from view fades inside the container (a
/// presenter's view, which lies under the container, joins it for the
/// transition and goes back after). A presenter kept on screen (no from
/// view, or no to view going back) stays as it is under the spinner.
///
/// Driven interactively, the fades and the spinner's opacity follow the
/// transition's timeline (they are added while the transition sets up): a
/// scrub shows the played frame's screens, and a cancel fades the from view
/// back in before the completion block completes the transition cancelled.
/// The pulse repeats for ever, so it cannot be bound to the timeline: it
/// runs by the clock, and a scrub shows the dots where the clock has them
/// (they keep pulsing while the finger rests), not where the played frame
/// at that percent has them. Core Animation scrubs a UIKit transition by
/// the container layer's time, which would move the pulse too; here a
/// scrubbed frame differs from the played one inside the spinner only.
@preconcurrency @MainActor
public final class LoadingAnimator: ViewControllerAnimatedTransitioning {
    /// The side of the replicator layer, in points; the dots' centres lie
    /// on a circle of radius `(spinnerSize - dotSize) / 2`.
    public static let spinnerSize: CGFloat = 72
    /// The diameter of a dot at full size, in points.
    public static let dotSize: CGFloat = 12
    /// The scale and opacity a dot pulses down to, and rests at.
    public static let restingValue: Float = 0.2

    /// How many dots: the replicator's `instanceCount`, at least 1.
    public let dots: Int
    /// Seconds one pulse takes; the bright dot goes round the circle once per period.
    public let period: TimeInterval
    /// The dots' colour.
    public let color: Color
    /// The container's colour between the two screens.
    public let backdrop: Color
    /// The share of the duration each fade takes (the from view out, the to view in), in 0...0.5.
    public let fadeShare: Double
    /// The transition's duration in seconds.
    public let duration: TimeInterval
    /// The timing of the Core Animation animations (ease-in-ease-out by default).
    public let timingFunction: MediaTimingFunction

    /// A loading spinner of `dots` dots pulsing once per `period` seconds between the two screens; `duration` in seconds.
    public init(
        dots: Int = 12, period: TimeInterval = 1, color: Color = Color(hex: 0x8E8E93),
        backdrop: Color = .white, fadeShare: Double = 0.25, duration: TimeInterval = 1.2,
        timingFunction: MediaTimingFunction = MediaTimingFunction(name: .easeInEaseOut)
    ) {
        self.dots = max(1, dots)
        self.period = period.isFinite && period > 0 ? period : 1
        self.color = color
        self.backdrop = backdrop
        self.fadeShare = fadeShare.isFinite ? min(0.5, max(0, fadeShare)) : 0.25
        self.duration = duration.isFinite ? max(0, duration) : 1.2
        self.timingFunction = timingFunction
    }

    /// The spinner is progress, motion Apple keeps under Reduce Motion: unchanged.
    public var reducedMotionBehavior: ReducedMotionBehavior { .unchanged }

    public func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    /// A replicator layer centred on `center` with the dot near its top, not yet animated.
    public func makeSpinner(center: CGPoint) -> (spinner: ReplicatorLayer, dot: Layer) {
        let side = Self.spinnerSize
        let d = Self.dotSize
        let spinner = ReplicatorLayer()
        spinner.name = "loadingSpinner"
        spinner.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        spinner.position = center
        spinner.instanceCount = dots
        spinner.instanceTransform = Transform3DMakeRotation(2 * .pi / CGFloat(dots), 0, 0, 1)
        spinner.instanceDelay = period / Double(dots)

        let dot = Layer()
        dot.bounds = CGRect(x: 0, y: 0, width: d, height: d)
        dot.position = CGPoint(x: side / 2, y: d / 2)
        dot.cornerRadius = d / 2
        dot.backgroundColor = color
        // The model rests small and faint; the pulse shows the way down from full size.
        let rest = CGFloat(Self.restingValue)
        dot.transform = Transform3DMakeScale(rest, rest, 1)
        dot.opacity = Self.restingValue
        spinner.addSublayer(dot)
        return (spinner, dot)
    }

    public func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let toVC = transitionContext.viewController(forKey: .to)
        // Nil for a view the transition leaves where it is (a presenter kept on screen).
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        let total = transitionDuration(using: transitionContext)
        let fadeTime = total * fadeShare

        // The from view fades over the backdrop, so it joins the container for
        // the transition (a presenter's view lies under it) and goes back after.
        let fromHome = fromView.map { view in
            (
                superview: view.superview, frame: view.frame,
                index: view.superview?.subviews.firstIndex { $0 === view } ?? 0
            )
        }
        if let fromView, fromView.superview !== container {
            let frame = fromView.superview.map { $0.convert(fromView.frame, to: container) } ?? fromView.frame
            container.insertSubview(fromView, at: 0)
            fromView.frame = frame
        }
        // The to view goes on top, invisible until its fade begins.
        var addedToView = false
        if let toView, toView.superview !== container {
            container.addSubview(toView)
            toView.frame = CoreAnimationSupport.finalFrame(for: toVC, in: transitionContext)
            addedToView = true
        }
        let oldBackground = container.backgroundColor
        if fromView != nil, toView != nil { container.backgroundColor = backdrop }
        let fromOpacity = fromView?.layer.opacity ?? 1

        let (spinner, dot) = makeSpinner(center: CGPoint(x: container.bounds.midX, y: container.bounds.midY))
        container.layer.addSublayer(spinner)

        // The pulse, outside the transaction below: it never ends, and that
        // transaction's completion block waits for each animation added after it.
        for keyPath in ["transform.scale", "opacity"] {
            let pulse = BasicAnimation(keyPath: keyPath)
            pulse.fromValue = 1
            pulse.toValue = Self.restingValue
            pulse.duration = period
            pulse.repeatCount = .infinity
            dot.add(pulse, forKey: "pulse." + keyPath)
        }

        Transaction.begin()
        Transaction.setCompletionBlock {
            dot.removeAllAnimations()
            spinner.removeFromSuperlayer()
            container.backgroundColor = oldBackground
            let cancelled = transitionContext.transitionWasCancelled
            if cancelled, addedToView { toView?.removeFromSuperview() }
            if let fromView, let home = fromHome {
                fromView.layer.opacity = fromOpacity
                if let superview = home.superview, superview !== container {
                    superview.insertSubview(fromView, at: min(home.index, superview.subviews.count))
                    fromView.frame = home.frame
                }
                if !cancelled, fromView.superview === container { fromView.removeFromSuperview() }
            }
            transitionContext.completeTransition(!cancelled)
        }
        // No animation (a duration of 0): the completion block runs at the commit.
        if total > 0 {
            // The spinner: in with the from view's fade, out with the to view's.
            spinner.opacity = 0
            let showing = KeyframeAnimation(keyPath: "opacity")
            showing.values = [0, 1, 1, 0]
            showing.keyTimes = [0, fadeShare, 1 - fadeShare, 1].map { NSNumber(value: $0) }
            showing.timingFunctions = [timingFunction, MediaTimingFunction(name: .linear), timingFunction]
            showing.duration = total
            spinner.add(showing, forKey: "showing")

            if let fromView, fadeTime > 0 {
                fromView.layer.opacity = 0
                let fadeOut = BasicAnimation(keyPath: "opacity")
                fadeOut.fromValue = fromOpacity
                fadeOut.toValue = 0
                fadeOut.duration = fadeTime
                fadeOut.timingFunction = timingFunction
                fromView.layer.add(fadeOut, forKey: "fadeOut")
            }
            if let toView, addedToView, fadeTime > 0 {
                // The model stays visible; the fade begins late and shows 0 until then.
                let fadeIn = BasicAnimation(keyPath: "opacity")
                fadeIn.fromValue = 0
                fadeIn.toValue = toView.layer.opacity
                fadeIn.beginTime = toView.layer.convertTime(CurrentMediaTime(), from: nil) + total - fadeTime
                fadeIn.duration = fadeTime
                fadeIn.fillMode = .backwards
                fadeIn.timingFunction = timingFunction
                toView.layer.add(fadeIn, forKey: "fadeIn")
            }
        }
        Transaction.commit()
    }
}
