import Foundation

/// The geometry of the first two fingers down, for pinch and rotation
/// recognizers: their distance (points) and the angle of the line from the
/// first to the second (radians, from +x towards +y), in window coordinates.
@MainActor
struct TwoFingerGesture {
    static func distance(_ touches: [Touch]) -> CGFloat? {
        guard touches.count >= 2 else { return nil }
        let a = touches[0].windowLocation, b = touches[1].windowLocation
        return hypot(b.x - a.x, b.y - a.y)
    }

    static func angle(_ touches: [Touch]) -> CGFloat? {
        guard touches.count >= 2 else { return nil }
        let a = touches[0].windowLocation, b = touches[1].windowLocation
        return atan2(b.y - a.y, b.x - a.x)
    }

    /// `angle` minus `reference`, wrapped into -π...π.
    static func turn(from reference: CGFloat, to angle: CGFloat) -> CGFloat {
        remainder(angle - reference, 2 * .pi)
    }
}
