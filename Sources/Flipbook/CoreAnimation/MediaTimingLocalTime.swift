import Foundation

/// Where a timed object is at one moment: the result of
/// `MediaTiming.localTime(atParentTime:simpleDuration:)`.
///
/// Invariants: `0 <= activeTime <= ` the active duration,
/// `0 <= basicTime <= duration`, `iteration >= 0`.
public struct MediaTimingLocalTime: Hashable, Sendable {
    /// Which part of the object's timeline the moment falls in.
    public enum Phase: Hashable, Sendable {
        /// Before the begin time; only reported when the fill mode fills
        /// backwards (the object shows its state at the start).
        case before
        /// Within the active duration.
        case active
        /// After the active duration; only reported when the fill mode fills
        /// forwards (the object keeps its state at the end).
        case after
    }

    /// Before, during or after the active duration.
    public var phase: Phase
    /// Seconds of active local time, from the start of the active duration
    /// (after `speed` and `timeOffset`).
    public var activeTime: Double
    /// The cycle being played, from 0 (a cycle is a forward pass, plus a
    /// backward one with `autoreverses`).
    public var iteration: Int
    /// Seconds of basic local time: the position within the simple duration,
    /// running backwards during a reverse pass.
    public var basicTime: Double
    /// The simple duration in seconds (positive).
    public var duration: Double
    /// True during the backward pass of an autoreversing cycle.
    public var isReversing: Bool

    /// A local time, all times in seconds.
    public init(
        phase: Phase, activeTime: Double, iteration: Int, basicTime: Double,
        duration: Double, isReversing: Bool
    ) {
        self.phase = phase
        self.activeTime = activeTime
        self.iteration = iteration
        self.basicTime = basicTime
        self.duration = duration
        self.isReversing = isReversing
    }

    /// `basicTime / duration`, in 0...1: the input of the timing function.
    public var fraction: Double { duration.isFinite ? basicTime / duration : 0 }
}
