import Foundation

/// A window's touch machinery: the scripted events waiting for their time,
/// the touches down now, and the delivery of each event batch to gesture
/// recognizers and views. Owned by ``Window``; see ``Window/play(_:)``.
@MainActor
final class TouchDispatcher {
    /// One scripted event with the finger it belongs to.
    private struct Scheduled {
        var event: TouchScript.Event
        var finger: FingerKey
        var fingerName: String
        /// Order of scheduling, to keep equal times stable.
        var sequence: Int
    }

    /// A finger of one played script.
    private struct FingerKey: Hashable {
        var script: Int
        var finger: Int
    }

    /// Events not yet delivered, sorted by time then sequence.
    private var pending: [Scheduled] = []
    private var nextSequence = 0
    private var scriptsPlayed = 0
    /// Touches down now, by finger, in the order they came down.
    private(set) var active: [Touch] = []
    private var touchByFinger: [FingerKey: Touch] = [:]
    /// Recognizers that have heard of touches and may need a reset or a timer.
    var engaged: [GestureRecognizer] = []
    /// The next ``GestureRecognizer/participation`` number to give.
    var nextParticipation = 0
    /// Recognizers the arbitration moved on outside their own touch calls,
    /// whose actions are due at the next flush (see `TouchDispatcher+Arbitration.swift`).
    var released: [GestureRecognizer] = []
    /// True while the arbitration settles waiting recognizers.
    var settling = false
    /// Set when something changed during settling, so it looks again.
    var needsAnotherPass = false
    /// The last touch that lifted: where, when, and its tap count (for `tapCount`).
    private var lastTap: (point: CGPoint, time: Double, count: Int)?

    /// Longest gap between one tap's up and the next down for them to count
    /// as a multiple tap, in seconds.
    static let multipleTapInterval = 0.35
    /// Farthest apart two taps may be to count as a multiple tap, in points.
    static let multipleTapDistance: CGFloat = 45
    /// Slack when comparing event times with tick times, in seconds.
    static let timeTolerance = 1e-9

    var hasWork: Bool { !pending.isEmpty || !active.isEmpty }

    func schedule(_ script: TouchScript) {
        scriptsPlayed += 1
        for (f, finger) in script.fingers.enumerated() {
            let key = FingerKey(script: scriptsPlayed, finger: f)
            let name = script.name(ofFinger: f)
            for event in finger.events {
                pending.append(Scheduled(event: event, finger: key, fingerName: name, sequence: nextSequence))
                nextSequence += 1
            }
        }
        pending.sort { $0.event.time != $1.event.time ? $0.event.time < $1.event.time : $0.sequence < $1.sequence }
    }

    /// Delivers every pending event due by `now`, in time order, then lets
    /// recognizers see the tick time.
    ///
    /// Events at one time become one or more touch events (``events(at:)``),
    /// each delivered whole before the next: a recognizer or view sees every
    /// event of a tick, in order, even when they all share one time.
    func deliver(upTo now: Double, in window: Window) {
        resetIdleRecognizers()
        let limit = now + Self.timeTolerance
        var dueCount = 0
        while dueCount < pending.count, pending[dueCount].event.time <= limit { dueCount += 1 }
        let due = pending.prefix(dueCount)
        pending.removeFirst(dueCount)
        var start = due.startIndex
        while start < due.endIndex {
            var end = start
            while end < due.endIndex, due[end].event.time == due[start].event.time { end += 1 }
            for event in Self.events(at: Array(due[start..<end])) { deliverBatch(event, in: window) }
            start = end
        }
        for r in engaged {
            r.timeDidAdvance(to: now)
            r.flushActions()
            flushReleased()
        }
        engaged.removeAll { $0.view == nil }
    }

    /// Splits the scripted events of one time into touch events (`UIEvent`s):
    /// the first event of each finger at that time goes in the first touch
    /// event, its second (if any) in the second, and so on. So fingers that
    /// act at one time are one event with several touches, and a finger with
    /// several events at one time (a down and an up, two moves) has them
    /// delivered one after the other, in the script's order, each in an event
    /// of its own. `group` is in scheduling order (a finger's events in its order).
    private static func events(at group: [Scheduled]) -> [[Scheduled]] {
        var events: [[Scheduled]] = []
        var seen: [FingerKey: Int] = [:]
        for item in group {
            let k = seen[item.finger, default: 0]
            seen[item.finger] = k + 1
            if k == events.count { events.append([]) }
            events[k].append(item)
        }
        return events
    }

    // MARK: Batches

    /// Delivers one touch event: each finger in it at most once.
    private func deliverBatch(_ batch: [Scheduled], in window: Window) {
        let time = batch[0].event.time
        for r in engaged {
            r.timeDidAdvance(to: time)
            r.flushActions()
            flushReleased()
        }
        var began: [Touch] = []
        var moved: [Touch] = []
        var ended: [Touch] = []
        var cancelled: [Touch] = []
        for touch in active {
            touch.phase = .stationary
            touch.previousWindowLocation = touch.windowLocation
        }
        for item in batch {
            let e = item.event
            switch e.kind {
            case .down:
                let touch = makeTouch(item, in: window)
                touchByFinger[item.finger] = touch
                active.append(touch)
                began.append(touch)
            case .move, .up, .cancel:
                guard let touch = touchByFinger[item.finger] else { continue }
                touch.previousWindowLocation = touch.windowLocation
                touch.windowLocation = e.point
                touch.timestamp = e.time
                switch e.kind {
                case .move:
                    touch.phase = .moved
                    moved.append(touch)
                case .up:
                    touch.phase = .ended
                    ended.append(touch)
                default:
                    touch.phase = .cancelled
                    cancelled.append(touch)
                }
            }
        }
        // Every list in touch-down order.
        func inDownOrder(_ list: [Touch]) -> [Touch] {
            active.filter { t in list.contains { $0 === t } }
        }
        began = inDownOrder(began)
        moved = inDownOrder(moved)
        ended = inDownOrder(ended)
        cancelled = inDownOrder(cancelled)

        let recognizers = orderedRecognizers(of: began + moved + ended + cancelled)
        let event = Event(timestamp: window.clock.time, touches: active)
        for r in recognizers {
            func mine(_ list: [Touch]) -> [Touch] { list.filter { t in r.touches.contains { $0 === t } } }
            let b = mine(began)
            let m = mine(moved)
            let e = mine(ended)
            let c = mine(cancelled)
            // A recognizer that has finished (failed, ended, cancelled) hears
            // nothing more until it resets; it only lets go of lifted touches.
            if !b.isEmpty, !r.state.isFinished {
                r.touchesBegan(Set(b), with: event)
                r.flushActions()
                flushReleased()
            }
            if !m.isEmpty, !r.state.isFinished {
                r.touchesMoved(Set(m), with: event)
                r.flushActions()
                flushReleased()
            }
            if !e.isEmpty, !r.state.isFinished {
                r.touchesEnded(Set(e), with: event)
                r.flushActions()
                flushReleased()
            }
            if !c.isEmpty, !r.state.isFinished {
                r.touchesCancelled(Set(c), with: event)
                r.flushActions()
                flushReleased()
            }
            r.dropFinishedTouches()
        }
        deliverToViews(began, { $0.touchesBegan(Set($1), with: event) })
        deliverToViews(moved, { $0.touchesMoved(Set($1), with: event) })
        deliverToViews(ended, { $0.touchesEnded(Set($1), with: event) })
        deliverToViews(cancelled, { $0.touchesCancelled(Set($1), with: event) })

        for t in ended + cancelled {
            active.removeAll { $0 === t }
            if let key = touchByFinger.first(where: { $0.value === t })?.key { touchByFinger[key] = nil }
            if t.phase == .ended, TapGestureRecognizer.isTap(t) {
                lastTap = (t.windowLocation, t.timestamp, t.tapCount)
            } else {
                lastTap = nil
            }
        }
    }

    private func makeTouch(_ item: Scheduled, in window: Window) -> Touch {
        let point = item.event.point
        let event = Event(timestamp: item.event.time, touches: active)
        let view = window.hitTest(point, with: event)
        var tapCount = 1
        if let last = lastTap, item.event.time - last.time <= Self.multipleTapInterval + Self.timeTolerance,
            hypot(point.x - last.point.x, point.y - last.point.y) <= Self.multipleTapDistance
        {
            tapCount = last.count + 1
        }
        let touch = Touch(
            fingerName: item.fingerName, location: point, time: item.event.time,
            view: view, window: window, tapCount: tapCount)
        var v = view
        while let current = v {
            for r in current.attachedGestureRecognizers where r.acceptsNewTouch() {
                // The delegate may keep the touch from the recognizer (asked
                // before the recognizer hears of it, as in UIKit).
                if let delegate = r.delegate,
                    !delegate.gestureRecognizer(r, shouldReceive: event)
                        || !delegate.gestureRecognizer(r, shouldReceive: touch)
                {
                    continue
                }
                r.dispatcher = self
                touch.recognizers.append(r)
                r.attach(touch)
                takePart(r)
            }
            v = current.superview
        }
        return touch
    }

    /// The recognizers of `touches`, each once, in the order first met
    /// (deepest view first, then in the order added).
    private func orderedRecognizers(of touches: [Touch]) -> [GestureRecognizer] {
        var result: [GestureRecognizer] = []
        for t in touches {
            for r in t.recognizers where !result.contains(where: { $0 === r }) { result.append(r) }
        }
        return result
    }

    /// Calls `deliver` once per view with its touches (those that still go
    /// to it, unless `evenTaken`), in the order given.
    func deliverToViews(_ touches: [Touch], evenTaken: Bool = false, _ deliver: (View, [Touch]) -> Void) {
        var groups: [(View, [Touch])] = []
        for t in touches where evenTaken || t.deliversToView {
            guard let view = t.view else { continue }
            if let i = groups.firstIndex(where: { $0.0 === view }) { groups[i].1.append(t) } else { groups.append((view, [t])) }
        }
        for (view, list) in groups { deliver(view, list) }
    }

    private func resetIdleRecognizers() {
        for r in engaged { r.resetIfIdle() }
    }
}
