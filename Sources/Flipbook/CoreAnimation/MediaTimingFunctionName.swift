import Foundation

/// The predefined timing functions (`CAMediaTimingFunctionName`), for
/// `MediaTimingFunction(name:)`. Control points, as Apple documents them:
///
/// | name | control points (x1, y1, x2, y2) |
/// | --- | --- |
/// | `linear` | (0, 0, 1, 1) |
/// | `easeIn` | (0.42, 0, 1, 1) |
/// | `easeOut` | (0, 0, 0.58, 1) |
/// | `easeInEaseOut` | (0.42, 0, 0.58, 1) |
/// | `default` | (0.25, 0.1, 0.25, 1) |
public struct MediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Linear pacing: (0, 0, 1, 1).
    public static let linear = MediaTimingFunctionName(rawValue: "linear")
    /// Slow start: (0.42, 0, 1, 1).
    public static let easeIn = MediaTimingFunctionName(rawValue: "easeIn")
    /// Slow end: (0, 0, 0.58, 1).
    public static let easeOut = MediaTimingFunctionName(rawValue: "easeOut")
    /// Slow at both ends: (0.42, 0, 0.58, 1).
    public static let easeInEaseOut = MediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The curve of implicit (action) animations, close to `easeInEaseOut`
    /// but starting faster.
    public static let `default` = MediaTimingFunctionName(rawValue: "default")

    /// The (x1, y1, x2, y2) control points; nil for an unknown name.
    var controlPoints: (Float, Float, Float, Float)? {
        switch self {
        case .linear: return (0, 0, 1, 1)
        case .easeIn: return (0.42, 0, 1, 1)
        case .easeOut: return (0, 0, 0.58, 1)
        case .easeInEaseOut: return (0.42, 0, 0.58, 1)
        case .default: return (0.25, 0.1, 0.25, 1)
        default: return nil
        }
    }
}
