import Foundation

/// The context (`ViewControllerContextTransitioning`) and coordinator
/// (`ViewControllerTransitionCoordinator`) members every transition shares;
/// the kind-specific ones (views, controllers, frames) are hooks of ``TransitionContext``.
extension TransitionContext: ViewControllerContextTransitioning {
    var containerView: View { container }

    func completeTransition(_ didComplete: Bool) { finish(didComplete) }
}

extension TransitionContext: ViewControllerTransitionCoordinator {
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
