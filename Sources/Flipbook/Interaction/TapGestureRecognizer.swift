import Foundation

/// A discrete gesture of one or more taps (`UITapGestureRecognizer`).
///
/// A tap is ``numberOfTouchesRequired`` fingers coming down (together or one
/// after another, in one event or several) and all lifting, with no finger
/// lifting before the last one came down, each moving at most
/// ``allowableMovement`` (10 pt) and the whole tap, from the first finger
/// down to the last up, lasting at most ``maximumPressDuration`` (0.5 s). For
/// several taps, each must come down within ``maximumTapInterval`` (0.35 s)
/// of the previous one's lift, and its location (the centroid of its
/// fingers' touch-down points) must be within ``maximumTapDistance`` (45 pt)
/// of the first tap's. The recognizer is recognised
/// (``GestureRecognizer/State/recognized``, i.e. `ended`) when the last
/// finger of the last tap lifts, and fails as soon as any condition is
/// broken: too much movement, too long a press, too many fingers (a second
/// finger fails a one-finger tap), too long a wait, or a cancelled touch; a
/// tap too far from the first fails when it lifts. These limits are chosen
/// (UIKit does not document its own).
open class TapGestureRecognizer: GestureRecognizer {
    /// Taps in a row needed; 1 by default.
    public var numberOfTapsRequired = 1
    /// Fingers per tap; 1 by default.
    public var numberOfTouchesRequired = 1

    /// Points a finger may move during a tap.
    public static let allowableMovement: CGFloat = 10
    /// Seconds from the first finger down to the last finger up of one tap.
    public static let maximumPressDuration = 0.5
    /// Seconds from one tap's lift to the next tap's first finger down.
    public static let maximumTapInterval = 0.35
    /// Points from the first tap to a later one.
    public static let maximumTapDistance: CGFloat = 45

    private var tapsDone = 0
    private var fingersThisTap = 0
    /// The sum of the touch-down points of this tap's fingers (window space).
    private var downSumThisTap = CGPoint.zero
    private var tapStart: Double?
    private var lastLift: Double?
    /// Where the first tap was: the centroid of its fingers' touch-down points.
    private var firstTapLocation: CGPoint?

    open override func touchesBegan(_ touches: [Touch]) {
        let time = touches.map(\.timestamp).min() ?? 0
        if tapStart == nil { tapStart = time }
        lastLift = nil
        fingersThisTap += touches.count
        for t in touches {
            downSumThisTap.x += t.initialWindowLocation.x
            downSumThisTap.y += t.initialWindowLocation.y
        }
        if fingersThisTap > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: [Touch]) {
        if touches.contains(where: { !Self.staysPut($0) }) { state = .failed }
    }

    open override func touchesEnded(_ touches: [Touch]) {
        if touches.contains(where: { !Self.staysPut($0) }) {
            state = .failed
            return
        }
        guard numberOfTouches == 0 else { return }
        let time = touches.map(\.timestamp).max() ?? 0
        if fingersThisTap != numberOfTouchesRequired {
            state = .failed
            return
        }
        if let start = tapStart, time - start > Self.maximumPressDuration + TouchDispatcher.timeTolerance {
            state = .failed
            return
        }
        let here = CGPoint(x: downSumThisTap.x / CGFloat(fingersThisTap), y: downSumThisTap.y / CGFloat(fingersThisTap))
        if let first = firstTapLocation {
            if hypot(here.x - first.x, here.y - first.y) > Self.maximumTapDistance {
                state = .failed
                return
            }
        } else {
            firstTapLocation = here
        }
        tapsDone += 1
        if tapsDone >= numberOfTapsRequired {
            state = .recognized
        } else {
            lastLift = time
            tapStart = nil
            fingersThisTap = 0
            downSumThisTap = .zero
        }
    }

    open override func touchesCancelled(_ touches: [Touch]) {
        state = .failed
    }

    open override func timeDidAdvance(to time: Double) {
        guard state == .possible else { return }
        if let start = tapStart, numberOfTouches > 0,
            time - start > Self.maximumPressDuration + TouchDispatcher.timeTolerance
        {
            state = .failed
        } else if let lift = lastLift, time - lift > Self.maximumTapInterval + TouchDispatcher.timeTolerance {
            state = .failed
        }
    }

    open override func reset() {
        super.reset()
        tapsDone = 0
        fingersThisTap = 0
        downSumThisTap = .zero
        tapStart = nil
        lastLift = nil
        firstTapLocation = nil
    }

    /// True when `touch` has stayed within ``allowableMovement`` of where it came down.
    static func staysPut(_ touch: Touch) -> Bool {
        let d = hypot(
            touch.windowLocation.x - touch.initialWindowLocation.x,
            touch.windowLocation.y - touch.initialWindowLocation.y)
        return d <= allowableMovement
    }

    /// True when an ended touch counts as a tap for ``Touch/tapCount``.
    static func isTap(_ touch: Touch) -> Bool {
        staysPut(touch) && touch.timestamp - touch.initialTimestamp <= maximumPressDuration + TouchDispatcher.timeTolerance
    }
}
