import Foundation

/// Told when a ``DynamicAnimator`` starts and stops (`UIDynamicAnimatorDelegate`,
/// https://developer.apple.com/documentation/uikit/uidynamicanimatordelegate).
/// Both methods have empty defaults.
@preconcurrency @MainActor
public protocol DynamicAnimatorDelegate: AnyObject {
    /// The animator is about to start or resume (its items will move).
    func dynamicAnimatorWillResume(_ animator: DynamicAnimator)
    /// The animator paused: its items came to rest, or it has no behaviours left.
    func dynamicAnimatorDidPause(_ animator: DynamicAnimator)
}

extension DynamicAnimatorDelegate {
    public func dynamicAnimatorWillResume(_ animator: DynamicAnimator) {}
    public func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {}
}
