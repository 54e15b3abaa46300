import Foundation

/// Where a collection view puts one item and how it looks there
/// (`UICollectionViewLayoutAttributes`), in the collection view's content coordinates.
@preconcurrency @MainActor
open class CollectionViewLayoutAttributes: NSObject {
    /// The item's path.
    public let indexPath: IndexPath
    /// The item's frame, points, in content coordinates.
    open var frame: CGRect
    /// The frame's centre.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The frame's size.
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    /// In 0...1.
    open var alpha: CGFloat = 1
    /// The item's affine transform, about its centre (`UICollectionViewLayoutAttributes.transform`).
    open var transform = CGAffineTransform.identity
    /// Items with a higher index are drawn above.
    open var zIndex = 0
    /// Whether the item is hidden.
    open var isHidden = false

    /// Attributes of the item at `indexPath` (`init(forCellWith:)`), with an empty frame.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        frame = .zero
        super.init()
    }
}
