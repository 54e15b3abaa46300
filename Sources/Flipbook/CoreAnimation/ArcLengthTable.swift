import Foundation

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
