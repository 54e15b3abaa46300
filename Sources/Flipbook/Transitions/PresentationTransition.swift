import Foundation

/// One running presentation or dismissal: the ``TransitionContext`` that
/// knows presentation controllers, the presented chain and the presenter's view.
///
/// Created by `present`/`dismiss` (delegate calls, links), started on the
/// next tick (will-callbacks, `presentationTransitionWillBegin`, then the
/// shared sequence), ended by `completeTransition(_:)` or the watchdog.
@MainActor
final class PresentationTransition: TransitionContext {
    enum Kind { case presentation, dismissal }

    let kind: Kind
    /// The presented controller (presentation) or the top of the dismissed chain.
    let presented: ViewController
    /// The presenter (presentation) or the controller the dismissal returns to.
    let presenter: ViewController
    /// Dismissal of a chain: the controllers between `presenter` and `presented`, bottom first.
    let intermediates: [ViewController]
    let presentationController: PresentationController
    private let style: ModalPresentationStyle

    /// Dismissal: true when the presenter's view comes back (and gets appearance callbacks).
    private var presenterReturns = false
    /// Presentation that removes the presenter's view: where that view was at the start.
    private var presenterSlot: RemovedViewSlot?
    /// Dismissal of a chain: the intermediate containers and where they were.
    private var hiddenContainers: [(view: View, superview: View?, index: Int)] = []
    /// The presenter's and the presented view's frames in container
    /// coordinates just before the animator runs (UIKit's context knows the
    /// frames from the start, whatever the animator then does to the views).
    private var framesAtStart: (presenter: CGRect, presented: CGRect)?

    init(
        kind: Kind, window: Window, presented: ViewController, presenter: ViewController,
        intermediates: [ViewController] = [], presentationController: PresentationController,
        animator: any ViewControllerAnimatedTransitioning, interactor: (any ViewControllerInteractiveTransitioning)?,
        isAnimated: Bool, presentationStyle: ModalPresentationStyle, completion: (() -> Void)?
    ) {
        self.kind = kind
        self.presented = presented
        self.presenter = presenter
        self.intermediates = intermediates
        self.presentationController = presentationController
        style = presentationStyle
        super.init(
            window: window, container: presentationController.containerView ?? TransitionContainerView(),
            animator: animator, interactor: interactor, isAnimated: isAnimated, completion: completion)
    }

    override var participants: [ViewController] { [presenter] + intermediates + [presented] }
    override var presentationStyle: ModalPresentationStyle { style }
    var fromViewController: ViewController { kind == .presentation ? presenter : presented }
    var toViewController: ViewController { kind == .presentation ? presented : presenter }

    /// True when the presenter's view is out of the window while presented (`.fullScreen`, `.currentContext`).
    var presenterViewIsRemoved: Bool {
        switch kind {
        case .presentation: presentationController.shouldRemovePresentersView
        case .dismissal: (intermediates.first ?? presented).runningPresentationController?.removedPresenterView != nil
        }
    }

    /// "presentation of B by A" / "dismissal of B", for reports.
    override var summary: String {
        switch kind {
        case .presentation: "the presentation of \(reportName(presented)) by \(reportName(presenter))"
        case .dismissal: "the dismissal of \(reportName(presented))"
        }
    }

    // MARK: Start

    /// Step 4: runs at the start of the tick after `present`/`dismiss`.
    override func prepareForStart() {
        presented.loadViewIfNeeded()
        let animated = isAnimated
        switch kind {
        case .presentation:
            installContainer()
            if presentationController.shouldRemovePresentersView, let view = presenter.viewIfLoaded {
                let index = view.superview?.subviews.firstIndex { $0 === view } ?? 0
                presenterSlot = RemovedViewSlot(view: view, superview: view.superview, index: index, frame: view.frame)
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
                guard let c = vc.runningPresentationController?.containerView, let s = c.superview else { continue }
                hiddenContainers.append((c, s, s.subviews.firstIndex { $0 === c } ?? 0))
                c.removeFromSuperview()
            }
            if removed, let slot = (intermediates.first ?? presented).runningPresentationController?.removedPresenterView {
                slot.superview?.insertSubview(slot.view, at: slot.index)
                slot.view.frame = slot.frame
            }
        }
    }

    /// Takes the frames the context reports, once the views are in place.
    override func willStartAnimations() {
        framesAtStart = (frameInContainer(presenter.viewIfLoaded), frameInContainer(presentationController.presentedView))
    }

    override func didStartAnimations() {
        let appearing = kind == .presentation ? presented : presenter
        if appearing.viewIfLoaded?.window != nil { appearing.callViewIsAppearingIfDue() }
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

    // MARK: Context

    override func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
        switch key {
        case .from: fromViewController
        case .to: toViewController
        default: nil
        }
    }

    /// The presented side's view is the presentation controller's `presentedView`;
    /// the presenter's view is given only when the presentation removes it.
    override func view(forKey key: TransitionContextViewKey) -> View? {
        let presentedSide = presentationController.presentedView
        let presenterSide = presenterViewIsRemoved ? presenter.view : nil
        switch (kind, key) {
        case (.presentation, .to), (.dismissal, .from): return presentedSide
        case (.presentation, .from), (.dismissal, .to): return presenterSide
        default: return nil
        }
    }

    /// Frames in container coordinates (UIKit's values, docs/porting-from-uikit.md
    /// "Frames"); "its frame" is the frame when the animator starts:
    ///
    /// | | initial | final |
    /// | --- | --- | --- |
    /// | presentation, presented | `.zero` | `frameOfPresentedViewInContainerView` |
    /// | presentation, presenter | its frame | `.zero` if its view leaves the window, else its frame |
    /// | dismissal, presented | its frame | `.zero` |
    /// | dismissal, presenter whose view was out of the window | `.zero` | the frame it gets back |
    /// | dismissal, presenter whose view stayed | its frame | its frame |
    /// | any other controller | `.zero` | `.zero` |
    override func initialFrame(for vc: ViewController) -> CGRect {
        if vc === presented {
            return kind == .presentation
                ? .zero : (framesAtStart?.presented ?? frameInContainer(presentationController.presentedView))
        }
        if vc === presenter {
            if kind == .dismissal && presenterReturns { return .zero }
            return framesAtStart?.presenter ?? frameInContainer(presenter.viewIfLoaded)
        }
        return .zero
    }

    override func finalFrame(for vc: ViewController) -> CGRect {
        if vc === presented {
            return kind == .presentation ? presentationController.frameOfPresentedViewInContainerView : .zero
        }
        if vc === presenter {
            if kind == .presentation && presenterViewIsRemoved { return .zero }
            return framesAtStart?.presenter ?? frameInContainer(presenter.viewIfLoaded)
        }
        return .zero
    }

    private func frameInContainer(_ view: View?) -> CGRect {
        guard let view, view.window != nil else { return .zero }
        guard let superview = view.superview else { return view.frame }
        return superview === container ? view.frame : superview.convert(view.frame, to: container)
    }

    override func placeViewsForForcedCompletion() {
        guard kind == .presentation, let view = presentationController.presentedView else { return }
        if !view.isDescendant(of: container) { container.addSubview(view) }
        view.transform3D = .identity
        view.alpha = 1
        view.frame = presentationController.frameOfPresentedViewInContainerView
    }

    // MARK: Finish

    override func end(completed: Bool) {
        switch (kind, completed) {
        case (.presentation, true): endPresentation()
        case (.presentation, false): cancelPresentation()
        case (.dismissal, true): endDismissal()
        case (.dismissal, false): cancelDismissal()
        }
    }

    override func didClearTransition() {
        presented.isBeingPresented = false
        for vc in intermediates + [presented] { vc.isBeingDismissed = false }
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

    override func reverseAppearanceCallbacks() {
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

    override func forwardAppearanceCallbacks() {
        switch kind {
        case .presentation:
            if presenterViewIsRemoved { presenter.beginAppearanceTransition(false, animated: isAnimated) }
            presented.beginAppearanceTransition(true, animated: isAnimated)
        case .dismissal:
            presented.beginAppearanceTransition(false, animated: isAnimated)
            for vc in intermediates.reversed() { vc.beginAppearanceTransition(false, animated: isAnimated) }
            if presenterReturns { presenter.beginAppearanceTransition(true, animated: isAnimated) }
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
        if let slot = bottom.runningPresentationController?.removedPresenterView {
            if slot.view.superview !== slot.superview || slot.view.superview == nil {
                slot.superview?.insertSubview(slot.view, at: slot.index)
            }
            View.performWithoutAnimation { slot.view.frame = slot.frame }
            bottom.runningPresentationController?.removedPresenterView = nil
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
        if removed, let slot = (intermediates.first ?? presented).runningPresentationController?.removedPresenterView {
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
        presented.presentationSourceStorage = nil
        if let controller = presented.presentationControllerStorage {
            controller.adaptiveController = nil
            controller.replacedViewController = nil
        }
        presented.presentationControllerStorage = nil
    }
}
