import Foundation

/// A continuous gesture of two fingers turning (`UIRotationGestureRecognizer`,
/// https://developer.apple.com/documentation/uikit/uirotationgesturerecognizer).
///
/// As Apple documents it: the gesture begins when the two fingers have
/// turned enough (here: the line between them has turned ``hysteresis``,
/// 0.1 radians, since the second came down), changes while they move, and
/// ends when both lift. ``rotation`` is radians, clockwise on screen
/// positive (from +x towards +y), measured from the line between the
/// fingers when the second came down; setting it rebases. ``velocity`` is
/// radians per second.
open class RotationGestureRecognizer: GestureRecognizer {
    /// Radians the fingers must turn before the rotation begins.
    public static let hysteresis: CGFloat = 0.1

    private var baseAngle: CGFloat?
    private var baseRotation: CGFloat = 0
    private var storedRotation: CGFloat = 0
    /// The angle turned so far, unwrapped, from `baseAngle`.
    private var lastAngle: CGFloat = 0
    private var turned: CGFloat = 0
    private var estimator = VelocityEstimator()
    private var lastTime = 0.0

    /// The rotation, radians.
    public var rotation: CGFloat {
        get { storedRotation }
        set {
            storedRotation = newValue
            baseRotation = newValue
            turned = 0
            estimator.reset()
            estimator.add(CGPoint(x: newValue, y: 0), at: lastTime)
        }
    }

    /// Radians per second.
    public var velocity: CGFloat { estimator.velocity.x }

    open override func touchesBegan(_ touches: [Touch]) {
        lastTime = touches.map(\.timestamp).max() ?? lastTime
        if baseAngle == nil, let a = TwoFingerGesture.angle(activeTouches) {
            baseAngle = a
            lastAngle = a
            turned = 0
            estimator.reset()
            estimator.add(CGPoint(x: storedRotation, y: 0), at: lastTime)
        }
    }

    open override func touchesMoved(_ touches: [Touch]) {
        lastTime = touches.map(\.timestamp).max() ?? lastTime
        guard numberOfTouches >= 2, baseAngle != nil, let a = TwoFingerGesture.angle(activeTouches) else { return }
        turned += TwoFingerGesture.turn(from: lastAngle, to: a)
        lastAngle = a
        stepTwoFingerGesture(recognized: abs(turned) >= Self.hysteresis) {
            storedRotation = baseRotation + turned
            estimator.add(CGPoint(x: storedRotation, y: 0), at: lastTime)
        }
    }

    open override func touchesEnded(_ touches: [Touch]) {
        lastTime = touches.map(\.timestamp).max() ?? lastTime
        endTwoFingerGestureIfLifted()
    }

    open override func touchesCancelled(_ touches: [Touch]) { cancelTwoFingerGesture() }

    open override func reset() {
        super.reset()
        baseAngle = nil
        baseRotation = 0
        storedRotation = 0
        turned = 0
        estimator.reset()
    }
}
