import Foundation

/// How progress follows time: linear, cubic Bezier, steps, CSS `linear()` or a spring.
///
/// PLACEHOLDER API (the timing-engine work replaces the internals, keeping these members):
/// - `progress(fraction:duration:)` is what the animation engine calls: `fraction`
///   is elapsed time / duration in 0...1 and `duration` is in seconds; a spring
///   evaluates at `fraction * duration` seconds, the others at `fraction`.
public struct TimingCurve: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case linear
        case cubicBezier(Double, Double, Double, Double)
    }
    let kind: Kind

    public static let linear = TimingCurve(kind: .linear)
    public static let easeInOut = TimingCurve(kind: .cubicBezier(0.42, 0, 0.58, 1))
    public static let easeIn = TimingCurve(kind: .cubicBezier(0.42, 0, 1, 1))
    public static let easeOut = TimingCurve(kind: .cubicBezier(0, 0, 0.58, 1))

    public static func cubicBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> TimingCurve {
        TimingCurve(kind: .cubicBezier(x1, y1, x2, y2))
    }

    /// True for springs, whose input is seconds rather than a fraction.
    public var isSpring: Bool { false }

    /// Progress (0 at the start, 1 at the end; may overshoot) after `fraction`
    /// of an animation lasting `duration` seconds.
    public func progress(fraction: Double, duration: Double) -> Double {
        switch kind {
        case .linear: return fraction
        case let .cubicBezier(x1, y1, x2, y2):
            if fraction <= 0 { return 0 }
            if fraction >= 1 { return 1 }
            var lo = 0.0, hi = 1.0, t = fraction
            for _ in 0..<60 {
                t = (lo + hi) / 2
                let x = 3 * (1 - t) * (1 - t) * t * x1 + 3 * (1 - t) * t * t * x2 + t * t * t
                if x < fraction { lo = t } else { hi = t }
            }
            return 3 * (1 - t) * (1 - t) * t * y1 + 3 * (1 - t) * t * t * y2 + t * t * t
        }
    }
}
