import Foundation

/// A vector by direction and length, as gravity and push behaviours set
/// theirs (`angle`, `magnitude`, `setAngle(_:magnitude:)` of
/// `UIGravityBehavior` and `UIPushBehavior`).
extension CGVector {
    /// The vector of length `magnitude` at `angle` radians from +x towards
    /// +y (clockwise on screen); a negative magnitude points it the other way.
    init(angle: CGFloat, magnitude: CGFloat) {
        self.init(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    /// The direction, radians from +x towards +y; 0 for the zero vector.
    var angle: CGFloat { self == .zero ? 0 : atan2(dy, dx) }

    /// The length.
    var magnitude: CGFloat { hypot(dx, dy) }
}
