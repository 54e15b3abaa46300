import Foundation

/// A continuous gesture of one or more fingers moving (`UIPanGestureRecognizer`).
///
/// The pan begins once the centroid of its touches has moved ``hysteresis``
/// (10 pt) from where it was when the touches came down, with between
/// ``minimumNumberOfTouches`` and ``maximumNumberOfTouches`` fingers down.
/// The translation is measured from the touch-down centroid, so the
/// movement before recognition is not lost: a view that follows
/// ``translation(in:)`` stays under the finger. Fingers added or lifted during
/// the pan do not make the translation jump. The pan ends when fewer than
/// ``minimumNumberOfTouches`` fingers remain, and is cancelled when its
/// touches are cancelled.
///
/// ``velocity(in:)`` is a least-squares fit over the last 100 ms of the
/// translation (see ``VelocityEstimator``), in points per second.
open class PanGestureRecognizer: GestureRecognizer {
    /// Fewest fingers for the pan; 1 by default.
    public var minimumNumberOfTouches = 1
    /// Most fingers for the pan: it does not begin while more are down. Unlimited by default.
    public var maximumNumberOfTouches = Int.max
    /// How far the centroid moves before the pan begins, in points.
    public static let hysteresis: CGFloat = 10

    /// Window-space point that the translation is measured from: translation = centroid - origin.
    private var origin = CGPoint.zero
    /// The centroid where the touches came down, for the begin test (window space).
    private(set) var startCentroid = CGPoint.zero
    private var estimator = VelocityEstimator()
    private var lastEventTime = 0.0

    /// The total movement of the gesture in `view`'s coordinates (the
    /// window's when nil), in points; a vector, so only the view's scale and
    /// rotation apply.
    public func translation(in view: View?) -> CGPoint {
        vector(windowTranslation, in: view)
    }

    /// Sets the translation to `translation` (in `view`'s coordinates). As in
    /// UIKit this resets the velocity: the estimate restarts from this moment.
    public func setTranslation(_ translation: CGPoint, in view: View?) {
        let t = windowVector(translation, from: view)
        let c = currentCentroid
        origin = CGPoint(x: c.x - t.x, y: c.y - t.y)
        estimator.reset()
        estimator.add(windowTranslation, at: lastEventTime)
    }

    /// The velocity of the translation in `view`'s coordinates, points per second.
    public func velocity(in view: View?) -> CGPoint {
        vector(estimator.velocity, in: view)
    }

    // MARK: Touch handling

    open override func touchesBegan(_ touches: [Touch]) {
        lastEventTime = touches.map(\.timestamp).max() ?? lastEventTime
        let all = self.touches
        let earlier = all.filter { t in !touches.contains { $0 === t } }
        if earlier.isEmpty {
            origin = currentCentroid
            startCentroid = origin
            estimator.reset()
            estimator.add(.zero, at: lastEventTime)
        } else {
            shiftOrigin(from: Self.centroid(of: earlier), to: currentCentroid)
        }
    }

    open override func touchesMoved(_ touches: [Touch]) {
        lastEventTime = touches.map(\.timestamp).max() ?? lastEventTime
        estimator.add(windowTranslation, at: lastEventTime)
        switch state {
        case .possible:
            guard numberOfTouches >= minimumNumberOfTouches, numberOfTouches <= maximumNumberOfTouches else { return }
            switch beginDecision(from: startCentroid, to: currentCentroid) {
            case .begin: state = .began
            case .fail: state = .failed
            case .wait: break
            }
        case .began, .changed:
            state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: [Touch]) {
        lastEventTime = touches.map(\.timestamp).max() ?? lastEventTime
        let remaining = activeTouches
        let before = currentCentroid
        let active = state == .began || state == .changed
        if active, remaining.count < minimumNumberOfTouches {
            estimator.add(CGPoint(x: before.x - origin.x, y: before.y - origin.y), at: lastEventTime)
            state = .ended
        } else if remaining.isEmpty {
            if state == .possible { state = .failed }
        } else {
            shiftOrigin(from: before, to: Self.centroid(of: remaining))
        }
    }

    open override func touchesCancelled(_ touches: [Touch]) {
        if state == .began || state == .changed { state = .cancelled } else if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        origin = .zero
        startCentroid = .zero
        estimator.reset()
    }

    /// What a move from the touch-down centroid means before the pan began.
    enum BeginDecision { case wait, begin, fail }

    /// Begins once the centroid has moved ``hysteresis`` points; subclasses
    /// (edge pans) add conditions. Points in window coordinates.
    func beginDecision(from start: CGPoint, to current: CGPoint) -> BeginDecision {
        hypot(current.x - start.x, current.y - start.y) >= Self.hysteresis ? .begin : .wait
    }

    // MARK: Geometry

    private var windowTranslation: CGPoint {
        let c = currentCentroid
        return CGPoint(x: c.x - origin.x, y: c.y - origin.y)
    }

    /// Keeps the translation (and the begin test) continuous when fingers
    /// come or go: the reference points move with the centroid's jump.
    private func shiftOrigin(from before: CGPoint, to after: CGPoint) {
        let dx = after.x - before.x, dy = after.y - before.y
        origin = CGPoint(x: origin.x + dx, y: origin.y + dy)
        startCentroid = CGPoint(x: startCentroid.x + dx, y: startCentroid.y + dy)
    }

    /// A window-space vector expressed in `view`'s coordinates.
    private func vector(_ v: CGPoint, in view: View?) -> CGPoint {
        guard let view else { return v }
        let a = view.convert(CGPoint.zero, from: nil), b = view.convert(v, from: nil)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// A vector in `view`'s coordinates expressed in window space.
    private func windowVector(_ v: CGPoint, from view: View?) -> CGPoint {
        guard let view else { return v }
        let a = view.convert(CGPoint.zero, to: nil), b = view.convert(v, to: nil)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }
}
