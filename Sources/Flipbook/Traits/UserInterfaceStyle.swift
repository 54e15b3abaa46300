/// Light or dark appearance (`UIUserInterfaceStyle`). A window is light
/// unless its ``View/traitOverrides`` (or ``View/overrideUserInterfaceStyle``)
/// say otherwise; dynamic colours resolve by it.
public enum UserInterfaceStyle: Int, Hashable, Sendable, CaseIterable {
    /// No preference (light is used), light, or dark.
    case unspecified = 0, light = 1, dark = 2
}

/// The direction a trait environment lays out in
/// (`UITraitEnvironmentLayoutDirection`).
public enum TraitEnvironmentLayoutDirection: Int, Hashable, Sendable, CaseIterable {
    /// Not specified (left to right is used), left to right, or right to left.
    case unspecified = -1, leftToRight = 0, rightToLeft = 1
}
