import Foundation

/// A cubic Bezier timing curve from (0, 0) to (1, 1) with two control
/// points (`CAMediaTimingFunction`): it maps the fraction of an animation's
/// simple duration that has passed (x) to the fraction of the change that
/// has happened (y).
///
/// Immutable, hence `Sendable`; `final` (Core Animation's class is open, but
/// a timing function has nothing to override). Two functions are equal when
/// their control points are.
///
/// Evaluation (``progress(at:)``) solves the Bezier for x exactly as
/// `TimingCurve.cubicBezier` does (Newton then bisection to 1e-7 in x, the
/// WebKit/Chromium solver), and returns y on the curve.
public final class MediaTimingFunction: Hashable, Sendable, CustomStringConvertible {
    /// The control points as given, (x1, y1) and (x2, y2).
    private let points: (Float, Float, Float, Float)
    private let bezier: CubicBezier

    /// One of the predefined curves (see ``MediaTimingFunctionName``). An
    /// unknown name gives the `default` curve.
    public convenience init(name: MediaTimingFunctionName) {
        let p = name.controlPoints ?? MediaTimingFunctionName.default.controlPoints!
        self.init(controlPoints: p.0, p.1, p.2, p.3)
    }

    /// A curve through (0, 0), (c1x, c1y), (c2x, c2y), (1, 1). The x
    /// coordinates are clamped to 0...1 (time must move forwards); y may
    /// leave 0...1 for overshoot. Non-finite values count as 0.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        func finite(_ v: Float) -> Float { v.isFinite ? v : 0 }
        let x1 = min(max(finite(c1x), 0), 1)
        let x2 = min(max(finite(c2x), 0), 1)
        let y1 = finite(c1y)
        let y2 = finite(c2y)
        points = (x1, y1, x2, y2)
        bezier = CubicBezier(Double(x1), Double(y1), Double(x2), Double(y2))
    }

    /// Writes control point `index` into `values[0]` (x) and `values[1]`
    /// (y): 0 is (0, 0), 1 and 2 the control points, 3 is (1, 1). An index
    /// outside 0...3 is a programming error (Core Animation raises).
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let point = controlPoint(at: index)
        values[0] = point.x
        values[1] = point.y
    }

    /// Control point `index` (0...3) as (x, y).
    public func controlPoint(at index: Int) -> (x: Float, y: Float) {
        switch index {
        case 0: return (0, 0)
        case 1: return (points.0, points.1)
        case 2: return (points.2, points.3)
        case 3: return (1, 1)
        default: preconditionFailure("MediaTimingFunction control point index \(index) is outside 0...3")
        }
    }

    /// The curve's y at `x`, the fraction of the simple duration: exactly 0
    /// at 0 and 1 at 1; outside 0...1 the curve continues along its end
    /// tangents. A linear curve returns `x` exactly.
    public func progress(at x: Double) -> Double { bezier.value(at: x) }

    /// The same curve as a ``TimingCurve``.
    public var timingCurve: TimingCurve { TimingCurve(kind: .cubicBezier(bezier)) }

    public static func == (a: MediaTimingFunction, b: MediaTimingFunction) -> Bool {
        a.points == b.points
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(points.0)
        hasher.combine(points.1)
        hasher.combine(points.2)
        hasher.combine(points.3)
    }

    public var description: String {
        "MediaTimingFunction(\(points.0), \(points.1), \(points.2), \(points.3))"
    }
}
