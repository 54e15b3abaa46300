import Flipbook

/// How different an actual image may be from its golden and still pass, as a value that
/// golden assertions take per frame and per filmstrip.
///
/// A tolerance is a metric (which pixels count as differing) and a limit (how many may).
///
///     .exact                                              // every byte equal
///     .maxDifferingPixels(.count(20))                     // up to 20 pixels with any byte changed
///     .pixelmatch()                                       // no pixel beyond pixelmatch's default threshold
///     .pixelmatch(PixelmatchOptions(threshold: 0.2), maxDifferingPixels: .ratio(0.001))
public struct DiffTolerance: Sendable, Hashable {
    /// Which pixels count as differing.
    public enum Metric: Sendable, Hashable {
        /// Any change of R, G, B or A.
        case exact
        /// pixelmatch's YIQ distance with anti-aliasing detection.
        case pixelmatch(PixelmatchOptions)
    }

    /// How many differing pixels are allowed.
    public enum Limit: Sendable, Hashable {
        /// At most this many pixels (not negative).
        case count(Int)
        /// At most this share of the pixels compared, in 0...1.
        case ratio(Double)

        /// Whether `differing` pixels out of `total` are within the limit.
        public func allows(_ differing: Int, of total: Int) -> Bool {
            switch self {
            case .count(let maximum): return differing <= maximum
            case .ratio(let maximum): return total == 0 ? differing == 0 : Double(differing) <= maximum * Double(total)
            }
        }
    }

    /// How two pixels are compared.
    public var metric: Metric
    /// How many differing pixels pass: a count or a share of the frame.
    public var limit: Limit

    /// A tolerance of `metric` within `limit`.
    public init(metric: Metric, limit: Limit) {
        self.metric = metric
        self.limit = limit
    }

    /// Every byte of every pixel equal.
    public static let exact = DiffTolerance(metric: .exact, limit: .count(0))

    /// Exact comparison that lets `limit` pixels differ.
    public static func maxDifferingPixels(_ limit: Limit) -> DiffTolerance {
        DiffTolerance(metric: .exact, limit: limit)
    }

    /// pixelmatch comparison with `options`, allowing `maxDifferingPixels` mismatches (none by default).
    public static func pixelmatch(
        _ options: PixelmatchOptions = PixelmatchOptions(),
        maxDifferingPixels: Limit = .count(0)
    ) -> DiffTolerance {
        DiffTolerance(metric: .pixelmatch(options), limit: maxDifferingPixels)
    }

    /// Compares `actual` with `expected` under this tolerance.
    /// - Parameter producesDiffImage: also draw a diff image (for failure reports).
    /// - Throws: ``ImageDiffError/sizeMismatch(expectedWidth:expectedHeight:actualWidth:actualHeight:)``.
    public func compare(
        _ expected: Bitmap, _ actual: Bitmap,
        producesDiffImage: Bool = false
    ) throws(ImageDiffError) -> DiffOutcome {
        let differing: Int
        var image: Bitmap?
        switch metric {
        case .exact:
            differing = try ImageDiff.exact(expected, actual).differingPixels
            if producesDiffImage { image = try ImageDiff.exactDiffImage(expected, actual) }
        case .pixelmatch(let options):
            let result = try ImageDiff.pixelmatch(expected, actual, options: options, producesDiffImage: producesDiffImage)
            differing = result.mismatchedPixels
            image = result.diffImage
        }
        let total = expected.width * expected.height
        return DiffOutcome(
            differingPixels: differing, totalPixels: total,
            passed: limit.allows(differing, of: total), diffImage: image)
    }
}

/// The verdict of one comparison under a ``DiffTolerance``.
public struct DiffOutcome: Sendable, Equatable {
    /// Pixels that differ under the tolerance's metric.
    public var differingPixels: Int
    /// Pixels compared.
    public var totalPixels: Int
    /// Whether `differingPixels` is within the tolerance's limit.
    public var passed: Bool
    /// The diff image, when it was asked for.
    public var diffImage: Bitmap?
}
