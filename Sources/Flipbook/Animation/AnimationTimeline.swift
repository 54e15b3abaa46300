import Foundation

/// Where an animation stopped: its start, its end, or somewhere between
/// (`UIViewAnimatingPosition`).
public enum ViewAnimatingPosition: Int, Hashable, Sendable {
    /// At the end of its animations, at their start, or where they were when stopped (`UIViewAnimatingPosition`).
    case end, start, current
}

/// A position in seconds that animations read their progress from.
///
/// Every animation belongs to a timeline. A root timeline is driven by the
/// window's clock: playing at a rate, paused, or seeking to a position along a
/// curve. A child timeline (an animation made inside an interactive
/// transition) follows its parent's position, which is how one scrub drives
/// every animation of a transition. Positions only change on a tick or an
/// explicit call, never by reading time.
@MainActor
final class AnimationTimeline {
    enum Driver {
        case paused
        /// `position = anchorPosition + (now - anchorTime) * rate`.
        case playing(anchorTime: Double, anchorPosition: Double, rate: Double)
        /// Moves from `from` to `to` over `duration` seconds of clock time along `curve`.
        case seeking(startTime: Double, from: Double, to: Double, duration: Double, curve: TimingCurve)
    }

    /// The length in seconds from the start of the animations to their end (delay excluded).
    let duration: Double
    /// Seconds to wait before position 0 is reached; the timeline starts at `-delay`.
    private(set) var delay: Double
    let repeats: Bool
    let autoreverses: Bool

    /// The parent a child timeline follows, and the parent position its 0 sits at.
    let parent: AnimationTimeline?
    let parentOffset: Double

    private(set) var driver: Driver = .paused
    private var ownPosition: Double

    /// Animations reading this timeline.
    var animations: [BlockAnimation] = []
    /// Child timelines following this one.
    var children: [AnimationTimeline] = []
    /// Called once when a playing or seeking timeline reaches an end.
    var onReachEnd: ((ViewAnimatingPosition) -> Void)?
    /// Called when the timeline's window goes away before it ended (the
    /// animation is removed with its layer tree): `View.animate`'s
    /// completion runs with `finished == false`.
    var onAbandon: (() -> Void)?
    /// The capture of the transition whose root timeline this is (set by
    /// ``TransitionTimeline``); held weakly, the capture holds the timeline.
    weak var capture: AnimationCapture?

    /// For a child of a transition's timeline that has not ended: the
    /// capture that animations its completion starts should join.
    var drivingCapture: AnimationCapture? {
        guard let parent else { return nil }
        var root = parent
        while let next = root.parent { root = next }
        guard !root.isRetired, let capture = root.capture, capture.adoptsTimelines else { return nil }
        return capture
    }

    /// For a child: whether its (first pass's) end comes before its root
    /// timeline's end, in the root's position (by more than 1e-9 s).
    var endsBeforeItsRoot: Bool {
        var end = cycleLength
        var node = self
        while let parent = node.parent {
            end += node.parentOffset + node.delay
            node = parent
        }
        return node !== self && end < node.duration - 1e-9
    }

    /// True once the owner has finished with the timeline; it is then dropped.
    var isRetired = false
    /// True once an end was reported for a child timeline or an interruption.
    var hasReportedEnd = false
    /// When true, the timeline ends (at `.current`) as soon as every one of its
    /// animations has been replaced by newer ones, as `View.animate` groups do.
    var endsWhenReplaced = false

    /// Cuts the timeline's references to its animations, children and end
    /// block (and theirs): animations refer back to their timeline, so a
    /// timeline that is done with must let go of them or both stay alive.
    func releaseReferences() {
        for child in children { child.releaseReferences() }
        children = []
        animations = []
        onReachEnd = nil
        onAbandon = nil
    }

    init(
        duration: Double, delay: Double = 0, repeats: Bool = false, autoreverses: Bool = false,
        parent: AnimationTimeline? = nil
    ) {
        self.duration = max(0, duration)
        self.delay = max(0, delay)
        self.repeats = repeats
        self.autoreverses = autoreverses
        self.parent = parent
        self.parentOffset = parent?.position ?? 0
        self.ownPosition = -max(0, delay)
        parent?.children.append(self)
    }

    /// The raw position in seconds: negative during the delay, up to `duration`
    /// (or beyond, for repeating timelines).
    var position: Double {
        if let parent { return parent.position - parentOffset - delay }
        return ownPosition
    }

    /// The length of one pass: twice the duration when it autoreverses.
    var cycleLength: Double { autoreverses ? 2 * duration : duration }

    /// The position animations read: within 0...duration, folded for repeats
    /// and autoreversal.
    var effectivePosition: Double { folded(position) }

    /// A moment of window clock time given in two parts, `base + elapsed`
    /// seconds, kept apart so that differences against the timeline's
    /// anchor are exact: an animation on a layer whose time runs apart from
    /// the clock reads its timeline at the clock time of its installation
    /// (`base`) plus the layer time that has passed since (`elapsed`), so a
    /// paused layer with `timeOffset = p * duration` reads exactly the
    /// position a scrub to `p` places.
    struct ClockTime {
        var base: Double
        var elapsed: Double = 0
        var value: Double { base + elapsed }
        /// Seconds from `anchor` to this moment.
        func since(_ anchor: Double) -> Double { (base - anchor) + elapsed }
    }

    /// The raw position the timeline has (or had, or will have, as its driver
    /// stands) at window clock time `t`: how an animation on a layer whose
    /// time runs apart from the clock (a `speed`, `timeOffset`, `beginTime`
    /// or `duration` on it or above it) reads the timeline at its own time.
    /// A playing timeline stops at its end (or start, running back), as
    /// ``advance(to:)`` does.
    func position(at t: ClockTime) -> Double {
        if let parent { return parent.position(at: t) - parentOffset - delay }
        switch driver {
        case .paused:
            return ownPosition
        case let .playing(anchorTime, anchorPosition, rate):
            let p = anchorPosition + t.since(anchorTime) * rate
            if repeats { return p }
            if rate > 0 { return min(p, cycleLength) }
            if rate < 0 { return max(p, 0) }
            return p
        case let .seeking(startTime, from, to, duration, curve):
            let x = duration > 0 ? min(1, max(0, t.since(startTime) / duration)) : 1
            return from + (to - from) * curve.progress(fraction: x, duration: duration)
        }
    }

    /// The position, in seconds, that animations evaluate their segments at
    /// for window clock time `t` (``animationPosition`` at that time).
    func animationPosition(at t: ClockTime) -> Double {
        let p = folded(position(at: t))
        guard let curve = positionCurve, duration > 0 else { return p }
        return duration * curve.progress(fraction: p / duration, duration: duration)
    }

    /// The clock time the timeline should stand at when the window clock
    /// reads `now`: the earliest of its animations' (and its children's)
    /// layer times, as clock times, or `now` when it has none. So the
    /// timeline ends (and its completion runs) when the last of its
    /// animations has ended in its layer's time, as Core Animation ends each
    /// view animation in its layer's time: sooner under a faster layer,
    /// never under a frozen one.
    func clockForEnd(now: Double) -> Double {
        var earliest: Double?
        func visit(_ t: AnimationTimeline) {
            for animation in t.animations where animation.isInstalled {
                let clock = animation.layerClock(now: now).value
                earliest = min(earliest ?? clock, clock)
            }
            for child in t.children where !child.isRetired { visit(child) }
        }
        visit(self)
        return earliest ?? now
    }

    /// `p` folded into 0...duration for repeats and autoreversal.
    private func folded(_ p: Double) -> Double {
        guard duration > 0 else { return p >= 0 ? duration : 0 }
        guard p > 0 else { return 0 }
        var local = p
        if repeats {
            local = p.truncatingRemainder(dividingBy: cycleLength)
        } else if local > cycleLength {
            local = cycleLength
        }
        if autoreverses && local > duration { return max(0, 2 * duration - local) }
        return min(local, duration)
    }

    /// The curve of a keyframe group's whole animation (`animateKeyframes`'
    /// overall curve); nil for other timelines and for linear ones.
    var positionCurve: TimingCurve?
    /// The last position mapped through ``positionCurve``, and its result:
    /// the group's animations all ask for the same position each frame.
    /// (Apart from ``progress(of:fraction:duration:)``'s memo, which the
    /// segments' own curves use in between.)
    private var positionMemo: (position: Double, curved: Double)?

    /// The position, in seconds, that animations evaluate their segments at:
    /// ``effectivePosition`` (folded for repeats and autoreversal) mapped
    /// through ``positionCurve`` over the duration, when there is one. Only
    /// animations with rare parts ask (those of a curved group always have
    /// them); a plain animation reads ``effectivePosition``.
    var animationPosition: Double {
        let p = effectivePosition
        guard let curve = positionCurve, duration > 0 else { return p }
        if let positionMemo, positionMemo.position == p { return positionMemo.curved }
        let curved = duration * curve.progress(fraction: p / duration, duration: duration)
        positionMemo = (p, curved)
        return curved
    }

    /// Whether the timeline is moving on its own (playing or seeking).
    var isMoving: Bool {
        if let parent { return parent.isMoving }
        if case .paused = driver { return false }
        return true
    }

    /// The current rate for a playing timeline (1 forwards, -1 reversed), else 0.
    var rate: Double {
        if case let .playing(_, _, rate) = driver { return rate }
        return 0
    }

    private var memo: (curve: TimingCurve, fraction: Double, duration: Double, progress: Double)?

    /// `curve.progress(fraction:duration:)`, remembered for the last input: the
    /// animations of one timeline usually share their curve and window, so
    /// each frame solves the curve once instead of once per property.
    func progress(of curve: TimingCurve, fraction: Double, duration: Double) -> Double {
        if let memo, memo.fraction == fraction, memo.duration == duration, memo.curve == curve { return memo.progress }
        let p = curve.progress(fraction: fraction, duration: duration)
        memo = (curve, fraction, duration, p)
        return p
    }

    func play(at now: Double, rate: Double = 1) {
        driver = .playing(anchorTime: now, anchorPosition: ownPosition, rate: rate)
    }

    func pause() { driver = .paused }

    /// Places a paused timeline at `position` seconds.
    func place(at position: Double) {
        ownPosition = position
        if case .playing = driver { driver = .paused }
    }

    /// Moves to `target` over `over` seconds of clock time along `curve`.
    func seek(to target: Double, over: Double, curve: TimingCurve, now: Double) {
        driver = .seeking(startTime: now, from: ownPosition, to: target, duration: max(0, over), curve: curve)
        if over <= 0 { ownPosition = target }
    }

    /// Updates the position for clock time `now`; returns the end reached, if any.
    func advance(to now: Double) -> ViewAnimatingPosition? {
        guard parent == nil else { return nil }
        switch driver {
        case .paused:
            return nil
        case let .playing(anchorTime, anchorPosition, rate):
            ownPosition = anchorPosition + (now - anchorTime) * rate
            if repeats { return nil }
            // Clock times are frame / fps: an end that falls on a frame must end on
            // that frame despite rounding (63/60 + 1 s vs 123/60), hence the 1e-9 s.
            if rate > 0 && ownPosition >= cycleLength - 1e-9 {
                ownPosition = cycleLength
                driver = .paused
                return .end
            }
            if rate < 0 && ownPosition <= 1e-9 {
                ownPosition = 0
                driver = .paused
                return .start
            }
            return nil
        case let .seeking(startTime, from, to, duration, curve):
            let x = duration > 0 ? min(1, max(0, (now - startTime) / duration)) : 1
            // A run that ends on a frame boundary ends on that frame, despite rounding.
            if x >= 1 - 1e-9 {
                ownPosition = to
                driver = .paused
                if to >= self.duration { return .end }
                if to <= 0 { return .start }
                return .current
            }
            ownPosition = from + (to - from) * curve.progress(fraction: x, duration: duration)
            return nil
        }
    }
}
