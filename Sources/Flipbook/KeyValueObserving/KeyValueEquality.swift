import Foundation

/// Whether two observed values are the same, so that a check delivers only
/// real changes: `==` for equatable values (optionals included), identity
/// for objects, and "different" for anything else.
enum KeyValueEquality {
    static func same<Value>(_ a: Value, _ b: Value) -> Bool {
        let aNil = isNil(a)
        let bNil = isNil(b)
        if aNil || bNil { return aNil && bNil }
        if let equatable = a as? any Equatable { return equatable.isEqual(toAny: b) }
        if let x = a as AnyObject?, let y = b as AnyObject?, type(of: a) is AnyClass { return x === y }
        return false
    }

    /// True for an optional that holds nil (at any depth of `Any` wrapping).
    static func isNil(_ value: Any) -> Bool {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return false }
        guard let inner = mirror.children.first?.value else { return true }
        return isNil(inner)
    }
}

extension Equatable {
    /// `self == other` when `other` holds a value of this type (unwrapping optionals).
    fileprivate func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
