// `NotificationCenter.addObserver(_:selector:name:object:)`, whose selector
// `flipbook port` turns into a method reference (`selector: Self.keyboardWillShow`).
// Foundation on Linux has no selectors; these overloads register the method
// with the block-based API and remember the registration per observer, so
// that `removeObserver(_:)` and `removeObserver(_:name:object:)` remove it.
import Foundation

extension NotificationCenter {
    /// Calls `observer`'s method `selector` with each notification named `name`
    /// (any name when nil) from `object` (any sender when nil; `observer` must
    /// be an `Observer`, the type whose method it is), when it is
    /// posted, as UIKit does. Post them on the main actor (Flipbook's views and
    /// controllers are main-actor objects; a post from elsewhere stops the
    /// program, as `MainActor.assumeIsolated` does). The observer is not
    /// retained; once it is freed its registration is removed (as Foundation
    /// does since iOS 9).
    /// See https://developer.apple.com/documentation/foundation/notificationcenter/addobserver(_:selector:name:object:)
    @MainActor
    public func addObserver<Observer: AnyObject>(
        _ observer: AnyObject,
        selector: @escaping (Observer) -> (Notification) -> Void,
        name: Notification.Name?, object: Any?
    ) {
        register(observer, name: name, object: object) { (target: Observer, note) in selector(target)(note) }
    }

    /// As ``addObserver(_:selector:name:object:)``, for a method that takes no parameter.
    @MainActor
    public func addObserver<Observer: AnyObject>(
        _ observer: AnyObject, selector: @escaping (Observer) -> () -> Void,
        name: Notification.Name?, object: Any?
    ) {
        register(observer, name: name, object: object) { (target: Observer, _) in selector(target)() }
    }

    /// Removes every registration of `observer`, those made with a method
    /// reference and those made with Foundation's own API.
    /// See https://developer.apple.com/documentation/foundation/notificationcenter/removeobserver(_:)
    public func removeObserver(_ observer: AnyObject) {
        for token in SelectorObservers.shared.remove(observer: observer, center: self, name: nil) {
            removeObserver(token as Any)
        }
        removeObserver(observer as Any)
    }

    /// Removes `observer`'s registrations for `name` (every name when nil).
    /// (Registrations made with a method reference are matched by name only.)
    public func removeObserver(_ observer: AnyObject, name: Notification.Name?, object: Any?) {
        for token in SelectorObservers.shared.remove(observer: observer, center: self, name: name) {
            removeObserver(token as Any)
        }
        removeObserver(observer as Any, name: name, object: object)
    }

    @MainActor
    private func register<Observer: AnyObject>(
        _ observer: AnyObject, name: Notification.Name?, object: Any?,
        call: @escaping (Observer, Notification) -> Void
    ) {
        let weakObserver = WeakObserver(observer)
        let box = TokenBox()
        let delivery = Delivery { target, note in
            guard let target = target as? Observer else { return }
            call(target, note)
        }
        let token = addObserver(forName: name, object: object, queue: nil) { [weak self] note in
            guard let target = weakObserver.object else {
                if let token = box.token { self?.removeObserver(token as Any) }
                return
            }
            let sent = SentNotification(target: target, note: note)
            MainActor.assumeIsolated { delivery.call(sent.target, sent.note) }
        }
        box.token = token
        SelectorObservers.shared.add(token, observer: observer, center: self, name: name)
    }
}

/// The method call a registration makes, carried to the main thread.
private final class Delivery: @unchecked Sendable {
    let call: (AnyObject, Notification) -> Void
    init(_ call: @escaping (AnyObject, Notification) -> Void) { self.call = call }
}

/// A notification and its observer, carried to the main thread.
private struct SentNotification: @unchecked Sendable {
    let target: AnyObject
    let note: Notification
}

/// The registrations made with a method reference, by center and observer.
final class SelectorObservers: @unchecked Sendable {
    static let shared = SelectorObservers()

    private struct Entry {
        weak var observer: AnyObject?
        weak var center: NotificationCenter?
        let name: Notification.Name?
        let token: NSObjectProtocol
    }

    private let lock = NSLock()
    private var entries: [Entry] = []

    func add(_ token: NSObjectProtocol, observer: AnyObject, center: NotificationCenter, name: Notification.Name?) {
        lock.lock()
        defer { lock.unlock() }
        entries.removeAll { $0.observer == nil || $0.center == nil }
        entries.append(Entry(observer: observer, center: center, name: name, token: token))
    }

    /// Forgets and returns the tokens of `observer` in `center` for `name` (all names when nil).
    func remove(observer: AnyObject, center: NotificationCenter, name: Notification.Name?) -> [NSObjectProtocol] {
        lock.lock()
        defer { lock.unlock() }
        let matches = { (entry: Entry) in
            entry.observer === observer && entry.center === center && (name == nil || entry.name == name)
        }
        let tokens = entries.filter(matches).map(\.token)
        entries.removeAll(where: matches)
        return tokens
    }
}

/// A weak reference the notification block holds to its observer.
private final class WeakObserver: @unchecked Sendable {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// The registration's token, given to its own block after registering.
private final class TokenBox: @unchecked Sendable {
    var token: NSObjectProtocol?
}
