/// Light or dark appearance (`UIUserInterfaceStyle`). A window is light
/// unless its ``View/traitOverrides`` (or ``View/overrideUserInterfaceStyle``)
/// say otherwise; dynamic colours resolve by it.
public enum UserInterfaceStyle: Int, Hashable, Sendable, CaseIterable {
    /// No preference (light is used).
    case unspecified = 0
    /// Light.
    case light = 1
    /// Dark.
    case dark = 2
}

/// The direction a trait environment lays out in
/// (`UITraitEnvironmentLayoutDirection`).
public enum TraitEnvironmentLayoutDirection: Int, Hashable, Sendable, CaseIterable {
    /// Not specified (left to right is used).
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}
