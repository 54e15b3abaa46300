import Foundation

/// One property of one layer changing over a window of its timeline.
///
/// The value is made of segments (one for a plain animation, one per
/// keyframe): before the first segment the value is the first `from`; inside
/// a segment it moves from `from` to `to` along the segment's curve; after
/// it, it holds that segment's `to` until the next segment starts.
@MainActor
final class PropertyAnimation {
    struct Segment {
        /// Start and end, in seconds along the timeline.
        var start: Double
        var end: Double
        var from: AnimatableValue
        var to: AnimatableValue
        var curve: TimingCurve
    }

    unowned let layer: Layer
    let property: AnimatableProperty
    let timeline: AnimationTimeline
    private(set) var segments: [Segment]
    /// The value at the start: the presentation value when the animation was made.
    let startValue: AnimatableValue
    /// The value at the end: the model value the animation moves to.
    private(set) var finalValue: AnimatableValue
    /// True while the animation is installed on its layer.
    var isInstalled = false
    /// Asked at each evaluation: when it answers true, curves are ignored
    /// (a paused property animator scrubbing linearly).
    var scrubsLinearly: (() -> Bool)?

    init(layer: Layer, property: AnimatableProperty, timeline: AnimationTimeline, segment: Segment) {
        self.layer = layer
        self.property = property
        self.timeline = timeline
        self.segments = [segment]
        self.startValue = segment.from
        self.finalValue = segment.to
    }

    /// Adds a keyframe segment that starts from the last segment's end value.
    func appendSegment(start: Double, end: Double, to value: AnimatableValue, curve: TimingCurve) {
        let from = segments.last?.to ?? value
        segments.append(Segment(start: start, end: end, from: from, to: value, curve: curve))
        segments.sort { $0.start < $1.start }
        finalValue = segments.last!.to
    }

    /// The value at the timeline's current position.
    func currentValue() -> AnimatableValue {
        value(at: timeline.effectivePosition, linear: scrubsLinearly?() ?? false)
    }

    /// The value at `position` seconds; `linear` ignores the curves (linear scrubbing).
    func value(at position: Double, linear: Bool) -> AnimatableValue {
        guard let index = segments.lastIndex(where: { $0.start <= position }) else { return segments[0].from }
        let current = segments[index]
        let length = current.end - current.start
        if position >= current.end || length <= 0 { return current.to }
        let x = (position - current.start) / length
        let p = linear ? x : timeline.progress(of: current.curve, fraction: x, duration: length)
        return current.from.interpolated(to: current.to, fraction: p)
    }

    /// Rewrites every segment to run from `value` at `position` to its end
    /// value linearly by the timeline's end (how a property animator continues
    /// with new timing parameters without a jump).
    func rebase(from value: AnimatableValue, at position: Double, end: Double) {
        segments = [Segment(start: position, end: end, from: value, to: finalValue, curve: .linear)]
    }

    /// The mirror of ``rebase(from:at:end:)`` for an animator running back:
    /// from the start value at 0 to `value` at `position`, linearly.
    func rebaseReversed(to value: AnimatableValue, at position: Double) {
        segments = [Segment(start: 0, end: position, from: startValue, to: value, curve: .linear)]
    }
}
