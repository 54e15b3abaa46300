import Foundation

// MARK: - Cubic Bezier

extension TimingCurve {
    /// A cubic Bezier from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2).
    ///
    /// Clamps instead of failing: `x1` and `x2` are clamped to 0...1; if any
    /// coordinate is NaN or infinite the result is `linear`. Use
    /// `init(cubicBezier:_:_:_:)` to reject such input instead.
    public static func cubicBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> TimingCurve {
        guard [x1, y1, x2, y2].allSatisfy(\.isFinite) else { return .linear }
        return TimingCurve(kind: .cubicBezier(CubicBezier(min(max(x1, 0), 1), y1, min(max(x2, 0), 1), y2)))
    }

    /// A cubic Bezier, as `cubicBezier(_:_:_:_:)`, but throwing when an x is
    /// outside 0...1, a y is outside ±1 000 000, or a coordinate is not finite.
    public init(cubicBezier x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws {
        let text = "cubic-bezier(\(x1), \(y1), \(x2), \(y2))"
        for (name, value) in [("x1", x1), ("y1", y1), ("x2", x2), ("y2", y2)] where !value.isFinite {
            throw TimingCurveError(input: text, reason: "\(name) is \(value), not a finite number")
        }
        for (name, value) in [("x1", x1), ("x2", x2)] where !(0...1).contains(value) {
            throw TimingCurveError(input: text, reason: "\(name) is \(value); x coordinates must be in [0, 1]")
        }
        for (name, value) in [("y1", y1), ("y2", y2)] where abs(value) > 1e6 {
            throw TimingCurveError(input: text, reason: "\(name) is \(value); y coordinates must be within ±1000000")
        }
        self.init(kind: .cubicBezier(CubicBezier(x1, y1, x2, y2)))
    }

    /// The control points of a cubic Bezier curve, or nil for other curves.
    public var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double)? {
        guard case let .cubicBezier(bezier) = kind else { return nil }
        return (bezier.x1, bezier.y1, bezier.x2, bezier.y2)
    }
}

// MARK: - Steps

extension TimingCurve {
    /// CSS `steps(count, position)`.
    ///
    /// Clamps: `count` below 1 becomes 1 (below 2 becomes 2 for `jumpNone`).
    public static func steps(_ count: Int, _ position: StepPosition = .jumpEnd) -> TimingCurve {
        let least = position == .jumpNone ? 2 : 1
        return TimingCurve(kind: .steps(Steps(count: max(count, least), position: position)))
    }

    /// CSS `steps(count, position)`, throwing when `count` is below 1 (below 2
    /// for `jumpNone`), as CSS makes such a function invalid.
    public init(steps count: Int, position: StepPosition = .jumpEnd) throws {
        let least = position == .jumpNone ? 2 : 1
        guard count >= least else {
            throw TimingCurveError(
                input: "steps(\(count), \(position.rawValue))",
                reason: "the step count must be at least \(least) for \(position.rawValue), got \(count)")
        }
        self.init(kind: .steps(Steps(count: count, position: position)))
    }
}

// MARK: - CSS linear()

extension TimingCurve {
    /// CSS `linear(...)` through the given stops (see `LinearEasingStop` for
    /// how missing inputs are placed).
    ///
    /// Clamps: stops with a non-finite output or input are dropped; with fewer
    /// than two stops left the result is `linear`.
    public static func piecewiseLinear(_ stops: [LinearEasingStop]) -> TimingCurve {
        let kept = stops.filter { $0.output.isFinite && ($0.input?.isFinite ?? true) }
        guard kept.count >= 2 else { return .linear }
        return TimingCurve(kind: .piecewiseLinear(LinearEasing(canonicalising: kept)))
    }

    /// CSS `linear(...)`, throwing for fewer than two stops, a non-finite number,
    /// an output beyond ±1e6 or an input beyond ±1e4 (±1 000 000 %).
    public init(linearStops stops: [LinearEasingStop]) throws {
        let text =
            "linear("
            + stops.map { stop in
                stop.input.map { "\(stop.output) \($0 * 100)%" } ?? "\(stop.output)"
            }.joined(separator: ", ") + ")"
        guard stops.count >= 2 else {
            throw TimingCurveError(input: text, reason: "linear() needs at least 2 stops, got \(stops.count)")
        }
        for stop in stops where !stop.output.isFinite || !(stop.input?.isFinite ?? true) {
            throw TimingCurveError(input: text, reason: "every stop must be a finite number")
        }
        for stop in stops where abs(stop.output) > 1e6 || abs(stop.input ?? 0) > 1e4 {
            throw TimingCurveError(input: text, reason: "outputs must be within ±1000000 and percentages within ±1000000%")
        }
        self.init(kind: .piecewiseLinear(LinearEasing(canonicalising: stops)))
    }

    /// The canonical (input, output) points of a CSS `linear()` curve, or nil.
    public var linearPoints: [(input: Double, output: Double)]? {
        guard case let .piecewiseLinear(easing) = kind else { return nil }
        return easing.points.map { ($0.input, $0.output) }
    }
}
