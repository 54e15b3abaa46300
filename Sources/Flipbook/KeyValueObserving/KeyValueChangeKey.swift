import Foundation

/// The keys of the change dictionary passed to
/// ``KeyValueObserving/observeValue(forKeyPath:of:change:context:)``
/// (`NSKeyValueChangeKey`).
/// See https://developer.apple.com/documentation/foundation/nskeyvaluechangekey
public struct KeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The kind of change: a `UInt`, the raw value of ``KeyValueChange`` (always `.setting` here).
    public static let kindKey = KeyValueChangeKey(rawValue: "kind")
    /// The value after the change, when ``KeyValueObservingOptions/new`` was asked for:
    /// the property's Swift value (a `CGPoint`, `CGRect`, `Bool`...), or `NSNull()` for nil.
    public static let newKey = KeyValueChangeKey(rawValue: "new")
    /// The value before the change, when ``KeyValueObservingOptions/old`` was asked for.
    public static let oldKey = KeyValueChangeKey(rawValue: "old")
    /// The indexes of a to-many change (never present here).
    public static let indexesKey = KeyValueChangeKey(rawValue: "indexes")
    /// True for the notification before a change (never delivered here; see ``KeyValueObservingOptions/prior``).
    public static let notificationIsPriorKey = KeyValueChangeKey(rawValue: "notificationIsPrior")
}
