import Foundation

/// Told when an ``Animation`` starts and stops (`CAAnimationDelegate`).
///
/// Both methods are optional: the extension below gives empty defaults. An
/// animation retains its delegate (`Animation.delegate` is strong, as Core
/// Animation's is), so a delegate that holds the animation makes a cycle
/// that lasts until the animation is dropped.
///
/// The protocol is main-actor isolated like the rest of Flipbook (and
/// `@preconcurrency`, so Swift 5 code sees no isolation diagnostics): a view
/// controller or a transition animator, main-actor in Swift 6, conforms
/// in its own declaration (`class Reveal: NSObject,
/// ViewControllerAnimatedTransitioning, AnimationDelegate`), and a
/// nonisolated class conforms too. The layer engine calls it on the main actor.
@preconcurrency @MainActor
public protocol AnimationDelegate: AnyObject {
    /// The animation has begun its active duration.
    func animationDidStart(_ anim: Animation)
    /// The animation has ended: `flag` is true when it reached the end of
    /// its active duration, false when it was removed from its layer first.
    func animationDidStop(_ anim: Animation, finished flag: Bool)
}

extension AnimationDelegate {
    public func animationDidStart(_ anim: Animation) {}
    public func animationDidStop(_ anim: Animation, finished flag: Bool) {}
}
