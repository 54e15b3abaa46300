import Foundation

extension PresentationTransition: ViewControllerContextTransitioning {
    var containerView: View { container }
    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
        switch key {
        case .from: fromViewController
        case .to: toViewController
        default: nil
        }
    }

    /// The presented side's view is the presentation controller's `presentedView`;
    /// the presenter's view is given only when the presentation removes it.
    func view(forKey key: TransitionContextViewKey) -> View? {
        let presentedSide = presentationController.presentedView
        let presenterSide = presenterViewIsRemoved ? presenter.view : nil
        switch (kind, key) {
        case (.presentation, .to), (.dismissal, .from): return presentedSide
        case (.presentation, .from), (.dismissal, .to): return presenterSide
        default: return nil
        }
    }

    /// Frames in container coordinates:
    ///
    /// | | initial | final |
    /// | --- | --- | --- |
    /// | presentation, presented | `.zero` | `frameOfPresentedViewInContainerView` |
    /// | presentation, presenter | its frame | its frame if kept, `.zero` if removed |
    /// | dismissal, presented | its frame | `.zero` |
    /// | dismissal, presenter | its frame (already back in the window) | its frame |
    /// | any other controller | `.zero` | `.zero` |
    func initialFrame(for vc: ViewController) -> CGRect {
        if vc === presented {
            return kind == .presentation ? .zero : frameInContainer(presentationController.presentedView)
        }
        if vc === presenter { return frameInContainer(presenter.viewIfLoaded) }
        return .zero
    }

    func finalFrame(for vc: ViewController) -> CGRect {
        if vc === presented {
            return kind == .presentation ? presentationController.frameOfPresentedViewInContainerView : .zero
        }
        if vc === presenter {
            if kind == .presentation && presenterViewIsRemoved { return .zero }
            return frameInContainer(presenter.viewIfLoaded)
        }
        return .zero
    }

    private func frameInContainer(_ view: View?) -> CGRect {
        guard let view, view.window != nil else { return .zero }
        guard let superview = view.superview else { return view.frame }
        return superview === container ? view.frame : superview.convert(view.frame, to: container)
    }

    func completeTransition(_ didComplete: Bool) { finish(didComplete) }
}

extension PresentationTransition: ViewControllerTransitionCoordinator {
    var isCancelled: Bool { wasCancelled }
    var transitionDuration: TimeInterval { duration }

    /// For a non-interactive transition, the elapsed clock time over the
    /// duration; for a percent-driven one, where its timeline is (it moves
    /// while finishing or cancelling); for another interaction, the last update.
    var percentComplete: CGFloat {
        if let percentDriver { return percentDriver.percentComplete }
        if interactor != nil { return interactivePercent }
        switch phase {
        case .prepared: return 0
        case .ended: return 1
        case .running:
            guard duration > 0 else { return 0 }
            return CGFloat(min(1, max(0, (window.time - startTime) / duration)))
        }
    }

    @discardableResult
    func animate(alongsideTransition animation: Block?, completion: Block?) -> Bool {
        addAlongside(animation: animation, completion: completion)
    }

    @discardableResult
    func animateAlongsideTransition(in view: View?, animation: Block?, completion: Block?) -> Bool {
        addAlongside(animation: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping Block) { addInteractionObserver(handler) }
}
