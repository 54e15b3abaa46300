import Foundation

/// A continuous gesture of one or more fingers moving (`UIPanGestureRecognizer`).
///
/// As UIKit documents it, the pan begins when at least
/// ``minimumNumberOfTouches`` fingers (and, here, at most
/// ``maximumNumberOfTouches``) have moved far enough: their centroid has
/// moved ``hysteresis`` (10 pt). It changes when a finger moves while that
/// many fingers are down, and ends when the last finger lifts; it is
/// cancelled when one of its touches is cancelled, and fails when every
/// finger lifts before it began.
///
/// The translation is the movement of the centroid of the touches, measured
/// from where they came down, so the movement before recognition is not
/// lost: a view that follows ``translation(in:)`` stays under the fingers.
/// Only movement made while the number of fingers down is within
/// ``minimumNumberOfTouches``...``maximumNumberOfTouches`` counts, for the
/// begin test and for the translation; fingers coming down or lifting never
/// make it jump (the centroid jumps, the reference point jumps with it).
///
/// ``velocity(in:)`` is a least-squares fit over the last 100 ms of the
/// translation (see ``VelocityEstimator``), in points per second, sampled at
/// each counted move and at the last lift. Samples at one time replace each
/// other, so a swipe whose events all share one time has no velocity.
open class PanGestureRecognizer: GestureRecognizer {
    /// Fewest fingers for the pan; 1 by default.
    public var minimumNumberOfTouches = 1
    /// Most fingers for the pan: while more are down it neither begins nor
    /// changes, and their movement does not count. Unlimited by default.
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
        guard hasCountingNumberOfTouches else {
            // Movement with too few or too many fingers down does not count.
            shiftOrigin(from: centroidBefore(moving: touches), to: currentCentroid)
            return
        }
        estimator.add(windowTranslation, at: lastEventTime)
        switch state {
        case .possible:
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
        if remaining.isEmpty {
            if state == .began || state == .changed {
                estimator.add(CGPoint(x: before.x - origin.x, y: before.y - origin.y), at: lastEventTime)
                state = .ended
            } else if state == .possible {
                state = .failed
            }
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

    /// True when the number of fingers down is within
    /// ``minimumNumberOfTouches``...``maximumNumberOfTouches``.
    private var hasCountingNumberOfTouches: Bool {
        let n = numberOfTouches
        return n > 0 && n >= minimumNumberOfTouches && n <= maximumNumberOfTouches
    }

    /// The centroid of the touches with `moving` back where they were before this event.
    private func centroidBefore(moving: [Touch]) -> CGPoint {
        let all = self.touches
        guard !all.isEmpty else { return currentCentroid }
        var x: CGFloat = 0
        var y: CGFloat = 0
        for t in all {
            let p = moving.contains { $0 === t } ? t.previousWindowLocation : t.windowLocation
            x += p.x
            y += p.y
        }
        return CGPoint(x: x / CGFloat(all.count), y: y / CGFloat(all.count))
    }

    private var windowTranslation: CGPoint {
        let c = currentCentroid
        return CGPoint(x: c.x - origin.x, y: c.y - origin.y)
    }

    /// Keeps the translation (and the begin test) continuous when fingers
    /// come or go: the reference points move with the centroid's jump.
    private func shiftOrigin(from before: CGPoint, to after: CGPoint) {
        let dx = after.x - before.x
        let dy = after.y - before.y
        origin = CGPoint(x: origin.x + dx, y: origin.y + dy)
        startCentroid = CGPoint(x: startCentroid.x + dx, y: startCentroid.y + dy)
    }

    /// A window-space vector expressed in `view`'s coordinates.
    private func vector(_ v: CGPoint, in view: View?) -> CGPoint {
        guard let view else { return v }
        let a = view.convert(CGPoint.zero, from: nil)
        let b = view.convert(v, from: nil)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// A vector in `view`'s coordinates expressed in window space.
    private func windowVector(_ v: CGPoint, from view: View?) -> CGPoint {
        guard let view else { return v }
        let a = view.convert(CGPoint.zero, to: nil)
        let b = view.convert(v, to: nil)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }
}
