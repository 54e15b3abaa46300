import Flipbook
import Foundation

/// One line of a document's touch script (`[finger N] down|move|up (X, Y) at T`)
/// as read, before the lines become a ``TouchScript``: the finger's number
/// (1 to 10) and its event, at seconds from the start of the transition.
/// Its only job is decoding; the document holds the core's ``TouchScript``.
struct TouchLine {
    /// The finger's number, from 1.
    var finger: Int
    /// What the finger does, where (window points) and when (seconds from the start).
    var event: TouchScript.Event

    /// The script of these lines (in time order): one finger per number,
    /// named "finger N", in the order of the numbers, each with its events
    /// in the order written.
    static func script(of lines: [TouchLine]) -> TouchScript {
        var fingers: [Int: [TouchScript.Event]] = [:]
        for line in lines { fingers[line.finger, default: []].append(line.event) }
        return TouchScript(
            fingers: fingers.keys.sorted().map {
                TouchScript.Finger(name: "finger \($0)", events: fingers[$0]!)
            })
    }
}
