import Foundation

extension ViewController {
    /// (The body of ``ViewController/present(_:animated:completion:)``, which
    /// is declared in the class so that subclasses can override it.)
    func performPresent(
        _ viewControllerToPresent: ViewController, animated flag: Bool,
        completion: (() -> Void)?
    ) {
        let vc = viewControllerToPresent
        let requested = vc.modalPresentationStyle
        let presenter =
            (requested == .currentContext || requested == .overCurrentContext)
            ? presentationContextController : rootAncestor
        let window = presenter.viewIfLoaded?.window
        if let reason = presentRefusal(of: vc) {
            return reportTransition(.diagnostic(.cannotPresent(presented: reportName(vc), reason: reason)), in: window)
        }
        guard let window else {
            return reportTransition(.diagnostic(.presenterNotInWindow(presenter: reportName(presenter))), in: nil)
        }
        if let running = window.controllerState.activeTransition {
            return window.reportTransition(
                .diagnostic(
                    .presentDuringTransition(
                        presented: reportName(vc), presenter: reportName(presenter), source: reportName(self),
                        running: running.summary)))
        }
        if let current = presenter.presentedStorage {
            return window.reportTransition(
                .diagnostic(
                    .alreadyPresenting(
                        presenter: reportName(presenter), presented: reportName(current), attempted: reportName(vc))))
        }

        // The presentation controller: the transitioning delegate's for `.custom`,
        // else the built-in one (the one made when `presentationController` was read, if any).
        var style = requested.resolvedForPresentation
        // A zoom covers the screen unless a style was asked for (chosen; see
        // docs/porting-from-uikit.md, "The zoom and preferredTransition").
        if requested == .automatic, vc.preferredTransition?.isZoom == true { style = .fullScreen }
        let pending = vc.pendingPresentationController
        vc.pendingPresentationController = nil
        let controller: PresentationController
        if style == .custom, let pending, !(pending is BuiltInPresentationController) {
            controller = pending  // made when `presentationController` was read
        } else if style == .custom,
            let custom = vc.transitioningDelegate?.presentationController(forPresented: vc, presenting: presenter, source: self)
        {
            controller = custom
        } else {
            if style == .custom { style = .fullScreen }
            if let pending = pending as? BuiltInPresentationController, pending.style == style {
                controller = pending
            } else {
                controller = BuiltInPresentationController(presentedViewController: vc, presenting: presenter, style: style)
            }
        }
        if controller.delegate == nil, let pending, pending !== controller { controller.delegate = pending.delegate }
        controller.presentingViewController = presenter

        // Adaptation: in a compact width the style may change, and the
        // delegate may replace the presented controller; a built-in
        // controller of the adapted style then runs the presentation.
        var presented = vc
        var running = controller
        let adapted = controller.adaptedStyle(for: window.traitCollection)
        if adapted != .none {
            if let replacement = controller.delegate?.presentationController(
                controller, viewControllerForAdaptivePresentationStyle: adapted), replacement !== vc
            {
                if let reason = presentRefusal(of: replacement) {
                    window.reportTransition(.diagnostic(.cannotPresent(presented: reportName(replacement), reason: reason)))
                } else {
                    presented = replacement
                    controller.replacedViewController = vc
                }
            }
            let adaptive = BuiltInPresentationController(
                presentedViewController: presented, presenting: presenter,
                style: adapted)
            adaptive.presentingViewController = presenter
            controller.adaptiveController = adaptive
            controller.delegate?.presentationController(controller, prepare: adaptive)
            running = adaptive
            style = adapted
        }

        let delegate = presented.transitioningDelegate
        var interactor: (any ViewControllerInteractiveTransitioning)?
        let animator: any ViewControllerAnimatedTransitioning
        if !flag {
            animator = ImmediateTransitionAnimator()
        } else if let custom = delegate?.animationController(forPresented: presented, presenting: presenter, source: self) {
            animator = custom
            interactor = delegate?.interactionControllerForPresentation(using: custom)
        } else {
            animator = Self.preferredAnimator(for: presented, source: self, isPresenting: true)
        }

        let transition = PresentationTransition(
            kind: .presentation, window: window, presented: presented, presenter: presenter,
            presentationController: running, animator: animator, interactor: interactor,
            isAnimated: flag, presentationStyle: style, completion: completion)
        presenter.presentedStorage = presented
        presented.presentingStorage = presenter
        presented.presentationSourceStorage = self
        presented.presentationControllerStorage = controller
        presented.isBeingPresented = true
        transition.beginOnNextTick()
        controller.delegate?.presentationController(
            controller, willPresentWithAdaptiveStyle: adapted,
            transitionCoordinator: transition)
    }

    /// (The body of ``ViewController/dismiss(animated:completion:)``.)
    func performDismiss(animated flag: Bool, completion: (() -> Void)?) {
        guard let target = dismissalTarget, let first = target.presentedStorage else {
            let window = viewIfLoaded?.window ?? rootAncestor.viewIfLoaded?.window
            reportTransition(.diagnostic(.nothingToDismiss(receiver: reportName(self))), in: window)
            if let window { window.performOnNextTick { completion?() } } else { completion?() }
            return
        }
        var chain = [first]
        while let next = chain[chain.count - 1].presentedStorage { chain.append(next) }
        let top = chain[chain.count - 1]
        guard let controller = top.runningPresentationController,
            let window = controller.containerView?.window ?? target.viewIfLoaded?.window ?? top.viewIfLoaded?.window
        else {
            return reportTransition(.diagnostic(.nothingToDismiss(receiver: reportName(self))), in: nil)
        }
        if let running = window.controllerState.activeTransition {
            return window.reportTransition(
                .diagnostic(
                    .dismissDuringTransition(
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
            animator = Self.preferredAnimator(
                for: top, source: top.presentationSourceStorage ?? target,
                isPresenting: false)
        }
        let transition = PresentationTransition(
            kind: .dismissal, window: window, presented: top, presenter: target,
            intermediates: Array(chain.dropLast()), presentationController: controller,
            animator: animator, interactor: interactor, isAnimated: flag,
            presentationStyle: controller.presentationStyle, completion: completion)
        for vc in chain { vc.isBeingDismissed = true }
        transition.beginOnNextTick()
    }

    /// The animator of an animated present or dismiss of `vc` that no
    /// transitioning delegate animates: the zoom when `vc` prefers it (and
    /// was not asked to present `.custom`), falling back to the built-in
    /// animation of its `modalTransitionStyle`; else the built-in animation
    /// of its preferred modal style, or of its `modalTransitionStyle`.
    static func preferredAnimator(
        for vc: ViewController, source: ViewController,
        isPresenting: Bool
    ) -> any ViewControllerAnimatedTransitioning {
        let builtIn = BuiltInTransitionAnimator(
            style: vc.preferredTransition?.modalTransitionStyle ?? vc.modalTransitionStyle, isPresenting: isPresenting)
        guard vc.modalPresentationStyle != .custom,
            let zoom = ZoomTransitionAnimator(zoomed: vc, source: source, isZoomingIn: isPresenting, fallback: builtIn)
        else { return builtIn }
        // Under Reduce Motion the zoom cross-dissolves (docs/research/uikit-behaviour.md §16).
        if Accessibility.isReduceMotionEnabled {
            return BuiltInTransitionAnimator(style: .crossDissolve, isPresenting: isPresenting)
        }
        return zoom
    }

    private func presentRefusal(of vc: ViewController) -> String? {
        if vc === self || isDescendant(of: vc) { return "it is the presenter or one of its ancestors" }
        if vc.presentingStorage != nil { return "it is already presented" }
        if let parent = vc.parent { return "it is the child of \(reportName(parent)); remove it from its parent first" }
        return nil
    }

    /// The presentation controller that runs this controller's presentation:
    /// the adaptive one while it is adapted, else its presentation controller.
    var runningPresentationController: PresentationController? { presentationControllerStorage?.runningController }

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

/// The presentation and transition links of a controller.
extension ViewController {
    // MARK: Transitions

    /// The coordinator of the transition this controller (or an ancestor) takes
    /// part in; nil when no transition runs.
    public var transitionCoordinator: (any ViewControllerTransitionCoordinator)? {
        if let activeTransition { return activeTransition }
        return parent?.transitionCoordinator
    }

    /// The presentation controller managing this controller or its nearest
    /// presented ancestor. Read before the controller is presented, it is
    /// made on first read, as in UIKit, for the controller's
    /// ``modalPresentationStyle`` (so `presentationController?.delegate = self`
    /// works before `present`); for `.custom` the transitioning delegate's
    /// `presentationController(forPresented:presenting:source:)` is asked
    /// then, with a nil presenter (nil when it gives none), and `present`
    /// uses that controller. Nil again after the dismissal until it is read.
    public var presentationController: PresentationController? {
        if let controller = presentationControllerStorage ?? parent?.presentationController { return controller }
        if let pendingPresentationController { return pendingPresentationController }
        guard parent == nil else { return nil }
        let style = modalPresentationStyle.resolvedForPresentation
        let controller: PresentationController
        if style == .custom {
            // UIKit makes a custom one on first read too, asking the
            // transitioning delegate with no presenter ("determined later"),
            // so `presentationController?.delegate = self` works before `present`.
            guard
                let custom = transitioningDelegate?.presentationController(
                    forPresented: self, presenting: nil,
                    source: self)
            else { return nil }
            controller = custom
        } else {
            controller = BuiltInPresentationController(presentedViewController: self, presenting: nil, style: style)
        }
        pendingPresentationController = controller
        return controller
    }

    /// The controller this one (or the nearest ancestor that holds one) presented.
    public var presentedViewController: ViewController? {
        presentedStorage ?? parent?.presentedViewController
    }

    /// The controller that presented this one or its nearest presented ancestor.
    public var presentingViewController: ViewController? {
        presentingStorage ?? parent?.presentingViewController
    }
}
