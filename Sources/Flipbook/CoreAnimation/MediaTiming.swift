import Foundation

/// Core Animation's hierarchical timing model (`CAMediaTiming`), adopted by
/// animations: each timed object maps its parent's time to its own local time.
///
/// All times are seconds. The mapping has two stages, computed by
/// ``localTime(atParentTime:simpleDuration:)``:
///
/// 1. parent time `tp` to *active local time*
///    `t = (tp - beginTime) * speed + timeOffset`;
/// 2. active local time to *basic local time*, the position within the
///    simple `duration`, repeated `repeatCount` times (or for
///    `repeatDuration` seconds) and played backwards after each forward pass
///    when `autoreverses` is set.
///
/// `fillMode` decides what happens outside the active duration.
public protocol MediaTiming: AnyObject {
    /// When the object begins, in its parent's time space (seconds). Default 0.
    var beginTime: CFTimeInterval { get set }
    /// The simple duration in seconds, one forward pass. Default 0; for an
    /// animation 0 means the default 0.25 s (`Animation.defaultDuration`).
    var duration: CFTimeInterval { get set }
    /// How fast local time runs against parent time: 2 plays twice as fast,
    /// 0 pauses, negative plays backwards. Default 1.
    var speed: Float { get set }
    /// Seconds added to active local time, after `speed`. Default 0. The
    /// object still lasts its active duration, but starts that far into it
    /// and wraps around to its beginning.
    var timeOffset: CFTimeInterval { get set }
    /// How many simple durations (a forward and, with `autoreverses`, a
    /// backward pass each) the object plays; may be fractional; `.infinity`
    /// repeats for ever. 0 (the default) plays once.
    var repeatCount: Float { get set }
    /// How many seconds the object repeats for; 0 (the default) leaves it to
    /// `repeatCount`. Apple leaves setting both undefined: here a positive
    /// `repeatDuration` wins.
    var repeatDuration: CFTimeInterval { get set }
    /// When true each forward pass is followed by a backward one, so one
    /// cycle lasts twice `duration`. Default false.
    var autoreverses: Bool { get set }
    /// Behaviour outside the active duration. Default `.removed`.
    var fillMode: MediaTimingFillMode { get set }
}

extension MediaTiming {
    /// The length of one cycle in active local time (seconds): the simple
    /// duration, doubled when `autoreverses` is set.
    public func cycleDuration(simpleDuration: CFTimeInterval) -> CFTimeInterval {
        autoreverses ? 2 * simpleDuration : simpleDuration
    }

    /// The active duration in active local time (seconds): `repeatDuration`
    /// when positive, else `repeatCount` cycles when positive, else one
    /// cycle. Infinite for infinite repeats.
    public func activeDuration(simpleDuration: CFTimeInterval) -> CFTimeInterval {
        let cycle = cycleDuration(simpleDuration: simpleDuration)
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount > 0 { return Double(repeatCount) * cycle }
        return cycle
    }

    /// The parent time (seconds) at which the active duration ends: where an
    /// engine fires `animationDidStop(_:finished: true)` and removes an
    /// animation whose `isRemovedOnCompletion` is set.
    /// `beginTime + activeDuration / |speed|`; infinite when `speed` is 0 or
    /// the repeats are.
    public func endTime(simpleDuration: CFTimeInterval) -> CFTimeInterval {
        let rate = abs(Double(speed))
        guard rate > 0 else { return .infinity }
        return beginTime + activeDuration(simpleDuration: simpleDuration) / rate
    }

    /// Where the object is at parent time `parentTime`, or nil when it has
    /// no effect then (before its begin time or after its active duration,
    /// without a fill mode that covers it).
    ///
    /// With `s = speed`, `D` the active duration, `d` the simple duration
    /// and `c` the cycle duration (`d`, or `2d` with `autoreverses`):
    ///
    /// 1. *Phase.* Before `beginTime` the object is `.before`; it is
    ///    `.after` once `|(tp - beginTime) * s| >= D` (the active interval
    ///    is `[beginTime, beginTime + D / |s|)`, end excluded); `.active`
    ///    in between. With `s = 0` it never ends.
    /// 2. *Active local time.* `t = e + timeOffset` with
    ///    `e = (tp - beginTime) * s`, taken as 0 before the begin time and
    ///    as `±D` after the end (fill). When `timeOffset` pushes `t` out of
    ///    `[0, D]` it wraps around: past `D` it continues from 0, below 0 from
    ///    `D` (Core Animation's `timeOffset` plays the remaining part first,
    ///    then the beginning).
    /// 3. *Basic local time.* `iteration = floor(t / c)` and
    ///    `u = t - iteration * c`, except at the very end of the active
    ///    duration, where a whole number of cycles ends on the last cycle's
    ///    end (`u = c`) rather than the start of a new one. With
    ///    `autoreverses`, `u > d` plays backwards: `basic = 2d - u`;
    ///    otherwise `basic = u`.
    ///
    /// - Parameters:
    ///   - parentTime: seconds in the parent's time space (the layer's time
    ///     for an animation added to a layer, the group's basic local time
    ///     for a child of an ``AnimationGroup``).
    ///   - simpleDuration: the resolved simple duration in seconds, positive
    ///     (`Animation.resolvedDuration` for animations).
    public func localTime(
        atParentTime parentTime: CFTimeInterval,
        simpleDuration: CFTimeInterval
    ) -> MediaTimingLocalTime? {
        let d = simpleDuration
        guard d > 0, !parentTime.isNaN else { return nil }
        let c = cycleDuration(simpleDuration: d)
        let active = activeDuration(simpleDuration: d)
        let s = Double(speed)
        let phase: MediaTimingLocalTime.Phase
        let elapsed: Double
        if parentTime < beginTime {
            guard fillMode.fillsBackwards else { return nil }
            phase = .before
            elapsed = 0
        } else {
            let e = (parentTime - beginTime) * s
            if abs(e) >= active {
                guard fillMode.fillsForwards else { return nil }
                phase = .after
                elapsed = s < 0 ? -active : active
            } else {
                phase = .active
                elapsed = e
            }
        }
        var t = elapsed + timeOffset
        if active.isFinite {
            if t > active {
                let r = t.truncatingRemainder(dividingBy: active)
                t = r == 0 ? active : r
            } else if t < 0 {
                let r = t.truncatingRemainder(dividingBy: active)
                t = r == 0 ? 0 : r + active
            }
        } else if t < 0 {
            t = 0
        }
        var iteration = c.isFinite ? (t / c).rounded(.down) : 0
        var u = t - iteration * c
        if u <= 0 && iteration > 0 && t >= active {
            iteration -= 1
            u = c
        }
        var basic = u
        var reversing = false
        if autoreverses && u > d {
            basic = c - u
            reversing = true
        }
        basic = min(max(basic, 0), d)
        let index = iteration < Double(Int.max) ? Int(iteration) : Int.max
        return MediaTimingLocalTime(
            phase: phase, activeTime: t, iteration: index, basicTime: basic,
            duration: d, isReversing: reversing)
    }
}
