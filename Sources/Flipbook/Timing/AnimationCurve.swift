/// UIKit's `UIView.AnimationCurve`: the four standard curves, with UIKit's raw values.
public enum AnimationCurve: Int, Hashable, Sendable, CaseIterable {
    /// Slow at both ends, (0.42, 0, 0.58, 1); UIKit's default for most animations.
    case easeInOut = 0
    /// Slow at the start, (0.42, 0, 1, 1).
    case easeIn = 1
    /// Slow at the end, (0, 0, 0.58, 1).
    case easeOut = 2
    /// Even pacing, (0, 0, 1, 1).
    case linear = 3

    /// The preset with this curve's control points (see `TimingPresets`).
    public var namedCurve: NamedTimingCurve {
        switch self {
        case .easeInOut: return TimingPresets.uiKitEaseInOut
        case .easeIn: return TimingPresets.uiKitEaseIn
        case .easeOut: return TimingPresets.uiKitEaseOut
        case .linear: return TimingPresets.uiKitLinear
        }
    }

    /// The curve as a `TimingCurve`.
    public var timingCurve: TimingCurve { namedCurve.curve }
}
