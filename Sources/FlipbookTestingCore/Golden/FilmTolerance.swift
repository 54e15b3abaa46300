import Foundation

/// How different a film may be from its golden and still pass.
///
/// - ``frame``: every sampled frame on its own (metric and limit).
/// - ``strip``: the differing pixels summed over all sampled frames, counted
///   with the frame metric, against a count or a share of all the sampled
///   pixels; nil for no strip-wide limit.
/// - ``checksTrace``: whether the text trace must match too.
///
/// ```swift
/// FilmTolerance(frame: .pixelmatch(maxDifferingPixels: .count(4)), strip: .ratio(0.0005))
/// ```
public struct FilmTolerance: Sendable, Hashable {
    /// The metric and limit each sampled frame is held to.
    public var frame: DiffTolerance
    /// The limit on differing pixels summed over every sampled frame; nil for none.
    public var strip: DiffTolerance.Limit?
    /// Whether the text trace must match too.
    public var checksTrace: Bool

    /// A tolerance; exact frames, no strip limit and a checked trace by default.
    public init(frame: DiffTolerance = .exact, strip: DiffTolerance.Limit? = nil, checksTrace: Bool = true) {
        self.frame = frame
        self.strip = strip
        self.checksTrace = checksTrace
    }

    /// Every pixel of every sampled frame equal, and the same trace.
    public static let exact = FilmTolerance()
}
