import Foundation

extension Window {
    /// Schedules the script's touches on this window's clock.
    ///
    /// During each ``tick()``, after next-tick work and before animations and
    /// transitions step, the window delivers every event whose time is at or
    /// before the new clock time (within 1 ns, so times computed from frame
    /// numbers land on their frame) and that was not delivered yet, in time
    /// order; that is, the events in (previous tick, this tick]. Events at
    /// different times within one tick are delivered one after the other,
    /// each with its own timestamp, so a whole swipe inside one tick is seen
    /// in full.
    ///
    /// The events of one time become touch events (`UIEvent`s): the first
    /// event of each finger at that time goes in the first touch event, a
    /// finger's second event at that time (a down and an up at one time, two
    /// moves) in the second, and so on. So fingers acting at one time are one
    /// event with several touches, and a finger's events at one time arrive in
    /// the script's order, one event each, as UIKit would deliver them (with
    /// one timestamp, the script's). In each touch event the touches that came
    /// down are delivered, then those that moved, then those that lifted, then
    /// those cancelled, each list in touch-down order, in one call per view
    /// (and per recognizer); every other touch down is `stationary`. An event
    /// whose time has already passed when the script is played is delivered
    /// at the next tick with its own timestamp.
    ///
    /// At touch-down the touch is hit-tested (``View/hitTest(_:)``: hidden,
    /// non-interactive and nearly transparent views are skipped, the front-most
    /// wins) and stays with that view for its life. Gesture recognizers hear
    /// of each touch event before the view does (see ``GestureRecognizer``).
    ///
    /// Playing another script while one runs merges their events.
    /// - Throws: ``TouchScriptError`` when the script is invalid; nothing is scheduled then.
    public func play(_ script: TouchScript) throws {
        try script.validate()
        touchDispatcher.schedule(script)
    }

    /// True while scripted events wait to be delivered or fingers are down.
    public var hasPendingTouches: Bool { touchDispatcher.hasWork }

    /// The touches down now, in the order they came down.
    public var activeTouches: [Touch] { touchDispatcher.active }
}
