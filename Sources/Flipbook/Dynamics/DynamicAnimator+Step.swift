import Foundation

/// One physics substep: forces, velocities, positions, then constraints and contacts.
///
/// Integration, for a substep of `h` seconds (Heun's method, second order):
/// instantaneous pushes change velocities first; then the accelerations
/// `a0` of the state at the start (gravity, continuous pushes, snaps,
/// spring attachments) move each body to `x1 = x0 + h v0 + h² a0 / 2`; the
/// accelerations `a1` are taken again at `x1` with the predicted velocity
/// `v0 + h a0`, and the velocity becomes `(v0 + h (a0 + a1) / 2) / (1 + h x
/// resistance)`. Constant accelerations are so integrated exactly
/// (`x = x0 + v0 t + a t² / 2` at every substep), springs to second order.
/// Rigid and sliding attachments then project positions and velocities;
/// contacts push overlapping items apart and exchange impulses.
extension DynamicAnimator {
    func step(_ h: CGFloat) {
        let all = allBehaviors
        applyImpulses(all)
        evaluateAccelerations(all)
        for body in bodyOrder where !body.isAnchored {
            body.start = (body.vx, body.vy, body.angularVelocity, body.ax, body.ay, body.angularAcceleration)
            body.x += h * body.vx + h * h * body.ax / 2
            body.y += h * body.vy + h * h * body.ay / 2
            body.vx += h * body.ax
            body.vy += h * body.ay
            if body.allowsRotation {
                let turn = h * body.angularVelocity + h * h * body.angularAcceleration / 2
                if turn != 0 {
                    body.angle += turn
                    body.turned = true
                }
                body.angularVelocity += h * body.angularAcceleration
            }
        }
        evaluateAccelerations(all)
        for body in bodyOrder {
            guard !body.isAnchored else {
                body.vx = 0
                body.vy = 0
                body.angularVelocity = 0
                continue
            }
            let damping = 1 / (1 + h * max(0, body.resistance))
            body.vx = (body.start.vx + h * (body.start.ax + body.ax) / 2) * damping
            body.vy = (body.start.vy + h * (body.start.ay + body.ay) / 2) * damping
            if body.allowsRotation {
                body.angularVelocity =
                    (body.start.w + h * (body.start.alpha + body.angularAcceleration) / 2)
                    / (1 + h * max(0, body.angularResistance))
            } else {
                body.angularVelocity = 0
            }
        }
        for _ in 0..<4 {
            for case let attachment as AttachmentBehavior in all { solveRigid(attachment) }
            for case let collision as CollisionBehavior in all { solveContacts(collision) }
        }
    }

    /// Instantaneous pushes: `100 x magnitude / mass` points/s, once.
    private func applyImpulses(_ all: [DynamicBehavior]) {
        for case let push as PushBehavior in all where push.mode == .instantaneous && push.active {
            for item in push.items {
                guard let body = body(for: item), !body.isAnchored else { continue }
                body.vx += push.pushDirection.dx * 100 / body.mass
                body.vy += push.pushDirection.dy * 100 / body.mass
            }
            push.consumeImpulse()
        }
    }

    /// Sets every body's accelerations for its present position and velocity.
    private func evaluateAccelerations(_ all: [DynamicBehavior]) {
        for body in bodyOrder {
            body.ax = 0
            body.ay = 0
            body.angularAcceleration = 0
        }
        for behavior in all {
            switch behavior {
            case let gravity as GravityBehavior:
                let a = gravity.acceleration
                for item in gravity.items {
                    guard let body = body(for: item) else { continue }
                    body.ax += a.dx
                    body.ay += a.dy
                }
            case let push as PushBehavior where push.mode == .continuous && push.active:
                for item in push.items {
                    guard let body = body(for: item), !body.isAnchored else { continue }
                    body.ax += push.pushDirection.dx * 100 / body.mass
                    body.ay += push.pushDirection.dy * 100 / body.mass
                }
            case let snap as SnapBehavior:
                guard let body = body(for: snap.item) else { continue }
                let w = snap.angularFrequency
                let z = snap.dampingRatio
                body.ax += -w * w * (body.x - snap.snapPoint.x) - 2 * z * w * body.vx
                body.ay += -w * w * (body.y - snap.snapPoint.y) - 2 * z * w * body.vy
                body.angularAcceleration += -w * w * remainder(body.angle, 2 * .pi) - 2 * z * w * body.angularVelocity
            case let attachment as AttachmentBehavior where attachment.frequency > 0 && attachment.slidingAxis == nil:
                applySpring(attachment)
            default:
                continue
            }
        }
    }

    /// The two attachment points and the bodies (the second nil for an anchor).
    private func ends(of attachment: AttachmentBehavior) -> (DynamicBody, CGPoint, DynamicBody?, CGPoint)? {
        guard let a = body(for: attachment.items[0]) else { return nil }
        let pa = CGPoint(x: a.x + attachment.offsets[0].horizontal, y: a.y + attachment.offsets[0].vertical)
        if attachment.attachedBehaviorType == .anchor { return (a, pa, nil, attachment.anchorPoint) }
        guard let b = body(for: attachment.items[1]) else { return nil }
        return (a, pa, b, CGPoint(x: b.x + attachment.offsets[1].horizontal, y: b.y + attachment.offsets[1].vertical))
    }

    private func applySpring(_ attachment: AttachmentBehavior) {
        guard let (a, pa, b, pb) = ends(of: attachment) else { return }
        let dx = pa.x - pb.x
        let dy = pa.y - pb.y
        let distance = hypot(dx, dy)
        guard distance > 1e-9 else { return }
        let nx = dx / distance
        let ny = dy / distance
        let relative = (a.vx - (b?.vx ?? 0)) * nx + (a.vy - (b?.vy ?? 0)) * ny
        let w = 2 * .pi * attachment.frequency
        let z = max(0, attachment.damping)
        // Acceleration of the pair's separation; shared by inverse mass.
        let separation = -w * w * (distance - attachment.length) - 2 * z * w * relative
        let ia = a.inverseMass
        let ib = b?.inverseMass ?? 0
        guard ia + ib > 0 else { return }
        let shareA = ia / (ia + ib)
        let shareB = ib / (ia + ib)
        a.ax += separation * shareA * nx
        a.ay += separation * shareA * ny
        b?.ax -= separation * shareB * nx
        b?.ay -= separation * shareB * ny
    }

    /// Projects a rigid or sliding attachment's positions and velocities.
    private func solveRigid(_ attachment: AttachmentBehavior) {
        if let axis = attachment.slidingAxis {
            guard let body = body(for: attachment.items[0]), !body.isAnchored else { return }
            let rx = body.x - attachment.anchorPoint.x
            let ry = body.y - attachment.anchorPoint.y
            let along = rx * axis.dx + ry * axis.dy
            let range = attachment.attachmentRange
            let clamped = min(max(along, range.minimum), range.maximum)
            body.x = attachment.anchorPoint.x + clamped * axis.dx
            body.y = attachment.anchorPoint.y + clamped * axis.dy
            var speed = body.vx * axis.dx + body.vy * axis.dy
            if (clamped <= range.minimum && speed < 0) || (clamped >= range.maximum && speed > 0) { speed = 0 }
            body.vx = speed * axis.dx
            body.vy = speed * axis.dy
            body.angularVelocity = 0
            return
        }
        guard attachment.frequency <= 0, let (a, pa, b, pb) = ends(of: attachment) else { return }
        let dx = pa.x - pb.x
        let dy = pa.y - pb.y
        let distance = hypot(dx, dy)
        guard distance > 1e-9 else { return }
        let nx = dx / distance
        let ny = dy / distance
        let ia = a.inverseMass
        let ib = b?.inverseMass ?? 0
        guard ia + ib > 0 else { return }
        let error = distance - attachment.length
        a.x -= error * ia / (ia + ib) * nx
        a.y -= error * ia / (ia + ib) * ny
        b?.x += error * ib / (ia + ib) * nx
        b?.y += error * ib / (ia + ib) * ny
        let relative = (a.vx - (b?.vx ?? 0)) * nx + (a.vy - (b?.vy ?? 0)) * ny
        a.vx -= relative * ia / (ia + ib) * nx
        a.vy -= relative * ia / (ia + ib) * ny
        b?.vx += relative * ib / (ia + ib) * nx
        b?.vy += relative * ib / (ia + ib) * ny
    }
}
