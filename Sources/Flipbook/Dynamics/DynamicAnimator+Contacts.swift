import Foundation

/// Collision detection and response for ``CollisionBehavior``s.
///
/// Shapes: boxes (axis-aligned bounds of the item's turned rectangle or path)
/// and circles (`.ellipse` items). A contact pushes the pair apart by the
/// whole overlap, shared by inverse mass, then, if they approach, exchanges
/// an impulse `j = -(1 + e) vn / (1/m1 + 1/m2)` along the normal (elasticity
/// `e` the larger of the two, 0 below 20 points/s) and a friction impulse
/// along the surface of at most `μ j` (μ the geometric mean of the frictions;
/// an item's own against a boundary).
extension DynamicAnimator {
    /// Approach speeds (points/s) below which contacts do not bounce.
    static let restitutionThreshold: CGFloat = 20

    func solveContacts(_ collision: CollisionBehavior) {
        let items = collision.items.compactMap { body(for: $0) }
        if collision.collisionMode.contains(.boundaries) {
            for body in items where !body.isAnchored {
                if collision.translatesReferenceBoundsIntoBoundary, let view = referenceView {
                    let insets = collision.referenceInsets
                    let bounds = view.bounds
                    let rect = CGRect(
                        x: bounds.minX + insets.left, y: bounds.minY + insets.top,
                        width: bounds.width - insets.left - insets.right,
                        height: bounds.height - insets.top - insets.bottom)
                    containInside(body, rect: rect, collision: collision)
                }
                for (index, boundary) in collision.boundaries.enumerated() {
                    for (p0, p1) in boundary.segments {
                        collide(
                            body, segmentFrom: p0, to: p1, collision: collision, index: index,
                            identifier: boundary.identifier)
                    }
                }
            }
        }
        if collision.collisionMode.contains(.items), items.count > 1 {
            for i in 0..<(items.count - 1) {
                for j in (i + 1)..<items.count { collide(items[i], items[j], collision: collision) }
            }
        }
    }

    private func containInside(_ body: DynamicBody, rect: CGRect, collision: CollisionBehavior) {
        let half = body.halfExtents
        let walls: [(penetration: CGFloat, nx: CGFloat, ny: CGFloat, point: CGPoint)] = [
            (rect.minX - (body.x - half.width), 1, 0, CGPoint(x: rect.minX, y: body.y)),
            ((body.x + half.width) - rect.maxX, -1, 0, CGPoint(x: rect.maxX, y: body.y)),
            (rect.minY - (body.y - half.height), 0, 1, CGPoint(x: body.x, y: rect.minY)),
            ((body.y + half.height) - rect.maxY, 0, -1, CGPoint(x: body.x, y: rect.maxY)),
        ]
        for wall in walls where wall.penetration > 0 {
            resolve(body, nil, nx: wall.nx, ny: wall.ny, penetration: wall.penetration)
            contactState.record(
                .init(
                    key: .init(
                        behavior: ObjectIdentifier(collision), item: ObjectIdentifier(body.item),
                        other: nil, boundary: -1),
                    behavior: collision, item: body.item, other: nil, identifier: nil, point: wall.point))
        }
    }

    private func collide(
        _ body: DynamicBody, segmentFrom p0: CGPoint, to p1: CGPoint, collision: CollisionBehavior,
        index: Int, identifier: any NSCopying
    ) {
        let ex = p1.x - p0.x
        let ey = p1.y - p0.y
        let length = hypot(ex, ey)
        guard length > 1e-9 else { return }
        let tx = ex / length
        let ty = ey / length
        var nx = -ty
        var ny = tx
        var penetration: CGFloat
        var point: CGPoint
        if let radius = body.radius {
            let t = min(max((body.x - p0.x) * tx + (body.y - p0.y) * ty, 0), length)
            let cx = p0.x + t * tx
            let cy = p0.y + t * ty
            let dx = body.x - cx
            let dy = body.y - cy
            let distance = hypot(dx, dy)
            guard distance < radius else { return }
            if distance > 1e-9 {
                nx = dx / distance
                ny = dy / distance
            }
            penetration = radius - distance
            point = CGPoint(x: cx, y: cy)
        } else {
            let half = body.halfExtents
            let d = (body.x - p0.x) * nx + (body.y - p0.y) * ny
            let reach = half.width * abs(nx) + half.height * abs(ny)
            penetration = reach - abs(d)
            guard penetration > 0 else { return }
            // The box must overlap the segment along the segment too.
            let centre = (body.x - p0.x) * tx + (body.y - p0.y) * ty
            let spread = half.width * abs(tx) + half.height * abs(ty)
            guard centre + spread > 0, centre - spread < length else { return }
            // Where the segment ends inside the box's reach, the box's own axes may separate less.
            let minX = min(p0.x, p1.x)
            let maxX = max(p0.x, p1.x)
            let minY = min(p0.y, p1.y)
            let maxY = max(p0.y, p1.y)
            let overlapX = min(body.x + half.width, maxX) - max(body.x - half.width, minX)
            let overlapY = min(body.y + half.height, maxY) - max(body.y - half.height, minY)
            guard overlapX >= 0, overlapY >= 0 else { return }
            if d < 0 {
                nx = -nx
                ny = -ny
            }
            let along = min(max(centre, 0), length)
            point = CGPoint(x: p0.x + along * tx, y: p0.y + along * ty)
        }
        resolve(body, nil, nx: nx, ny: ny, penetration: penetration)
        contactState.record(
            .init(
                key: .init(
                    behavior: ObjectIdentifier(collision), item: ObjectIdentifier(body.item),
                    other: nil, boundary: index),
                behavior: collision, item: body.item, other: nil, identifier: identifier, point: point))
    }

    private func collide(_ a: DynamicBody, _ b: DynamicBody, collision: CollisionBehavior) {
        guard !(a.isAnchored && b.isAnchored) else { return }
        let dx = a.x - b.x
        let dy = a.y - b.y
        var nx: CGFloat
        var ny: CGFloat
        var penetration: CGFloat
        if let ra = a.radius, let rb = b.radius {
            let distance = hypot(dx, dy)
            penetration = ra + rb - distance
            guard penetration > 0 else { return }
            if distance > 1e-9 {
                nx = dx / distance
                ny = dy / distance
            } else {
                nx = 0
                ny = -1
            }
        } else {
            let ha = a.halfExtents
            let hb = b.halfExtents
            let px = ha.width + hb.width - abs(dx)
            let py = ha.height + hb.height - abs(dy)
            guard px > 0, py > 0 else { return }
            if px < py {
                penetration = px
                nx = dx < 0 ? -1 : 1
                ny = 0
            } else {
                penetration = py
                nx = 0
                ny = dy < 0 ? -1 : 1
            }
        }
        resolve(a, b, nx: nx, ny: ny, penetration: penetration)
        let point = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
        contactState.record(
            .init(
                key: .init(
                    behavior: ObjectIdentifier(collision), item: ObjectIdentifier(a.item),
                    other: ObjectIdentifier(b.item), boundary: 0),
                behavior: collision, item: a.item, other: b.item, identifier: nil, point: point))
    }

    /// Separates `a` from `b` (or a boundary) along the normal (nx, ny), which points towards `a`.
    private func resolve(_ a: DynamicBody, _ b: DynamicBody?, nx: CGFloat, ny: CGFloat, penetration: CGFloat) {
        let ia = a.inverseMass
        let ib = b?.inverseMass ?? 0
        let sum = ia + ib
        guard sum > 0 else { return }
        a.x += nx * penetration * ia / sum
        a.y += ny * penetration * ia / sum
        b?.x -= nx * penetration * ib / sum
        b?.y -= ny * penetration * ib / sum
        let rvx = a.vx - (b?.vx ?? 0)
        let rvy = a.vy - (b?.vy ?? 0)
        let vn = rvx * nx + rvy * ny
        guard vn < 0 else { return }
        var e = max(a.elasticity, b?.elasticity ?? 0)
        if -vn < DynamicAnimator.restitutionThreshold { e = 0 }
        let j = -(1 + e) * vn / sum
        a.vx += j * ia * nx
        a.vy += j * ia * ny
        b?.vx -= j * ib * nx
        b?.vy -= j * ib * ny
        // Friction along the surface, at most μ j.
        let tvx = rvx - vn * nx
        let tvy = rvy - vn * ny
        let tangentSpeed = hypot(tvx, tvy)
        guard tangentSpeed > 1e-9 else { return }
        let mu = b.map { sqrt(max(0, a.friction) * max(0, $0.friction)) } ?? max(0, a.friction)
        let jt = min(tangentSpeed / sum, mu * j)
        let tx = tvx / tangentSpeed
        let ty = tvy / tangentSpeed
        a.vx -= jt * ia * tx
        a.vy -= jt * ia * ty
        b?.vx += jt * ib * tx
        b?.vy += jt * ib * ty
    }

    /// Tells collision delegates which contacts began and ended this frame.
    func reportContacts() {
        let (began, ended) = contactState.endFrame()
        for contact in ended {
            guard let delegate = contact.behavior.collisionDelegate else { continue }
            if let other = contact.other {
                delegate.collisionBehavior(contact.behavior, endedContactFor: contact.item, with: other)
            } else {
                delegate.collisionBehavior(
                    contact.behavior, endedContactFor: contact.item,
                    withBoundaryIdentifier: contact.identifier)
            }
        }
        for contact in began {
            guard let delegate = contact.behavior.collisionDelegate else { continue }
            if let other = contact.other {
                delegate.collisionBehavior(contact.behavior, beganContactFor: contact.item, with: other, at: contact.point)
            } else {
                delegate.collisionBehavior(
                    contact.behavior, beganContactFor: contact.item,
                    withBoundaryIdentifier: contact.identifier, at: contact.point)
            }
        }
    }
}
