import Flipbook
import Foundation

/// Where each visible view of a render tree sits on the canvas, to measure
/// how far views travel between frames (``FilmAudit/Invariant/reducedMotion``).
enum MotionProbe {
    /// A view's centre on the canvas, points, and its scale: the square
    /// root of its bounds' area on the canvas over their own area.
    struct Placement: Equatable {
        var center: CGPoint
        var scale: CGFloat
    }

    /// The placements of the visible nodes (opacity above 0 down the path,
    /// not hidden), keyed by their path: kinds and identifiers with the
    /// index among siblings, so the same view matches from frame to frame.
    static func placements(in tree: RenderTree) -> [String: Placement] {
        var out: [String: Placement] = [:]
        visit(tree.root, path: "", toCanvas: .identity, parentSublayer: nil, isRoot: true, into: &out)
        return out
    }

    private static func visit(
        _ node: RenderNode, path: String, toCanvas parent: ProjectiveTransform,
        parentSublayer: Transform3D?, isRoot: Bool, into out: inout [String: Placement]
    ) {
        let p = node.properties
        guard !p.isHidden, p.opacity > 0 else { return }
        let toCanvas = isRoot ? ProjectiveTransform.identity : p.localToParent(through: parentSublayer).concatenating(parent)
        let b = p.bounds
        if !isRoot, b.width > 0, b.height > 0 {
            let corners = [
                CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY),
                CGPoint(x: b.maxX, y: b.maxY), CGPoint(x: b.minX, y: b.maxY),
            ]
            guard corners.allSatisfy({ toCanvas.weight(of: $0) > 0 }) else { return }
            let q = corners.map(toCanvas.apply)
            var twiceArea: CGFloat = 0
            for i in 0..<4 {
                let a = q[i]
                let c = q[(i + 1) % 4]
                twiceArea += a.x * c.y - c.x * a.y
            }
            let scale = (abs(twiceArea) / 2 / (b.width * b.height)).squareRoot()
            let center = toCanvas.apply(CGPoint(x: b.midX, y: b.midY))
            if center.x.isFinite, center.y.isFinite, scale.isFinite { out[path] = Placement(center: center, scale: scale) }
        }
        let sublayer = p.sublayerTransformInBoundsSpace
        for (i, child) in node.children.enumerated() {
            let name = child.identifier.map { "\(child.kind)#\($0)" } ?? "\(child.kind)[\(i)]"
            visit(
                child, path: path.isEmpty ? name : path + " > " + name, toCanvas: toCanvas,
                parentSublayer: sublayer, isRoot: false, into: &out)
        }
    }

    /// The first view (by path) visible in both frames that moved or scaled
    /// beyond `limits`, described; nil when none did.
    static func firstExcess(
        from a: [String: Placement], to b: [String: Placement],
        limits: FilmAudit.MotionLimits
    ) -> String? {
        for path in a.keys.sorted() {
            guard let before = a[path], let after = b[path] else { continue }
            let dx = after.center.x - before.center.x
            let dy = after.center.y - before.center.y
            let distance = (dx * dx + dy * dy).squareRoot()
            if distance > limits.maximumDistance {
                return "\(path) moves \(FilmTrace.fixed(Double(distance), 1)) pt "
                    + "(limit \(FilmTrace.fixed(Double(limits.maximumDistance), 1)) pt)"
            }
            let ratio = max(after.scale / before.scale, before.scale / after.scale)
            if before.scale > 0, after.scale > 0, ratio > limits.maximumScale {
                return "\(path) scales by \(FilmTrace.fixed(Double(ratio), 3)) "
                    + "(limit \(FilmTrace.fixed(Double(limits.maximumScale), 3)))"
            }
        }
        return nil
    }
}
