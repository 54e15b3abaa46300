import Foundation

/// Drawing a layer into a graphics context (`CALayer.render(in:)`): what
/// snapshot-based transitions do with `UIGraphicsImageRenderer`. A view
/// hierarchy's counterpart is in View+DrawHierarchy.swift.
extension Layer {
    /// Draws this layer and its sublayers into `ctx`, in the layer's own
    /// coordinate space (`CALayer.render(in:)`): the point `(x, y)` of the
    /// layer's bounds space lands at `(x, y)` of the context's current space
    /// (so a layer with `bounds.origin == .zero` fills `(0, 0, width, height)`).
    ///
    /// As in Core Animation, the layer's own `position`, `anchorPoint`,
    /// `transform` and `zPosition` are ignored: they place the layer in its
    /// superlayer, which is not drawn. Its opacity is ignored as well (the
    /// layer is drawn whole, as `snapshotView(afterScreenUpdates:)` captures
    /// it); its sublayers' opacities, transforms, masks, clipping, shadows
    /// and borders apply. A hidden layer draws nothing.
    ///
    /// Flipbook draws what the layer looks like now, animations included
    /// (presentation values, as every frame shows it); Core Animation draws
    /// the model tree. The drawing is recorded into the context as one
    /// ``DrawCommand/layer(_:)``, so it is frozen at the time of the call.
    public func render(in ctx: GraphicsContext) {
        guard let node = makeRenderNode() else { return }
        ctx.drawLayer(node.placedInOwnBoundsSpace())
    }
}

extension RenderNode {
    /// This node moved so that its placement in a parent
    /// (``LayerProperties/localToParent``) is the identity: its position put
    /// at its anchor point, no transform, no depth, full opacity.
    func placedInOwnBoundsSpace() -> RenderNode {
        var node = self
        let b = node.properties.bounds
        let a = node.properties.anchorPoint
        node.properties.position = CGPoint(x: b.minX + a.x * b.width, y: b.minY + a.y * b.height)
        node.properties.transform = .identity
        node.properties.zPosition = 0
        node.properties.opacity = 1
        return node
    }
}
