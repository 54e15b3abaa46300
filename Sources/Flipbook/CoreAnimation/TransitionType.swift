import Foundation

/// The predefined effects of a ``Transition`` (`CATransitionType`).
///
/// - `fade` (the default): the old content fades out as the new fades in.
/// - `moveIn`: the new content slides in over the old, which stays.
/// - `push`: the new content slides in and pushes the old out ahead of it.
/// - `reveal`: the old content slides away, uncovering the new beneath it.
public struct TransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The old content fades out as the new fades in (the default).
    public static let fade = TransitionType(rawValue: "fade")
    /// The new content slides in over the old.
    public static let moveIn = TransitionType(rawValue: "moveIn")
    /// The new content slides in and pushes the old out.
    public static let push = TransitionType(rawValue: "push")
    /// The old content slides away, uncovering the new.
    public static let reveal = TransitionType(rawValue: "reveal")
}
