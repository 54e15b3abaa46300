import Foundation

/// The abstract base of animations that change one layer property
/// (`CAPropertyAnimation`), named by a key path such as `"opacity"` or
/// `"transform.rotation.z"`.
///
/// ## Evaluation (what the layer engine calls)
///
/// Each frame, for each animation attached to a layer, in the order they
/// were added:
///
/// - ``value(atParentTime:model:presentation:)`` takes the layer's time
///   (seconds, the parent time space of the animation, the same space as
///   its `beginTime`) and two values *at the animation's key path* (for
///   `"transform.rotation.z"`, angles; read them with
///   `AnimationKeyPath.value(in:)`):
///   - `model`: the model value (what the property was last set to);
///   - `presentation`: the value underneath this animation in this frame,
///     that is the model value with the layer's earlier animations of the
///     same property already applied.
///
///   It returns the key path's new presentation value, or nil when the
///   animation has no effect at that time (before it begins or after it
///   ends without a fill mode, or when its values cannot be used).
/// - ``propertyValue(atParentTime:model:presentation:)`` does the same with
///   whole property values (the full transform for `"transform.scale"`) and
///   writes the animated field back into `presentation`.
/// - The `at time: MediaTimingLocalTime` forms take a time already mapped by
///   `Animation.localTime(atParentTime:)` (what `AnimationGroup` hands out
///   for its children).
///
/// The animation's own value is then combined as Core Animation documents:
/// - `isCumulative`: during repeat cycle `n` (from 0), the value at the end
///   of a cycle, added `n` times, plus the value in the current cycle
///   (`end.repeated(n).adding(value)`);
/// - `isAdditive`: the result is added to `presentation`
///   (`presentation.adding(value)`; for transforms the animated transform
///   applies first, then `presentation`; see `AnimatableValue.adding(_:)`).
///   With no earlier animation of the property, `presentation` is the model
///   value, so an additive animation adds to the model value.
///
/// `valueFunction` (`CAValueFunction`) is not provided: the key path fields
/// of ``AnimationKeyPath`` cover what it is used for.
open class PropertyAnimation: Animation {
    /// The animated property and, optionally, a field of its value: see
    /// ``AnimationKeyPath``. nil (the default) animates nothing.
    open var keyPath: String?

    /// When true the animation's value is added to the value underneath it
    /// (`presentation`) rather than replacing it. Default false.
    open var isAdditive = false

    /// When true each repeat cycle starts from where the previous one ended:
    /// the value is the end-of-cycle value times the number of completed
    /// cycles, plus the value in the current cycle. Default false.
    open var isCumulative = false

    public override init() { super.init() }

    /// An animation of the property at `path` (`init(keyPath:)`).
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    public required init(copying other: Animation) {
        if let other = other as? PropertyAnimation {
            keyPath = other.keyPath
            isAdditive = other.isAdditive
            isCumulative = other.isCumulative
        }
        super.init(copying: other)
    }

    /// `keyPath` parsed; nil when it is nil or not a valid key path (such as
    /// `"frame"`).
    public var animationKeyPath: AnimationKeyPath? { keyPath.flatMap(AnimationKeyPath.init) }

    // MARK: - Evaluation

    /// The animation's own value at `time`, before `isCumulative` and
    /// `isAdditive` are applied: what subclasses compute. The arguments are
    /// as in ``value(at:model:presentation:)``. The base class returns nil.
    open func animationValue(
        at time: MediaTimingLocalTime, model: AnimatableValue,
        presentation: AnimatableValue
    ) -> AnimatableValue? {
        nil
    }

    /// The key path's presentation value at `time`, a local time of this
    /// animation, or nil for no effect.
    ///
    /// - Parameters:
    ///   - time: this animation's local time (from `localTime(atParentTime:)`).
    ///   - model: the model value at the key path.
    ///   - presentation: the value at the key path underneath this animation
    ///     (the model value with earlier animations applied).
    public func value(
        at time: MediaTimingLocalTime, model: AnimatableValue,
        presentation: AnimatableValue
    ) -> AnimatableValue? {
        guard var value = animationValue(at: time, model: model, presentation: presentation) else { return nil }
        if isCumulative, time.iteration > 0 {
            var end = time
            end.iteration = 0
            end.isReversing = autoreverses
            end.basicTime = autoreverses ? 0 : time.duration
            end.activeTime = cycleDuration(simpleDuration: time.duration)
            if let last = animationValue(at: end, model: model, presentation: presentation),
                let offset = last.repeated(time.iteration),
                let sum = offset.adding(value)
            {
                value = sum
            }
        }
        if isAdditive, let sum = presentation.adding(value) {
            value = sum
        }
        return value
    }

    /// The key path's presentation value at `parentTime`, or nil for no
    /// effect.
    ///
    /// - Parameters:
    ///   - parentTime: seconds in the animation's parent time space (the
    ///     layer's time; the space of `beginTime`).
    ///   - model: the model value at the key path.
    ///   - presentation: the value at the key path underneath this animation.
    public func value(
        atParentTime parentTime: CFTimeInterval, model: AnimatableValue,
        presentation: AnimatableValue
    ) -> AnimatableValue? {
        guard let time = localTime(atParentTime: parentTime) else { return nil }
        return value(at: time, model: model, presentation: presentation)
    }

    /// As ``value(at:model:presentation:)``, with whole property values: the
    /// key path's field is read out of `model` and `presentation`, animated,
    /// and written back into `presentation`. nil for no effect, or when the
    /// key path is missing, invalid, or names a field the values do not have.
    public func propertyValue(
        at time: MediaTimingLocalTime, model: AnimatableValue,
        presentation: AnimatableValue
    ) -> AnimatableValue? {
        guard let path = animationKeyPath,
            let m = path.value(in: model), let p = path.value(in: presentation),
            let v = value(at: time, model: m, presentation: p)
        else { return nil }
        return path.setting(v, in: presentation)
    }

    /// As ``value(atParentTime:model:presentation:)``, with whole property
    /// values (see ``propertyValue(at:model:presentation:)``).
    public func propertyValue(
        atParentTime parentTime: CFTimeInterval, model: AnimatableValue,
        presentation: AnimatableValue
    ) -> AnimatableValue? {
        guard let time = localTime(atParentTime: parentTime) else { return nil }
        return propertyValue(at: time, model: model, presentation: presentation)
    }
}
