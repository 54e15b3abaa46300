import Foundation

/// An object told of changes by the string form of key-value observing
/// (`addObserver(_:forKeyPath:options:context:)`), through
/// ``observeValue(forKeyPath:of:change:context:)``.
///
/// In Foundation every `NSObject` can be such an observer; Swift on Linux
/// has no Objective-C runtime to find the override with, so the observer
/// must conform to this protocol. ``View``, ``Layer``, ``ViewController``,
/// ``PresentationController`` and ``PercentDrivenInteractiveTransition``
/// do, so their subclasses override the method exactly as on iOS
/// (`override func observeValue(forKeyPath:of:change:context:)`).
/// See https://developer.apple.com/documentation/objectivec/nsobject-swift.class/observevalue(forkeypath:of:change:context:)
@MainActor
public protocol KeyValueObserving: AnyObject {
    /// Called once for each change of a value registered with
    /// ``KeyValueObservable/addObserver(_:forKeyPath:options:context:)``, on the main actor,
    /// right after the change.
    /// - Parameters:
    ///   - keyPath: The key path as registered (`"contentOffset"`, `"layer.position"`).
    ///   - object: The observed object.
    ///   - change: ``KeyValueChangeKey/kindKey``, and ``KeyValueChangeKey/newKey`` /
    ///     ``KeyValueChangeKey/oldKey`` when the options asked for them.
    ///   - context: The context given at registration.
    func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [KeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?)
}
