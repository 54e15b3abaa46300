import Foundation

// The classes that can be observed, and those that receive the string
// form's notifications (each declares `observeValue(forKeyPath:of:change:context:)`
// in its class body, so subclasses override it).

extension View: KeyValueObservable, KeyValueObserving {}
extension Layer: KeyValueObservable, KeyValueObserving {}
extension ViewController: KeyValueObservable, KeyValueObserving {}
extension PresentationController: KeyValueObserving {}
extension PercentDrivenInteractiveTransition: KeyValueObserving {}
