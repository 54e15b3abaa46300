import Foundation

/// One registration on an observed object: reads the observed value, keeps
/// the last one seen, and delivers when a check finds it different.
final class KeyValueObserverEntry: @unchecked Sendable {
    /// Compares the current value with the last one seen and delivers a
    /// change when they differ. Runs on the main actor only; guarded by
    /// ``lock`` because ``end()`` may come from another thread (a `deinit`).
    private var check: (() -> Void)?
    private let lock = NSLock()
    /// For the string form: who registered and for what (`removeObserver`).
    let observer: ObjectIdentifier?
    let keyPath: String?
    let context: UnsafeMutableRawPointer?

    init(
        observer: ObjectIdentifier? = nil, keyPath: String? = nil, context: UnsafeMutableRawPointer? = nil,
        check: @escaping () -> Void
    ) {
        self.observer = observer
        self.keyPath = keyPath
        self.context = context
        self.check = check
    }

    /// False once ended: it delivers nothing more.
    var isActive: Bool {
        lock.lock()
        defer { lock.unlock() }
        return check != nil
    }

    /// Runs the check (main actor).
    @MainActor func run() {
        lock.lock()
        let current = check
        lock.unlock()
        current?()
    }

    /// Ends the registration; what the check captured is released with it.
    func end() {
        lock.lock()
        let ended = check
        check = nil
        lock.unlock()
        _ = ended  // released here, outside the lock
    }
}
