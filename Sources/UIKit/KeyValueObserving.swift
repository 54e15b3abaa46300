// Foundation's key-value observing names. swift-corelibs-foundation has no
// key-value observing and declares none of them (checked with Swift 6.3.1:
// `NSKeyValueObservation`, `NSKeyValueObservingOptions`, `NSKeyValueChangeKey`,
// `addObserver(_:forKeyPath:options:context:)` are all missing), so `import UIKit`
// brings Flipbook's, which observe views, layers and view controllers.
import Flipbook

/// `NSKeyValueObservation`: keep it; the observation stops when it is invalidated or released.
/// See https://developer.apple.com/documentation/foundation/nskeyvalueobservation
public typealias NSKeyValueObservation = Flipbook.KeyValueObservation
/// `NSKeyValueObservingOptions` (`.new`, `.old`, `.initial`, `.prior`).
public typealias NSKeyValueObservingOptions = Flipbook.KeyValueObservingOptions
/// `NSKeyValueObservedChange<Value>` (`newValue`, `oldValue`, `kind`).
public typealias NSKeyValueObservedChange<Value> = Flipbook.KeyValueObservedChange<Value>
/// `NSKeyValueChange` (`.setting`, ...).
public typealias NSKeyValueChange = Flipbook.KeyValueChange
/// `NSKeyValueChangeKey` (`.newKey`, `.oldKey`, `.kindKey`, ...).
public typealias NSKeyValueChangeKey = Flipbook.KeyValueChangeKey
/// Foundation's protocol behind `observe(_:options:changeHandler:)`; views,
/// layers and view controllers conform.
public typealias _KeyValueCodingAndObserving = Flipbook.KeyValueObservable
