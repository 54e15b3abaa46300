import Foundation

/// One property of one layer changing over a window of its timeline: what
/// an animation block (`View.animate`, a property animator, a keyframe
/// group) records for each property it changes.
///
/// The value is made of segments (one for a plain animation, one per
/// keyframe): before the first segment the value is the first `from`; inside
/// a segment it moves from `from` to `to` along the segment's curve; after
/// it, it holds that segment's `to` until the next segment starts.
@MainActor
final class BlockAnimation {
    struct Segment {
        /// Start and end, in seconds along the timeline.
        var start: Double
        var end: Double
        var from: AnimatableValue
        var to: AnimatableValue
        var curve: TimingCurve

        /// The value at `position`, which is at or after `start`; `timeline`
        /// evaluates (and memoizes) the curve.
        @MainActor
        func value(at position: Double, linear: Bool, timeline: AnimationTimeline) -> AnimatableValue {
            let length = end - start
            if position >= end || length <= 0 { return to }
            let x = (position - start) / length
            let p = linear ? x : timeline.progress(of: curve, fraction: x, duration: length)
            return from.interpolated(to: to, fraction: p)
        }
    }

    // Stored in the order a frame reads them: the fields every evaluation
    // touches first, then the head segment, then the rest. Instances of a
    // frame are visited once each, so the fewer cache lines an evaluation
    // touches the faster a frame with many of them is.
    let property: AnimatableProperty
    let timeline: AnimationTimeline
    /// Asked at each evaluation: when it answers true, curves are ignored
    /// (a paused property animator scrubbing linearly).
    var scrubsLinearly: (() -> Bool)?
    /// The segments after ``head``, sorted by start (keyframes); usually empty.
    private var tail: [Segment] = []
    /// The first segment, stored inline: most animations have only this one,
    /// so they need no array (one allocation less per animated property, and
    /// evaluation reads it in place without copying).
    private var head: Segment
    /// Every segment, sorted by start.
    var segments: [Segment] { [head] + tail }
    unowned let layer: Layer
    /// True while the animation is installed on its layer.
    var isInstalled = false
    /// The start and end values once they are no longer the first segment's
    /// `from` and the last one's `to` (after a rebase); nil until then, so
    /// an animation does not carry two more values it can read from its
    /// segments (a value is 48 bytes, and a frame visits every animation).
    private var endpoints: Endpoints?

    /// Start and end values kept apart from the segments.
    private final class Endpoints {
        var start: AnimatableValue?
        var final: AnimatableValue?
    }

    /// The value at the start: the presentation value when the animation was made.
    var startValue: AnimatableValue { endpoints?.start ?? head.from }
    /// The value at the end: the model value the animation moves to.
    var finalValue: AnimatableValue { endpoints?.final ?? (tail.last?.to ?? head.to) }

    /// Keeps the start value apart before the first segment changes.
    private func keepStart() {
        if endpoints?.start != nil { return }
        let value = head.from
        if endpoints == nil { endpoints = Endpoints() }
        endpoints!.start = value
    }

    /// Keeps the end value apart before the last segment changes.
    private func keepFinal() {
        if endpoints?.final != nil { return }
        let value = tail.last?.to ?? head.to
        if endpoints == nil { endpoints = Endpoints() }
        endpoints!.final = value
    }

    init(layer: Layer, property: AnimatableProperty, timeline: AnimationTimeline, segment: Segment) {
        self.layer = layer
        self.property = property
        self.timeline = timeline
        self.head = segment
    }

    /// Adds a keyframe segment that starts from the last segment's end value.
    func appendSegment(start: Double, end: Double, to value: AnimatableValue, curve: TimingCurve) {
        let from = tail.last?.to ?? head.to
        var all = segments
        all.append(Segment(start: start, end: end, from: from, to: value, curve: curve))
        setSegments(all)
    }

    /// Replaces the segments (sorted by start here; at least one).
    private func setSegments(_ list: [Segment]) {
        let sorted = list.sorted { $0.start < $1.start }
        if sorted[0].from != head.from { keepStart() }
        head = sorted[0]
        tail = Array(sorted.dropFirst())
        // The end value is the new last segment's.
        endpoints?.final = nil
    }

    /// The value at the timeline's current position.
    func currentValue() -> AnimatableValue {
        value(at: timeline.effectivePosition, linear: scrubsLinearly?() ?? false)
    }

    /// The value at `position` seconds; `linear` ignores the curves (linear scrubbing).
    func value(at position: Double, linear: Bool) -> AnimatableValue {
        if tail.isEmpty || position < tail[0].start {
            guard head.start <= position else { return head.from }
            return head.value(at: position, linear: linear, timeline: timeline)
        }
        let index = tail.lastIndex(where: { $0.start <= position })!
        return tail[index].value(at: position, linear: linear, timeline: timeline)
    }

    /// Rewrites every segment to run from `value` at `position` to its end
    /// value linearly by the timeline's end (how a property animator continues
    /// with new timing parameters without a jump).
    func rebase(from value: AnimatableValue, at position: Double, end: Double) {
        keepStart()
        head = Segment(start: position, end: end, from: value, to: finalValue, curve: .linear)
        tail = []
    }

    /// The mirror of ``rebase(from:at:end:)`` for an animator running back:
    /// from the start value at 0 to `value` at `position`, linearly.
    func rebaseReversed(to value: AnimatableValue, at position: Double) {
        keepFinal()
        head = Segment(start: 0, end: position, from: startValue, to: value, curve: .linear)
        tail = []
    }
}
