import Foundation

/// A uniform acceleration of its items (`UIGravityBehavior`,
/// https://developer.apple.com/documentation/uikit/uigravitybehavior).
///
/// Units: a ``gravityDirection`` of length 1 (``magnitude`` 1) is "standard
/// UIKit gravity", an acceleration of 1000 points/s² along the vector, the
/// same for every item whatever its mass. Default (0, 1): downwards at 1000 points/s².
/// ``angle`` is radians from +x towards +y (clockwise on screen).
@preconcurrency @MainActor
open class GravityBehavior: DynamicBehavior {
    private var list: DynamicItemList

    /// The gravity vector; its length is ``magnitude``.
    open var gravityDirection = CGVector(dx: 0, dy: 1) { didSet { changed() } }

    /// The items gravity acts on.
    open var items: [any DynamicItem] { list.items }
    override var ownItems: [any DynamicItem] { list.items }

    /// A gravity behaviour for `items`.
    public init(items: [any DynamicItem]) {
        list = DynamicItemList(items)
        super.init()
    }

    /// Adds an item (once).
    open func addItem(_ item: any DynamicItem) {
        list.insert(item)
        changed()
    }
    /// Removes an item.
    open func removeItem(_ item: any DynamicItem) {
        list.remove(item)
        changed()
    }

    /// The vector's direction, radians; 0 when the vector is zero.
    open var angle: CGFloat {
        get { gravityDirection.angle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The vector's length; 1 is 1000 points/s². Setting 0 makes the vector
    /// (0, 0), and so ``angle`` 0, as in UIKit.
    open var magnitude: CGFloat {
        get { gravityDirection.magnitude }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// Sets the direction (radians) and magnitude together.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(angle: angle, magnitude: magnitude)
    }

    /// The acceleration, points/s².
    var acceleration: CGVector { CGVector(dx: gravityDirection.dx * 1000, dy: gravityDirection.dy * 1000) }
}
