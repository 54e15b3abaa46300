import Foundation

/// The kind of a key-value change (`NSKeyValueChange`), under
/// ``KeyValueChangeKey/kindKey``. Properties change by ``setting``; the
/// collection kinds are kept for code that switches over them.
/// See https://developer.apple.com/documentation/foundation/nskeyvaluechange
public enum KeyValueChange: UInt, Hashable, Sendable {
    /// The value was set.
    case setting = 1
    /// Objects were inserted into a to-many relationship (never delivered here).
    case insertion = 2
    /// Objects were removed from a to-many relationship (never delivered here).
    case removal = 3
    /// Objects of a to-many relationship were replaced (never delivered here).
    case replacement = 4
}
