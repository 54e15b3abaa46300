import Foundation

/// A running block observation (`NSKeyValueObservation`), made by
/// ``KeyValueObservable/observe(_:options:changeHandler:)``.
///
/// The observation lasts as long as this object: it stops when
/// ``invalidate()`` is called or when it is released, as Foundation's does
/// ("when the returned NSKeyValueObservation is deinited or invalidated, it
/// will stop observing",
/// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/observe(_:options:changehandler:)).
/// The observed object does not keep it alive; it keeps the change handler
/// (and what it captures) alive until then.
public final class KeyValueObservation: NSObject, @unchecked Sendable {
    /// Guards ``entry``: ``invalidate()`` may be called from any thread (a `deinit`).
    private let lock = NSLock()
    /// The registration; the observed object's list holds it weakly.
    private var entry: KeyValueObserverEntry?

    init(entry: KeyValueObserverEntry) {
        self.entry = entry
        super.init()
    }

    /// Stops the observation: no change is delivered after this returns.
    /// Calling it again does nothing. Safe from any thread, as in Foundation
    /// (a `deinit` may call it); it is also called when the observation is released.
    public func invalidate() {
        lock.lock()
        let ended = entry
        entry = nil
        lock.unlock()
        ended?.end()
    }

    deinit { invalidate() }
}
