import Foundation

/// Converting points and rectangles between views, and the frame (in the
/// superview's coordinates) that a layer's values give.
extension View {
    // MARK: Coordinates

    /// The map from this view's bounds space to the window's (the root's), with model values.
    func transformToRoot() -> ProjectiveTransform {
        var m = ProjectiveTransform.identity
        var v: View? = self
        while let current = v, current.superview != nil {
            m = m.concatenating(current.layer.properties.localToParent)
            v = current.superview
        }
        return m
    }

    /// Converts a point in this view's bounds space to `view`'s (the window's when nil).
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let root = transformToRoot().apply(point)
        guard let view else { return root }
        guard let inverse = view.transformToRoot().inverted() else { return root }
        return inverse.apply(root)
    }

    /// Converts a point in `view`'s bounds space (the window's when nil) to this view's.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        let root = view?.transformToRoot().apply(point) ?? point
        guard let inverse = transformToRoot().inverted() else { return root }
        return inverse.apply(root)
    }

    /// Converts a rectangle (the bounding box of its converted corners).
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        CGRect.boundingBox(of: [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                                CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
            .map { convert($0, to: view) })
    }

    /// `rect` from `view`'s bounds space (nil: the window's) into this view's, as the bounding box of its converted corners.
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        CGRect.boundingBox(of: [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                                CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
            .map { convert($0, from: view) })
    }

    // MARK: Frames

    /// The frame a layer's values give, for model and presentation values alike.
    nonisolated static func frame(of p: LayerProperties) -> CGRect {
        if p.transform.isIdentity {
            return CGRect(x: p.position.x - p.anchorPoint.x * p.bounds.width,
                          y: p.position.y - p.anchorPoint.y * p.bounds.height,
                          width: p.bounds.width, height: p.bounds.height)
        }
        let m = p.localToParent
        let b = p.bounds
        let corners = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY),
                       CGPoint(x: b.minX, y: b.maxY), CGPoint(x: b.maxX, y: b.maxY)]
        return CGRect.boundingBox(of: corners.map { m.apply($0) })
    }
}
