import Flipbook
import Foundation

/// Conservative bounding boxes of what a node paints, in its bounds space.
///
/// Used to size offscreen surfaces (groups, shadows, perspective). A result
/// of nil means "could be anywhere" (a `paintClip` without a clip, a child
/// partly behind the eye).
enum NodeExtent {
    /// Shadow, background, content, children and border of `node`.
    static func extent(of node: RenderNode) -> CGRect? {
        guard var body = paintedExtent(of: node) else { return nil }
        if let shadowPath = node.properties.shadowPath, node.shadow != nil, let b = pathBounds(shadowPath) {
            body = body.union(b)
        }
        if let shadow = node.shadow {
            let margin = shadowMargin(radius: shadow.radius)
            let cast = body.offsetBy(dx: finite(shadow.offset.width), dy: finite(shadow.offset.height))
                .insetBy(dx: -margin, dy: -margin)
            body = body.union(cast)
        }
        return body
    }

    /// Background, content, children and border, without the shadow.
    static func paintedExtent(of node: RenderNode) -> CGRect? {
        // A transform layer's sublayers live in its parent's 3-D space: anywhere.
        if !node.flattensSublayers { return nil }
        let p = node.properties
        var rect = p.bounds.standardized
        var inner: CGRect? = contentExtent(of: node.content)
        let sublayerTransform = p.sublayerTransformInBoundsSpace
        for child in node.children {
            guard let childRect = extent(of: child),
                let mapped = map(childRect, by: child.properties.localToParent(through: sublayerTransform)),
                let current = inner
            else {
                inner = nil
                break
            }
            inner = current.isNull ? mapped : current.union(mapped)
        }
        if p.masksToBounds { return rect }
        guard let inner else { return nil }
        if !inner.isNull { rect = rect.union(inner) }
        return rect
    }

    /// The shadow's reach beyond its shape, in points: three standard deviations and a bit.
    static func shadowMargin(radius: CGFloat) -> CGFloat {
        let r = finite(radius)
        return max(0, r) * 1.5 + 2
    }

    private static func finite(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }

    /// The bounding box of a rectangle's image, or nil when a corner is behind the eye.
    static func map(_ r: CGRect, by t: ProjectiveTransform) -> CGRect? {
        let corners = [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
            CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY),
        ]
        var xs: [CGFloat] = []
        var ys: [CGFloat] = []
        for c in corners {
            guard t.weight(of: c) > 0 else { return nil }
            let p = t.apply(c)
            guard p.x.isFinite, p.y.isFinite else { return nil }
            xs.append(p.x)
            ys.append(p.y)
        }
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// Where a display list can paint: `CGRect.null` for nothing, nil for anywhere.
    static func contentExtent(of list: DisplayList) -> CGRect? {
        var matrix = CGAffineTransform.identity
        var clip: CGRect? = nil  // in the list's base space; nil: no clip
        var stack: [(CGAffineTransform, CGRect?)] = []
        var result = CGRect.null
        func add(_ local: CGRect) -> Bool {
            guard let mapped = map(local, by: ProjectiveTransform(matrix)) else { return false }
            let r = clip.map { $0.intersectionOrNull(mapped) } ?? mapped
            if !r.isNull { result = result.union(r) }
            return true
        }
        for command in list.commands {
            var ok = true
            switch command {
            case .save: stack.append((matrix, clip))
            case .restore: if let s = stack.popLast() { (matrix, clip) = s }
            case .concatenate(let t): matrix = t.concatenating(matrix)
            case .clip(let path, _):
                if let b = pathBounds(path), let mapped = map(b, by: ProjectiveTransform(matrix)) {
                    clip = clip.map { $0.intersectionOrNull(mapped) } ?? mapped
                }
            case .setAlpha: break
            case let .fill(path, _, _):
                if let b = pathBounds(path) { ok = add(b) }
            case let .stroke(path, _, style):
                if let b = pathBounds(path) {
                    let w = style.lineWidth.isFinite ? style.lineWidth : 0
                    let pad = w / 2 * max(2, style.miterLimit.isFinite ? style.miterLimit : 10) + 1
                    ok = add(b.insetBy(dx: -pad, dy: -pad))
                }
            case .paintClip:
                if let clip { result = result.union(clip) } else { return nil }
            case .text(let run):
                let width = CairoTextMeasurer().width(of: run.text, font: run.font)
                let size = run.font.pointSize.isFinite ? run.font.pointSize : 0
                ok = add(CGRect(x: run.origin.x - size, y: run.origin.y - 2 * size, width: width + 2 * size, height: 3 * size))
            case let .image(_, rect):
                ok = add(rect.standardized)
            case .layer(let node):
                // The subtree's extent in its own bounds space, placed as the node places itself.
                guard let inner = extent(of: node), let placed = map(inner, by: node.properties.localToParent) else { return nil }
                ok = add(placed)
            }
            if !ok { return nil }
        }
        return result
    }

    /// The bounding box of a path's points (control points included), nil when
    /// empty or not finite.
    static func pathBounds(_ path: Path) -> CGRect? {
        var minX = CGFloat.infinity
        var minY = CGFloat.infinity
        var maxX = -CGFloat.infinity
        var maxY = -CGFloat.infinity
        func add(_ p: CGPoint) {
            minX = min(minX, p.x)
            minY = min(minY, p.y)
            maxX = max(maxX, p.x)
            maxY = max(maxY, p.y)
        }
        for e in path.elements {
            switch e {
            case .move(let p), .line(let p): add(p)
            case let .quadCurve(p, c):
                add(p)
                add(c)
            case let .curve(p, c1, c2):
                add(p)
                add(c1)
                add(c2)
            case .closeSubpath: break
            }
        }
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension CGRect {
    /// `intersection(_:)`, except that a rectangle with a NaN coordinate (a box
    /// mapped through a matrix that overflowed) meets nothing: Foundation's
    /// `intersection` on Linux traps on NaN (it forms `minX...maxX` ranges).
    func intersectionOrNull(_ other: CGRect) -> CGRect {
        for v in [minX, minY, width, height, other.minX, other.minY, other.width, other.height] where v.isNaN { return .null }
        return intersection(other)
    }
}
