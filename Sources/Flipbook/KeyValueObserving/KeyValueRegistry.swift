import Foundation

/// Where each kind of observed object keeps its registrations, and the
/// change dictionary of the string form.
@MainActor
enum KeyValueRegistry {
    /// The registrations of `object`; made on first use when `creating`.
    static func list(of object: AnyObject, creating: Bool) -> KeyValueObserverList? {
        switch object {
        case let view as View:
            if view.keyValueObservers == nil, creating { view.keyValueObservers = KeyValueObserverList() }
            return view.keyValueObservers
        case let layer as Layer:
            if layer.keyValueObservers == nil, creating { layer.keyValueObservers = KeyValueObserverList() }
            return layer.keyValueObservers
        case let controller as ViewController:
            if controller.keyValueObservers == nil, creating { controller.keyValueObservers = KeyValueObserverList() }
            return controller.keyValueObservers
        default:
            return nil
        }
    }

    /// `[.kindKey: 1, .newKey: new, .oldKey: old]`, with the values asked
    /// for; nil values as `NSNull()`, as in Foundation.
    static func changeDictionary(_ options: KeyValueObservingOptions, old: Any?, new: Any) -> [KeyValueChangeKey: Any] {
        var change: [KeyValueChangeKey: Any] = [.kindKey: KeyValueChange.setting.rawValue]
        if options.contains(.new) { change[.newKey] = KeyValueEquality.isNil(new) ? NSNull() : new }
        if options.contains(.old), let old { change[.oldKey] = KeyValueEquality.isNil(old) ? NSNull() : old }
        return change
    }
}
