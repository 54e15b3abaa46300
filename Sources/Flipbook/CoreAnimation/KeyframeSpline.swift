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
            let pa = points[min(max(a, 0), n - 1)], pb = points[min(max(b, 0), n - 1)]
            return (0..<dims).map { pb[$0] - pa[$0] }
        }
        func value(_ list: [Double], _ i: Int) -> Double { i < list.count && list[i].isFinite ? list[i] : 0 }
        func interval(_ k: Int) -> Double? { k >= 0 && k + 1 < n ? times[k + 1] - times[k] : nil }
        for i in 0..<n {
            let t = value(tension, i), c = value(continuity, i), b = value(bias, i)
            let before = diff(i - 1, i), after = diff(i, i + 1)
            let outA = (1 - t) * (1 + b) * (1 + c) / 2, outB = (1 - t) * (1 - b) * (1 - c) / 2
            let inA = (1 - t) * (1 + b) * (1 - c) / 2, inB = (1 - t) * (1 - b) * (1 + c) / 2
            var out = (0..<dims).map { outA * before[$0] + outB * after[$0] }
            var into = (0..<dims).map { inA * before[$0] + inB * after[$0] }
            let hBefore = interval(i - 1), hAfter = interval(i)
            if let hb = hBefore, let ha = hAfter, hb + ha > 0 {
                let outScale = 2 * ha / (hb + ha), inScale = 2 * hb / (hb + ha)
                out = out.map { $0 * outScale }
                into = into.map { $0 * inScale }
            }
            leaving.append(out)
            arriving.append(into)
        }
    }

    /// The point on segment `i` (from keyframe i to i + 1) at local fraction `f`.
    func value(segment i: Int, fraction f: Double) -> [Double] {
        let f2 = f * f, f3 = f2 * f
        let h00 = 2 * f3 - 3 * f2 + 1, h10 = f3 - 2 * f2 + f
        let h01 = -2 * f3 + 3 * f2, h11 = f3 - f2
        let p0 = points[i], p1 = points[i + 1], m0 = leaving[i], m1 = arriving[i + 1]
        return (0..<p0.count).map { h00 * p0[$0] + h10 * m0[$0] + h01 * p1[$0] + h11 * m1[$0] }
    }
}

/// An arc-length table for curves given segment by segment as functions of
/// a local fraction 0...1: the data constant-speed ("paced") keyframe modes
/// need. Each segment is sampled at `samples` equal parameter steps and
/// measured by its chords, so the result is exact for straight segments and
/// within the chord error otherwise; deterministic either way.
struct ArcLengthTable {
    /// Cumulative length at each sample of each segment: `lengths[i][k]` is
    /// the length from the start of the whole curve to sample k of segment i.
    private let lengths: [[Double]]
    /// The whole curve's length.
    let total: Double
    let samples: Int

    init(segmentCount: Int, samples: Int, straight: (Int) -> Bool, point: (Int, Double) -> [Double]) {
        self.samples = samples
        var all: [[Double]] = []
        var running = 0.0
        for i in 0..<segmentCount {
            var row = [running]
            let steps = straight(i) ? 1 : samples
            var previous = point(i, 0)
            for k in 1...steps {
                let current = point(i, Double(k) / Double(steps))
                var sum = 0.0
                for d in 0..<current.count { sum += (current[d] - previous[d]) * (current[d] - previous[d]) }
                running += sum.squareRoot()
                row.append(running)
                previous = current
            }
            all.append(row)
        }
        lengths = all
        total = running
    }

    /// The segment and local fraction at which the curve has covered
    /// `fraction` (0...1, clamped) of its length. For a curve of length 0,
    /// the segment is chosen by splitting `fraction` evenly.
    func locate(fraction: Double) -> (segment: Int, fraction: Double) {
        let count = lengths.count
        let p = min(max(fraction.isNaN ? 0 : fraction, 0), 1)
        guard total > 0 else {
            let scaled = p * Double(count)
            let i = min(Int(scaled), count - 1)
            return (i, scaled - Double(i))
        }
        let target = p * total
        // The last segment whose start is at or before the target and that
        // has some length, so that zero-length segments are skipped.
        var i = 0
        for k in 0..<count where lengths[k][0] <= target && lengths[k].last! > lengths[k][0] { i = k }
        let row = lengths[i]
        if target >= row.last! { return (i, 1) }
        let steps = row.count - 1
        var k = 0
        while k + 1 < steps && row[k + 1] <= target { k += 1 }
        let span = row[k + 1] - row[k]
        let within = span > 0 ? (target - row[k]) / span : 0
        return (i, (Double(k) + within) / Double(steps))
    }
}
