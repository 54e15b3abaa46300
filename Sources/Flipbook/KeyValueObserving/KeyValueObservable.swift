import Foundation

/// An object whose properties can be observed with key-value observing as
/// Swift code does on iOS: ``View`` (and every view class), ``Layer`` (and
/// every layer class) and ``ViewController`` conform.
///
/// ```swift
/// observation = scrollView.observe(\.contentOffset, options: [.new, .old]) { scrollView, change in
///     header.alpha = 1 - (change.newValue?.y ?? 0) / 100
/// }
/// ```
///
/// What is observed: any property read through a key path (the block form)
/// or named by a key (the string form, see ``observableValue(forKeyPath:)``)
/// whose value depends on the object's model values: a view's `frame`,
/// `bounds`, `center`, `transform`, `alpha`, `isHidden`, `backgroundColor`;
/// a scroll view's `contentOffset`, `contentSize`, `contentInset`; a
/// layer's `position`, `bounds`, `opacity`...; a controller's
/// `preferredContentSize` and `title`. A view's `safeAreaInsets` is checked
/// when the view is laid out (as `safeAreaInsetsDidChange()` is).
///
/// How it differs from Foundation: a change is delivered once, right after
/// an assignment that changed the value (an assignment of the value it
/// already has delivers nothing; Foundation's automatic notification fires
/// for every setter call); a value derived from others (a view's `frame`)
/// is delivered whichever of them changed. Presentation values (animations in
/// flight) are never observed, as in UIKit. Handlers run on the main actor.
@MainActor
public protocol KeyValueObservable: AnyObject {}

extension KeyValueObservable {
    /// Observes the value at `keyPath` (`observe(_:options:changeHandler:)`).
    ///
    /// The handler is called on the main actor, right after each change of the
    /// value, with this object and the change (``KeyValueObservedChange``:
    /// `newValue` with `.new`, `oldValue` with `.old`); with `.initial` it is
    /// also called once now. Keep the returned observation: the handler is
    /// called until it is invalidated or released.
    /// See https://developer.apple.com/documentation/objectivec/nsobject-swift.class/observe(_:options:changehandler:)
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: KeyValueObservingOptions = [],
        changeHandler: @escaping @MainActor (Self, KeyValueObservedChange<Value>) -> Void
    ) -> KeyValueObservation {
        var last = self[keyPath: keyPath]
        let entry = KeyValueObserverEntry { [weak self] in
            guard let self else { return }
            let now = self[keyPath: keyPath]
            guard !KeyValueEquality.same(last, now) else { return }
            let old = last
            last = now
            changeHandler(
                self,
                KeyValueObservedChange(
                    kind: .setting, newValue: options.contains(.new) ? now : nil,
                    oldValue: options.contains(.old) ? old : nil,
                    indexes: nil, isPrior: false))
        }
        let observation = KeyValueObservation(entry: entry)
        KeyValueRegistry.list(of: self, creating: true)?.addWeakly(entry)
        if options.contains(.initial) {
            changeHandler(
                self,
                KeyValueObservedChange(
                    kind: .setting, newValue: options.contains(.new) ? last : nil,
                    oldValue: nil, indexes: nil, isPrior: false))
        }
        return observation
    }

    /// Registers `observer` for changes of the value at `keyPath`
    /// (`addObserver(_:forKeyPath:options:context:)`): its
    /// ``KeyValueObserving/observeValue(forKeyPath:of:change:context:)`` is
    /// called right after each change until ``removeObserver(_:forKeyPath:)``.
    /// The observer is not retained (as in Foundation); once it is gone
    /// nothing is delivered. Key paths are the Objective-C keys: `"frame"`,
    /// `"contentOffset"`, `"hidden"`, `"layer.position"`
    /// (``observableValue(forKeyPath:)`` lists them). An observer that does
    /// not conform to ``KeyValueObserving``, or a key path this object does
    /// not have, is reported (`kvo.observerCannotReceive`, `kvo.unknownKeyPath`)
    /// and not registered.
    /// See https://developer.apple.com/documentation/objectivec/nsobject-swift.class/addobserver(_:forkeypath:options:context:)
    public func addObserver(
        _ observer: NSObject, forKeyPath keyPath: String,
        options: KeyValueObservingOptions = [], context: UnsafeMutableRawPointer?
    ) {
        guard observer is KeyValueObserving else {
            Diagnostics.report(
                "kvo.observerCannotReceive",
                "\(type(of: observer)) was added as an observer of \"\(keyPath)\" but cannot receive observeValue(forKeyPath:of:change:context:): conform it to KeyValueObserving (views, layers and controllers already do); it was not registered."
            )
            return
        }
        guard let first = observableValue(forKeyPath: keyPath) else {
            Diagnostics.report(
                "kvo.unknownKeyPath",
                "\(type(of: self)) has no observable key path \"\(keyPath)\"; the observer was not registered. Observable keys: \(KeyValueKeys.keys(of: self).joined(separator: ", "))."
            )
            return
        }
        var last = first
        let entry = KeyValueObserverEntry(observer: ObjectIdentifier(observer), keyPath: keyPath, context: context) {
            [weak self, weak observer] in
            guard let self, let receiver = observer as? KeyValueObserving,
                let now = self.observableValue(forKeyPath: keyPath)
            else { return }
            guard !KeyValueEquality.same(last, now) else { return }
            let old = last
            last = now
            receiver.observeValue(
                forKeyPath: keyPath, of: self,
                change: KeyValueRegistry.changeDictionary(options, old: old, new: now),
                context: context)
        }
        KeyValueRegistry.list(of: self, creating: true)?.addOwned(entry)
        if options.contains(.initial), let receiver = observer as? KeyValueObserving {
            receiver.observeValue(
                forKeyPath: keyPath, of: self,
                change: KeyValueRegistry.changeDictionary(options.subtracting(.old), old: nil, new: first),
                context: context)
        }
    }

    /// Removes the most recent registration of `observer` for `keyPath`
    /// (`removeObserver(_:forKeyPath:)`). Removing one that is not
    /// registered is reported (`kvo.notRegistered`; Foundation raises an exception).
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        removeRegistration(observer, keyPath, context: nil, matchContext: false)
    }

    /// Removes the most recent registration of `observer` for `keyPath` made
    /// with `context` (`removeObserver(_:forKeyPath:context:)`).
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        removeRegistration(observer, keyPath, context: context, matchContext: true)
    }

    private func removeRegistration(
        _ observer: NSObject, _ keyPath: String, context: UnsafeMutableRawPointer?,
        matchContext: Bool
    ) {
        let removed =
            KeyValueRegistry.list(of: self, creating: false)?
            .removeOwned(
                observer: ObjectIdentifier(observer), keyPath: keyPath, context: context,
                matchContext: matchContext) ?? false
        if !removed {
            Diagnostics.report(
                "kvo.notRegistered",
                "removeObserver: \(type(of: observer)) is not registered as an observer of \"\(keyPath)\" of this \(type(of: self)); nothing was removed."
            )
        }
    }

    /// The value the string form observes at `keyPath`, nil for a key path
    /// the object does not have. Views: `frame`, `bounds`, `center`,
    /// `transform`, `alpha`, `hidden` (also `isHidden`), `backgroundColor`,
    /// `safeAreaInsets`, and `layer.` followed by a layer key; scroll views add
    /// `contentOffset`, `contentSize`, `contentInset`,
    /// `adjustedContentInset`; layers: `position`, `bounds`, `frame`,
    /// `anchorPoint`, `transform`, `opacity`, `hidden`, `cornerRadius`,
    /// `zPosition`, `backgroundColor` and any other Core Animation key
    /// (`value(forKeyPath:)`); controllers: `preferredContentSize` and `title`.
    public func observableValue(forKeyPath keyPath: String) -> Any? { KeyValueKeys.value(of: self, keyPath) }
}
