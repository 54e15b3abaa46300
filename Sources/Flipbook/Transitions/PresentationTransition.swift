import Foundation

/// One running presentation or dismissal: the runtime's state machine, and
/// the context and coordinator its animator and observers see.
///
/// Life: created by `present`/`dismiss` (delegate calls, links), started on the
/// next tick (``start()``: will-callbacks, `transitionDuration`,
/// `animateTransition`, alongside animations, watchdog), ended by
/// `completeTransition(_:)` or the watchdog (``finish(_:)``).
@MainActor
final class PresentationTransition {
    enum Kind { case presentation, dismissal }
    enum Phase { case prepared, running, ended }
    typealias Block = (any ViewControllerTransitionCoordinatorContext) -> Void

    let kind: Kind
    let window: Window
    /// The presented controller (presentation) or the top of the dismissed chain.
    let presented: ViewController
    /// The presenter (presentation) or the controller the dismissal returns to.
    let presenter: ViewController
    /// Dismissal of a chain: the controllers between `presenter` and `presented`, bottom first.
    let intermediates: [ViewController]
    let presentationController: PresentationController
    let animator: any ViewControllerAnimatedTransitioning
    let interactor: (any ViewControllerInteractiveTransitioning)?
    let isAnimated: Bool
    let presentationStyle: ModalPresentationStyle
    var completion: (() -> Void)?

    private(set) var phase = Phase.prepared
    private(set) var duration: TimeInterval = 0
    private(set) var startTime: Double = 0
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
    /// Dismissal: true when the presenter's view comes back (and gets appearance callbacks).
    private var presenterReturns = false
    private var alongside: [(animation: Block?, completion: Block?)] = []
    private var alongsideStarted = false
    private var interactionObservers: [Block] = []
    /// The tick handler that fails the transition at its deadline, while armed.
    var watchdog: Int?
    /// Presentation that removes the presenter's view: where that view was at the start.
    private var presenterSlot: (view: View, superview: View?, index: Int, frame: CGRect)?
    /// Dismissal of a chain: the intermediate containers and where they were.
    private var hiddenContainers: [(view: View, superview: View?, index: Int)] = []

    init(kind: Kind, window: Window, presented: ViewController, presenter: ViewController,
         intermediates: [ViewController] = [], presentationController: PresentationController,
         animator: any ViewControllerAnimatedTransitioning, interactor: (any ViewControllerInteractiveTransitioning)?,
         isAnimated: Bool, presentationStyle: ModalPresentationStyle, completion: (() -> Void)?) {
        self.kind = kind
        self.window = window
        self.presented = presented
        self.presenter = presenter
        self.intermediates = intermediates
        self.presentationController = presentationController
        self.animator = animator
        self.interactor = interactor
        self.isAnimated = isAnimated
        self.presentationStyle = presentationStyle
        self.completion = completion
        isInteractiveNow = interactor?.wantsInteractiveStart ?? false
        container = presentationController.containerView ?? TransitionContainerView()
    }

    /// The controllers whose `transitionCoordinator` is this transition.
    var participants: [ViewController] { [presenter] + intermediates + [presented] }
    var fromViewController: ViewController { kind == .presentation ? presenter : presented }
    var toViewController: ViewController { kind == .presentation ? presented : presenter }
    var animatorName: String { String(describing: type(of: (interactor as AnyObject?) ?? animator)) }

    /// True when the presenter's view is out of the window while presented (`.fullScreen`, `.currentContext`).
    var presenterViewIsRemoved: Bool {
        switch kind {
        case .presentation: presentationController.shouldRemovePresentersView
        case .dismissal: (intermediates.first ?? presented).presentationControllerStorage?.removedPresenterView != nil
        }
    }

    // MARK: Start

    /// Steps 4 to 6 of the sequence; runs at the start of the tick after `present`/`dismiss`.
    func start() {
        phase = .running
        presented.loadViewIfNeeded()
        let animated = isAnimated
        switch kind {
        case .presentation:
            installContainer()
            if presentationController.shouldRemovePresentersView, let view = presenter.viewIfLoaded {
                let index = view.superview?.subviews.firstIndex { $0 === view } ?? 0
                presenterSlot = (view, view.superview, index, view.frame)
            }
            if presenterViewIsRemoved { presenter.beginAppearanceTransition(false, animated: animated) }
            presented.beginAppearanceTransition(true, animated: animated)
            presentationController.presentationTransitionWillBegin()
        case .dismissal:
            if container.window == nil { installContainer() }
            let removed = presenterViewIsRemoved
            presenterReturns = removed
            presented.beginAppearanceTransition(false, animated: animated)
            for vc in intermediates.reversed() { vc.beginAppearanceTransition(false, animated: animated) }
            if removed { presenter.beginAppearanceTransition(true, animated: animated) }
            presentationController.dismissalTransitionWillBegin()
            for vc in intermediates {
                guard let c = vc.presentationControllerStorage?.containerView, let s = c.superview else { continue }
                hiddenContainers.append((c, s, s.subviews.firstIndex { $0 === c } ?? 0))
                c.removeFromSuperview()
            }
            if removed, let slot = (intermediates.first ?? presented).presentationControllerStorage?.removedPresenterView {
                slot.superview?.insertSubview(slot.view, at: slot.index)
                slot.view.frame = slot.frame
            }
        }
        let raw = animator.transitionDuration(using: self)
        if raw.isFinite && raw >= 0 { duration = raw } else {
            duration = 0
            report(.diagnostic(.invalidDuration(animator: String(describing: type(of: animator)), value: raw)))
        }
        startTime = window.time
        if let interactor { interactor.startInteractiveTransition(self) } else { animator.animateTransition(using: self) }
        guard phase == .running else { return }
        runAlongside()
        let appearing = kind == .presentation ? presented : presenter
        if appearing.viewIfLoaded?.window != nil { appearing.callViewIsAppearingIfDue() }
        if !isInteractiveNow { armWatchdog(seconds: duration) }
    }

    private func installContainer() {
        let container = self.container
        if let pc = container as? TransitionContainerView { pc.presentationController = presentationController }
        presentationController.containerView = container
        let isContext = presentationStyle == .currentContext || presentationStyle == .overCurrentContext
        if isContext, let contextView = presenter.viewIfLoaded, let host = contextView.superview {
            container.frame = contextView.frame
            host.insertSubview(container, aboveSubview: contextView)
        } else {
            container.frame = window.bounds
            window.addSubview(container)
        }
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
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
            View.animate(withDuration: remaining, delay: 0, options: [], animations: { for b in blocks { b(self) } })
        } else {
            View.performWithoutAnimation { for b in blocks { b(self) } }
        }
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
    func finish(_ didComplete: Bool) {
        guard phase == .running else {
            report(.diagnostic(.completeTransitionCalledTwice(animator: animatorName)))
            return
        }
        phase = .ended
        disarmWatchdog()
        if !didComplete { wasCancelled = true }
        if let percentDriver {
            percentDriver.transitionWillEnd(completed: didComplete)
            interactivePercent = percentDriver.percentComplete
            self.percentDriver = nil
        }
        if !alongsideStarted, didComplete {
            alongsideStarted = true
            View.performWithoutAnimation { for b in alongside.compactMap(\.animation) { b(self) } }
        }
        switch (kind, didComplete) {
        case (.presentation, true): endPresentation()
        case (.presentation, false): cancelPresentation()
        case (.dismissal, true): endDismissal()
        case (.dismissal, false): cancelDismissal()
        }
        for entry in alongside { entry.completion?(self) }
        for vc in participants where vc.activeTransition === self { vc.activeTransition = nil }
        presented.isBeingPresented = false
        for vc in intermediates + [presented] { vc.isBeingDismissed = false }
        if window.controllerState.activeTransition === self { window.controllerState.activeTransition = nil }
        let completion = self.completion
        self.completion = nil
        completion?()
        animator.animationEnded(didComplete)
    }

    private func endPresentation() {
        if let slot = presenterSlot {
            presentationController.removedPresenterView = slot
            slot.view.removeFromSuperview()
        }
        presented.endAppearanceTransition()
        if presenterSlot != nil { presenter.endAppearanceTransition() }
        presentationController.presentationTransitionDidEnd(true)
    }

    /// The opposite will-callbacks of a cancel (appearing side: willDisappear,
    /// disappearing side: willAppear), given once: at the interactive cancel,
    /// or at the end of a transition completed with `false`.
    func reverseAppearance() {
        guard !appearanceReversed else { return }
        appearanceReversed = true
        switch kind {
        case .presentation:
            presented.beginAppearanceTransition(false, animated: isAnimated)
            if presenterViewIsRemoved { presenter.beginAppearanceTransition(true, animated: isAnimated) }
        case .dismissal:
            presented.beginAppearanceTransition(true, animated: isAnimated)
            for vc in intermediates { vc.beginAppearanceTransition(true, animated: isAnimated) }
            if presenterReturns { presenter.beginAppearanceTransition(false, animated: isAnimated) }
        }
    }

    private func cancelPresentation() {
        let removed = presenterViewIsRemoved
        reverseAppearance()
        presentationController.presentedView?.removeFromSuperview()
        container.removeFromSuperview()
        presented.endAppearanceTransition()
        if removed { presenter.endAppearanceTransition() }
        unlink(presenter, presented)
        presentationController.presentationTransitionDidEnd(false)
    }

    private func endDismissal() {
        let bottom = intermediates.first ?? presented
        if let slot = bottom.presentationControllerStorage?.removedPresenterView {
            if slot.view.superview !== slot.superview || slot.view.superview == nil {
                slot.superview?.insertSubview(slot.view, at: slot.index)
            }
            View.performWithoutAnimation { slot.view.frame = slot.frame }
            bottom.presentationControllerStorage?.removedPresenterView = nil
        }
        presentationController.presentedView?.removeFromSuperview()
        container.removeFromSuperview()
        for hidden in hiddenContainers { hidden.view.subviews.forEach { $0.removeFromSuperview() } }
        presented.endAppearanceTransition()
        for vc in intermediates.reversed() { vc.endAppearanceTransition() }
        if presenterReturns { presenter.endAppearanceTransition() }
        presentationController.dismissalTransitionDidEnd(true)
        var lower = presenter
        for vc in intermediates + [presented] {
            unlink(lower, vc)
            lower = vc
        }
    }

    private func cancelDismissal() {
        let removed = presenterReturns
        reverseAppearance()
        for hidden in hiddenContainers { hidden.superview?.insertSubview(hidden.view, at: hidden.index) }
        if removed, let slot = (intermediates.first ?? presented).presentationControllerStorage?.removedPresenterView {
            slot.view.removeFromSuperview()
        }
        presented.endAppearanceTransition()
        for vc in intermediates { vc.endAppearanceTransition() }
        if removed { presenter.endAppearanceTransition() }
        presentationController.dismissalTransitionDidEnd(false)
    }

    private func unlink(_ presenter: ViewController, _ presented: ViewController) {
        if presenter.presentedStorage === presented { presenter.presentedStorage = nil }
        presented.presentingStorage = nil
        presented.presentationControllerStorage = nil
    }
}
