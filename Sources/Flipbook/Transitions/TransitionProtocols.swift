import Foundation

/// Supplies the objects for a custom presentation or dismissal
/// (`UIViewControllerTransitioningDelegate`). Every member is optional in
/// UIKit; here each has a default implementation returning nil.
@preconcurrency @MainActor
public protocol ViewControllerTransitioningDelegate: AnyObject {
    /// The animator for presenting `presented`; nil means the built-in
    /// animation for its `modalTransitionStyle`.
    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)?
    /// The animator for dismissing `dismissed`; nil means the built-in animation.
    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)?
    /// Asked only when the delegate gave an animator for the presentation.
    func interactionControllerForPresentation(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)?
    /// Asked only when the delegate gave an animator for the dismissal.
    func interactionControllerForDismissal(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)?
    /// The presentation controller for a `.custom` presentation; nil means full screen.
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController?
}

extension ViewControllerTransitioningDelegate {
    public func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { nil }
    public func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? { nil }
    public func interactionControllerForPresentation(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)?
    { nil }
    public func interactionControllerForDismissal(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)?
    { nil }
    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? { nil }
}

/// Animates a transition over a fixed time (`UIViewControllerAnimatedTransitioning`).
///
/// `animateTransition(using:)` must end with `completeTransition(_:)`; the
/// runtime fails the transition with ``TransitionError/animatorDidNotComplete(animator:duration:deadline:)``
/// if that has not happened by `transitionDuration + 2 s` of clock time.
@preconcurrency @MainActor
public protocol ViewControllerAnimatedTransitioning: AnyObject {
    /// Seconds; finite and not negative.
    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> TimeInterval
    /// Runs the transition's animations in the context's container and calls `completeTransition(_:)` when they end (finished or cancelled).
    func animateTransition(using transitionContext: any ViewControllerContextTransitioning)
    /// An animator that an interaction can drive, with UIKit's spelling
    /// (non-optional). Implement it to return the same animator for the whole
    /// transition; the runtime asks this one. The default answers with the
    /// optional variant below, and "none" when that gives nil.
    func interruptibleAnimator(using transitionContext: any ViewControllerContextTransitioning)
        -> any ViewImplicitlyAnimating
    /// The same, for animators that have one only sometimes: nil (the
    /// default) when there is none. Implement one of the two.
    func interruptibleAnimator(using transitionContext: any ViewControllerContextTransitioning)
        -> (any ViewImplicitlyAnimating)?
    /// Called last, after the caller's completion handler; the default does nothing.
    func animationEnded(_ transitionCompleted: Bool)
}

extension ViewControllerAnimatedTransitioning {
    /// The default: no interruptible animator.
    public func interruptibleAnimator(using transitionContext: any ViewControllerContextTransitioning)
        -> (any ViewImplicitlyAnimating)?
    { nil }
    /// The default: the optional variant's animator, or an animator that does nothing when that is nil.
    public func interruptibleAnimator(using transitionContext: any ViewControllerContextTransitioning)
        -> any ViewImplicitlyAnimating
    {
        let optional: (any ViewImplicitlyAnimating)? = interruptibleAnimator(using: transitionContext)
        return optional ?? NoInterruptibleAnimator()
    }
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// Drives a transition from events (`UIViewControllerInteractiveTransitioning`).
/// When one is supplied, the runtime calls `startInteractiveTransition(_:)`
/// instead of the animator's `animateTransition(using:)`.
@preconcurrency @MainActor
public protocol ViewControllerInteractiveTransitioning: AnyObject {
    /// Starts the transition driven by the interaction; the controller keeps the context and updates, finishes or cancels it.
    func startInteractiveTransition(_ transitionContext: any ViewControllerContextTransitioning)
    /// How fast the rest of the transition runs after the interaction ends; default 1.
    var completionSpeed: CGFloat { get }
    /// The curve of the rest of the transition after the interaction ends; default `.easeInOut`.
    var completionCurve: View.AnimationCurve { get }
    /// False starts the transition running, to be interrupted later; default true.
    var wantsInteractiveStart: Bool { get }
}

extension ViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: View.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}

/// What a running transition offers its animator (`UIViewControllerContextTransitioning`).
/// The runtime creates it; do not adopt it.
@preconcurrency @MainActor
public protocol ViewControllerContextTransitioning: AnyObject {
    /// The superview for the transition's views; it is in the window.
    var containerView: View { get }
    /// Whether the transition is animated (`animated: true` in the call that started it).
    var isAnimated: Bool { get }
    /// True while an interaction drives the transition (scrubbing or held);
    /// false before an interaction with `wantsInteractiveStart == false` is
    /// interrupted, after it finishes or cancels, and for every transition
    /// started without an interaction controller.
    var isInteractive: Bool { get }
    /// True after `cancelInteractiveTransition()` (interactive transitions
    /// only), even if the transition then completes; false after
    /// `completeTransition(false)` without a cancel.
    var transitionWasCancelled: Bool { get }
    /// The presentation style of the presented controller (`.custom` for a transitioning delegate's presentation controller).
    var presentationStyle: ModalPresentationStyle { get }
    /// The rotation applied during the transition; identity for presentations.
    var targetTransform: CGAffineTransform { get }
    /// Interactive transitions only; on a non-interactive transition each of
    /// these four is ignored with a ``TransitionDiagnostic/notInteractive(call:)``,
    /// and after the interaction finished or cancelled with
    /// ``TransitionDiagnostic/interactionEnded(call:endedBy:)``. With a
    /// ``PercentDrivenInteractiveTransition`` they move its animations exactly
    /// as its own `update`, `pause`, `finish` and `cancel` do.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Pauses the transition's animations at the current percent (`pauseInteractiveTransition()`).
    func pauseInteractiveTransition()
    /// Tells the context that the interaction finished: the rest of the transition runs to its end.
    func finishInteractiveTransition()
    /// Tells the context that the interaction cancelled: the transition runs back to its start.
    func cancelInteractiveTransition()
    /// Ends the transition: true when it completed, false when it was cancelled.
    /// The argument decides, as in UIKit, whatever an interaction did: `true`
    /// after `cancelInteractiveTransition()` completes the transition (with a
    /// ``TransitionDiagnostic/completedAfterCancel(animator:)``), `false`
    /// without a cancel cancels it; pass `!transitionWasCancelled`.
    /// Call it exactly once; a second call gives a diagnostic and is ignored.
    func completeTransition(_ didComplete: Bool)
    /// The controller on screen at the start (`.from`) or at the end (`.to`).
    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?
    /// The view to add (`.to`) or remove (`.from`); nil for the presenter's view
    /// when the presentation keeps it (`shouldRemovePresentersView == false`).
    func view(forKey key: TransitionContextViewKey) -> View?
    /// The frame, in container coordinates, of the controller's view at the start;
    /// `.zero` when the view is not on screen at the start.
    func initialFrame(for vc: ViewController) -> CGRect
    /// The frame, in container coordinates, of the controller's view at the end;
    /// `.zero` when the view is not on screen at the end.
    func finalFrame(for vc: ViewController) -> CGRect
}

/// What a running transition tells observers (`UIViewControllerTransitionCoordinatorContext`).
@preconcurrency @MainActor
public protocol ViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// The presentation style of the presented controller.
    var presentationStyle: ModalPresentationStyle { get }
    /// Whether the transition started interactively (`wantsInteractiveStart`).
    var initiallyInteractive: Bool { get }
    /// Whether the transition's animator is interruptible (it gave an interruptible animator).
    var isInterruptible: Bool { get }
    /// Whether an interaction drives the transition now.
    var isInteractive: Bool { get }
    /// The context's `transitionWasCancelled`: true after `cancelInteractiveTransition()`.
    var isCancelled: Bool { get }
    /// Seconds.
    var transitionDuration: TimeInterval { get }
    /// In 0...1; for a non-interactive transition, the elapsed clock time over
    /// the duration; for a percent-driven one, where its timeline is now (it
    /// follows `update` and moves while finishing or cancelling).
    var percentComplete: CGFloat { get }
    /// The interaction controller's `completionSpeed` (1: the rest runs at
    /// the transition's own pace; always positive); 1 without an interaction.
    var completionVelocity: CGFloat { get }
    /// The curve of the rest of the transition after the interaction ends.
    var completionCurve: View.AnimationCurve { get }
    /// The controller on screen at the start (`.from`) or at the end (`.to`).
    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?
    /// The view that leaves (`.from`) or arrives (`.to`); nil when the presentation keeps it.
    func view(forKey key: TransitionContextViewKey) -> View?
    /// The superview of the transition's views.
    var containerView: View { get }
    /// The rotation applied during the transition; identity for presentations.
    var targetTransform: CGAffineTransform { get }
}

/// Lets other code animate with a running transition (`UIViewControllerTransitionCoordinator`).
/// It exists on the controllers of the transition, and their children, only while it runs.
@preconcurrency @MainActor
public protocol ViewControllerTransitionCoordinator: ViewControllerTransitionCoordinatorContext {
    /// Runs `animation` inside the transition's animation (same start and
    /// duration) and `completion` when it ends, after the presentation
    /// controller's did-end call and before the caller's completion handler.
    /// Returns true when the blocks were taken.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// As ``animate(alongsideTransition:completion:)``, for animations of a view outside the container.
    @discardableResult
    func animateAlongsideTransition(
        in view: View?,
        animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// Called each time an interactive transition changes between interactive
    /// and not: when the interaction ends (finish or cancel; on a cancel,
    /// before the opposite will-callbacks, with `isCancelled` already true),
    /// and when a transition that ran by itself is interrupted (`pause`,
    /// `update`). Never for a non-interactive transition.
    func notifyWhenInteractionChanges(_ handler: @escaping (any ViewControllerTransitionCoordinatorContext) -> Void)
}

extension ViewControllerTransitionCoordinator {
    /// ``animate(alongsideTransition:completion:)`` with no completion, as
    /// UIKit code calls it (`coordinator.animate(alongsideTransition: { _ in ... })`).
    @discardableResult
    public func animate(alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }

    /// ``animateAlongsideTransition(in:animation:completion:)`` with no completion.
    @discardableResult
    public func animateAlongsideTransition(
        in view: View?,
        animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animateAlongsideTransition(in: view, animation: animation, completion: nil)
    }
}
