import Foundation

/// The touches of one delivery (`UIEvent` for touches): handed to the
/// UIKit-spelled touch methods of ``View`` (`touchesBegan(_:with:)` ...) and
/// to hit testing (`hitTest(_:with:)`, nil when a test asks directly).
@preconcurrency @MainActor
public final class Event: NSObject {
    /// The kind of event (`UIEvent.EventType`); Flipbook delivers touches only.
    public enum EventType: Int, Hashable, Sendable {
        /// Touches on the screen, device motion, remote-control or physical-press events; Flipbook delivers touches only.
        case touches, motion, remoteControl, presses
    }

    /// Always ``EventType/touches``.
    public var type: EventType { .touches }
    /// Seconds on the window's clock when the event happened.
    public let timestamp: TimeInterval
    /// Every touch on the screen now, in the order they came down.
    let orderedTouches: [Touch]

    init(timestamp: TimeInterval, touches: [Touch]) {
        self.timestamp = timestamp
        orderedTouches = touches
        super.init()
    }

    /// An event with no touches at time 0 (`UIEvent()`, NSObject's initializer,
    /// which tests pass to `hitTest(_:with:)`).
    public override convenience init() { self.init(timestamp: 0, touches: []) }

    /// Every touch on the screen now (`UIEvent.allTouches`).
    public var allTouches: Set<Touch>? { Set(orderedTouches) }

    /// The touches that began in `view` (`touches(for:)`); nil when none.
    public func touches(for view: View) -> Set<Touch>? {
        let mine = orderedTouches.filter { $0.view === view }
        return mine.isEmpty ? nil : Set(mine)
    }

    /// `touches` in the order they came down, for deterministic delivery.
    func inDownOrder(_ touches: Set<Touch>) -> [Touch] {
        orderedTouches.filter { touches.contains($0) } + touches.filter { t in !orderedTouches.contains { $0 === t } }
    }
}
