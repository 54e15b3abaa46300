import Flipbook
import Foundation

/// What every standard animator shares: a duration, a timing curve, the
/// property animator its animations run on (offered to interactions through
/// `interruptibleAnimator(using:)`), and the end rules of ``TransitionRun``.
///
/// Every standard animator works for presentations, dismissals and
/// container transitions (push, pop, tab and child swaps), which all use the
/// same context: it adds the to view to the container when it is not on
/// screen yet, animates the views the context gives (`view(forKey:)` is nil
/// for a presenter that stays on screen, and such a view is left alone), and
/// ends with `completeTransition(!transitionWasCancelled)`.
///
/// Subclasses exist only in this module; to write your own animator, adopt
/// `ViewControllerAnimatedTransitioning` and register it in an ``AnimatorRegistry``.
@preconcurrency @MainActor
public class StandardAnimator: ViewControllerAnimatedTransitioning {
    /// Seconds; finite and not negative.
    public let duration: TimeInterval
    /// The curve every animation of the transition follows.
    public let curve: TimingCurve

    private var running: ViewPropertyAnimator?
    private var run: TransitionRun?

    init(duration: TimeInterval, curve: TimingCurve) {
        self.duration = duration.isFinite ? max(0, duration) : 0
        self.curve = curve
    }

    public func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    /// What the animator does when Reduce Motion is on
    /// (``Accessibility/isReduceMotionEnabled`` when the transition starts):
    /// ``ReducedMotionBehavior/crossDissolve`` by default (slides, zooms,
    /// flips and parallax become a cross-dissolve of the same duration and
    /// curve); each animator's choice and its source are in docs/research/uikit-behaviour.md §16.
    public var reducedMotionBehavior: ReducedMotionBehavior { .crossDissolve }

    /// True when this transition dissolves instead of moving.
    var reducesMotion: Bool { reducedMotionBehavior == .crossDissolve && Accessibility.isReduceMotionEnabled }

    public func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
        guard usesPropertyAnimator || reducesMotion else {
            guard run == nil else { return }
            let run = TransitionRun(context: transitionContext)
            self.run = run
            startKeyframes(run)
            return
        }
        interruptibleAnimator(using: transitionContext)?.startAnimation()
    }

    /// The property animator that runs this transition, made on the first call
    /// for a transition and returned again on later calls (UIKit's contract);
    /// nil for animators that run keyframes (``FlipAnimator``).
    public func interruptibleAnimator(using transitionContext: any ViewControllerContextTransitioning)
        -> (any ViewImplicitlyAnimating)?
    {
        if let running { return running }
        let reduces = reducesMotion
        guard usesPropertyAnimator || reduces else { return nil }
        let run = TransitionRun(context: transitionContext)
        self.run = run
        let animator = ViewPropertyAnimator(duration: duration, timingCurve: curve)
        if reduces {
            FadeAnimator.fade(run, animator, operation: .auto, fadesBothViews: true)
        } else {
            prepare(run, animator)
        }
        animator.addCompletion { [run] _ in run.finish() }
        running = animator
        return animator
    }

    public func animationEnded(_ transitionCompleted: Bool) {
        running = nil
        run = nil
    }

    // MARK: For subclasses

    /// False for animators that run keyframes instead of a property animator.
    var usesPropertyAnimator: Bool { true }

    /// Puts the views in their start state and adds the animations to `animator`.
    func prepare(_ run: TransitionRun, _ animator: ViewPropertyAnimator) {
        run.placeToViewOnTop()
    }

    /// Keyframe animators: set up, animate, and call `run.finish()` at the end.
    func startKeyframes(_ run: TransitionRun) { run.finish() }
}

/// The parameters every standard animator has.
enum CommonParameters {
    static func duration(_ seconds: Double) -> AnimatorParameter {
        AnimatorParameter("duration", .number(0...60), default: .number(seconds), "seconds from start to end")
    }
    static let curve = AnimatorParameter(
        "curve", .curve, default: "ease-in-out",
        "timing curve: CSS text (ease-in-out, cubic-bezier(...), spring(...)) or a UIKit name")
    static let operation = AnimatorParameter(
        "operation", .choice(TransitionOperation.allCases.map(\.rawValue)), default: "auto",
        "forward: the to view arrives on top; backward: the from view leaves; auto: backward for a dismissal")
    static func edge(_ edge: TransitionEdge) -> AnimatorParameter {
        AnimatorParameter(
            "edge", .edge, default: .string(edge.rawValue), "the container edge the moving view enters from or leaves through")
    }
    static let layoutDirection = AnimatorParameter(
        "layoutDirection", .choice(LayoutDirection.allCases.map(\.rawValue)),
        default: "leftToRight", "resolves leading/trailing: in rightToLeft, trailing is the left edge")
}
