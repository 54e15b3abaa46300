import Foundation

/// Told when an ``Animation`` starts and stops (`CAAnimationDelegate`).
///
/// Both methods are optional: the extension below gives empty defaults. An
/// animation retains its delegate (`Animation.delegate` is strong, as Core
/// Animation's is), so a delegate that holds the animation makes a cycle
/// that lasts until the animation is dropped.
///
/// The protocol is not isolated to the main actor (Core Animation's is a
/// plain protocol). A `@MainActor` type conforms with an isolated
/// conformance, `extension MyController: @MainActor AnimationDelegate`, and
/// is then only called on the main actor; the layer engine, which runs
/// there, does so.
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
