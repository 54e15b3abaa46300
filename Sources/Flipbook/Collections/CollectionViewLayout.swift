import Foundation

/// Decides where a collection view's items go (`UICollectionViewLayout`).
/// Subclass it, or use ``CollectionViewFlowLayout``.
@preconcurrency @MainActor
open class CollectionViewLayout: NSObject {
    /// The collection view using this layout.
    public internal(set) weak var collectionView: CollectionView?
    var isPrepared = false

    public override init() { super.init() }

    /// Computes the layout; called before the layout is asked anything after
    /// an invalidation. Override it to compute attributes once.
    open func prepare() {}

    /// The size of all the content, points.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of the items whose frames meet `rect` (content coordinates).
    open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// Marks the layout stale: it is prepared again before the next use.
    open func invalidateLayout() {
        isPrepared = false
        collectionView?.setNeedsLayout()
    }

    /// Whether a bounds change (scrolling, resizing) invalidates the layout;
    /// false by default, true when the size changes for the flow layout.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Prepares the layout when it is stale.
    func prepareIfNeeded() {
        guard !isPrepared else { return }
        isPrepared = true
        prepare()
    }
}
