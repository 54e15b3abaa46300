import Foundation

/// A continuous gesture of two fingers moving apart or together
/// (`UIPinchGestureRecognizer`, https://developer.apple.com/documentation/uikit/uipinchgesturerecognizer).
///
/// As Apple documents it: the user presses two fingers; the gesture begins
/// when they have moved enough to make a pinch (here: their distance has
/// changed by ``hysteresis``, 8 points, from when the second came down),
/// changes when a finger moves while both are down, and ends when the
/// fingers lift (the last one). Lifting both before it began fails it; a
/// cancelled touch cancels it.
///
/// ``scale`` is the distance between the two fingers over their distance
/// when the second came down (so the movement before recognition counts);
/// setting it rebases: later moves multiply the set value.
/// ``velocity`` is the scale's rate of change, per second (a least-squares
/// fit over the last 100 ms, ``VelocityEstimator``).
open class PinchGestureRecognizer: GestureRecognizer {
    /// Points the fingers' distance must change by before the pinch begins.
    public static let hysteresis: CGFloat = 8

    private var baseDistance: CGFloat?
    private var baseScale: CGFloat = 1
    private var storedScale: CGFloat = 1
    private var estimator = VelocityEstimator()
    private var lastTime = 0.0

    /// The scale factor of the fingers' distance; 1 until they move.
    public var scale: CGFloat {
        get { storedScale }
        set {
            storedScale = newValue
            baseScale = newValue
            baseDistance = TwoFingerGesture.distance(activeTouches) ?? baseDistance
            estimator.reset()
            estimator.add(CGPoint(x: newValue, y: 0), at: lastTime)
        }
    }

    /// The scale factor's change per second.
    public var velocity: CGFloat { estimator.velocity.x }

    open override func touchesBegan(_ touches: [Touch]) {
        lastTime = touches.map(\.timestamp).max() ?? lastTime
        if baseDistance == nil, let d = TwoFingerGesture.distance(activeTouches), d > 0 {
            baseDistance = d
            estimator.reset()
            estimator.add(CGPoint(x: storedScale, y: 0), at: lastTime)
        }
    }

    open override func touchesMoved(_ touches: [Touch]) {
        lastTime = touches.map(\.timestamp).max() ?? lastTime
        guard numberOfTouches >= 2, let base = baseDistance, let d = TwoFingerGesture.distance(activeTouches) else { return }
        stepTwoFingerGesture(recognized: abs(d - base) >= Self.hysteresis) {
            storedScale = baseScale * d / base
            estimator.add(CGPoint(x: storedScale, y: 0), at: lastTime)
        }
    }

    open override func touchesEnded(_ touches: [Touch]) {
        lastTime = touches.map(\.timestamp).max() ?? lastTime
        endTwoFingerGestureIfLifted()
    }

    open override func touchesCancelled(_ touches: [Touch]) { cancelTwoFingerGesture() }

    open override func reset() {
        super.reset()
        baseDistance = nil
        baseScale = 1
        storedScale = 1
        estimator.reset()
    }
}
