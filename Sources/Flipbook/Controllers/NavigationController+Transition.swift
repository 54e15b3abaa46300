import Foundation

/// How stack changes run: containment calls, the delegate, the transition
/// through ``ContainerTransition``, and the edge-swipe pop.
extension NavigationController {
    /// The rule of the edge-swipe pop at release: it finishes when the
    /// finger has moved more than half the width (`percent > 0.5`) and is not
    /// flicked back (horizontal velocity above −300 pt/s), or when it is
    /// flicked right faster than 300 pt/s whatever the distance; otherwise it
    /// cancels. `percent` is the horizontal translation over the width.
    public static func interactivePopCommits(percent: CGFloat, velocity: CGFloat) -> Bool {
        (percent > 0.5 && velocity > -interactivePopVelocity) || velocity > interactivePopVelocity
    }

    /// Points per second: the release speed past which a swipe commits or cancels whatever its distance.
    public static let interactivePopVelocity: CGFloat = 300

    /// Queues `operation` on the transition running in the window, if one
    /// runs: UIKit (iOS 8 and later) performs a push, pop or stack change
    /// asked for during a transition right after it completes, as one of its
    /// coordinator's completions. Returns true when queued.
    func deferWhileTransitioning(_ operation: @escaping () -> Void) -> Bool {
        guard let window = viewIfLoaded?.window, let running = window.controllerState.activeTransition else { return false }
        running.deferredOperations.append(operation)
        return true
    }

    /// Changes the stack to `newStack`; returns false when refused (the
    /// edge-swipe pop while a transition runs: public calls wait instead).
    @discardableResult
    func changeStack(
        to newStack: [ViewController], animated: Bool,
        interaction: PercentDrivenInteractiveTransition? = nil
    ) -> Bool {
        let window = viewIfLoaded?.window
        if let window, let running = window.controllerState.activeTransition {
            window.reportTransition(
                .diagnostic(
                    .containerDuringTransition(
                        operation: "changing the stack of \(reportName(self))", running: running.summary)))
            return false
        }
        let old = stack
        let oldTop = old.last
        let removed = old.filter { vc in !newStack.contains { $0 === vc } }
        let added = newStack.filter { vc in !old.contains { $0 === vc } }
        for vc in added { addChild(vc) }
        for vc in removed {
            vc.isMovingToParent = false
            vc.isMovingFromParent = true
            vc.willMove(toParent: nil)
        }
        stack = newStack
        guard let newTop = newStack.last, let oldTop, oldTop !== newTop, let window,
            appearanceState == .appeared
        else {
            if isViewLoaded {
                if let newTop = newStack.last { install(newTop) } else { oldTop?.viewIfLoaded?.removeFromSuperview() }
            }
            commit(removed: removed, added: added)
            if interaction != nil { edgeInteraction = nil }
            return true
        }
        let operation: Operation = old.contains { $0 === newTop } ? .pop : .push
        delegate?.navigationController(self, willShow: newTop, animated: animated)
        var animator: any ViewControllerAnimatedTransitioning = ImmediateTransitionAnimator()
        var interactor: (any ViewControllerInteractiveTransitioning)?
        if animated {
            if let custom = delegate?.navigationController(self, animationControllerFor: operation, from: oldTop, to: newTop) {
                animator = custom
                interactor = delegate?.navigationController(self, interactionControllerFor: custom)
            } else {
                // A zoom: the pushed controller's, or the popped one's.
                let standard = NavigationTransitionAnimator(operation: operation)
                // Under Reduce Motion a zoom push is the standard push (§16 of docs/research/uikit-behaviour.md).
                let zoom =
                    Accessibility.isReduceMotionEnabled
                    ? nil
                    : ZoomTransitionAnimator(
                        zoomed: operation == .push ? newTop : oldTop, source: operation == .push ? oldTop : newTop,
                        isZoomingIn: operation == .push, fallback: standard)
                animator = zoom ?? standard
            }
            if interactor == nil { interactor = interaction }
        }
        let transition = ContainerTransition(
            operation: operation == .push ? .push : .pop, owner: self, from: oldTop, to: newTop,
            container: transitionView, window: window, animator: animator, interactor: interactor, isAnimated: animated)
        transition.onEnd = { [weak self] completed in
            guard let self else { return }
            if completed {
                self.commit(removed: removed, added: added)
                self.delegate?.navigationController(self, didShow: newTop, animated: animated)
            } else {
                self.stack = old
                self.rollBack(removed: removed, added: added)
            }
        }
        if let interaction, interactor !== interaction { edgeInteraction = nil }
        animateBars(alongside: transition, isPush: operation == .push, from: old)
        transition.beginOnNextTick()
        return true
    }

    private func commit(removed: [ViewController], added: [ViewController]) {
        for vc in removed {
            vc.viewIfLoaded?.removeFromSuperview()
            vc.removeFromParent()
        }
        for vc in added { vc.didMove(toParent: self) }
    }

    /// A cancelled transition: the leaving controllers stay (`didMove(toParent:)`
    /// with this controller, as UIKit does after a cancelled interactive pop),
    /// the new ones leave.
    private func rollBack(removed: [ViewController], added: [ViewController]) {
        for vc in removed {
            vc.isMovingFromParent = false
            vc.didMove(toParent: self)
        }
        for vc in added {
            vc.willMove(toParent: nil)
            vc.removeFromParent()
            vc.isMovingToParent = false
        }
    }

    // MARK: Edge swipe

    func handleEdgePan() {
        guard let recognizer = interactivePopGestureRecognizer else { return }
        let width = max(1, view.bounds.width)
        // The swipe runs from the leading edge: toward the left in right-to-left.
        let sign: CGFloat = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
        switch recognizer.state {
        case .began:
            guard stack.count > 1, edgeInteraction == nil else { return }
            let interaction = PercentDrivenInteractiveTransition()
            edgeInteraction = interaction
            if pop(to: stack.count - 2, animated: true, interaction: interaction).isEmpty { edgeInteraction = nil }
        case .changed:
            guard let interaction = edgeInteraction else { return }
            let percent = max(0, sign * recognizer.translation(in: view).x) / width
            // Moves within the tick that started the pop come before its
            // transition starts: the last one is applied when it does.
            if interaction.isDrivingTransition { interaction.update(percent) } else { interaction.pendingPercent = percent }
        case .ended:
            guard let interaction = edgeInteraction else { return }
            edgeInteraction = nil
            let percent = max(0, sign * recognizer.translation(in: view).x) / width
            let velocity = sign * recognizer.velocity(in: view).x
            let commits = Self.interactivePopCommits(percent: percent, velocity: velocity)
            // A swipe that began and ended within one tick ends before its transition starts.
            if !interaction.isDrivingTransition {
                interaction.pendingPercent = percent
                interaction.pendingEnd = (commits, velocity / width)
            } else if commits {
                interaction.finish(velocity: velocity / width)
            } else {
                interaction.cancel(velocity: velocity / width)
            }
        case .cancelled, .failed:
            if let interaction = edgeInteraction, !interaction.isDrivingTransition {
                interaction.pendingPercent = nil
                interaction.pendingEnd = (false, 0)
            } else {
                edgeInteraction?.cancel()
            }
            edgeInteraction = nil
        default:
            break
        }
    }
}
