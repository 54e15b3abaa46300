import Foundation

/// Drawing a layer or a view hierarchy into a graphics context: what
/// snapshot-based transitions do with `UIGraphicsImageRenderer`.
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

extension View {
    /// Draws a snapshot of this view and its subviews, as they look now,
    /// scaled into `rect` of the current image context
    /// (`UIView.drawHierarchy(in:afterScreenUpdates:)`): the view's bounds
    /// are mapped onto `rect`. The view's own position, transform and alpha
    /// are ignored, as for ``Layer/render(in:)``.
    ///
    /// - Parameters:
    ///   - rect: Where the view lands, in the current context's space (UIKit
    ///     speaks of the view's bounds space; with the usual
    ///     `drawHierarchy(in: view.bounds, ...)` inside an image renderer of
    ///     the view's size the two are the same).
    ///   - afterScreenUpdates: True runs the view's pending layout first.
    /// - Returns: False when there is no current context (outside
    ///   ``ImageRenderer/image(actions:)`` and
    ///   ``GraphicsBeginImageContextWithOptions(_:_:_:)``); nothing is drawn
    ///   then. True otherwise, also for a hidden view, which draws nothing.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates: Bool) -> Bool {
        guard let ctx = GraphicsGetCurrentContext() else { return false }
        if afterScreenUpdates { layoutIfNeeded() }
        guard let node = renderNode() else { return true }
        let b = node.properties.bounds
        guard b.width > 0, b.height > 0, b.minX.isFinite, b.minY.isFinite, b.width.isFinite, b.height.isFinite,
              rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return true }
        let r = rect.standardized
        // Bounds -> rect: shift the bounds origin to 0, scale, move to the rect's origin.
        let map = CGAffineTransform(translationX: -b.minX, y: -b.minY)
            .concatenating(CGAffineTransform(scaleX: r.width / b.width, y: r.height / b.height))
            .concatenating(CGAffineTransform(translationX: r.minX, y: r.minY))
        ctx.saveGState()
        ctx.concatenate(map)
        ctx.drawLayer(node.placedInOwnBoundsSpace())
        ctx.restoreGState()
        return true
    }
}

extension RenderNode {
    /// This node moved so that its placement in a parent
    /// (``LayerProperties/localToParent``) is the identity: its position put
    /// at its anchor point, no transform, no depth, full opacity.
    func placedInOwnBoundsSpace() -> RenderNode {
        var node = self
        let b = node.properties.bounds, a = node.properties.anchorPoint
        node.properties.position = CGPoint(x: b.minX + a.x * b.width, y: b.minY + a.y * b.height)
        node.properties.transform = .identity
        node.properties.zPosition = 0
        node.properties.opacity = 1
        return node
    }
}
