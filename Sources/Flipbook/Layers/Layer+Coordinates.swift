import Foundation

/// Converting points and rectangles between layers, and hit testing.
extension Layer {
    /// The map from this layer's bounds space to its root layer's, with
    /// model values; a superlayer's sublayer transform is included.
    func transformToRoot() -> ProjectiveTransform {
        var m = ProjectiveTransform.identity
        var layer: Layer = self
        while let parent = layer.superlayer {
            m = m.concatenating(layer.properties.localToParent(through: parent.properties.sublayerTransformInBoundsSpace))
            layer = parent
        }
        return m
    }

    /// Converts a point in this layer's bounds space to `layer`'s (the root
    /// layer's when nil) (`CALayer.convert(_:to:)`).
    public func convert(_ point: CGPoint, to layer: Layer?) -> CGPoint {
        let root = transformToRoot().apply(point)
        guard let layer, let inverse = layer.transformToRoot().inverted() else { return root }
        return inverse.apply(root)
    }

    /// Converts a point in `layer`'s bounds space (the root layer's when nil) to this layer's.
    public func convert(_ point: CGPoint, from layer: Layer?) -> CGPoint {
        let root = layer?.transformToRoot().apply(point) ?? point
        guard let inverse = transformToRoot().inverted() else { return root }
        return inverse.apply(root)
    }

    /// Converts a rectangle: the bounding box of its converted corners.
    public func convert(_ rect: CGRect, to layer: Layer?) -> CGRect {
        CGRect.boundingBox(of: Self.corners(of: rect).map { convert($0, to: layer) })
    }

    /// Converts a rectangle from `layer`'s space: the bounding box of its converted corners.
    public func convert(_ rect: CGRect, from layer: Layer?) -> CGRect {
        CGRect.boundingBox(of: Self.corners(of: rect).map { convert($0, from: layer) })
    }

    private static func corners(of r: CGRect) -> [CGPoint] {
        [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
            CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY),
        ]
    }

    /// The farthest descendant (or this layer) that contains `p`, a point in
    /// the superlayer's space, front-most first; nil when none. Hidden layers
    /// are skipped (`CALayer.hitTest(_:)`).
    public func hitTest(_ p: CGPoint) -> Layer? {
        guard !isHidden else { return nil }
        let parentSublayer = superlayer?.properties.sublayerTransformInBoundsSpace
        guard let inverse = properties.localToParent(through: parentSublayer).inverted() else { return nil }
        let local = inverse.apply(p)
        if masksToBounds, !contains(local) { return nil }
        let ordered = children.enumerated().sorted { a, b in
            let za = a.element.zPosition
            let zb = b.element.zPosition
            return za != zb ? za < zb : a.offset < b.offset
        }
        for entry in ordered.reversed() {
            if let hit = entry.element.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }
}
