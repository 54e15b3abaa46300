import Foundation

/// How a scene drives an interactive transition: a percent script (what a
/// `PercentDrivenInteractiveTransition` is told, and when) or a touch script.
public enum SceneInteraction: Equatable, Sendable {
    case percent(PercentScript)
    case touches(TouchScript)
}

/// Calls to a percent-driven interaction at clock times (seconds from the start).
/// Times never decrease and the last step is `finish` or `cancel`.
public struct PercentScript: Equatable, Sendable {
    public enum Step: Equatable, Sendable {
        /// `updateInteractiveTransition(percent)`, percent in 0...1.
        case update(percent: Double, at: Double)
        case pause(at: Double)
        /// Velocity in fractions of the distance per second; nil for the plain `finish()`.
        case finish(at: Double, velocity: Double?)
        case cancel(at: Double, velocity: Double?)

        public var time: Double {
            switch self {
            case let .update(_, t), let .pause(t), let .finish(t, _), let .cancel(t, _): t
            }
        }
    }

    public var steps: [Step]
    /// > 0; default 1.
    public var completionSpeed: Double = 1
    /// CSS text; default "ease-in-out" (UIKit's `.easeInOut`).
    public var completionCurve = "ease-in-out"
    /// Default true; false starts the transition running, to be interrupted later.
    public var wantsInteractiveStart = true

    public init(steps: [Step]) { self.steps = steps }
}

/// Touches at clock times, delivered to the window by hit testing.
/// Each finger goes down once, then moves, then up; times never decrease.
public struct TouchScript: Equatable, Sendable {
    public struct Event: Equatable, Sendable {
        public enum Phase: String, Equatable, Sendable { case down, move, up }
        /// Which finger, from 1.
        public var finger: Int
        public var phase: Phase
        /// Window coordinates, points.
        public var location: CGPoint
        /// Seconds from the start.
        public var time: Double

        public init(finger: Int, phase: Phase, location: CGPoint, time: Double) {
            self.finger = finger; self.phase = phase; self.location = location; self.time = time
        }
    }

    public var events: [Event]

    public init(events: [Event]) { self.events = events }
}
