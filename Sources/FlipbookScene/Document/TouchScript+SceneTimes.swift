import Flipbook
import Foundation

extension TouchScript {
    /// The time of the script's last event, in seconds (the latest over all
    /// fingers); nil for a script without events.
    package var latestEventTime: Double? {
        fingers.lazy.flatMap(\.events).map(\.time).max()
    }
}
