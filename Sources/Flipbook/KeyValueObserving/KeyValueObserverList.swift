import Foundation

/// The key-value registrations on one observed object (a view, a layer, a
/// controller), and the checks that find their changes.
///
/// Observed objects call ``changed()`` after any of their observable values
/// may have changed; every registration then compares its value with the last
/// one it saw and delivers if it differs. One assignment that changes several
/// stored values (a view's `frame` sets the layer's bounds, then its
/// position) runs inside ``batch(_:)``, so observers see one change with the
/// final value, not the half-way state.
@MainActor
final class KeyValueObserverList {
    /// Block observations: held weakly (the ``KeyValueObservation`` owns them).
    private var weakEntries: [WeakEntry] = []
    /// String-form registrations: held until `removeObserver`.
    private(set) var ownedEntries: [KeyValueObserverEntry] = []
    /// True while queued for the end of the current batch.
    private var isPending = false

    private struct WeakEntry { weak var entry: KeyValueObserverEntry? }

    var isEmpty: Bool { ownedEntries.isEmpty && !weakEntries.contains { $0.entry?.isActive == true } }

    func addWeakly(_ entry: KeyValueObserverEntry) {
        weakEntries.removeAll { $0.entry?.isActive != true }
        weakEntries.append(WeakEntry(entry: entry))
    }

    func addOwned(_ entry: KeyValueObserverEntry) { ownedEntries.append(entry) }

    /// Removes the most recent string-form registration matching, as
    /// Foundation's `removeObserver` does; false when there is none.
    func removeOwned(
        observer: ObjectIdentifier, keyPath: String, context: UnsafeMutableRawPointer?,
        matchContext: Bool
    ) -> Bool {
        guard
            let index = ownedEntries.lastIndex(where: {
                $0.observer == observer && $0.keyPath == keyPath && (!matchContext || $0.context == context)
            })
        else { return false }
        ownedEntries.remove(at: index).end()
        return true
    }

    /// Runs every registration's check now, or at the end of the current batch.
    func changed() {
        if Self.batchDepth > 0 {
            if !isPending {
                isPending = true
                Self.pending.append(self)
            }
            return
        }
        runChecks()
    }

    private func runChecks() {
        isPending = false
        // A handler may add or end registrations: iterate over what was there.
        let owned = ownedEntries
        let weak = weakEntries.compactMap { $0.entry }
        for entry in weak where entry.isActive { entry.run() }
        for entry in owned where entry.isActive { entry.run() }
    }

    // MARK: Batches

    /// The depth of nested ``batch(_:)`` calls.
    private static var batchDepth = 0
    /// Lists changed during the current batch.
    private static var pending: [KeyValueObserverList] = []

    /// Runs `body`, holding every check back until it returns: an assignment
    /// that writes several stored values is one change.
    static func batch(_ body: () -> Void) {
        batchDepth += 1
        body()
        batchDepth -= 1
        guard batchDepth == 0, !pending.isEmpty else { return }
        let lists = pending
        pending.removeAll()
        for list in lists { list.runChecks() }
    }
}
