import Foundation

/// A force on its items, continuous or one instantaneous impulse
/// (`UIPushBehavior`, https://developer.apple.com/documentation/uikit/uipushbehavior).
///
/// Units (Apple's `magnitude` page): a continuous force of magnitude 1 on a
/// 100 x 100 point item of density 1 accelerates it at 100 points/s²; an
/// item's mass is `density x width x height / 10 000`, so the acceleration is
/// `100 x magnitude / mass` points/s². An instantaneous push of magnitude 1
/// changes that item's velocity by 100 points/s (`100 x magnitude / mass`), once,
/// on the next physics step, after which ``active`` becomes false; setting
/// ``active`` to true again pushes again. The default magnitude is 0 (no force).
@preconcurrency @MainActor
open class PushBehavior: DynamicBehavior {
    /// Continuous or instantaneous (`UIPushBehavior.Mode`).
    public enum Mode: Int, Hashable, Sendable {
        /// A force applied on every step while ``active``.
        case continuous
        /// An impulse applied once when the behaviour becomes active.
        case instantaneous
    }

    private var list: DynamicItemList
    private var offsets: [ObjectIdentifier: Offset] = [:]

    /// The mode given at creation.
    public let mode: Mode
    /// Whether the force acts; true by default. An instantaneous push turns it
    /// off once applied.
    open var active = true { didSet { changed() } }
    /// The force vector; its length is ``magnitude``. Default (0, 0).
    open var pushDirection = CGVector.zero { didSet { changed() } }

    /// The items pushed.
    open var items: [any DynamicItem] { list.items }
    override var ownItems: [any DynamicItem] { list.items }

    /// A push behaviour for `items`.
    public init(items: [any DynamicItem], mode: Mode) {
        list = DynamicItemList(items)
        self.mode = mode
        super.init()
    }

    /// Adds an item to push; an item already there is not added twice.
    open func addItem(_ item: any DynamicItem) {
        list.insert(item)
        changed()
    }
    /// Removes an item; it is pushed no more.
    open func removeItem(_ item: any DynamicItem) {
        list.remove(item)
        changed()
    }

    /// The force's direction, radians from +x towards +y.
    open var angle: CGFloat {
        get { pushDirection.angle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The force's size (see the type's units); negative reverses it.
    open var magnitude: CGFloat {
        get { pushDirection.magnitude }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// Sets the direction (radians) and magnitude together.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        pushDirection = CGVector(angle: angle, magnitude: magnitude)
    }

    /// Where on `item` the force acts, from its centre (points). Flipbook
    /// keeps the value but applies every push at the centre, so a push never
    /// turns an item.
    open func setTargetOffsetFromCenter(_ offset: Offset, for item: any DynamicItem) {
        offsets[ObjectIdentifier(item)] = offset
    }

    /// The offset set with ``setTargetOffsetFromCenter(_:for:)``; zero by default.
    open func targetOffsetFromCenter(for item: any DynamicItem) -> Offset {
        offsets[ObjectIdentifier(item)] ?? .zero
    }
}

extension PushBehavior {
    /// An instantaneous push was applied: it is no longer active.
    func consumeImpulse() {
        if active { active = false }
    }
}
