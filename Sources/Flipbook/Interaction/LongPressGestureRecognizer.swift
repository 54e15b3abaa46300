import Foundation

/// A continuous gesture of fingers held still (`UILongPressGestureRecognizer`,
/// https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer).
///
/// As Apple documents it: the user must press ``numberOfTouchesRequired``
/// fingers (1 by default) for at least ``minimumPressDuration`` (0.5 s by
/// default) without moving more than ``allowableMovement`` (10 points by
/// default); the gesture then begins (on the first tick at or after the
/// duration), changes when a finger moves, and ends when any of the fingers
/// lifts. Before it begins, too much movement, a lift, too many fingers or a
/// cancelled touch fails it. ``numberOfTapsRequired`` (0 by default) taps
/// before the press are not supported: with a value above 0 the recognizer
/// never begins, and this is reported.
open class LongPressGestureRecognizer: GestureRecognizer {
    /// Seconds the fingers must be held; 0.5 by default.
    public var minimumPressDuration: TimeInterval = 0.5
    /// Fingers to hold; 1 by default.
    public var numberOfTouchesRequired = 1
    /// Taps before the press; 0 by default (only 0 is supported).
    public var numberOfTapsRequired = 0
    /// Points a finger may move before the press begins; 10 by default.
    public var allowableMovement: CGFloat = 10

    /// When the last of the required fingers came down.
    private var pressStart: Double?

    open override func touchesBegan(_ touches: [Touch]) {
        if numberOfTouches > numberOfTouchesRequired {
            if state == .possible { state = .failed }
            return
        }
        if numberOfTapsRequired > 0 {
            reportDiagnostic("longPress.taps", "numberOfTapsRequired > 0 is not supported; the long press fails.")
            state = .failed
            return
        }
        if numberOfTouches == numberOfTouchesRequired { pressStart = touches.map(\.timestamp).max() }
    }

    open override func touchesMoved(_ touches: [Touch]) {
        switch state {
        case .possible:
            let moved = activeTouches.contains {
                hypot(
                    $0.windowLocation.x - $0.initialWindowLocation.x,
                    $0.windowLocation.y - $0.initialWindowLocation.y) > allowableMovement
            }
            if moved { state = .failed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: [Touch]) {
        if state == .began || state == .changed { state = .ended } else if state == .possible { state = .failed }
    }

    open override func touchesCancelled(_ touches: [Touch]) {
        if state == .began || state == .changed { state = .cancelled } else if state == .possible { state = .failed }
    }

    open override func timeDidAdvance(to time: Double) {
        guard state == .possible, let start = pressStart, numberOfTouches == numberOfTouchesRequired,
            time - start >= minimumPressDuration - TouchDispatcher.timeTolerance
        else { return }
        state = .began
    }

    open override func reset() {
        super.reset()
        pressStart = nil
    }
}
