import Foundation

/// Keeps its items from passing through each other and through boundaries
/// (`UICollisionBehavior`, https://developer.apple.com/documentation/uikit/uicollisionbehavior).
///
/// Boundaries are the reference view's bounds
/// (``translatesReferenceBoundsIntoBoundary``, inset by
/// ``setTranslatesReferenceBoundsIntoBoundary(with:)``'s insets; items stay
/// inside them) and named segments or paths (``addBoundary(withIdentifier:for:)``,
/// ``addBoundary(withIdentifier:from:to:)``; curves are flattened into 16
/// segments each; an item collides with a segment from either side).
/// Items collide with each other only within one collision behaviour, and
/// only if ``collisionMode`` includes `.items`. Collisions use each item's
/// ``DynamicItemBehavior/elasticity`` and ``DynamicItemBehavior/friction``;
/// contacts approaching slower than 20 points/s do not bounce.
@preconcurrency @MainActor
open class CollisionBehavior: DynamicBehavior {
    /// What collides (`UICollisionBehavior.Mode`).
    public struct Mode: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Items collide with each other.
        public static let items = Mode(rawValue: 1)
        /// Items collide with boundaries.
        public static let boundaries = Mode(rawValue: 2)
        /// Both; the default.
        public static let everything: Mode = [.items, .boundaries]
    }

    struct Boundary {
        let identifier: any NSCopying
        let path: BezierPath
        let segments: [(CGPoint, CGPoint)]
    }

    private var list: DynamicItemList
    private(set) var boundaries: [Boundary] = []
    private(set) var referenceInsets: EdgeInsets = .zero

    /// The items that collide.
    open var items: [any DynamicItem] { list.items }
    override var ownItems: [any DynamicItem] { list.items }
    /// `.everything` by default.
    open var collisionMode: Mode = .everything { didSet { changed() } }
    /// Whether the reference view's bounds are a boundary; false by default.
    open var translatesReferenceBoundsIntoBoundary = false { didSet { changed() } }
    /// Told when contacts begin and end, once per frame at most for each pair.
    open weak var collisionDelegate: CollisionBehaviorDelegate?

    /// A behaviour that makes `items` collide (with each other and the boundaries, per `collisionMode`).
    public init(items: [any DynamicItem]) {
        list = DynamicItemList(items)
        super.init()
    }

    /// Adds an item to collide; an item already there is not added twice.
    open func addItem(_ item: any DynamicItem) {
        list.insert(item)
        changed()
    }
    /// Removes an item; it no longer collides.
    open func removeItem(_ item: any DynamicItem) {
        list.remove(item)
        changed()
    }

    /// Makes the reference bounds, inset by `insets` (points), a boundary.
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: EdgeInsets) {
        referenceInsets = insets
        translatesReferenceBoundsIntoBoundary = true
    }

    /// Adds (or replaces) a boundary along `bezierPath` (reference-view points).
    open func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: BezierPath) {
        removeBoundary(withIdentifier: identifier)
        boundaries.append(
            Boundary(
                identifier: identifier, path: bezierPath,
                segments: CollisionBehavior.segments(of: bezierPath.path)))
        changed()
    }

    /// Adds (or replaces) a straight boundary from `p1` to `p2`.
    open func addBoundary(withIdentifier identifier: any NSCopying, from p1: CGPoint, to p2: CGPoint) {
        let path = BezierPath()
        path.move(to: p1)
        path.addLine(to: p2)
        addBoundary(withIdentifier: identifier, for: path)
    }

    /// The path of the boundary named `identifier`, or nil.
    open func boundary(withIdentifier identifier: any NSCopying) -> BezierPath? {
        boundaries.first { CollisionBehavior.same($0.identifier, identifier) }?.path
    }

    /// Removes the boundary named `identifier` (compared as `isEqual`), if there is one.
    open func removeBoundary(withIdentifier identifier: any NSCopying) {
        boundaries.removeAll { CollisionBehavior.same($0.identifier, identifier) }
        changed()
    }

    /// Removes every boundary added by identifier (the reference bounds stay if `translatesReferenceBoundsIntoBoundary`).
    open func removeAllBoundaries() {
        boundaries.removeAll()
        changed()
    }

    /// The named boundaries' identifiers, in the order added.
    open var boundaryIdentifiers: [any NSCopying]? { boundaries.isEmpty ? nil : boundaries.map(\.identifier) }

    static func same(_ a: any NSCopying, _ b: any NSCopying) -> Bool {
        if let x = a as? NSObject, let y = b as? NSObject { return x.isEqual(y) }
        return (a as AnyObject) === (b as AnyObject)
    }

    /// The path's lines, curves flattened into 16 segments.
    static func segments(of path: Path) -> [(CGPoint, CGPoint)] {
        var result: [(CGPoint, CGPoint)] = []
        var start: CGPoint?
        var current: CGPoint?
        func line(to p: CGPoint) {
            if let c = current, c != p { result.append((c, p)) }
            current = p
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                start = p
                current = p
            case .line(let p): line(to: p)
            case .quadCurve(let p, let c):
                guard let p0 = current else {
                    current = p
                    continue
                }
                for i in 1...16 {
                    let t = CGFloat(i) / 16
                    let u = 1 - t
                    line(
                        to: CGPoint(
                            x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                            y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .curve(let p, let c1, let c2):
                guard let p0 = current else {
                    current = p
                    continue
                }
                for i in 1...16 {
                    let t = CGFloat(i) / 16
                    let u = 1 - t
                    let a = u * u * u
                    let b = 3 * u * u * t
                    let c = 3 * u * t * t
                    let d = t * t * t
                    line(
                        to: CGPoint(
                            x: a * p0.x + b * c1.x + c * c2.x + d * p.x,
                            y: a * p0.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .closeSubpath:
                if let s = start { line(to: s) }
            }
        }
        return result
    }
}

/// Told about a collision behaviour's contacts (`UICollisionBehaviorDelegate`).
/// Boundary identifiers are nil for the reference bounds' boundary; points
/// are in reference-view coordinates. All methods have empty defaults.
@preconcurrency @MainActor
public protocol CollisionBehaviorDelegate: AnyObject {
    /// Two items began touching at `p`, in reference-view coordinates.
    func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item1: any DynamicItem,
        with item2: any DynamicItem, at p: CGPoint)
    /// Two items stopped touching.
    func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item1: any DynamicItem,
        with item2: any DynamicItem)
    /// An item began touching a boundary (nil identifier: the reference bounds) at `p`.
    func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint)
    /// An item stopped touching a boundary.
    func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: (any NSCopying)?)
}

extension CollisionBehaviorDelegate {
    public func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item1: any DynamicItem,
        with item2: any DynamicItem, at p: CGPoint
    ) {}
    public func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item1: any DynamicItem,
        with item2: any DynamicItem
    ) {}
    public func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint
    ) {}
    public func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: (any NSCopying)?
    ) {}
}
