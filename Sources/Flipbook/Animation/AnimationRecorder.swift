import Foundation

/// Turns model-value changes inside animation blocks into animations.
///
/// Animation blocks run synchronously; while one runs, its scope is on a
/// stack, and every layer property written is recorded as an animation from
/// the property's current presentation value to the new model value.
@MainActor
enum AnimationRecorder {
    /// One animation block being run.
    final class Scope {
        let timeline: AnimationTimeline
        let curve: TimingCurve
        /// The window of the timeline this block's animations occupy, in seconds.
        var start: Double
        var end: Double
        /// Keyframe groups chain segments per property instead of replacing.
        let isKeyframeGroup: Bool
        var keyframed: [Key: BlockAnimation] = [:]
        /// Set by `addKeyframe`: the curve segments use inside a keyframe group.
        var segmentCurve: TimingCurve
        /// Handed to every animation made in the scope (property animators).
        var linearWhenScrubbing: (() -> Bool)?
        /// True for the scope of a `View.animate` or `View.animateKeyframes`
        /// block, whose duration, curve and options nested blocks inherit.
        var passesOnInheritance = false

        init(timeline: AnimationTimeline, curve: TimingCurve, start: Double, end: Double, isKeyframeGroup: Bool = false) {
            self.timeline = timeline
            self.curve = curve
            self.start = start
            self.end = end
            self.isKeyframeGroup = isKeyframeGroup
            self.segmentCurve = curve
        }
    }

    struct Key: Hashable {
        let layer: ObjectIdentifier
        let property: AnimatableProperty
    }

    static var scopes: [Scope] = []
    static var captures: [AnimationCapture] = []
    static var suppressed = 0

    /// The capture new timelines join, if a transition is setting up.
    static var activeCapture: AnimationCapture? { captures.last }

    /// The timeline new animation timelines become children of, if any.
    static var adoptingTimeline: AnimationTimeline? {
        guard let capture = captures.last, capture.adoptsTimelines else { return nil }
        return capture.timeline
    }

    /// Runs `body` with `scope` recording.
    static func record(_ scope: Scope, _ body: () -> Void) {
        scopes.append(scope)
        defer { scopes.removeLast() }
        body()
    }

    /// Runs `body` with recording switched off (`performWithoutAnimation`).
    static func withoutRecording(_ body: () -> Void) {
        suppressed += 1
        defer { suppressed -= 1 }
        body()
    }

    static func modelValueChanged(
        _ layer: Layer, _ property: AnimatableProperty,
        from old: AnimatableValue, to new: AnimatableValue
    ) {
        activeCapture?.noteChange(layer, property, from: old)
        guard suppressed == 0, let scope = scopes.last else { return }
        let key = Key(layer: ObjectIdentifier(layer), property: property)
        if scope.isKeyframeGroup, let existing = scope.keyframed[key] {
            existing.appendSegment(start: scope.start, end: scope.end, to: new, curve: scope.segmentCurve)
            return
        }
        let current = layer.animations[property]
        let from = current?.currentValue() ?? old
        let segment = BlockAnimation.Segment(
            start: scope.start, end: scope.end, from: from, to: new,
            curve: scope.isKeyframeGroup ? scope.segmentCurve : scope.curve)
        let animation = BlockAnimation(layer: layer, property: property, timeline: scope.timeline, segment: segment)
        animation.scrubsLinearly = scope.linearWhenScrubbing
        if scope.isKeyframeGroup { scope.keyframed[key] = animation }
        install(animation)
    }

    /// Puts `animation` on its layer, replacing any animation of the same property.
    static func install(_ animation: BlockAnimation) {
        let layer = animation.layer
        if let old = layer.animations[animation.property] { old.isInstalled = false }
        layer.animations[animation.property] = animation
        animation.isInstalled = true
        animation.timeline.animations.append(animation)
        if Layer.timingCustomized, let window = layer.hostWindow { animation.noteInstalled(now: window.clock.time) }
    }
}
