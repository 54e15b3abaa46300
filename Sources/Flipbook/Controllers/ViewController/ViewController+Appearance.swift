import Foundation

/// Where a controller is in its appearance cycle.
enum AppearanceState: Equatable, Sendable {
    case disappeared, appearing, appeared, disappearing
}

extension ViewController {
    /// Starts an appearance change: calls `viewWillAppear(_:)` (appearing) or
    /// `viewWillDisappear(_:)` and forwards it to children whose views are
    /// inside this view when ``shouldAutomaticallyForwardAppearanceMethods``.
    /// A call that does not change anything (appearing while already appeared)
    /// is ignored; calling it again in the opposite direction before
    /// ``endAppearanceTransition()`` reverses the change, as a cancelled
    /// transition does.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearanceState) {
        case (true, .appeared), (true, .appearing), (false, .disappeared), (false, .disappearing):
            return
        default: break
        }
        appearanceAnimated = animated
        if isAppearing {
            appearanceState = .appearing
            isAppearingPending = true
            viewWillAppear(animated)
        } else {
            appearanceState = .disappearing
            isAppearingPending = false
            viewWillDisappear(animated)
        }
        for child in forwardedChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends the appearance change begun by ``beginAppearanceTransition(_:animated:)``:
    /// `viewIsAppearing(_:)` if it is still due, then `viewDidAppear(_:)`, or
    /// `viewDidDisappear(_:)`; then the same for forwarded children.
    public func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            callViewIsAppearingIfDue()
            appearanceState = .appeared
            viewDidAppear(appearanceAnimated)
            isMovingToParent = false
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(appearanceAnimated)
        case .appeared, .disappeared:
            return
        }
        for child in forwardedChildren { child.endAppearanceTransition() }
    }

    /// Calls `viewIsAppearing(_:)` once per appearance, when the view is in a window.
    func callViewIsAppearingIfDue() {
        guard isAppearingPending, appearanceState == .appearing else { return }
        isAppearingPending = false
        viewIsAppearing(appearanceAnimated)
        for child in forwardedChildren { child.callViewIsAppearingIfDue() }
    }

    private var forwardedChildren: [ViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let root = viewIfLoaded else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: root) == true }
    }
}
