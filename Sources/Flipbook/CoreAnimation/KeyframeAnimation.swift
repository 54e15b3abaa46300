import Foundation

/// An animation of one property through a sequence of values, or along a
/// path (`CAKeyframeAnimation`).
///
/// ## Keyframes
///
/// - `values`: the keyframe values, anything `AnimatableValue(any:)`
///   accepts. If one cannot be converted the animation has no effect.
/// - `path`: when set (and its `animatableValue` is a `.path`), it
///   overrides `values`, and the animation produces points. The
///   keyframes are the path's start and the end of each of its segments
///   (lines, curves, and the closing line of a closed sub-path), so `n`
///   segments make `n + 1` keyframes; between two keyframes the point
///   moves along the segment (see `KeyframePath`). The property type is
///   `(any AnimatableValueConvertible)?` so that `Path` and a `CGPath`-like
///   class whose value is `.path` both fit; other values are ignored.
///
/// ## Timing
///
/// The animation's own `timingFunction` first maps the fraction of the
/// simple duration to an overall progress `p` (identity when nil). Then:
///
/// - `keyTimes`: the progress (0...1, non-decreasing) at which each keyframe
///   is reached. For `linear` and `cubic`, one per keyframe; for `discrete`
///   one per keyframe, or one more, whose last entry (1) only closes the
///   final keyframe's interval (Apple documents the latter, SMIL the
///   former; both read the same here). When nil, of the wrong length or
///   decreasing, keyframes are spread evenly: `i / (n - 1)`, and `i / n`
///   for `discrete` (so each value holds for an equal share).
/// - `timingFunctions`: one per segment (`n - 1`), pacing the local
///   fraction of that segment; missing entries are linear.
///
/// ## Calculation modes (`calculationMode`)
///
/// - `linear`: `values[i].interpolated(to: values[i + 1], fraction: f)`.
/// - `discrete`: the last keyframe whose key time is at or before `p`.
/// - `paced`: key times proportional to the cumulative distance between
///   keyframes (`AnimatableValue.distance(to:)`: Euclidean over components,
///   or over matrix entries for transforms), then linear; `keyTimes` and
///   `timingFunctions` are ignored, so the value moves at constant speed.
///   If some distance is undefined (paths) keyframes are spread evenly.
/// - `cubic`: a Kochanek–Bartels spline through the keyframes at the key
///   times (see `KeyframeSpline`), shaped by `tensionValues`,
///   `continuityValues` and `biasValues` (one per keyframe, -1...1,
///   missing entries 0: Catmull-Rom). Values that are not vectors
///   (transforms, paths) fall back to `linear` (`cubicPaced` to `paced`).
/// - `cubicPaced`: the same spline with evenly spaced parameters,
///   travelled at constant speed (arc length measured on 64 chords per
///   segment); `keyTimes` and `timingFunctions` are ignored.
///
/// With a path, `linear` and `cubic` move along each segment by its
/// curve parameter at the segment's key times, `paced` and `cubicPaced`
/// move at constant speed along the whole path (arc length).
///
/// For `p` in 0...1 outside the key-time range the nearest end keyframe
/// holds; a `p` beyond 0...1 (an overshooting timing function)
/// extrapolates the first or last segment.
///
/// ## Rotation (`rotationMode`)
///
/// Only with a path: ``rotationAngle(at:)`` gives the angle of the path's
/// tangent at the current position (radians from +x toward +y), plus π for
/// `rotateAutoReverse`. The value at the key path stays a point; the layer
/// engine applies the angle as a rotation about z on top of the layer's
/// transform.
open class KeyframeAnimation: PropertyAnimation {
    /// The keyframe values. Default nil.
    open var values: [Any]?
    /// A path to move along; overrides `values` when its value is a path.
    /// Default nil.
    open var path: (any AnimatableValueConvertible)?
    /// The progress (0...1) at which each keyframe is reached. Default nil.
    open var keyTimes: [NSNumber]?
    /// The pacing of each segment between keyframes. Default nil.
    open var timingFunctions: [MediaTimingFunction]?
    /// How values between keyframes are computed. Default `.linear`.
    open var calculationMode: AnimationCalculationMode = .linear
    /// Whether a layer moving along `path` turns with it. Default nil.
    open var rotationMode: AnimationRotationMode?
    /// Kochanek–Bartels tension per keyframe (cubic modes). Default nil.
    open var tensionValues: [NSNumber]?
    /// Kochanek–Bartels continuity per keyframe (cubic modes). Default nil.
    open var continuityValues: [NSNumber]?
    /// Kochanek–Bartels bias per keyframe (cubic modes). Default nil.
    open var biasValues: [NSNumber]?

    public override init() { super.init() }

    public required init(copying other: Animation) {
        if let other = other as? KeyframeAnimation {
            values = other.values
            path = other.path
            keyTimes = other.keyTimes
            timingFunctions = other.timingFunctions
            calculationMode = other.calculationMode
            rotationMode = other.rotationMode
            tensionValues = other.tensionValues
            continuityValues = other.continuityValues
            biasValues = other.biasValues
        }
        super.init(copying: other)
    }

    // MARK: - Evaluation

    open override func animationValue(
        at time: MediaTimingLocalTime, model: AnimatableValue,
        presentation: AnimatableValue
    ) -> AnimatableValue? {
        value(atProgress: easedFraction(at: time))
    }

    /// The keyframe value at overall progress `p` (after the animation's
    /// timing function), or nil when there are no usable keyframes.
    public func value(atProgress p: Double) -> AnimatableValue? {
        if let geometry = pathGeometry {
            guard let place = geometry.locate(self, progress: p) else {
                return geometry.start.map { .point($0) }
            }
            return .point(place.point)
        }
        guard let values = resolvedValues, !values.isEmpty else { return nil }
        if values.count == 1 { return values[0] }
        var mode = calculationMode
        var points: [[Double]]? = nil
        if mode == .cubic || mode == .cubicPaced {
            // Values that are not vectors have no spline: cubic falls back
            // to linear, cubicPaced to paced.
            points = vectors(values)
            if points == nil { mode = mode == .cubic ? .linear : .paced }
        }
        switch mode {
        case .discrete:
            return values[discreteIndex(count: values.count, progress: p)]
        case .paced:
            let times = pacedKeyTimes(values) ?? evenKeyTimes(values.count)
            let (i, f) = segment(times: times, progress: p)
            return values[i].interpolated(to: values[i + 1], fraction: f)
        case .cubic, .cubicPaced:
            guard let points else { return nil }
            let paced = mode == .cubicPaced
            let times = paced ? evenKeyTimes(values.count) : keyTimes(values.count)
            let spline = KeyframeSpline(
                points: points, times: times, tension: numbers(tensionValues),
                continuity: numbers(continuityValues), bias: numbers(biasValues))
            let i: Int
            let f: Double
            if paced {
                let table = ArcLengthTable(segmentCount: values.count - 1, samples: 64, straight: { _ in false }) {
                    spline.value(segment: $0, fraction: $1)
                }
                (i, f) = table.locate(fraction: p)
            } else {
                (i, f) = segment(times: times, progress: p, timingFunctions: timingFunctions)
            }
            return values[i].withComponents(spline.value(segment: i, fraction: f))
        default:
            let times = keyTimes(values.count)
            let (i, f) = segment(times: times, progress: p, timingFunctions: timingFunctions)
            return values[i].interpolated(to: values[i + 1], fraction: f)
        }
    }

    /// The rotation `rotationMode` asks for at `time`, in radians from +x
    /// toward +y (the path tangent, plus π for `rotateAutoReverse`); nil
    /// without a rotation mode or a path, or where the path has no direction.
    public func rotationAngle(at time: MediaTimingLocalTime) -> Double? {
        guard let mode = rotationMode, let geometry = pathGeometry,
            let place = geometry.locate(self, progress: easedFraction(at: time)),
            let angle = geometry.segments[place.segment].tangentAngle(at: place.fraction)
        else { return nil }
        return mode == .rotateAutoReverse ? angle + .pi : angle
    }

    /// As ``rotationAngle(at:)`` at `parentTime` (seconds, parent time space).
    public func rotationAngle(atParentTime parentTime: CFTimeInterval) -> Double? {
        localTime(atParentTime: parentTime).flatMap { rotationAngle(at: $0) }
    }

    // MARK: - Keyframes and key times

    /// The converted `values`; nil if one cannot be converted.
    private var resolvedValues: [AnimatableValue]? {
        guard let values else { return nil }
        var out: [AnimatableValue] = []
        out.reserveCapacity(values.count)
        for v in values {
            guard let converted = AnimatableValue(any: v) else { return nil }
            out.append(converted)
        }
        return out
    }

    private var pathGeometry: KeyframePath? {
        guard case let .path(p)? = path?.animatableValue else { return nil }
        return KeyframePath(p)
    }

    private func numbers(_ list: [NSNumber]?) -> [Double] { list?.map(\.doubleValue) ?? [] }

    /// `keyTimes` when they fit `count` keyframes (or `count + 1` with
    /// `allowingClosingTime`), are finite and non-decreasing; nil otherwise.
    private func validKeyTimes(count: Int, allowingClosingTime: Bool = false) -> [Double]? {
        guard let raw = keyTimes?.map(\.doubleValue),
            raw.count == count || (allowingClosingTime && raw.count == count + 1),
            raw.allSatisfy(\.isFinite),
            zip(raw, raw.dropFirst()).allSatisfy({ $0 <= $1 })
        else { return nil }
        return raw
    }

    private func evenKeyTimes(_ count: Int) -> [Double] {
        (0..<count).map { Double($0) / Double(count - 1) }
    }

    fileprivate func keyTimes(_ count: Int) -> [Double] {
        validKeyTimes(count: count) ?? evenKeyTimes(count)
    }

    private func pacedKeyTimes(_ values: [AnimatableValue]) -> [Double]? {
        var cumulative = [0.0]
        for (a, b) in zip(values, values.dropFirst()) {
            guard let d = a.distance(to: b), d.isFinite else { return nil }
            cumulative.append(cumulative.last! + d)
        }
        let total = cumulative.last!
        guard total > 0 else { return nil }
        return cumulative.map { $0 / total }
    }

    /// The keyframe a discrete animation shows at `p`.
    fileprivate func discreteIndex(count: Int, progress p: Double) -> Int {
        let times =
            validKeyTimes(count: count, allowingClosingTime: true)
            ?? (0..<count).map { Double($0) / Double(count) }
        var index = 0
        for i in 0..<count where times[i] <= p { index = i }
        return index
    }

    /// The segment `i` (keyframes i and i + 1) and local fraction at `p`,
    /// with the segment's timing function applied.
    fileprivate func segment(
        times: [Double], progress p: Double,
        timingFunctions: [MediaTimingFunction]? = nil
    ) -> (Int, Double) {
        let last = times.count - 2
        var i = 0
        for k in 0...last where times[k] <= p { i = k }
        let span = times[i + 1] - times[i]
        var f: Double
        if span > 0 {
            f = (p - times[i]) / span
        } else {
            f = p < times[i] ? 0 : 1
        }
        if p >= 0 && p <= 1 { f = min(max(f, 0), 1) }
        if let functions = timingFunctions, i < functions.count {
            f = functions[i].progress(at: f)
        }
        return (i, f)
    }

    private func vectors(_ values: [AnimatableValue]) -> [[Double]]? {
        guard let first = values.first?.components else { return nil }
        var out = [first]
        for v in values.dropFirst() {
            guard let c = v.components, c.count == first.count, values[0].withComponents(c) != nil else { return nil }
            out.append(c)
        }
        return out
    }
}

extension KeyframePath {
    /// Where an animation along this path is at overall progress `p`: the
    /// segment, its local fraction and the point. nil for a path without
    /// segments.
    fileprivate func locate(_ animation: KeyframeAnimation, progress p: Double)
        -> (segment: Int, fraction: Double, point: CGPoint)?
    {
        guard !segments.isEmpty else { return nil }
        let i: Int
        let f: Double
        switch animation.calculationMode {
        case .paced, .cubicPaced:
            (i, f) = arcLengths().locate(fraction: p)
        case .discrete:
            let k = animation.discreteIndex(count: segments.count + 1, progress: p)
            return k == 0 ? (0, 0, segments[0].start) : (k - 1, 1, segments[k - 1].end)
        default:
            let count = segments.count + 1
            let times = animation.keyTimes(count)
            (i, f) = animation.segment(times: times, progress: p, timingFunctions: animation.timingFunctions)
        }
        return (i, f, segments[i].point(at: f))
    }
}
