import Foundation

/// A value computed on a background thread while the caller does other work.
///
/// `value` waits for the computation the first time and returns the same
/// value after. Used for set-up whose result is needed later, such as the
/// input fingerprints (the font file's SHA-256, the library versions), so
/// it overlaps loading the scenes instead of following it.
package final class BackgroundValue<Value: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var result: Value?

    /// Starts `make` on a new thread at once.

    package init(name: String, _ make: @escaping @Sendable () -> Value) {
        let thread = Thread { [self] in
            let made = make()
            condition.lock()
            result = made
            condition.broadcast()
            condition.unlock()
        }
        thread.name = name
        thread.start()
    }

    /// The value, waiting for it when it is not made yet.
    package var value: Value {
        condition.lock()
        defer { condition.unlock() }
        while result == nil { condition.wait() }
        return result!
    }
}
