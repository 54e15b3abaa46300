import Foundation

extension Window {
    /// Films what `actions` starts, from the picture now until it has ended.
    ///
    /// ```swift
    /// let film = try window.film { feed.present(trip, animated: true) }
    /// assertFilmstrip(film, named: "present-trip")
    /// ```
    ///
    /// Frame 0 is the window's picture right after `actions` ran, at film
    /// time 0; then one frame per ``tick()`` until everything `actions`
    /// started has ended: transitions (including a follow-up one started from
    /// a completion block), animations (including those started from
    /// completion blocks), work queued for the next tick, blocks delayed with
    /// ``perform(afterDelay:_:)``, display links and scrolling. What was
    /// already running before the call is not waited for. The last frame is
    /// the first one in which nothing `actions` started still runs. Each frame carries the
    /// transition's percent complete and phase (``TransitionFilmState``), as
    /// the scene runner's films do.
    ///
    /// - Parameters:
    ///   - maximumDuration: seconds of clock time after which filming stops
    ///     with ``FilmingError/didNotSettle(maximumDuration:busy:)``, naming
    ///     what still runs (a never-ending animation, a finger still down, an
    ///     interaction nobody finishes). 30 s by default.
    ///   - actions: what to film; run once, at once, on the main actor.
    /// - Throws: ``FilmingError/nothingStarted(reports:)`` when `actions`
    ///   started nothing (with the transition reports that say why, such as a
    ///   presenter not in the window); ``FilmingError/transitionFailed(_:time:)``
    ///   when the watchdog had to force-complete a transition whose animator
    ///   never called `completeTransition(_:)`; whatever `actions` throws.
    public func film(maximumDuration: TimeInterval = 30, _ actions: () throws -> Void) throws -> Film {
        try film(touches: nil, maximumDuration: maximumDuration, actions)
    }

    /// Plays `touches` and films until what they started has ended.
    ///
    /// ```swift
    /// let film = try window.film(touches: .drag(from: a, to: b, start: 0, duration: 0.5, steps: 15))
    /// ```
    ///
    /// The script's times count from the film's first frame (film time 0 is
    /// the window's time now): an event at 0.1 s is delivered on the first
    /// tick at or after 0.1 s of film time. Filming goes on until the script
    /// has been played, every finger has lifted and what the touches started
    /// (an interactive dismissal that finishes or cancels, a push, or
    /// nothing) has ended, as in ``film(maximumDuration:_:)``; a script that
    /// starts nothing gives the frames up to its last event, and a script
    /// without events a film of one frame.
    /// - Throws: ``FilmingError/invalidTouches(_:)`` for an invalid script
    ///   (nothing is filmed), and the errors of ``film(maximumDuration:_:)``
    ///   except `nothingStarted`.
    public func film(touches: TouchScript, maximumDuration: TimeInterval = 30) throws -> Film {
        try film(touches: touches, maximumDuration: maximumDuration, {})
    }

    private func film(touches: TouchScript?, maximumDuration: TimeInterval, _ actions: () throws -> Void) throws -> Film {
        guard maximumDuration.isFinite, maximumDuration > 0 else {
            throw FilmingError.invalidMaximumDuration(maximumDuration)
        }
        if let touches {
            do { try touches.validate() } catch let error as TouchScriptError {
                throw FilmingError.invalidTouches(error)
            }
        }
        // Code in the block that reads the active window (display links,
        // CurrentMediaTime, TraitCollection.current) sees this one.
        if Window.active !== self {
            Window.active = self
            TraitCollection.refreshMirror()
        }
        let origin = time
        let state = TransitionFilmState(following: self)
        let fps = (clock as? ManualClock)?.fps ?? 1 / clock.frameInterval
        var film = Film(fps: fps)
        func record() {
            let now = time
            film.frames.append(
                FilmFrame(
                    index: film.frames.count, time: now - origin,
                    state: state.filmState(at: now), tree: renderTree()))
        }
        // What already runs is not waited for: only what the block or the
        // touches start.
        let before = BusySnapshot(self)
        let reportsBefore = transitionReports.count
        if let touches { try play(touches.shifted(by: origin)) }
        try actions()
        // Implicit animations of standalone layers begin with the transaction
        // the block opened; commit it so they count as started.
        Transaction.commitImplicit()
        record()
        if busyWork(since: before).isEmpty {
            if touches != nil { return film }  // a script without events
            throw FilmingError.nothingStarted(reports: transitionReports.dropFirst(reportsBefore).map(\.description))
        }
        let limit = origin + maximumDuration
        var checkedReports = reportsBefore
        while true {
            tick()
            record()
            for report in transitionReports.dropFirst(checkedReports) {
                if case let .failure(error) = report { throw FilmingError.transitionFailed(error, time: time - origin) }
            }
            checkedReports = transitionReports.count
            let busy = busyWork(since: before)
            if busy.isEmpty { return film }
            if time >= limit - 1e-9 { throw FilmingError.didNotSettle(maximumDuration: maximumDuration, busy: busy) }
        }
    }

    /// What runs in this window at one moment, by identity.
    private struct BusySnapshot {
        let transition: ObjectIdentifier?
        let animations: Set<ObjectIdentifier>
        let tickHandlers: Set<Int>
        let touches: Bool

        @MainActor init(_ window: Window) {
            transition = window.controllerState.activeTransition.map { ObjectIdentifier($0) }
            animations = window.animationEngine.runningWork
            tickHandlers = window.busyTickHandlerIDs
            touches = window.touchDispatcher.hasWork
        }
    }

    /// What still runs in this window that did not run at `before`, in
    /// words; empty once all of it has ended.
    private func busyWork(since before: BusySnapshot) -> [String] {
        var busy: [String] = []
        if let running = controllerState.activeTransition, ObjectIdentifier(running) != before.transition {
            busy.append("a transition (\(running.animatorName)\(running.isInteractive ? ", interactive" : ""))")
        }
        if hasNextTickWork { busy.append("work queued for the next tick") }
        if touchDispatcher.hasWork && !before.touches {
            busy.append("touches (events still to play, or fingers still down)")
        }
        let animations = animationEngine.runningWork.subtracting(before.animations).count
        if animations > 0 { busy.append("\(animations) running animation\(animations == 1 ? "" : "s")") }
        let handlers = busyTickHandlerIDs.subtracting(before.tickHandlers).count
        if handlers > 0 {
            busy.append("\(handlers) per-frame handler\(handlers == 1 ? "" : "s") (delayed blocks, display links, scrolling)")
        }
        return busy
    }

    /// The coordinator of the transition running in this window, if any.
    var runningTransitionCoordinator: (any ViewControllerTransitionCoordinator)? {
        controllerState.activeTransition
    }
}
