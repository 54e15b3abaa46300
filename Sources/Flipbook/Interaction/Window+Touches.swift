import Foundation

extension Window {
    /// Schedules the script's touches on this window's clock.
    ///
    /// During each ``tick()``, after next-tick work and before animations and
    /// transitions step, the window delivers every event whose time is at or
    /// before the new clock time (within 1 ns, so times computed from frame
    /// numbers land on their frame) and that was not delivered yet, in time
    /// order; that is, the events in (previous tick, this tick]. Events at
    /// one time form one event batch: touches that came down, then moves, then
    /// ups, then cancels, with every other touch down at that moment
    /// `stationary`. An event whose time has already passed when the script
    /// is played is delivered at the next tick with its own timestamp.
    ///
    /// At touch-down the touch is hit-tested (``View/hitTest(_:)``: hidden,
    /// non-interactive and nearly transparent views are skipped, the front-most
    /// wins) and stays with that view for its life. Gesture recognizers hear
    /// of each batch before the view does (see ``GestureRecognizer``).
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
