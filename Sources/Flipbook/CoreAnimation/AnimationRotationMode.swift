import Foundation

/// Whether an object moving along a keyframe animation's `path` turns to
/// follow it (`CAAnimationRotationMode`).
///
/// - `rotateAuto`: the object is rotated to the path's tangent direction.
/// - `rotateAutoReverse`: to the tangent direction plus 180°.
public struct AnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Rotates the object to the path's tangent.
    public static let rotateAuto = AnimationRotationMode(rawValue: "auto")
    /// Rotates the object to the path's tangent plus 180°.
    public static let rotateAutoReverse = AnimationRotationMode(rawValue: "autoReverse")
}
