// Written as for iOS: a controller that observes with the string form of
// key-value observing and overrides `observeValue(forKeyPath:of:change:context:)`.
import UIKit

nonisolated(unsafe) private var watcherContext = 0

final class OffsetWatcher: UIViewController {
    /// "old -> new" for each notification, with the key path.
    private(set) var notes: [String] = []

    func watch(_ object: UIView, keyPath: String) {
        object.addObserver(self, forKeyPath: keyPath, options: [.new, .old], context: &watcherContext)
    }

    func watch(_ object: CALayer, keyPath: String) {
        object.addObserver(self, forKeyPath: keyPath, options: [.new, .old], context: &watcherContext)
    }

    func watch(_ object: UIViewController, keyPath: String) {
        object.addObserver(self, forKeyPath: keyPath, options: [.new, .old], context: &watcherContext)
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                               change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        guard context == &watcherContext else {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            return
        }
        let old = change?[.oldKey].map { "\($0)" } ?? "nil"
        let new = change?[.newKey].map { "\($0)" } ?? "nil"
        notes.append("\(keyPath ?? "?"): \(old) -> \(new)")
    }
}
