import Foundation

/// Something that gives an animation its timing curve (`UITimingCurveProvider`):
/// ``CubicTimingParameters``, ``SpringTimingParameters`` or a ``TimingCurve``.
public protocol TimingCurveProvider: Sendable {
    /// The curve for an animation that should last `duration` seconds.
    func timingCurve(forDuration duration: Double) -> TimingCurve
    /// How long the animation runs when `duration` is asked for; physical
    /// springs run for their own settling duration.
    func animationDuration(forRequested duration: Double) -> Double
}

extension TimingCurveProvider {
    public func animationDuration(forRequested duration: Double) -> Double { duration }
}

extension TimingCurve: TimingCurveProvider {
    public func timingCurve(forDuration duration: Double) -> TimingCurve { self }
}

extension CubicTimingParameters: TimingCurveProvider {
    public func timingCurve(forDuration duration: Double) -> TimingCurve { timingCurve }
}

extension SpringTimingParameters: TimingCurveProvider {}
