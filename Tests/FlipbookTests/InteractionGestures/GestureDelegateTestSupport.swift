import Flipbook
import Foundation

/// One list of what happened, in order: delegate questions, recognizer
/// touch calls and actions, each as a short line.
@MainActor final class EventLog {
    var lines: [String] = []
    func add(_ line: String) { lines.append(line) }
}

/// A delegate that writes each question into a log (with the recognizers'
/// names) and answers with the closures it is given (UIKit's defaults unless set).
@MainActor final class ScriptedDelegate: GestureRecognizerDelegate {
    let log: EventLog
    var names: [ObjectIdentifier: String] = [:]
    var shouldBegin: (GestureRecognizer) -> Bool = { _ in true }
    var simultaneous: (GestureRecognizer, GestureRecognizer) -> Bool = { _, _ in false }
    var requireFailure: (GestureRecognizer, GestureRecognizer) -> Bool = { _, _ in false }
    var requiredToFail: (GestureRecognizer, GestureRecognizer) -> Bool = { _, _ in false }
    var receive: (GestureRecognizer, Touch) -> Bool = { _, _ in true }

    init(log: EventLog) { self.log = log }

    /// Names `recognizer` in the log and makes this its delegate.
    func manage(_ recognizer: GestureRecognizer, as name: String) {
        names[ObjectIdentifier(recognizer)] = name
        recognizer.delegate = self
    }

    func name(_ r: GestureRecognizer) -> String { names[ObjectIdentifier(r)] ?? "?" }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        log.add("shouldBegin \(name(gestureRecognizer))")
        return shouldBegin(gestureRecognizer)
    }

    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool {
        log.add("simultaneously \(name(gestureRecognizer)) \(name(otherGestureRecognizer))")
        return simultaneous(gestureRecognizer, otherGestureRecognizer)
    }

    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
    ) -> Bool {
        log.add("requireFailureOf \(name(gestureRecognizer)) \(name(otherGestureRecognizer))")
        return requireFailure(gestureRecognizer, otherGestureRecognizer)
    }

    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
    ) -> Bool {
        log.add("requiredToFailBy \(name(gestureRecognizer)) \(name(otherGestureRecognizer))")
        return requiredToFail(gestureRecognizer, otherGestureRecognizer)
    }

    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        log.add("receive \(name(gestureRecognizer)) \(touch.fingerName)")
        return receive(gestureRecognizer, touch)
    }
}

/// A tap that writes its touch calls into a log.
@MainActor final class LoggingTap: TapGestureRecognizer {
    var log: EventLog?
    // Not `name`: that is UIGestureRecognizer.name, which this subclass must not redeclare.
    var logName = "tap"
    override func touchesBegan(_ touches: [Touch]) {
        log?.add("\(logName) began \(touches.map(\.fingerName).joined(separator: ","))")
        super.touchesBegan(touches)
    }
    override func touchesEnded(_ touches: [Touch]) {
        log?.add("\(logName) ended \(touches.map(\.fingerName).joined(separator: ","))")
        super.touchesEnded(touches)
    }
}

/// A tap of one finger at `point`: down at frame `down`, up at frame `up` (60 fps).
func tapFinger(_ name: String, at point: CGPoint, down: Int, up: Int) -> TouchScript.Finger {
    var f = TouchScript.Finger(name: name, down: point, at: at(down))
    f.up(at: at(up))
    return f
}

/// The frame number of a clock time at 60 fps.
func frameNumber(_ time: Double) -> Int { Int((time * 60).rounded()) }
