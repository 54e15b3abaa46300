import Foundation

/// Why ``Window/film(maximumDuration:_:)`` or ``Window/film(touches:maximumDuration:)``
/// made no film.
public enum FilmingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The block started nothing: no transition, animation, touch, delayed
    /// block or display link. `reports` are the transition reports it caused
    /// (a refused presentation says why here).
    case nothingStarted(reports: [String])
    /// What was started had not ended after `maximumDuration` seconds of
    /// clock time; `busy` names what was still running.
    case didNotSettle(maximumDuration: Double, busy: [String])
    /// A transition failed: the watchdog force-completed it at `time`
    /// seconds of film time because its animator never called
    /// `completeTransition(_:)`.
    case transitionFailed(TransitionError, time: Double)
    /// The touch script is invalid; nothing was filmed.
    case invalidTouches(TouchScriptError)
    /// The maximum duration is not a positive, finite number of seconds.
    case invalidMaximumDuration(Double)

    public var description: String {
        switch self {
        case let .nothingStarted(reports):
            "film: the block started nothing (no transition, animation, touch, delayed block or display link ran after it)"
                + (reports.isEmpty
                    ? "; start the transition inside the block, with the presenter's view in this window."
                    : ". The window reported: " + reports.joined(separator: "; "))
        case let .didNotSettle(maximumDuration, busy):
            "film: still running after \(FixedDecimal.text(maximumDuration, decimals: 3) + " s") of clock time: \(busy.joined(separator: ", ")). "
                + "Pass a larger maximumDuration, or make sure it ends (lift every finger, finish or cancel the interaction, invalidate display links)."
        case let .transitionFailed(error, time):
            "film: the watchdog force-completed a transition at \(FixedDecimal.text(time, decimals: 3) + " s") of the film: \(error)"
        case let .invalidTouches(error):
            "film: \(error)"
        case let .invalidMaximumDuration(value):
            "film: a maximumDuration of \(value) s is not a positive, finite number of seconds."
        }
    }
}
