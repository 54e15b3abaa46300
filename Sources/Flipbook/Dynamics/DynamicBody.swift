import Foundation

/// The state a ``DynamicAnimator`` keeps for one item: position and
/// velocity (points, points/s, reference-view coordinates), angle and angular
/// velocity (radians, radians/s), mass and collision shape, and the
/// properties its item behaviours give it. Internal: the public surface is
/// the item itself and ``DynamicItemBehavior``'s velocity accessors.
@MainActor
final class DynamicBody {
    let item: any DynamicItem
    var x: CGFloat = 0, y: CGFloat = 0
    var vx: CGFloat = 0, vy: CGFloat = 0
    var angle: CGFloat = 0
    var angularVelocity: CGFloat = 0
    /// Whether the animator has turned the item (and so writes its transform).
    var turned = false
    var size = CGSize.zero
    /// Collision shape: a circle of this radius, or (nil) a box of `size` turned by `angle`.
    var radius: CGFloat?
    /// Half extents of a `.path` item's outline, unturned.
    var pathHalfExtents: CGSize?

    // From item behaviours.
    var elasticity: CGFloat = 0
    var friction: CGFloat = 0
    var density: CGFloat = 1
    var resistance: CGFloat = 0
    var angularResistance: CGFloat = 0
    var allowsRotation = true
    var isAnchored = false

    // Accelerations of the state being evaluated (points/s², radians/s²).
    var ax: CGFloat = 0, ay: CGFloat = 0
    var angularAcceleration: CGFloat = 0
    // The state at the start of the substep, and its accelerations.
    var start = (vx: CGFloat(0), vy: CGFloat(0), w: CGFloat(0), ax: CGFloat(0), ay: CGFloat(0), alpha: CGFloat(0))

    init(item: any DynamicItem) {
        self.item = item
        read()
    }

    /// Reads centre, size, rotation and shape from the item.
    func read() {
        x = item.center.x
        y = item.center.y
        size = item.bounds.size
        let t = item.transform
        angle = atan2(t.b, t.a)
        switch item.collisionBoundsType {
        case .rectangle:
            radius = nil
            pathHalfExtents = nil
        case .ellipse:
            radius = min(size.width, size.height) / 2
            pathHalfExtents = nil
        case .path:
            radius = nil
            var hx: CGFloat = 0
            var hy: CGFloat = 0
            for element in item.collisionBoundingPath.path.elements {
                let points: [CGPoint]
                switch element {
                case .move(let p), .line(let p): points = [p]
                case .quadCurve(let p, let c): points = [p, c]
                case .curve(let p, let c1, let c2): points = [p, c1, c2]
                case .closeSubpath: points = []
                }
                for p in points {
                    hx = max(hx, abs(p.x))
                    hy = max(hy, abs(p.y))
                }
            }
            pathHalfExtents = CGSize(width: hx, height: hy)
        }
    }

    /// Mass: density x width x height / 10 000 (1 for a 100 x 100 item of density 1).
    var mass: CGFloat { max(density, 1e-6) * max(size.width * size.height, 1) / 10_000 }

    /// 0 for an anchored item (which nothing moves), else 1 / mass.
    var inverseMass: CGFloat { isAnchored ? 0 : 1 / mass }

    /// Half the width and height of the collision box, turned by `angle`.
    var halfExtents: CGSize {
        if let radius { return CGSize(width: radius, height: radius) }
        let base = pathHalfExtents ?? CGSize(width: size.width / 2, height: size.height / 2)
        guard angle != 0 else { return base }
        let c = abs(cos(angle))
        let s = abs(sin(angle))
        return CGSize(width: c * base.width + s * base.height, height: s * base.width + c * base.height)
    }

    var speedSquared: CGFloat { vx * vx + vy * vy }

    /// Writes the centre, and the rotation once the item has turned.
    func write() {
        item.center = CGPoint(x: x, y: y)
        if turned { item.transform = CGAffineTransform(rotationAngle: angle) }
    }
}
