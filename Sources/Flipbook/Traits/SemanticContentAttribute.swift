/// How a view's content should flip for a right-to-left language
/// (`UISemanticContentAttribute`).
public enum SemanticContentAttribute: Int, Hashable, Sendable {
    /// Follows the layout direction of the environment.
    case unspecified = 0
    /// Media playback controls: always left to right.
    case playback
    /// Directional controls (a D-pad, for example): always left to right.
    case spatial
    /// Always laid out left to right, whatever the language.
    case forceLeftToRight
    /// Always laid out right to left, whatever the language.
    case forceRightToLeft
}
