import Foundation

/// Something a layer runs when one of its properties changes (`CAAction`):
/// an animation adds itself to the layer under the property's key; `NSNull`
/// does nothing, which is how code turns a layer's implicit animation off
/// (`layer.actions = ["position": NSNull()]`).
@preconcurrency @MainActor
public protocol Action {
    /// Runs the action for `event` (a property key) on `anObject` (the layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension Animation: Action {
    /// Adds the animation to the layer under `event`.
    @MainActor
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? Layer)?.add(self, forKey: event)
    }
}

extension NSNull: Action {
    /// Does nothing: the property changes without animation.
    @MainActor
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
