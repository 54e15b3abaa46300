import Foundation

/// Something a ``DynamicAnimator`` moves (`UIDynamicItem`,
/// https://developer.apple.com/documentation/uikit/uidynamicitem).
///
/// The animator reads ``center``, ``bounds`` and ``transform`` when the item
/// first joins one of its behaviours (and on
/// ``DynamicAnimator/updateItem(usingCurrentState:)``), then writes
/// ``center`` (points, in the reference view's coordinates) on every frame,
/// and ``transform`` (a pure rotation) once the item has turned. `bounds.size`
/// gives the item's mass with its density (``DynamicItemBehavior/density``).
/// ``View`` conforms; so can any class of your own.
@preconcurrency @MainActor
public protocol DynamicItem: AnyObject {
    /// The item's centre, points, in the reference view's coordinates.
    var center: CGPoint { get set }
    /// The item's size (`bounds.size`, points) for its mass and collision shape.
    var bounds: CGRect { get }
    /// The item's rotation; the animator sets `CGAffineTransform(rotationAngle:)`.
    var transform: CGAffineTransform { get set }
    /// The shape collisions use; `.rectangle` unless the item says otherwise.
    var collisionBoundsType: DynamicItemCollisionBoundsType { get }
    /// The outline for `.path`, in the item's coordinates about its centre.
    var collisionBoundingPath: BezierPath { get }
}

extension DynamicItem {
    /// `.rectangle`, UIKit's default.
    public var collisionBoundsType: DynamicItemCollisionBoundsType { .rectangle }
    /// The item's bounds about its centre.
    public var collisionBoundingPath: BezierPath {
        BezierPath(rect: CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height))
    }
}

/// How a ``DynamicItem``'s collisions are shaped (`UIDynamicItemCollisionBoundsType`).
///
/// Flipbook collides `.rectangle` items as their axis-aligned bounds, `.ellipse`
/// as a circle whose diameter is the smaller side of the bounds, and `.path` as
/// the axis-aligned bounds of ``DynamicItem/collisionBoundingPath``.
public enum DynamicItemCollisionBoundsType: Int, Hashable, Sendable {
    /// Collide as the item's bounds rectangle, the ellipse inscribed in it, or its `collisionBoundingPath`.
    case rectangle, ellipse, path
}

extension View: DynamicItem {}
