import Foundation

/// Estimates the velocity of a moving point from its recent samples.
///
/// The estimate is the slope of a least-squares line fitted, separately in x
/// and in y, to position against time over the samples no older than
/// ``window`` seconds before the newest one (inclusive). With fewer than
/// ``minimumSamples`` samples in the window, or when they all share one time,
/// the velocity is zero. Using a line fit rather than the last two samples
/// keeps one jittery sample from dominating the release velocity: noise that
/// alternates around a straight path leaves the slope of the path.
///
/// Units: positions in points, times in seconds, velocity in points per second.
///
/// ```swift
/// var estimator = VelocityEstimator()
/// estimator.add(CGPoint(x: 0, y: 0), at: 0.00)
/// estimator.add(CGPoint(x: 10, y: 0), at: 0.05)
/// estimator.velocity // (200, 0) points per second
/// ```
public struct VelocityEstimator: Hashable, Sendable {
    /// One position at one time.
    public struct Sample: Hashable, Sendable {
        /// Seconds on the window's clock.
        public var time: Double
        /// Points, in whatever space the caller uses consistently.
        public var position: CGPoint

        /// A sample of `position` at `time` seconds.
        public init(time: Double, position: CGPoint) {
            self.time = time
            self.position = position
        }
    }

    /// How far back from the newest sample the fit looks, in seconds; 0.1 by default.
    public let window: Double
    /// The fewest samples that give a non-zero estimate; at least 2 (the default).
    public let minimumSamples: Int
    /// The samples inside the window, oldest first.
    public private(set) var samples: [Sample] = []

    /// - Parameters:
    ///   - window: seconds; values that are not positive and finite become 0.1.
    ///   - minimumSamples: raised to 2 when smaller.
    public init(window: Double = 0.1, minimumSamples: Int = 2) {
        self.window = window.isFinite && window > 0 ? window : 0.1
        self.minimumSamples = max(2, minimumSamples)
    }

    /// Adds a sample. A sample older than the newest one is ignored (times
    /// never go backwards on a clock), one at the newest one's time replaces
    /// it, and non-finite values are ignored. Samples that fall out of the
    /// window are dropped.
    public mutating func add(_ position: CGPoint, at time: Double) {
        guard time.isFinite, position.x.isFinite, position.y.isFinite else { return }
        if let last = samples.last {
            if time < last.time { return }
            if time == last.time { samples.removeLast() }
        }
        samples.append(Sample(time: time, position: position))
        let oldest = time - window - Self.tolerance
        if let firstKept = samples.firstIndex(where: { $0.time >= oldest }), firstKept > 0 {
            samples.removeFirst(firstKept)
        }
    }

    /// Forgets every sample; the velocity becomes zero.
    public mutating func reset() { samples.removeAll() }

    /// The least-squares slope in points per second (zero when there are too few samples).
    public var velocity: CGPoint {
        guard samples.count >= minimumSamples else { return .zero }
        let n = Double(samples.count)
        // Times relative to the newest sample keep the sums well conditioned.
        let t0 = samples[samples.count - 1].time
        var meanT = 0.0
        var meanX = 0.0
        var meanY = 0.0
        for s in samples {
            meanT += s.time - t0
            meanX += Double(s.position.x)
            meanY += Double(s.position.y)
        }
        meanT /= n
        meanX /= n
        meanY /= n
        var stt = 0.0
        var stx = 0.0
        var sty = 0.0
        for s in samples {
            let dt = s.time - t0 - meanT
            stt += dt * dt
            stx += dt * (Double(s.position.x) - meanX)
            sty += dt * (Double(s.position.y) - meanY)
        }
        guard stt > 0 else { return .zero }
        return CGPoint(x: stx / stt, y: sty / stt)
    }

    /// Slack for sample times computed from frame numbers (1 ns).
    static let tolerance = 1e-9
}
