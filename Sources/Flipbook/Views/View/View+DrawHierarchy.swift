import Foundation

/// Drawing a view hierarchy into a graphics context
/// (`UIView.drawHierarchy(in:afterScreenUpdates:)`), as snapshot-based
/// transitions do with `UIGraphicsImageRenderer`; built on the layer's
/// drawing into a context (Layer+RenderInContext.swift).
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
            rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite
        else { return true }
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
