import Foundation

/// A discrete gesture of fingers moving quickly in one direction
/// (`UISwipeGestureRecognizer`, https://developer.apple.com/documentation/uikit/uiswipegesturerecognizer).
///
/// As Apple documents it, the swipe is recognised when the
/// ``numberOfTouchesRequired`` fingers have moved mostly in an allowed
/// ``direction`` (`.right` by default) far enough and fast enough. UIKit does
/// not publish its limits; Flipbook's are: the centroid of the fingers
/// moves ``minimumDistance`` (50 points) from where they came down, within
/// ``maximumDuration`` (0.5 s) of the first finger down, with the movement
/// across the direction at most half of the movement along it. It is
/// recognised on the move that crosses the distance (not at the lift). It
/// fails when the time runs out, when it moves as far in a direction not
/// allowed, when more fingers come down than required, when the fingers lift
/// before it is recognised, or when a touch is cancelled.
open class SwipeGestureRecognizer: GestureRecognizer {
    /// The directions a swipe may take (`UISwipeGestureRecognizer.Direction`), with UIKit's raw values.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A swipe towards +x.
        public static let right = Direction(rawValue: 1 << 0)
        /// A swipe towards -x.
        public static let left = Direction(rawValue: 1 << 1)
        /// A swipe towards -y (up on screen).
        public static let up = Direction(rawValue: 1 << 2)
        /// A swipe towards +y (down on screen).
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// Allowed directions; `.right` by default.
    public var direction: Direction = .right
    /// Fingers the swipe needs; 1 by default.
    public var numberOfTouchesRequired = 1

    /// Points the fingers' centroid must travel.
    public static let minimumDistance: CGFloat = 50
    /// Seconds from the first finger down within which the distance must be covered.
    public static let maximumDuration = 0.5

    private var start: Double?
    private var downCentroid: CGPoint?

    open override func touchesBegan(_ touches: [Touch]) {
        if start == nil { start = touches.map(\.timestamp).min() }
        if numberOfTouches > numberOfTouchesRequired {
            state = .failed
            return
        }
        let active = activeTouches
        var x: CGFloat = 0
        var y: CGFloat = 0
        for t in active {
            x += t.initialWindowLocation.x
            y += t.initialWindowLocation.y
        }
        downCentroid = CGPoint(x: x / CGFloat(active.count), y: y / CGFloat(active.count))
    }

    open override func touchesMoved(_ touches: [Touch]) {
        guard state == .possible, let start, let down = downCentroid else { return }
        let time = touches.map(\.timestamp).max() ?? start
        if time - start > Self.maximumDuration + TouchDispatcher.timeTolerance {
            state = .failed
            return
        }
        guard numberOfTouches == numberOfTouchesRequired else { return }
        let c = currentCentroid
        let dx = c.x - down.x
        let dy = c.y - down.y
        let candidates: [(Direction, CGFloat, CGFloat)] = [
            (.right, dx, abs(dy)), (.left, -dx, abs(dy)), (.down, dy, abs(dx)), (.up, -dy, abs(dx)),
        ]
        for (d, along, across) in candidates where along >= Self.minimumDistance && across <= along / 2 {
            state = direction.contains(d) ? .recognized : .failed
            return
        }
        if hypot(dx, dy) >= Self.minimumDistance * 2 { state = .failed }
    }

    open override func touchesEnded(_ touches: [Touch]) {
        if state == .possible { state = .failed }
    }

    open override func touchesCancelled(_ touches: [Touch]) {
        state = .failed
    }

    open override func timeDidAdvance(to time: Double) {
        guard state == .possible, let start, time - start > Self.maximumDuration + TouchDispatcher.timeTolerance else { return }
        state = .failed
    }

    open override func reset() {
        super.reset()
        start = nil
        downCentroid = nil
    }
}
