import Foundation

/// Animations that run together (`CAAnimationGroup`).
///
/// Each child runs in the group's time space: its `beginTime` is seconds
/// after the group's start, and its parent time is the group's basic local
/// time, `easedFraction(at:) * duration` (the group's `timingFunction`, if
/// any, warps its children's time). Since the group's basic local time
/// never leaves `0...duration`, children are cut off at the group's
/// duration: a child longer than the group stops where the group ends (and,
/// with the group's `fillMode` `.forwards`, holds the state it had then);
/// after the group's active duration, unless the group fills forwards,
/// no child has an effect. A group whose `duration` is 0 lasts the default
/// 0.25 s like any animation, cutting longer children short.
///
/// Children keep their own timing (speed, repeats, fill modes) inside the
/// group. Only property animations produce values; a ``Transition`` child
/// is not evaluated here.
open class AnimationGroup: Animation {
    /// The animations run together. Default nil.
    open var animations: [Animation]?

    public override init() { super.init() }

    /// Copies the group and each child (`copy()`), so the copy's children
    /// are independent of the original's.
    public required init(copying other: Animation) {
        if let other = other as? AnimationGroup {
            animations = other.animations?.map { $0.copied() }
        }
        super.init(copying: other)
    }

    /// The property animations in effect at `parentTime` (seconds, the
    /// group's parent time space: the layer's time), each with its local
    /// time, depth first in `animations` order (nested groups expanded).
    /// Evaluate each with `PropertyAnimation.value(at:model:presentation:)`
    /// in this order, as if it had been added to the layer after the ones
    /// before it.
    public func activeAnimations(atParentTime parentTime: CFTimeInterval)
        -> [(animation: PropertyAnimation, localTime: MediaTimingLocalTime)]
    {
        guard let time = localTime(atParentTime: parentTime) else { return [] }
        return activeAnimations(at: time)
    }

    /// As ``activeAnimations(atParentTime:)`` for the group's local `time`.
    public func activeAnimations(at time: MediaTimingLocalTime)
        -> [(animation: PropertyAnimation, localTime: MediaTimingLocalTime)]
    {
        let childTime = easedTime(at: time)
        var out: [(animation: PropertyAnimation, localTime: MediaTimingLocalTime)] = []
        for child in animations ?? [] {
            if let group = child as? AnimationGroup {
                out += group.activeAnimations(atParentTime: childTime)
            } else if let property = child as? PropertyAnimation,
                let local = property.localTime(atParentTime: childTime)
            {
                out.append((property, local))
            }
        }
        return out
    }

    /// The presentation values the group produces at `parentTime` (seconds,
    /// the layer's time), one per key path, in the order key paths first
    /// appear.
    ///
    /// `model` and `presentation` give the value at a key path (as
    /// `PropertyAnimation.value(at:model:presentation:)` takes them);
    /// returning nil skips the animations of that key path. Children of the
    /// same key path stack: each sees the previous one's result as its
    /// `presentation`. Key paths naming different fields of one property
    /// (`transform.scale` and `transform.rotation.z`) are evaluated
    /// independently; to stack those, walk ``activeAnimations(atParentTime:)``
    /// and write each result back before reading the next.
    public func values(
        atParentTime parentTime: CFTimeInterval,
        model: (String) -> AnimatableValue?,
        presentation: (String) -> AnimatableValue?
    ) -> [(keyPath: String, value: AnimatableValue)] {
        var order: [String] = []
        var current: [String: AnimatableValue] = [:]
        for (animation, time) in activeAnimations(atParentTime: parentTime) {
            guard let keyPath = animation.keyPath, let m = model(keyPath),
                let p = current[keyPath] ?? presentation(keyPath),
                let v = animation.value(at: time, model: m, presentation: p)
            else { continue }
            if current[keyPath] == nil { order.append(keyPath) }
            current[keyPath] = v
        }
        return order.map { ($0, current[$0]!) }
    }
}
