import Foundation

/// What a key-value observation delivers (`NSKeyValueObservingOptions`):
/// the new value, the old value, a first notification at registration.
/// The raw values are Foundation's.
/// See https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions
public struct KeyValueObservingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Include the value after the change (`newValue`, `change[.newKey]`).
    public static let new = KeyValueObservingOptions(rawValue: 0x01)
    /// Include the value before the change (`oldValue`, `change[.oldKey]`).
    public static let old = KeyValueObservingOptions(rawValue: 0x02)
    /// Deliver one notification at once, when the observation is made, with
    /// the current value as the new value.
    public static let initial = KeyValueObservingOptions(rawValue: 0x04)
    /// Foundation's "before and after" notifications. Flipbook finds a change
    /// by comparing the value after it with the one before, so it accepts this
    /// option and delivers only the notification after each change.
    public static let prior = KeyValueObservingOptions(rawValue: 0x08)
}
