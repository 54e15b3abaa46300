import Foundation

/// A value behind a pthread mutex (`NSLock`), for state shared by threads.
///
/// Used instead of `Synchronization.Mutex` where ThreadSanitizer runs
/// (`make sanitize`): on Linux `Mutex` waits with raw futex calls, which
/// ThreadSanitizer cannot see, so it reports the protected accesses as races.
package final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) { self.value = value }

    /// Runs `body` with the value while holding the lock.
    package func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
