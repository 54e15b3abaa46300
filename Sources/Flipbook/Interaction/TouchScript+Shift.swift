import Foundation

extension TouchScript {
    /// The same script with every event `seconds` later.
    package func shifted(by seconds: Double) -> TouchScript {
        var copy = self
        for f in copy.fingers.indices {
            for e in copy.fingers[f].events.indices { copy.fingers[f].events[e].time += seconds }
        }
        return copy
    }
}
