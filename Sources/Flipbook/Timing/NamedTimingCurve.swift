/// A timing curve with a name and the place its numbers come from.
public struct NamedTimingCurve: Hashable, Sendable {
    /// The curve's name as its platform spells it, e.g. `"CSS ease"`.
    public let name: String
    /// The platform that defines it: `"CSS/Web"`, `"Core Animation"`, `"UIKit"`, `"Android"`.
    public let platform: String
    /// Where the control points come from (a specification, header or source file).
    public let source: String
    /// The curve itself.
    public let curve: TimingCurve

    init(
        _ name: String, platform: String, source: String,
        _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double
    ) {
        self.name = name
        self.platform = platform
        self.source = source
        self.curve = .cubicBezier(x1, y1, x2, y2)
    }
}
