import Foundation

/// Physical properties of its items, and their velocities
/// (`UIDynamicItemBehavior`, https://developer.apple.com/documentation/uikit/uidynamicitembehavior).
///
/// Units and defaults (Apple's pages): ``elasticity`` 0 (0 no bounce, 1 a
/// perfectly elastic collision); ``friction`` 0 (between touching items and
/// against boundaries, Coulomb: the tangential impulse is at most `friction x`
/// the normal one); ``density`` 1 (mass = `density x width x height / 10 000`,
/// so a 100 x 100 item of density 1 has mass 1); ``resistance`` 0 and
/// ``angularResistance`` 0 (linear and angular velocity damping per second:
/// each step multiplies the velocity by `1 / (1 + h x resistance)` for a step of `h` seconds);
/// ``allowsRotation`` true; ``isAnchored`` false (an anchored item does not move
/// but others collide with it). When several item behaviours name one item, the
/// one added to the animator last decides.
@preconcurrency @MainActor
open class DynamicItemBehavior: DynamicBehavior {
    private var list: DynamicItemList
    private var pendingLinear: [ObjectIdentifier: CGPoint] = [:]
    private var pendingAngular: [ObjectIdentifier: CGFloat] = [:]

    /// Bounciness of collisions, 0 (none, the default) to 1 (fully elastic).
    open var elasticity: CGFloat = 0 { didSet { changed() } }
    /// Coulomb friction between touching items and against boundaries, 0 (none, the default) and up.
    open var friction: CGFloat = 0 { didSet { changed() } }
    /// Mass per area, 1 by default: mass = `density x width x height / 10 000`.
    open var density: CGFloat = 1 { didSet { changed() } }
    /// Linear velocity damping per second, 0 (none, the default) and up.
    open var resistance: CGFloat = 0 { didSet { changed() } }
    /// Angular velocity damping per second, 0 (none, the default) and up.
    open var angularResistance: CGFloat = 0 { didSet { changed() } }
    /// Electric charge; kept for source compatibility (field behaviours are not simulated).
    open var charge: CGFloat = 0
    /// Whether the items stay where they are while others collide with them; false by default.
    open var isAnchored = false { didSet { changed() } }
    /// Whether collisions and off-centre pushes may rotate the items; true by default.
    open var allowsRotation = true { didSet { changed() } }

    /// The items the behaviour applies to, in the order they were added.
    open var items: [any DynamicItem] { list.items }
    override var ownItems: [any DynamicItem] { list.items }

    /// Sets these properties for `items`.
    public init(items: [any DynamicItem]) {
        list = DynamicItemList(items)
        super.init()
    }

    /// Adds an item; an item already there is not added twice.
    open func addItem(_ item: any DynamicItem) {
        list.insert(item)
        changed()
    }
    /// Removes an item; it goes back to the defaults of other item behaviours.
    open func removeItem(_ item: any DynamicItem) {
        list.remove(item)
        changed()
    }

    /// Adds `velocity` (points/s, as a point: x and y) to `item`'s linear
    /// velocity; before the behaviour is in an animator, it is added when it is.
    open func addLinearVelocity(_ velocity: CGPoint, for item: any DynamicItem) {
        if let animator = dynamicAnimator, let body = animator.body(for: item) {
            body.vx += velocity.x
            body.vy += velocity.y
            animator.behaviorDidChange()
        } else {
            let old = pendingLinear[ObjectIdentifier(item)] ?? .zero
            pendingLinear[ObjectIdentifier(item)] = CGPoint(x: old.x + velocity.x, y: old.y + velocity.y)
        }
    }

    /// `item`'s linear velocity, points/s; zero when not animated.
    open func linearVelocity(for item: any DynamicItem) -> CGPoint {
        guard let body = dynamicAnimator?.body(for: item) else { return pendingLinear[ObjectIdentifier(item)] ?? .zero }
        return CGPoint(x: body.vx, y: body.vy)
    }

    /// Adds `velocity` (radians/s) to `item`'s angular velocity.
    open func addAngularVelocity(_ velocity: CGFloat, for item: any DynamicItem) {
        if let animator = dynamicAnimator, let body = animator.body(for: item) {
            body.angularVelocity += velocity
            animator.behaviorDidChange()
        } else {
            pendingAngular[ObjectIdentifier(item), default: 0] += velocity
        }
    }

    /// `item`'s angular velocity, radians/s.
    open func angularVelocity(for item: any DynamicItem) -> CGFloat {
        guard let body = dynamicAnimator?.body(for: item) else { return pendingAngular[ObjectIdentifier(item)] ?? 0 }
        return body.angularVelocity
    }

    /// Velocities asked for before the behaviour joined the animator, once.
    func takePendingVelocities() -> (linear: [ObjectIdentifier: CGPoint], angular: [ObjectIdentifier: CGFloat]) {
        defer {
            pendingLinear = [:]
            pendingAngular = [:]
        }
        return (pendingLinear, pendingAngular)
    }
}
