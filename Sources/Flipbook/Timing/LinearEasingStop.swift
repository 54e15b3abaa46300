/// One stop of a CSS `linear()` easing: an output value, and optionally the
/// input (a fraction, CSS percentage / 100) where it is reached.
///
/// A CSS stop with two percentages, `0.5 20% 40%`, is two stops with the same
/// output. Missing inputs are filled in as CSS Easing Level 2 says: the first
/// stop defaults to 0, the last to 1, an input smaller than an earlier one is
/// raised to it, and runs of missing inputs are spread evenly between their
/// neighbours.
public struct LinearEasingStop: Hashable, Sendable {
    /// The output progress at this stop (any finite value; may overshoot).
    public var output: Double
    /// The input progress (0 = start, 1 = end) or nil to let it be placed.
    public var input: Double?

    /// A stop at `output`, placed at `input` (0...1) or, when nil, between its neighbours.
    public init(output: Double, input: Double? = nil) {
        self.output = output
        self.input = input
    }
}

/// A CSS `linear()` easing after its inputs have been filled in.
/// Invariant: at least two points, inputs finite and non-decreasing.
struct LinearEasing: Hashable, Sendable {
    /// (input, output) pairs, inputs non-decreasing.
    let points: [Point]

    struct Point: Hashable, Sendable {
        let input: Double
        let output: Double
    }

    /// Canonicalises `stops` (at least two, all finite) as CSS Easing Level 2 does.
    init(canonicalising stops: [LinearEasingStop]) {
        precondition(stops.count >= 2)
        var inputs = stops.map(\.input)
        if inputs[0] == nil { inputs[0] = 0 }
        if inputs[inputs.count - 1] == nil { inputs[inputs.count - 1] = 1 }
        // Raise any input that is below the largest one before it.
        var largest = -Double.infinity
        for index in inputs.indices {
            guard let input = inputs[index] else { continue }
            largest = max(largest, input)
            inputs[index] = largest
        }
        // Spread runs of missing inputs evenly between their neighbours.
        var index = 1
        while index < inputs.count {
            guard inputs[index] == nil else {
                index += 1
                continue
            }
            let runStart = index - 1
            var runEnd = index
            while inputs[runEnd] == nil { runEnd += 1 }
            let from = inputs[runStart]!
            let to = inputs[runEnd]!
            let gaps = Double(runEnd - runStart)
            for filled in (runStart + 1)..<runEnd {
                inputs[filled] = from + (to - from) * Double(filled - runStart) / gaps
            }
            index = runEnd + 1
        }
        points = zip(inputs, stops).map { Point(input: $0!, output: $1.output) }
    }

    /// The segment used for `x`: the last point with input <= x (or the first),
    /// never the final point, so that there is always a following point.
    private func segment(for x: Double) -> (Point, Point) {
        var low = 0
        // Binary search for the last index with input <= x.
        var lo = 0
        var hi = points.count - 1
        while lo <= hi {
            let mid = (lo + hi) / 2
            if points[mid].input <= x {
                low = mid
                lo = mid + 1
            } else {
                hi = mid - 1
            }
        }
        if low == points.count - 1 { low -= 1 }
        return (points[low], points[low + 1])
    }

    /// The output at `x`, extrapolating the first and last segments outside
    /// the stops (CSS Easing Level 2, "linear easing output progress").
    func value(at x: Double) -> Double {
        if x.isNaN { return .nan }
        let (a, b) = segment(for: x)
        if a.input == b.input { return b.output }
        let fraction = (x - a.input) / (b.input - a.input)
        return a.output + fraction * (b.output - a.output)
    }

    /// The slope of the segment used for `x` (0 on a vertical jump).
    func slope(at x: Double) -> Double {
        if x.isNaN { return .nan }
        let (a, b) = segment(for: x)
        if a.input == b.input { return 0 }
        return (b.output - a.output) / (b.input - a.input)
    }
}
