import Foundation

/// How progress follows time: linear, cubic Bezier, steps, CSS `linear()` or a spring.
///
/// A curve maps an input to progress (0 at the start, 1 at the end; it may
/// overshoot). For every curve but a spring the input is the fraction of the
/// animation's duration, 0...1; a spring's input is seconds, because a spring
/// has its own duration. Curves are pure values: evaluate them anywhere on a
/// timeline, in any order, and get the same numbers.
///
/// ```swift
/// TimingCurve.easeInOut.value(at: 0.25)            // 0.129...
/// try TimingCurve(css: "steps(4, jump-none)").value(at: 0.5)
/// TimingCurve.spring(mass: 1, stiffness: 100, damping: 10).value(at: 0.25) // seconds
/// ```
///
/// Non-throwing factories (`cubicBezier`, `steps`, `spring`, ...) clamp bad
/// parameters as each documents; the throwing initialisers
/// (`init(cubicBezier:...)`, `init(css:)`, ...) reject them with a
/// `TimingCurveError` instead.
///
/// See also: `TimingPresets`, `CubicTimingParameters`, `SpringTimingParameters`.
public struct TimingCurve: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case linear
        case cubicBezier(CubicBezier)
        case steps(Steps)
        case piecewiseLinear(LinearEasing)
        case spring(SpringCurve)
    }
    /// The curve's parameters, behind one reference: a curve is copied into
    /// every animated property (a frame of 100 000 of them reads them all),
    /// and most of them share one curve, which then compares by identity.
    private let storage: Storage
    var kind: Kind { storage.kind }

    init(kind: Kind) { storage = Storage(kind) }

    /// Immutable, so sharing it between copies is safe.
    private final class Storage: Sendable {
        let kind: Kind
        init(_ kind: Kind) { self.kind = kind }
    }

    public static func == (a: TimingCurve, b: TimingCurve) -> Bool {
        a.storage === b.storage || a.storage.kind == b.storage.kind
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(storage.kind) }

    /// Progress equals the input.
    public static let linear = TimingCurve(kind: .linear)
    /// CSS `ease`, cubic-bezier(0.25, 0.1, 0.25, 1); see `TimingPresets.cssEase`.
    public static let ease = TimingPresets.cssEase.curve
    /// CSS `ease-in` and UIKit's `.easeIn`, cubic-bezier(0.42, 0, 1, 1).
    public static let easeIn = TimingPresets.cssEaseIn.curve
    /// CSS `ease-out` and UIKit's `.easeOut`, cubic-bezier(0, 0, 0.58, 1).
    public static let easeOut = TimingPresets.cssEaseOut.curve
    /// CSS `ease-in-out` and UIKit's `.easeInOut`, cubic-bezier(0.42, 0, 0.58, 1).
    public static let easeInOut = TimingPresets.cssEaseInOut.curve

    /// True for springs, whose input is seconds rather than a fraction.
    public var isSpring: Bool {
        if case .spring = kind { return true }
        return false
    }

    /// Progress at `input`: a fraction of the duration (any value; outside
    /// 0...1 a Bezier continues along its end tangents and `linear()` along
    /// its end segments), or seconds for a spring. NaN gives NaN.
    public func value(at input: Double) -> Double {
        switch kind {
        case .linear: return input
        case let .cubicBezier(bezier): return bezier.value(at: input)
        case let .steps(steps): return steps.value(at: input)
        case let .piecewiseLinear(easing): return easing.value(at: input)
        case let .spring(spring): return spring.value(at: input)
        }
    }

    /// The rate of change at `input`: dy/dx for curves of a fraction
    /// (0 on the flat parts of `steps`), dy/dt in progress per second for a spring.
    public func velocity(at input: Double) -> Double {
        switch kind {
        case .linear: return input.isNaN ? .nan : 1
        case let .cubicBezier(bezier): return bezier.slope(at: input)
        case .steps: return input.isNaN ? .nan : 0
        case let .piecewiseLinear(easing): return easing.slope(at: input)
        case let .spring(spring): return spring.velocity(at: input)
        }
    }

    /// Progress after `fraction` of an animation lasting `duration` seconds.
    ///
    /// `fraction` (elapsed / duration) is clamped to 0...1 (NaN counts as 0).
    /// A spring is evaluated at `fraction * duration` seconds, other curves at
    /// `fraction`. At `fraction == 1` every curve returns exactly 1, so an
    /// animation ends on its model value (a spring cut short jumps there, as a
    /// Core Animation spring whose duration is shorter than its settling does).
    public func progress(fraction: Double, duration: Double) -> Double {
        let fraction = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        if fraction == 1 { return 1 }
        if case let .spring(spring) = kind {
            let seconds = duration.isFinite && duration > 0 ? fraction * duration : 0
            return spring.value(at: seconds)
        }
        return value(at: fraction)
    }

    /// For a spring, the seconds until it stays within 0.001 of the distance
    /// of its target (`settlingDuration(epsilon:)`); for other curves 1.
    public var settlingDuration: Double { settlingDuration(epsilon: 0.001) }

    /// For a spring, the seconds after which |progress - 1| stays at most
    /// `epsilon` (in (0, 1), clamped); infinite for an undamped spring.
    /// For other curves 1, the end of their input range.
    public func settlingDuration(epsilon: Double) -> Double {
        if case let .spring(spring) = kind { return spring.settlingDuration(epsilon: epsilon) }
        return 1
    }
}
