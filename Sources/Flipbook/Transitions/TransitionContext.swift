import Foundation

/// The core of every running transition: presentations and dismissals
/// (``PresentationTransition``), container operations (push, pop, tab
/// switch: ``ContainerTransition``) and size changes (``SizeTransition``).
///
/// It is the context the animator sees and the coordinator observers see,
/// and it owns what all transitions share: the call sequence (will-callbacks,
/// `transitionDuration`, `animateTransition` or `startInteractiveTransition`,
/// alongside animations, then `completeTransition` and the did-callbacks),
/// percent-driven interaction (`+Interaction`), the watchdog (`+Watchdog`),
/// the restore of a cancelled transition and the diagnostics.
///
/// Subclasses supply what differs through the hooks below (which views and
/// controllers take part, the appearance callbacks, the hierarchy changes at
/// the end). Life: created by the operation (present, push, resize...),
/// started with ``start()`` (usually at the next tick), ended by
/// `completeTransition(_:)` or the watchdog (``finish(_:)``).
@MainActor
class TransitionContext {
    enum Phase { case prepared, running, ended }
    typealias Block = (any ViewControllerTransitionCoordinatorContext) -> Void

    let window: Window
    let animator: any ViewControllerAnimatedTransitioning
    let interactor: (any ViewControllerInteractiveTransitioning)?
    let isAnimated: Bool
    /// The caller's completion handler; runs after the coordinator's completion blocks.
    var completion: (() -> Void)?

    private(set) var phase = Phase.prepared
    private(set) var duration: TimeInterval = 0
    private(set) var startTime: Double = 0
    /// The view the transition runs in.
    var container: View
    var wasCancelled = false
    /// True while the user drives the transition (scrubbing or paused by the interaction).
    var isInteractiveNow: Bool
    /// The last percent given to `updateInteractiveTransition(_:)`, 0...1.
    var interactivePercent: CGFloat = 0
    /// The call that ended the interaction (finish or cancel), once it has.
    var interactionEndedBy: String?
    /// The percent-driven interaction that drives this transition's animations, if any.
    var percentDriver: PercentDrivenInteractiveTransition?
    /// True once the opposite will-callbacks of a cancel were given.
    private var appearanceReversed = false
    private var alongside: [(animation: Block?, completion: Block?)] = []
    private var alongsideStarted = false
    private var interactionObservers: [Block] = []
    /// The tick handler that fails the transition at its deadline, while armed.
    var watchdog: Int?
    /// Calls made while this transition ran that wait for its end (a
    /// navigation stack change, as UIKit defers it); run in order after the
    /// caller's completion handler, before `animationEnded(_:)`.
    var deferredOperations: [() -> Void] = []

    init(
        window: Window, container: View, animator: any ViewControllerAnimatedTransitioning,
        interactor: (any ViewControllerInteractiveTransitioning)?, isAnimated: Bool, completion: (() -> Void)?
    ) {
        self.window = window
        self.container = container
        self.animator = animator
        self.interactor = interactor
        self.isAnimated = isAnimated
        self.completion = completion
        isInteractiveNow = interactor?.wantsInteractiveStart ?? false
    }

    var animatorName: String { String(describing: type(of: (interactor as AnyObject?) ?? animator)) }

    // MARK: Hooks for the kinds of transition

    /// The controllers whose `transitionCoordinator` is this transition.
    var participants: [ViewController] { [] }
    /// "the presentation of B by A", "the push of B", for reports.
    var summary: String { "a transition" }
    /// The style the context reports; `.none` outside presentations, as UIKit.
    var presentationStyle: ModalPresentationStyle { .none }
    /// The rotation applied during the transition; identity except for size changes.
    var targetTransform: CGAffineTransform { .identity }
    /// Step 4: install the container, the will-callbacks, the hierarchy changes before the animation.
    func prepareForStart() {}
    /// Just before the animator runs (after `transitionDuration`): the views are in place; the frames the context reports are taken.
    func willStartAnimations() {}
    /// Just after the animation started: `viewIsAppearing`, and other work that wants the views in place.
    func didStartAnimations() {}
    /// The opposite will-callbacks of a cancel (appearing side: willDisappear, disappearing side: willAppear).
    func reverseAppearanceCallbacks() {}
    /// The will-callbacks of the transition's own direction again, for a
    /// transition completed with `true` after a cancel had reversed them.
    func forwardAppearanceCallbacks() {}
    /// Step 7, before the coordinator's completion blocks: the did-callbacks and hierarchy changes,
    /// completed or cancelled (the animations' values are already restored after a cancel).
    func end(completed: Bool) {}
    /// After the links to this transition are cleared, before the caller's completion handler.
    func didClearTransition() {}
    /// Puts the views where a finished transition leaves them (used when the watchdog force-completes).
    func placeViewsForForcedCompletion() {}

    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? { nil }
    func view(forKey key: TransitionContextViewKey) -> View? { nil }
    func initialFrame(for vc: ViewController) -> CGRect { .zero }
    func finalFrame(for vc: ViewController) -> CGRect { .zero }

    // MARK: Start

    /// Steps 4 to 6 of the sequence.
    func start() {
        phase = .running
        prepareForStart()
        let raw = animator.transitionDuration(using: self)
        if raw.isFinite && raw >= 0 {
            duration = raw
        } else {
            duration = 0
            report(.diagnostic(.invalidDuration(animator: String(describing: type(of: animator)), value: raw)))
        }
        startTime = window.time
        willStartAnimations()
        if let interactor { interactor.startInteractiveTransition(self) } else { animator.animateTransition(using: self) }
        guard phase == .running else { return }
        runAlongside()
        didStartAnimations()
        if !isInteractiveNow { armWatchdog(seconds: duration) }
    }

    /// Makes this the window's running transition and links its participants.
    func register() {
        window.controllerState.activeTransition = self
        for vc in participants { vc.activeTransition = self }
    }

    /// Registers the transition and starts it at the next tick.
    func beginOnNextTick() {
        register()
        window.performOnNextTick { [self] in start() }
    }

    // MARK: Alongside animations

    /// Runs the alongside blocks registered so far inside one animation with
    /// the transition's remaining time (no animation when not animated).
    private func runAlongside() {
        alongsideStarted = true
        let blocks = alongside.compactMap(\.animation)
        guard !blocks.isEmpty else { return }
        runBlocks(blocks)
    }

    private func runBlocks(_ blocks: [Block]) {
        if let percentDriver, isAnimated, phase == .running {
            percentDriver.runAlongside { for b in blocks { b(self) } }
            return
        }
        let remaining = max(0, duration - (window.time - startTime))
        if isAnimated, remaining > 0, phase == .running {
            if let running = runningInterruptibleAnimator() {
                // The animator's own animation context: its curve and duration,
                // as when an interaction drives it (one timing in both modes).
                running.addAnimations { for b in blocks { b(self) } }
                return
            }
            View.animate(
                withDuration: remaining, delay: 0, options: alongsideOptions,
                animations: { for b in blocks { b(self) } })
        } else {
            View.performWithoutAnimation { for b in blocks { b(self) } }
        }
    }

    /// The options of alongside animations when no interaction drives them
    /// and the animator offers no running interruptible animator.
    var alongsideOptions: AnimationOptions { [] }

    /// The animator's interruptible animator when it is the one that runs
    /// this transition (active, as after `startAnimation()`); nil otherwise.
    ///
    /// Alongside animations join it, so that they have the timing of the
    /// transition's own animations whether the transition is played or
    /// scrubbed: docs/porting-from-uikit.md, "Alongside animations".
    private func runningInterruptibleAnimator() -> (any ViewImplicitlyAnimating)? {
        guard let candidate = animator.askedInterruptibleAnimator(using: self), candidate.state == .active else { return nil }
        return candidate
    }

    func addAlongside(animation: Block?, completion: Block?) -> Bool {
        guard phase != .ended else { return false }
        alongside.append((animation, completion))
        if alongsideStarted, let animation { runBlocks([animation]) }
        return true
    }

    func addInteractionObserver(_ block: @escaping Block) { interactionObservers.append(block) }

    func notifyInteractionChanged() {
        for observer in interactionObservers { observer(self) }
    }

    func report(_ report: TransitionReport) { window.reportTransition(report) }

    // MARK: Finish

    /// Step 7: the end of the transition, completed or cancelled.
    ///
    /// The outcome follows `didComplete`, as in UIKit, whatever the
    /// interaction did: `completeTransition(false)` without a cancel ends
    /// cancelled, `completeTransition(true)` after `cancelInteractiveTransition()`
    /// ends completed (with a diagnostic, beyond UIKit). `transitionWasCancelled`
    /// (and the coordinator's `isCancelled`) reflect only
    /// `cancelInteractiveTransition()`.
    func finish(_ didComplete: Bool) {
        guard phase == .running else {
            report(.diagnostic(.completeTransitionCalledTwice(animator: animatorName)))
            return
        }
        phase = .ended
        disarmWatchdog()
        if didComplete && wasCancelled {
            report(.diagnostic(.completedAfterCancel(animator: animatorName)))
            if appearanceReversed {
                appearanceReversed = false
                forwardAppearanceCallbacks()
            }
        }
        if let percentDriver {
            percentDriver.transitionWillEnd(completed: didComplete)
            interactivePercent = percentDriver.percentComplete
            self.percentDriver = nil
        }
        if !alongsideStarted, didComplete {
            alongsideStarted = true
            View.performWithoutAnimation { for b in alongside.compactMap(\.animation) { b(self) } }
        }
        if !didComplete { reverseAppearance() }
        end(completed: didComplete)
        for entry in alongside { entry.completion?(self) }
        for vc in participants where vc.activeTransition === self { vc.activeTransition = nil }
        if window.controllerState.activeTransition === self { window.controllerState.activeTransition = nil }
        didClearTransition()
        let completion = self.completion
        self.completion = nil
        completion?()
        let deferred = deferredOperations
        deferredOperations = []
        for operation in deferred { operation() }
        animator.animationEnded(didComplete)
    }

    /// The opposite will-callbacks of a cancel, given once: at the
    /// interactive cancel, or at the end of a transition completed with `false`.
    func reverseAppearance() {
        guard !appearanceReversed else { return }
        appearanceReversed = true
        reverseAppearanceCallbacks()
    }
}
