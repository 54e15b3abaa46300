import Foundation

/// What a layer asks about its actions and drawing (`CALayerDelegate`).
@preconcurrency @MainActor
public protocol LayerDelegate: AnyObject {
    /// The action for a change of `event` on `layer`: an action to run,
    /// `NSNull()` for none, or nil to let the layer look further (its
    /// `actions`, then its class's default). nil by default.
    func action(for layer: Layer, forKey event: String) -> (any Action)?
}

extension LayerDelegate {
    public func action(for layer: Layer, forKey event: String) -> (any Action)? { nil }
}
