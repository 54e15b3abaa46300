import Foundation

/// Ties an item to an anchor point or to another item (`UIAttachmentBehavior`,
/// https://developer.apple.com/documentation/uikit/uiattachmentbehavior).
///
/// With ``frequency`` 0 (the default) the attachment is rigid: the distance
/// between its two attachment points stays ``length``. With a frequency `f`
/// (hertz) above 0 it is a spring of natural frequency `ω = 2πf` and damping
/// ratio ``damping`` (0 by default): along the line between the two points
/// the items accelerate by `-ω² (d - length) - 2ζω v` for a pull on one item
/// (mass-independent, as a Box2D soft distance joint is), shared between two items
/// by their masses. ``length`` starts as the distance between the points when made.
///
/// The attachment acts at the items' centres (offsets from centre shift the
/// attachment point but do not turn the item). A sliding attachment
/// (``slidingAttachment(with:attachmentAnchor:axisOfTranslation:)``) keeps an
/// item on the line through an anchor along an axis, within ``attachmentRange``.
@preconcurrency @MainActor
open class AttachmentBehavior: DynamicBehavior {
    /// What the item is attached to (`UIAttachmentBehavior.AttachmentType`).
    public enum AttachmentType: Int, Hashable, Sendable {
        /// Attached to another item, or to an anchor point.
        case items, anchor
    }

    /// The attached item(s): one for an anchor, two for items.
    public let items: [any DynamicItem]
    override var ownItems: [any DynamicItem] { items }
    /// Items or anchor.
    public let attachedBehaviorType: AttachmentType
    /// The anchor, reference-view points (for `.anchor`); settable.
    open var anchorPoint: CGPoint { didSet { changed() } }
    /// Distance between the two attachment points, points.
    open var length: CGFloat { didSet { changed() } }
    /// Damping ratio of a spring attachment (ζ); 0 by default.
    open var damping: CGFloat = 0 { didSet { changed() } }
    /// Frequency of a spring attachment, hertz; 0 (rigid) by default.
    open var frequency: CGFloat = 0 { didSet { changed() } }
    /// Resistance to rotation about the attachment; kept, not simulated.
    open var frictionTorque: CGFloat = 0
    /// For a sliding attachment, how far (points) along the axis from the anchor
    /// the item may go; `.infinite` by default.
    open var attachmentRange: FloatRange = .infinite { didSet { changed() } }

    let offsets: [Offset]
    /// The sliding axis (unit vector) of a sliding attachment; nil otherwise.
    let slidingAxis: CGVector?

    /// `item`'s centre attached to `point`.
    public convenience init(item: any DynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    /// The point `offset` from `item`'s centre attached to `point`.
    public init(item: any DynamicItem, offsetFromCenter offset: Offset, attachedToAnchor point: CGPoint) {
        items = [item]
        attachedBehaviorType = .anchor
        anchorPoint = point
        offsets = [offset]
        slidingAxis = nil
        let p = CGPoint(x: item.center.x + offset.horizontal, y: item.center.y + offset.vertical)
        length = hypot(p.x - point.x, p.y - point.y)
        super.init()
    }

    /// Two items' centres attached to each other.
    public convenience init(item item1: any DynamicItem, attachedTo item2: any DynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    /// Points offset from two items' centres attached to each other.
    public init(
        item item1: any DynamicItem, offsetFromCenter offset1: Offset,
        attachedTo item2: any DynamicItem, offsetFromCenter offset2: Offset
    ) {
        items = [item1, item2]
        attachedBehaviorType = .items
        anchorPoint = .zero
        offsets = [offset1, offset2]
        slidingAxis = nil
        length = hypot(
            item1.center.x + offset1.horizontal - item2.center.x - offset2.horizontal,
            item1.center.y + offset1.vertical - item2.center.y - offset2.vertical)
        super.init()
    }

    private init(item: any DynamicItem, anchor: CGPoint, axis: CGVector) {
        items = [item]
        attachedBehaviorType = .anchor
        anchorPoint = anchor
        offsets = [.zero]
        let norm = hypot(axis.dx, axis.dy)
        slidingAxis = norm > 0 ? CGVector(dx: axis.dx / norm, dy: axis.dy / norm) : CGVector(dx: 1, dy: 0)
        length = 0
        super.init()
    }

    /// An item that may only translate along `axis` through `point`
    /// (`slidingAttachment(with:attachmentAnchor:axisOfTranslation:)`).
    public static func slidingAttachment(
        with item: any DynamicItem, attachmentAnchor point: CGPoint,
        axisOfTranslation axis: CGVector
    ) -> AttachmentBehavior {
        AttachmentBehavior(item: item, anchor: point, axis: axis)
    }
}
