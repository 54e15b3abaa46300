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
    // touches, then the head segment; what only keyframes, animators and
    // rebases use sits behind one reference (`rare`). Instances of a frame
    // are visited once each, so the fewer cache lines an evaluation touches
    // the faster a frame with many of them is: an animation is 152 bytes.
    let property: AnimatableProperty
    /// True while the animation is installed on its layer.
    var isInstalled = false
    let timeline: AnimationTimeline
    /// The segments after ``head``, linear scrubbing and the kept end
    /// values; nil for a plain single-segment animation (most of them).
    private var rare: Rare?
    /// The first segment, stored inline: most animations have only this one,
    /// so they need no array (one allocation less per animated property, and
    /// evaluation reads it in place without copying).
    private var head: Segment
    unowned let layer: Layer

    /// The parts of an animation that most animations do not use.
    private final class Rare {
        /// The segments after the head, sorted by start (keyframes).
        var tail: [Segment] = []
        var scrubsLinearly: (() -> Bool)?
        /// The start and end values once they are no longer the first
        /// segment's `from` and the last one's `to` (after a rebase); nil until then.
        var start: AnimatableValue?
        var final: AnimatableValue?
        /// The window clock and the layer's local time when the animation
        /// was installed, in seconds, when they differed then; nil otherwise.
        var installedAt: (clock: Double, layerTime: Double)?
    }

    /// `rare`, made first when missing.
    private func rareParts() -> Rare {
        if let rare { return rare }
        let made = Rare()
        rare = made
        return made
    }

    /// Asked at each evaluation: when it answers true, curves are ignored
    /// (a paused property animator scrubbing linearly).
    var scrubsLinearly: (() -> Bool)? {
        get { rare?.scrubsLinearly }
        set {
            if newValue == nil, rare == nil { return }
            rareParts().scrubsLinearly = newValue
        }
    }
    /// The segments after ``head``, sorted by start (keyframes); usually empty.
    private var tail: [Segment] { rare?.tail ?? [] }
    /// Every segment, sorted by start.
    var segments: [Segment] { [head] + tail }

    /// The value at the start: the presentation value when the animation was made.
    var startValue: AnimatableValue { rare?.start ?? head.from }
    /// The value at the end: the model value the animation moves to.
    var finalValue: AnimatableValue { rare?.final ?? (tail.last?.to ?? head.to) }

    /// Keeps the start value apart before the first segment changes.
    private func keepStart() {
        if rare?.start != nil { return }
        rareParts().start = head.from
    }

    /// Keeps the end value apart before the last segment changes.
    private func keepFinal() {
        if rare?.final != nil { return }
        let value = tail.last?.to ?? head.to
        rareParts().final = value
    }

    init(layer: Layer, property: AnimatableProperty, timeline: AnimationTimeline, segment: Segment) {
        self.layer = layer
        self.property = property
        self.timeline = timeline
        self.head = segment
        // An animation of a keyframe group with an overall curve evaluates at
        // the curved position (``currentValue()``), on the path of animations
        // with rare parts, so that the common path reads no more than before.
        if timeline.positionCurve != nil { _ = rareParts() }
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
        let rest = Array(sorted.dropFirst())
        if !rest.isEmpty || rare != nil { rareParts().tail = rest }
        // The end value is the new last segment's.
        rare?.final = nil
    }

    /// The value at the timeline's current position (mapped through a
    /// keyframe group's overall curve, see ``AnimationTimeline/animationPosition``;
    /// such animations always have rare parts, see `init`).
    func currentValue() -> AnimatableValue {
        if Layer.timingCustomized, let value = valueInLayerTime() { return value }
        guard let rare else { return headValue(at: timeline.effectivePosition, linear: false) }
        return rareValue(rare)
    }

    /// Notes the layer's local time at installation (the window clock at
    /// `now` seconds): the animation starts at that point of its layer's
    /// time, as Core Animation sets a view animation's `beginTime` to its
    /// layer's current time.
    func noteInstalled(now: Double) {
        guard Layer.timingCustomized else { return }
        let layerTime = layer.convertTime(fromBase: now)
        if layerTime != now { rareParts().installedAt = (now, layerTime) }
    }

    /// The window clock time this animation's layer's time corresponds to
    /// when the clock reads `now`: `now` itself unless the layer (or one
    /// above it) runs at another `speed`, is offset or was paused since.
    func layerClock(now: Double) -> AnimationTimeline.ClockTime {
        let layerTime = layer.convertTime(fromBase: now)
        guard let installedAt = rare?.installedAt else { return .init(base: layerTime) }
        return .init(base: installedAt.clock, elapsed: layerTime - installedAt.layerTime)
    }

    /// The value in the layer's own time, when that differs from the
    /// window clock; nil when it is the clock (the common path then runs).
    @inline(never)
    private func valueInLayerTime() -> AnimatableValue? {
        guard let now = layer.hostWindow?.clock.time else { return nil }
        let clock = layerClock(now: now)
        if clock.base == now && clock.elapsed == 0 { return nil }
        return value(at: timeline.animationPosition(at: clock), linear: rare?.scrubsLinearly?() ?? false)
    }

    /// ``currentValue()`` of an animation with rare parts: kept out of line,
    /// so that the common path stays as small as it was (inlined into it,
    /// this made a frame of plain animations 4 % slower).
    @inline(never)
    private func rareValue(_ rare: Rare) -> AnimatableValue {
        value(at: timeline.animationPosition, linear: rare.scrubsLinearly?() ?? false)
    }

    /// The value at `position` of an animation with only its head segment.
    private func headValue(at position: Double, linear: Bool) -> AnimatableValue {
        guard head.start <= position else { return head.from }
        return head.value(at: position, linear: linear, timeline: timeline)
    }

    /// The value at `position` seconds; `linear` ignores the curves (linear scrubbing).
    func value(at position: Double, linear: Bool) -> AnimatableValue {
        guard let tail = rare?.tail, let first = tail.first, position >= first.start else {
            return headValue(at: position, linear: linear)
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
        rare?.tail = []
    }

    /// The mirror of ``rebase(from:at:end:)`` for an animator running back:
    /// from the start value at 0 to `value` at `position`, linearly.
    func rebaseReversed(to value: AnimatableValue, at position: Double) {
        keepFinal()
        head = Segment(start: 0, end: position, from: startValue, to: value, curve: .linear)
        rare?.tail = []
    }
}
