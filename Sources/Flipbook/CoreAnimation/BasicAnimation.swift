import Foundation

/// A single-segment animation of one property between two values
/// (`CABasicAnimation`).
///
/// `fromValue`, `toValue` and `byValue` hold any value
/// `AnimatableValue(any:)` accepts (numbers, points, sizes, rects, colours,
/// transforms, paths, arrays). At most two should be set; which two decides
/// what is interpolated, as Core Animation documents ("+" and "-" are
/// `AnimatableValue.adding(_:)` and `subtracting(_:)`):
///
/// | set | from | to |
/// | --- | --- | --- |
/// | from, to | `fromValue` | `toValue` |
/// | from, by | `fromValue` | `fromValue + byValue` |
/// | by, to | `toValue - byValue` | `toValue` |
/// | from | `fromValue` | presentation |
/// | to | presentation | `toValue` |
/// | by | presentation | presentation + `byValue` |
/// | none | previous presentation | model |
///
/// "presentation" is the `presentation` argument of the evaluation methods
/// (the value underneath the animation in the current frame). "previous
/// presentation" is ``capturedPresentationValue`` when the layer engine set
/// it on adding the animation (the value the layer showed before its model
/// value changed), otherwise `presentation`. When all three are set,
/// `byValue` is ignored. A value that cannot be converted, or a sum that
/// cannot be formed, makes the animation have no effect.
///
/// Progress is `easedFraction(at:)` (the timing function applied to the
/// fraction of the simple duration), and the value is
/// `from.interpolated(to: to, fraction: progress)`.
open class BasicAnimation: PropertyAnimation {
    /// The value interpolation starts from. Default nil.
    open var fromValue: Any?
    /// The value interpolation ends at. Default nil.
    open var toValue: Any?
    /// A relative value to add (see the table above). Default nil.
    open var byValue: Any?

    /// The key path's presentation value when the animation was added to a
    /// layer, recorded by the layer engine; used only when `fromValue`,
    /// `toValue` and `byValue` are all nil, as the start value. Default nil.
    open var capturedPresentationValue: AnimatableValue?

    public override init() { super.init() }

    public required init(copying other: Animation) {
        if let other = other as? BasicAnimation {
            fromValue = other.fromValue
            toValue = other.toValue
            byValue = other.byValue
            capturedPresentationValue = other.capturedPresentationValue
        }
        super.init(copying: other)
    }

    /// The two values interpolated between, resolved by the rules above from
    /// the key path's `model` and `presentation` values; nil when they cannot
    /// be resolved.
    public func interpolationEndpoints(model: AnimatableValue, presentation: AnimatableValue)
        -> (from: AnimatableValue, to: AnimatableValue)?
    {
        func convert(_ value: Any?) -> AnimatableValue?? {
            guard value != nil else { return .some(nil) }
            guard let converted = AnimatableValue(any: value) else { return nil }
            return .some(converted)
        }
        guard let from = convert(fromValue), let to = convert(toValue), let by = convert(byValue) else {
            return nil
        }
        switch (from, to, by) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?):
            guard let end = from.adding(by) else { return nil }
            return (from, end)
        case let (nil, to?, by?):
            guard let start = to.subtracting(by) else { return nil }
            return (start, to)
        case let (from?, nil, nil): return (from, presentation)
        case let (nil, to?, nil): return (presentation, to)
        case let (nil, nil, by?):
            guard let end = presentation.adding(by) else { return nil }
            return (presentation, end)
        case (nil, nil, nil): return (capturedPresentationValue ?? presentation, model)
        }
    }

    /// Progress at `time`: 0 at the start, 1 at the end, beyond for curves
    /// that overshoot. `easedFraction(at:)`; a spring overrides it.
    open func progress(at time: MediaTimingLocalTime) -> Double {
        easedFraction(at: time)
    }

    open override func animationValue(
        at time: MediaTimingLocalTime, model: AnimatableValue,
        presentation: AnimatableValue
    ) -> AnimatableValue? {
        guard let ends = interpolationEndpoints(model: model, presentation: presentation) else { return nil }
        return ends.from.interpolated(to: ends.to, fraction: progress(at: time))
    }
}
