import Foundation

/// UIKit's path drawing into the current context (`UIGraphicsGetCurrentContext()`):
/// inside a view's `draw(_:)`, an image renderer's actions or an image
/// context, paths draw without naming the context (colours: ``Color/setFill()``). Outside any
/// context they do nothing, as UIKit's do (UIKit also logs "invalid context").
extension BezierPath {
    /// Fills the path's enclosed area with the current fill colour
    /// (`UIBezierPath.fill()`), by ``usesEvenOddFillRule``.
    @preconcurrency @MainActor public func fill() {
        GraphicsGetCurrentContext()?.fill(path, rule: fillRule)
    }

    /// Draws the path's outline with the current stroke colour and this
    /// path's line attributes (`UIBezierPath.stroke()`).
    @preconcurrency @MainActor public func stroke() {
        GraphicsGetCurrentContext()?.stroke(path, style: strokeStyle)
    }

    /// Intersects the current clip with the path's enclosed area (`UIBezierPath.addClip()`).
    @preconcurrency @MainActor public func addClip() {
        GraphicsGetCurrentContext()?.clip(to: path, rule: fillRule)
    }
}
