import Foundation

/// One change delivered to the handler of ``KeyValueObservable/observe(_:options:changeHandler:)``
/// (`NSKeyValueObservedChange`).
/// See https://developer.apple.com/documentation/foundation/nskeyvalueobservedchange
public struct KeyValueObservedChange<Value> {
    /// Always ``KeyValueChange/setting`` for the properties observed here.
    public let kind: KeyValueChange
    /// The value after the change; nil unless the observation asked for ``KeyValueObservingOptions/new``.
    public let newValue: Value?
    /// The value before the change; nil unless the observation asked for
    /// ``KeyValueObservingOptions/old`` (and nil for the ``KeyValueObservingOptions/initial`` notification).
    public let oldValue: Value?
    /// The indexes of a to-many change: always nil here.
    public let indexes: IndexSet?
    /// True for a notification before the change: always false here.
    public let isPrior: Bool
}
