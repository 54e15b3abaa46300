import Foundation

/// An animated change of a whole layer's content (`CATransition`): the
/// layer's old rendering is replaced by its new one with a fade or a slide.
///
/// A data object: the renderer captures the layer's content before the
/// change ("old") and draws the current content ("new"), and asks
/// ``state(atProgress:)`` (or ``state(at:)``) how to draw each.
///
/// Progress: the animation's local fraction, through its `timingFunction`,
/// mapped into `startProgress...endProgress`, so a transition can play a
/// part of the effect: `progress = startProgress + (endProgress -
/// startProgress) * easedFraction`.
///
/// `filter` (a Core Image transition) is not provided.
open class Transition: Animation {
    /// The effect. Default `.fade`.
    open var type: TransitionType = .fade
    /// The direction of motion-based types; ignored by `.fade`. Default nil,
    /// which moves as `.fromLeft` does (Apple's example: a push without a
    /// subtype enters from the left).
    open var subtype: TransitionSubtype?
    /// Where in the effect (0...1) the transition starts. Default 0.
    open var startProgress: Float = 0
    /// Where in the effect (0...1, at least `startProgress`) it ends. Default 1.
    open var endProgress: Float = 1

    /// Set on the values made by the preferred-transition members
    /// (`Transition.zoom(...)`, `.crossDissolve`...; see
    /// ``ViewController/Transition``); nil for a layer transition.
    var preferredKind: PreferredKind?

    public override init() { super.init() }

    public required init(copying other: Animation) {
        if let other = other as? Transition {
            preferredKind = other.preferredKind
            type = other.type
            subtype = other.subtype
            startProgress = other.startProgress
            endProgress = other.endProgress
        }
        super.init(copying: other)
    }

    /// How to draw the two contents part-way through the effect.
    public struct State: Hashable, Sendable {
        /// How to draw one of the two contents.
        public struct Content: Hashable, Sendable {
            /// The content's offset from its place, in units of the layer's
            /// bounds: (1, 0) is one bounds width to the right; y grows down.
            public var offset: CGVector
            /// Multiplies the content's opacity, 0...1.
            public var opacity: Double
        }

        /// The progress through the effect, 0...1 (outside only for an
        /// overshooting timing function).
        public var progress: Double
        /// The content before the change.
        public var old: Content
        /// The content after the change.
        public var new: Content
        /// True when the new content is drawn above the old.
        public var newIsAbove: Bool
    }

    /// The state at `progress` through the effect (0: all old, 1: all new).
    /// With `u` the subtype's `motion` (unit vector content moves along):
    ///
    /// | type | old offset | old opacity | new offset | new opacity | on top |
    /// | --- | --- | --- | --- | --- | --- |
    /// | fade | 0 | 1 - p | 0 | p | new |
    /// | moveIn | 0 | 1 | -u (1 - p) | 1 | new |
    /// | push | u p | 1 | -u (1 - p) | 1 | new |
    /// | reveal | u p | 1 | 0 | 1 | old |
    ///
    /// An unknown type fades.
    public func state(atProgress p: Double) -> State {
        let u = (subtype ?? .fromLeft).motion
        func scaled(_ v: CGVector, _ s: Double) -> CGVector {
            CGVector(dx: v.dx * CGFloat(s) + 0, dy: v.dy * CGFloat(s) + 0)
        }
        let still = CGVector(dx: 0, dy: 0)
        switch type {
        case .moveIn:
            return State(
                progress: p, old: .init(offset: still, opacity: 1),
                new: .init(offset: scaled(u, -(1 - p)), opacity: 1), newIsAbove: true)
        case .push:
            return State(
                progress: p, old: .init(offset: scaled(u, p), opacity: 1),
                new: .init(offset: scaled(u, -(1 - p)), opacity: 1), newIsAbove: true)
        case .reveal:
            return State(
                progress: p, old: .init(offset: scaled(u, p), opacity: 1),
                new: .init(offset: still, opacity: 1), newIsAbove: false)
        default:
            return State(
                progress: p, old: .init(offset: still, opacity: 1 - p),
                new: .init(offset: still, opacity: p), newIsAbove: true)
        }
    }

    /// The progress through the effect at the transition's local `time`:
    /// `startProgress + (endProgress - startProgress) * easedFraction(at: time)`.
    public func progress(at time: MediaTimingLocalTime) -> Double {
        let start = Double(startProgress)
        let end = Double(endProgress)
        return start + (end - start) * easedFraction(at: time)
    }

    /// The state at the transition's local `time`.
    public func state(at time: MediaTimingLocalTime) -> State {
        state(atProgress: progress(at: time))
    }

    /// The state at `parentTime` (seconds, the layer's time), or nil when the
    /// transition has no effect then (the layer shows its new content).
    public func state(atParentTime parentTime: CFTimeInterval) -> State? {
        localTime(atParentTime: parentTime).map { state(at: $0) }
    }
}
