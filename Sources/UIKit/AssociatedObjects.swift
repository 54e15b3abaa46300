// The Objective-C runtime's associated objects, which code written for iOS
// reaches through `import UIKit` (Foundation re-exports the `ObjectiveC`
// module there). Extensions use them to add stored state to classes they do
// not own: `objc_setAssociatedObject(self, &Keys.manager, manager, .OBJC_ASSOCIATION_RETAIN)`.
// swift-corelibs-foundation has no Objective-C runtime, so they are kept here
// in a side table keyed by the object's identity and the key's address.
import Foundation

// swift-format-ignore: TypeNamesShouldBeCapitalized
// (the Objective-C runtime's name, which ported code spells as it is)
/// The memory policy of an associated value (`objc_AssociationPolicy`).
/// See https://developer.apple.com/documentation/objectivec/objc_associationpolicy
public enum objc_AssociationPolicy: UInt, Sendable {
    /// A reference that does not keep the value alive. (Here the reference is
    /// weak: after the value is freed, `objc_getAssociatedObject` gives nil
    /// where the Objective-C runtime would give a dangling pointer.)
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// A strong reference; the runtime's non-atomic variant (the side table is always locked).
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// A copy (`NSCopying`), kept strongly; non-atomic variant.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// A strong reference.
    case OBJC_ASSOCIATION_RETAIN = 769
    /// A copy (`NSCopying`), kept strongly.
    case OBJC_ASSOCIATION_COPY = 771
}

/// The value associated with `object` for `key`, or nil.
/// See https://developer.apple.com/documentation/objectivec/1418865-objc_getassociatedobject
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociatedObjectTable.shared.value(for: object as AnyObject, key: key)
}

/// Associates `value` with `object` for `key` under `policy`; nil removes the association.
/// The value is released when the object is (at the next `objc_setAssociatedObject` call
/// after the object is freed: Swift gives no hook into another class's deinit).
/// See https://developer.apple.com/documentation/objectivec/1418509-objc_setassociatedobject
public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?,
    _ policy: objc_AssociationPolicy
) {
    AssociatedObjectTable.shared.set(value, for: object as AnyObject, key: key, policy: policy)
}

/// Removes every association of `object`.
/// See https://developer.apple.com/documentation/objectivec/1418683-objc_removeassociatedobjects
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociatedObjectTable.shared.removeAll(for: object as AnyObject)
}

/// The side table behind the `objc_...AssociatedObject` functions: for each
/// live object (held weakly, so a freed object's identifier reused by a new
/// object does not inherit its values), its values by key address.
final class AssociatedObjectTable: @unchecked Sendable {
    static let shared = AssociatedObjectTable()

    private struct Entry {
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: Value] = [:]
    }

    private enum Value {
        case strong(Any)
        case weak(WeakBox)
        var value: Any? {
            switch self {
            case .strong(let value): return value
            case .weak(let box): return box.object
            }
        }
    }

    private final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    func value(for owner: AnyObject, key: UnsafeRawPointer) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[ObjectIdentifier(owner)], entry.owner === owner else { return nil }
        return entry.values[key]?.value
    }

    func set(_ value: Any?, for owner: AnyObject, key: UnsafeRawPointer, policy: objc_AssociationPolicy) {
        // Copies are made outside the lock: `copy()` may run arbitrary code.
        let stored: Value? = value.map { value in
            switch policy {
            case .OBJC_ASSOCIATION_ASSIGN:
                if type(of: value) is AnyClass { return .weak(WeakBox(value as AnyObject)) }
                return .strong(value)
            case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
                if let copying = value as? NSCopying { return .strong(copying.copy(with: nil)) }
                return .strong(value)
            case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
                return .strong(value)
            }
        }
        var released: [Any?] = []
        lock.lock()
        released = purge()
        let id = ObjectIdentifier(owner)
        var entry = entries[id].flatMap { $0.owner === owner ? $0 : nil } ?? Entry(owner: owner)
        released.append(entry.values[key]?.value)
        entry.values[key] = stored
        entries[id] = entry.values.isEmpty ? nil : entry
        lock.unlock()
        // Replaced values and those of freed objects are released here, outside
        // the lock (a value's deinit may use the table).
        released.removeAll()
    }

    func removeAll(for owner: AnyObject) {
        lock.lock()
        let removed = entries.removeValue(forKey: ObjectIdentifier(owner))
        lock.unlock()
        _ = removed
    }

    /// Drops the entries of freed objects (called with the lock held) and
    /// returns their values, for the caller to release after unlocking.
    private func purge() -> [Any?] {
        guard entries.values.contains(where: { $0.owner == nil }) else { return [] }
        let freed = entries.filter { $0.value.owner == nil }
        entries = entries.filter { $0.value.owner != nil }
        return freed.values.flatMap { $0.values.values.map { $0.value } }
    }
}
