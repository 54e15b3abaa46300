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
        CGRect.boundingBox(
            of: [
                CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
            ]
            .map { convert($0, to: view) })
    }

    /// `rect` from `view`'s bounds space (nil: the window's) into this view's, as the bounding box of its converted corners.
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        CGRect.boundingBox(
            of: [
                CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
            ]
            .map { convert($0, from: view) })
    }

    // MARK: Frames

    /// The frame a layer's values give, for model and presentation values alike.
    nonisolated static func frame(of p: LayerProperties) -> CGRect {
        if p.transform.isIdentity {
            return CGRect(
                x: p.position.x - p.anchorPoint.x * p.bounds.width,
                y: p.position.y - p.anchorPoint.y * p.bounds.height,
                width: p.bounds.width, height: p.bounds.height)
        }
        let m = p.localToParent
        let b = p.bounds
        let corners = [
            CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY),
            CGPoint(x: b.minX, y: b.maxY), CGPoint(x: b.maxX, y: b.maxY),
        ]
        return CGRect.boundingBox(of: corners.map { m.apply($0) })
    }
}

extension View {
    /// The bounds size and position that make a view with the 2-D
    /// transform `m` (about `anchor`) have `frame` as its frame: the frame
    /// is the bounding box of the transformed bounds, so under a 2x scale a
    /// 200 x 200 frame is a 100 x 100 bounds, as on iOS. Nil when the
    /// transform flattens the view (no bounds size gives the frame).
    nonisolated static func boundsAndPosition(
        for frame: CGRect, anchor: CGPoint,
        transform m: CGAffineTransform
    ) -> (size: CGSize, position: CGPoint)? {
        // The bounding box of a w x h rectangle under m is
        // (|a| w + |c| h) x (|b| w + |d| h): solve for w and h.
        let (p, q, r, s) = (abs(m.a), abs(m.c), abs(m.b), abs(m.d))
        let det = p * s - q * r
        guard abs(det) > 1e-12 else { return nil }
        let w = max(0, (s * frame.width - q * frame.height) / det)
        let h = max(0, (p * frame.height - r * frame.width) / det)
        // The transformed bounds' centre sits at the position plus the
        // transformed offset of the centre from the anchor.
        let ox = (0.5 - anchor.x) * w
        let oy = (0.5 - anchor.y) * h
        let cx = m.a * ox + m.c * oy + m.tx
        let cy = m.b * ox + m.d * oy + m.ty
        return (CGSize(width: w, height: h), CGPoint(x: frame.midX - cx, y: frame.midY - cy))
    }
}
