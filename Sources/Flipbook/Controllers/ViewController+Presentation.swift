import Foundation

extension ViewController {
    /// Presents `viewControllerToPresent` (`present(_:animated:completion:)`).
    ///
    /// The presenter is resolved at once: for `.currentContext` and
    /// `.overCurrentContext`, the nearest ancestor (or self) with
    /// `definesPresentationContext`, else the root of the parent chain; for the
    /// other styles, the root of the parent chain. The delegate is asked at
    /// once (presentation controller for `.custom`, then animator, then
    /// interaction controller when there is an animator; when `animated` is
    /// false only the presentation controller is asked), and the links
    /// (`presentedViewController`, `presentingViewController`,
    /// `transitionCoordinator`) exist when this returns. The transition starts
    /// at the next tick.
    ///
    /// Refused with a ``TransitionDiagnostic`` (nothing presented, completion
    /// not called): while another transition runs in the window, when the
    /// presenter already presents, when the presenter's view is not in a
    /// window, or when the controller cannot be presented.
    public func present(_ viewControllerToPresent: ViewController, animated flag: Bool,
                        completion: (() -> Void)? = nil) {
        let vc = viewControllerToPresent
        let requested = vc.modalPresentationStyle
        let presenter = (requested == .currentContext || requested == .overCurrentContext)
            ? presentationContextController : rootAncestor
        let window = presenter.viewIfLoaded?.window
        if let reason = presentRefusal(of: vc) {
            return reportTransition(.diagnostic(.cannotPresent(presented: reportName(vc), reason: reason)), in: window)
        }
        guard let window else {
            return reportTransition(.diagnostic(.presenterNotInWindow(presenter: reportName(presenter))), in: nil)
        }
        if let running = window.controllerState.activeTransition {
            return window.reportTransition(.diagnostic(.presentDuringTransition(
                presented: reportName(vc), running: running.summary)))
        }
        if let current = presenter.presentedStorage {
            return window.reportTransition(.diagnostic(.alreadyPresenting(
                presenter: reportName(presenter), presented: reportName(current), attempted: reportName(vc))))
        }

        var style: ModalPresentationStyle = requested == .automatic || requested == .none ? .pageSheet : requested
        if style == .pageSheet || style == .formSheet,
           TraitCollection(size: window.bounds.size, scale: window.scale).horizontalSizeClass == .compact {
            style = .fullScreen
        }
        let delegate = vc.transitioningDelegate
        let controller: PresentationController
        if style == .custom,
           let custom = delegate?.presentationController(forPresented: vc, presenting: presenter, source: self) {
            controller = custom
        } else {
            if style == .custom { style = .fullScreen }
            controller = BuiltInPresentationController(presentedViewController: vc, presenting: presenter, style: style)
        }
        controller.presentingViewController = presenter

        var interactor: (any ViewControllerInteractiveTransitioning)?
        let animator: any ViewControllerAnimatedTransitioning
        if !flag {
            animator = ImmediateTransitionAnimator()
        } else if let custom = delegate?.animationController(forPresented: vc, presenting: presenter, source: self) {
            animator = custom
            interactor = delegate?.interactionControllerForPresentation(using: custom)
        } else {
            animator = BuiltInTransitionAnimator(style: vc.modalTransitionStyle, isPresenting: true)
        }

        let transition = PresentationTransition(
            kind: .presentation, window: window, presented: vc, presenter: presenter,
            presentationController: controller, animator: animator, interactor: interactor,
            isAnimated: flag, presentationStyle: style, completion: completion)
        presenter.presentedStorage = vc
        vc.presentingStorage = presenter
        vc.presentationControllerStorage = controller
        vc.isBeingPresented = true
        transition.beginOnNextTick()
    }

    /// Dismisses what this controller presented, or, when it presented
    /// nothing, the presented controller it belongs to
    /// (`dismiss(animated:completion:)`).
    ///
    /// Dismissing a chain (A presented B, B presented C; `A.dismiss`) animates
    /// only the top (C, with its own transition style and animator); B's view
    /// leaves at once, B gets disappear callbacks if it was visible, and the
    /// whole chain is unlinked at the end.
    ///
    /// With nothing to dismiss, a ``TransitionDiagnostic/nothingToDismiss(receiver:)``
    /// is reported and `completion` runs on the next tick (at once without a window).
    /// While another transition runs, a diagnostic is reported and nothing happens.
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        guard let target = dismissalTarget, let first = target.presentedStorage else {
            let window = viewIfLoaded?.window ?? rootAncestor.viewIfLoaded?.window
            reportTransition(.diagnostic(.nothingToDismiss(receiver: reportName(self))), in: window)
            if let window { window.performOnNextTick { completion?() } } else { completion?() }
            return
        }
        var chain = [first]
        while let next = chain[chain.count - 1].presentedStorage { chain.append(next) }
        let top = chain[chain.count - 1]
        guard let controller = top.presentationControllerStorage,
              let window = controller.containerView?.window ?? target.viewIfLoaded?.window ?? top.viewIfLoaded?.window else {
            return reportTransition(.diagnostic(.nothingToDismiss(receiver: reportName(self))), in: nil)
        }
        if let running = window.controllerState.activeTransition {
            return window.reportTransition(.diagnostic(.dismissDuringTransition(
                receiver: reportName(self), running: running.summary)))
        }
        var interactor: (any ViewControllerInteractiveTransitioning)?
        let animator: any ViewControllerAnimatedTransitioning
        if !flag {
            animator = ImmediateTransitionAnimator()
        } else if let custom = top.transitioningDelegate?.animationController(forDismissed: top) {
            animator = custom
            interactor = top.transitioningDelegate?.interactionControllerForDismissal(using: custom)
        } else {
            animator = BuiltInTransitionAnimator(style: top.modalTransitionStyle, isPresenting: false)
        }
        let transition = PresentationTransition(
            kind: .dismissal, window: window, presented: top, presenter: target,
            intermediates: Array(chain.dropLast()), presentationController: controller,
            animator: animator, interactor: interactor, isAnimated: flag,
            presentationStyle: controller.presentationStyle, completion: completion)
        for vc in chain { vc.isBeingDismissed = true }
        transition.beginOnNextTick()
    }

    private func presentRefusal(of vc: ViewController) -> String? {
        if vc === self || isDescendant(of: vc) { return "it is the presenter or one of its ancestors" }
        if vc.presentingStorage != nil { return "it is already presented" }
        if let parent = vc.parent { return "it is the child of \(reportName(parent)); remove it from its parent first" }
        return nil
    }

    /// The controller a `.currentContext` presentation covers.
    var presentationContextController: ViewController {
        var c: ViewController? = self
        while let current = c {
            if current.definesPresentationContext { return current }
            c = current.parent
        }
        return rootAncestor
    }

    /// The controller that handles `dismiss` sent to this one.
    private var dismissalTarget: ViewController? {
        var c: ViewController? = self
        while let current = c {
            if current.presentedStorage != nil { return current }
            c = current.parent
        }
        c = self
        while let current = c {
            if let presenter = current.presentingStorage { return presenter }
            c = current.parent
        }
        return nil
    }
}
