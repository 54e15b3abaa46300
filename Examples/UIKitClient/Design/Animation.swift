// The design system's motion values (see Button.swift).

/// Durations, in seconds.
public enum Animation {
    /// A card sliding in or out.
    public static let card = 0.4
}
