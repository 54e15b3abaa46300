import Foundation

/// The geometry of the first two fingers down, for pinch and rotation
/// recognizers: their distance (points) and the angle of the line from the
/// first to the second (radians, from +x towards +y), in window coordinates.
@MainActor
struct TwoFingerGesture {
    static func distance(_ touches: [Touch]) -> CGFloat? {
        guard touches.count >= 2 else { return nil }
        let a = touches[0].windowLocation
        let b = touches[1].windowLocation
        return hypot(b.x - a.x, b.y - a.y)
    }

    static func angle(_ touches: [Touch]) -> CGFloat? {
        guard touches.count >= 2 else { return nil }
        let a = touches[0].windowLocation
        let b = touches[1].windowLocation
        return atan2(b.y - a.y, b.x - a.x)
    }

    /// `angle` minus `reference`, wrapped into -π...π.
    static func turn(from reference: CGFloat, to angle: CGFloat) -> CGFloat {
        remainder(angle - reference, 2 * .pi)
    }
}

/// The state machine pinch and rotation share: a continuous gesture of two
/// fingers that begins once its value has moved past a threshold, changes
/// with every move after, and ends when the last finger lifts.
extension GestureRecognizer {
    /// One move of both fingers: from `.possible` the gesture begins when
    /// `recognized` (its value is past the threshold); once begun it changes.
    /// `update` sets the value (and its velocity sample) and runs only when
    /// the state moves, before it does; in any other state nothing happens.
    func stepTwoFingerGesture(recognized: Bool, update: () -> Void) {
        switch state {
        case .possible:
            guard recognized else { return }
            update()
            state = .began
        case .began, .changed:
            update()
            state = .changed
        default:
            break
        }
    }

    /// After a lift: once no finger is down, a begun gesture ends and one
    /// that never began fails.
    func endTwoFingerGestureIfLifted() {
        guard activeTouches.isEmpty else { return }
        if state == .began || state == .changed { state = .ended } else if state == .possible { state = .failed }
    }

    /// A cancelled touch: a begun gesture is cancelled, one that never began fails.
    func cancelTwoFingerGesture() {
        if state == .began || state == .changed { state = .cancelled } else if state == .possible { state = .failed }
    }
}
