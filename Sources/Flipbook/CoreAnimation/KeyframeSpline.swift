import Foundation

/// A Kochanek–Bartels (TCB) cubic Hermite spline through keyframe vectors,
/// for the cubic calculation modes of ``KeyframeAnimation``.
///
/// Keyframe `i` has tension `t`, continuity `c` and bias `b` (each in
/// -1...1; 0 when unspecified, which gives a Catmull-Rom spline). Its
/// tangents, with `Δ-` = P[i] - P[i-1] and `Δ+` = P[i+1] - P[i]:
///
/// - leaving (start of segment i):
///   `(1-t)(1+b)(1+c)/2 · Δ- + (1-t)(1-b)(1-c)/2 · Δ+`
/// - arriving (end of segment i-1):
///   `(1-t)(1+b)(1-c)/2 · Δ- + (1-t)(1-b)(1+c)/2 · Δ+`
///
/// The ends repeat their keyframe (P[-1] = P[0], P[n] = P[n-1]). When key
/// times are unevenly spaced, each tangent is scaled by
/// `2·h / (h_before + h_after)`, `h` being the length of the segment that
/// uses it (Kochanek and Bartels' adjustment), so speed stays continuous.
/// Within a segment the curve is the cubic Hermite polynomial in the
/// segment's local fraction 0...1.
struct KeyframeSpline {
    let points: [[Double]]
    private var leaving: [[Double]] = []
    private var arriving: [[Double]] = []

    /// - Parameters:
    ///   - points: at least two vectors of the same length.
    ///   - times: one non-decreasing key time per point.
    ///   - tension, continuity, bias: per keyframe; missing entries are 0.
    init(points: [[Double]], times: [Double], tension: [Double], continuity: [Double], bias: [Double]) {
        self.points = points
        let n = points.count
        let dims = points.first?.count ?? 0
        func diff(_ a: Int, _ b: Int) -> [Double] {
            let pa = points[min(max(a, 0), n - 1)]
            let pb = points[min(max(b, 0), n - 1)]
            return (0..<dims).map { pb[$0] - pa[$0] }
        }
        func value(_ list: [Double], _ i: Int) -> Double { i < list.count && list[i].isFinite ? list[i] : 0 }
        func interval(_ k: Int) -> Double? { k >= 0 && k + 1 < n ? times[k + 1] - times[k] : nil }
        for i in 0..<n {
            let t = value(tension, i)
            let c = value(continuity, i)
            let b = value(bias, i)
            let before = diff(i - 1, i)
            let after = diff(i, i + 1)
            let outA = (1 - t) * (1 + b) * (1 + c) / 2
            let outB = (1 - t) * (1 - b) * (1 - c) / 2
            let inA = (1 - t) * (1 + b) * (1 - c) / 2
            let inB = (1 - t) * (1 - b) * (1 + c) / 2
            var out = (0..<dims).map { outA * before[$0] + outB * after[$0] }
            var into = (0..<dims).map { inA * before[$0] + inB * after[$0] }
            let hBefore = interval(i - 1)
            let hAfter = interval(i)
            if let hb = hBefore, let ha = hAfter, hb + ha > 0 {
                let outScale = 2 * ha / (hb + ha)
                let inScale = 2 * hb / (hb + ha)
                out = out.map { $0 * outScale }
                into = into.map { $0 * inScale }
            }
            leaving.append(out)
            arriving.append(into)
        }
    }

    /// The point on segment `i` (from keyframe i to i + 1) at local fraction `f`.
    func value(segment i: Int, fraction f: Double) -> [Double] {
        let f2 = f * f
        let f3 = f2 * f
        let h00 = 2 * f3 - 3 * f2 + 1
        let h10 = f3 - 2 * f2 + f
        let h01 = -2 * f3 + 3 * f2
        let h11 = f3 - f2
        let p0 = points[i]
        let p1 = points[i + 1]
        let m0 = leaving[i]
        let m1 = arriving[i + 1]
        return (0..<p0.count).map { h00 * p0[$0] + h10 * m0[$0] + h01 * p1[$0] + h11 * m1[$0] }
    }
}
