import Foundation

/// Touches at clock times: for each finger, where and when it comes down,
/// where it moves and when, and when it lifts (or is cancelled).
///
/// Times are seconds on the window's clock (``Window/time``); points are in
/// window coordinates. A script is a plain value: build it, check it with
/// ``validate()``, and hand it to ``Window/play(_:)``, which delivers each
/// event at the first tick whose time is at or after the event's time.
///
/// Several fingers may act at one time (they are one touch event with
/// several touches), and one finger may have several events at one time, as
/// long as its times never go backwards: a down and an up at one time is a
/// tap of no duration, a move and an up at one time lift the finger where it
/// moved to. They are delivered in the finger's order, one touch event each;
/// see ``Window/play(_:)``.
///
/// ```swift
/// var finger = TouchScript.Finger(down: CGPoint(x: 10, y: 300), at: 0.1)
/// finger.move(to: CGPoint(x: 60, y: 300), at: 0.2)
/// finger.up(at: 0.25)
/// try window.play(TouchScript(fingers: [finger]))
/// ```
///
/// See also ``TouchScript/Finger/drag(from:to:start:duration:steps:curve:name:)``.
public struct TouchScript: Hashable, Sendable {
    /// What happens to a finger at one moment.
    public struct Event: Hashable, Sendable {
        /// The kinds of events a finger has.
        public enum Kind: String, Hashable, Sendable {
            /// The finger comes down; it must be a finger's first event and only there.
            case down
            /// The finger is at a new point.
            case move
            /// The finger lifts at `point` (normally its last point).
            case up
            /// The system takes the touch away (`touchesCancelled`).
            case cancel
        }

        /// Down, move, up or cancel.
        public var kind: Kind
        /// Window coordinates, in points; finite.
        public var point: CGPoint
        /// Seconds on the window's clock; finite, not negative.
        public var time: Double

        /// An event of `kind` at a window point, `time` seconds on the window's clock.
        public init(_ kind: Kind, at point: CGPoint, time: Double) {
            self.kind = kind
            self.point = point
            self.time = time
        }
    }

    /// One finger's events, in time order (equal times allowed, kept in this
    /// order): a down, moves, then an up or a cancel. A finger without an up
    /// stays down when the script ends.
    public struct Finger: Hashable, Sendable {
        /// A name used in error messages and ``Touch/fingerName``; scripts
        /// name unnamed fingers "finger 1", "finger 2", ... by position.
        public var name: String?
        /// The events, in time order: a down, moves, then an up or a cancel.
        public var events: [Event]

        /// A finger from explicit events (checked by ``TouchScript/validate()``).
        public init(name: String? = nil, events: [Event]) {
            self.name = name
            self.events = events
        }

        /// A finger that comes down at `point` at `time` seconds.
        public init(name: String? = nil, down point: CGPoint, at time: Double) {
            self.init(name: name, events: [Event(.down, at: point, time: time)])
        }

        /// The point of the last event (the down point for a new finger).
        public var lastPoint: CGPoint { events.last?.point ?? .zero }
        /// The time of the last event.
        public var lastTime: Double { events.last?.time ?? 0 }

        /// Moves the finger to `point` at `time`.
        public mutating func move(to point: CGPoint, at time: Double) {
            events.append(Event(.move, at: point, time: time))
        }

        /// Moves the finger from its last point to `point` over `duration`
        /// seconds starting at `start` (its last time when nil), in `steps`
        /// equal time steps. Step `i` of `n` is at `start + duration * i / n`
        /// and at the point `curve.progress(i / n)` of the way; the last step
        /// lands exactly on `point`. See ``drag(from:to:start:duration:steps:curve:name:)``.
        public mutating func drag(
            to point: CGPoint, start: Double? = nil, duration: Double,
            steps: Int, curve: TimingCurve = .linear
        ) {
            let from = lastPoint
            let begin = start ?? lastTime
            let n = max(1, steps)
            for i in 1...n {
                let fraction = Double(i) / Double(n)
                let time = i == n ? begin + duration : begin + duration * fraction
                let p = i == n ? 1 : curve.progress(fraction: fraction, duration: duration)
                let x = i == n ? point.x : from.x + (point.x - from.x) * CGFloat(p)
                let y = i == n ? point.y : from.y + (point.y - from.y) * CGFloat(p)
                events.append(Event(.move, at: CGPoint(x: x, y: y), time: time))
            }
        }

        /// Lifts the finger at its last point at `time`.
        public mutating func up(at time: Double) {
            events.append(Event(.up, at: lastPoint, time: time))
        }

        /// Cancels the touch at its last point at `time`.
        public mutating func cancel(at time: Double) {
            events.append(Event(.cancel, at: lastPoint, time: time))
        }

        /// A whole drag: down at `from` at `start`, `steps` moves to `to` over
        /// `duration` seconds (see ``drag(to:start:duration:steps:curve:)``),
        /// then up at `to` at `start + duration`.
        ///
        /// With `steps == duration * fps` and `start` on a frame, there is one
        /// move per frame, at the frame's time, and the window delivers exactly
        /// the interpolated points; the script never resamples between its
        /// events.
        public static func drag(
            from: CGPoint, to: CGPoint, start: Double, duration: Double,
            steps: Int, curve: TimingCurve = .linear, name: String? = nil
        ) -> Finger {
            var finger = Finger(name: name, down: from, at: start)
            finger.drag(to: to, start: start, duration: duration, steps: steps, curve: curve)
            finger.up(at: start + duration)
            return finger
        }
    }

    /// The fingers, each with its own events; they may overlap in time.
    public var fingers: [Finger]

    /// A script of these fingers (checked by ``validate()`` when played).
    public init(fingers: [Finger] = []) {
        self.fingers = fingers
    }

    /// A script of one drag; see ``Finger/drag(from:to:start:duration:steps:curve:name:)``.
    public static func drag(
        from: CGPoint, to: CGPoint, start: Double, duration: Double,
        steps: Int, curve: TimingCurve = .linear
    ) -> TouchScript {
        TouchScript(fingers: [.drag(from: from, to: to, start: start, duration: duration, steps: steps, curve: curve)])
    }

    /// The name of finger `index` in messages and on its touch.
    public func name(ofFinger index: Int) -> String {
        fingers[index].name ?? "finger \(index + 1)"
    }

    /// Checks the script: every finger starts with one down and has nothing
    /// after an up or a cancel; times are finite, not negative and never go
    /// backwards within a finger; points are finite.
    /// - Throws: ``TouchScriptError`` naming the finger and the event.
    public func validate() throws {
        for (f, finger) in fingers.enumerated() {
            let name = name(ofFinger: f)
            func fail(_ index: Int, _ reason: String) -> TouchScriptError {
                TouchScriptError(finger: name, eventIndex: index, reason: reason)
            }
            guard let first = finger.events.first else {
                throw fail(0, "the finger has no events; it needs a down first")
            }
            if first.kind != .down { throw fail(0, "the first event is \(first.kind.rawValue); it must be down") }
            var previous = -Double.infinity
            for (i, event) in finger.events.enumerated() {
                if !event.time.isFinite { throw fail(i, "the time \(event.time) is not finite") }
                if event.time < 0 { throw fail(i, "the time \(event.time) s is negative; clock times start at 0") }
                if event.time < previous {
                    throw fail(
                        i, "the time \(event.time) s is before the previous event's \(previous) s; times must not go backwards")
                }
                if !event.point.x.isFinite || !event.point.y.isFinite {
                    throw fail(i, "the point (\(event.point.x), \(event.point.y)) is not finite")
                }
                if i > 0, event.kind == .down { throw fail(i, "a second down; a finger comes down once (use another finger)") }
                if i > 0, [.up, .cancel].contains(finger.events[i - 1].kind) {
                    throw fail(
                        i,
                        "a \(event.kind.rawValue) after the finger's \(finger.events[i - 1].kind.rawValue); nothing may follow it"
                    )
                }
                previous = event.time
            }
        }
    }
}

/// A ``TouchScript`` that cannot be played, naming the finger and the event.
public struct TouchScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The finger's name ("finger 2" when unnamed).
    public var finger: String
    /// The position of the event in the finger's events, from 0.
    public var eventIndex: Int
    /// What is wrong.
    public var reason: String

    public var description: String { "touch script: \(finger), event \(eventIndex): \(reason)" }
}
