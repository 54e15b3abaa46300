import Foundation

#if !canImport(Darwin)
/// Seconds, as CoreFoundation's `CFTimeInterval` (which Foundation on Linux
/// does not export).
public typealias CFTimeInterval = Double
#endif

/// What a timed object does outside its active duration
/// (`CAMediaTimingFillMode`): whether local time is clamped to either end of
/// the active duration, or the object is removed from the presentation.
///
/// - `removed` (the default): no effect before the begin time nor after the
///   active duration.
/// - `forwards`: after the active duration the object keeps its final state.
/// - `backwards`: before the begin time the object already shows its initial
///   state.
/// - `both`: `forwards` and `backwards`.
public struct MediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The final state stays after the active duration.
    public static let forwards = MediaTimingFillMode(rawValue: "forwards")
    /// The initial state shows before the begin time.
    public static let backwards = MediaTimingFillMode(rawValue: "backwards")
    /// Both `forwards` and `backwards`.
    public static let both = MediaTimingFillMode(rawValue: "both")
    /// No effect outside the active duration (the default).
    public static let removed = MediaTimingFillMode(rawValue: "removed")

    /// True for `backwards` and `both`.
    public var fillsBackwards: Bool { self == .backwards || self == .both }
    /// True for `forwards` and `both`.
    public var fillsForwards: Bool { self == .forwards || self == .both }
}
