import Foundation

/// One finger on the screen, from the moment it comes down until it lifts
/// (`UITouch`).
///
/// A touch is created when a ``TouchScript`` finger comes down and is the
/// same object for its whole life. Its ``view`` is the view hit-tested at
/// touch-down and does not change, even if the finger leaves the view.
/// Locations are kept in window coordinates and converted on request with the
/// views' model geometry.
@preconcurrency @MainActor
public final class Touch: NSObject {
    /// Where a touch is in its life (`UITouch.Phase`).
    public enum Phase: Hashable, Sendable, CustomStringConvertible {
        /// The finger came down in this event.
        case began
        /// The finger moved in this event.
        case moved
        /// The finger is down but did not move in this event (another finger did).
        case stationary
        /// The finger lifted.
        case ended
        /// The touch was cancelled by its script.
        case cancelled

        public var description: String {
            switch self {
            case .began: "began"
            case .moved: "moved"
            case .stationary: "stationary"
            case .ended: "ended"
            case .cancelled: "cancelled"
            }
        }
    }

    /// The phase in the most recent event that involved this touch's window.
    public internal(set) var phase: Phase
    /// Seconds on the window's clock of the last event that changed this touch
    /// (its script time, which may lie between two ticks).
    public internal(set) var timestamp: Double
    /// The view the touch came down in (hit-tested); nil when nothing took it.
    public private(set) weak var view: View?
    /// The window the touch is in.
    public private(set) weak var window: Window?
    /// The number of quick taps at about the same place this touch belongs to:
    /// 1 for a first tap, 2 for the second of a double tap, and so on.
    public let tapCount: Int
    /// The name of the script finger that made this touch (for diagnostics).
    public let fingerName: String

    /// The current location in window coordinates.
    var windowLocation: CGPoint
    /// The location before the last event, in window coordinates.
    var previousWindowLocation: CGPoint
    /// Where the touch came down, in window coordinates.
    let initialWindowLocation: CGPoint
    /// When the touch came down, in clock seconds.
    let initialTimestamp: Double
    /// False once a gesture recognizer cancelled this touch in its view.
    var deliversToView = true
    /// The recognizers that receive this touch, fixed at touch-down.
    var recognizers: [GestureRecognizer] = []

    init(fingerName: String, location: CGPoint, time: Double, view: View?, window: Window, tapCount: Int) {
        self.fingerName = fingerName
        self.phase = .began
        self.timestamp = time
        self.view = view
        self.window = window
        self.tapCount = tapCount
        self.windowLocation = location
        self.previousWindowLocation = location
        self.initialWindowLocation = location
        self.initialTimestamp = time
    }

    /// The current location in `view`'s bounds coordinates (the window's when nil).
    public func location(in view: View?) -> CGPoint {
        guard let view else { return windowLocation }
        return view.convert(windowLocation, from: nil)
    }

    /// The location before the latest event, in `view`'s bounds coordinates
    /// (the window's when nil). Equal to ``location(in:)`` for a touch that
    /// just began or is stationary.
    public func previousLocation(in view: View?) -> CGPoint {
        guard let view else { return previousWindowLocation }
        return view.convert(previousWindowLocation, from: nil)
    }
}
