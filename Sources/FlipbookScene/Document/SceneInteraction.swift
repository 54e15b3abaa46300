import Flipbook
import Foundation

/// How a scene drives an interactive transition: a percent script (what a
/// `PercentDrivenInteractiveTransition` is told, and when) or a touch script.
public enum SceneInteraction: Equatable, Sendable {
    /// A percent script: updates, pauses, then a finish or a cancel.
    case percent(PercentScript)
    /// A touch script: fingers delivered to the window by hit testing, at
    /// times in seconds from the start of the transition (the stage shifts
    /// them to its clock). A document's `finger N` is the finger named
    /// "finger N"; fingers come in the order of their numbers.
    case touches(TouchScript)
}

/// Calls to a percent-driven interaction at clock times (seconds from the start).
/// Times never decrease and the last step is `finish` or `cancel`.
public struct PercentScript: Equatable, Sendable {
    /// One call to the interaction controller, at a clock time in seconds.
    public enum Step: Equatable, Sendable {
        /// `updateInteractiveTransition(percent)`, percent in 0...1.
        case update(percent: Double, at: Double)
        /// Pauses the interactive transition at `at` seconds (`pauseInteractiveTransition()`).
        case pause(at: Double)
        /// Velocity in fractions of the distance per second; nil for the plain `finish()`.
        case finish(at: Double, velocity: Double?)
        /// `cancelInteractiveTransition()`, with an optional velocity in fractions of the distance per second.
        case cancel(at: Double, velocity: Double?)

        /// The step's clock time, in seconds from the start.
        public var time: Double {
            switch self {
            case let .update(_, t), let .pause(t), let .finish(t, _), let .cancel(t, _): t
            }
        }
    }

    /// The steps, in time order; the last is `finish` or `cancel`.
    public var steps: [Step]
    /// > 0; default 1.
    public var completionSpeed: Double = 1
    /// CSS text; default "ease-in-out" (UIKit's `.easeInOut`).
    public var completionCurve = "ease-in-out"
    /// Default true; false starts the transition running, to be interrupted later.
    public var wantsInteractiveStart = true

    /// A script of these steps, completion speed 1.
    public init(steps: [Step]) { self.steps = steps }
}
