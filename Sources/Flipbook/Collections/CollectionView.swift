import Foundation

/// A scrolling grid of reusable cells (`UICollectionView`), enough for the
/// list-to-detail transitions that start from a cell.
///
/// The ``dataSource`` gives the number of items and a cell for each, from
/// ``dequeueReusableCell(withReuseIdentifier:for:)``; the ``layout`` places
/// them. Only the cells whose frames meet the visible bounds exist, laid
/// out at each layout pass; a cell scrolled away is kept for reuse (its
/// `prepareForReuse()` runs before it is handed out again). A tap on a cell
/// selects its item and tells the delegate (`delegate` is the scroll view's,
/// set to a ``CollectionViewDelegate``).
@preconcurrency @MainActor
open class CollectionView: ScrollView {
    /// Where a scrolled-to item ends up (`UICollectionView.ScrollPosition`).
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The item's top edge at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically in the visible area.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom edge at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally in the visible area.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// Supplies the items; held weakly.
    open weak var dataSource: (any CollectionViewDataSource)? { didSet { reloadData() } }
    /// The layout (`collectionViewLayout`).
    open var collectionViewLayout: CollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            collectionViewLayout.invalidateLayout()
        }
    }

    private var registered: [String: CollectionViewCell.Type] = [:]
    private var reusable: [String: [CollectionViewCell]] = [:]
    private var visible: [IndexPath: CollectionViewCell] = [:]
    private var counts: [Int]?
    private var selected: Set<IndexPath> = []
    private let tap = TapGestureRecognizer()
    private var laidOutSize = CGSize.zero

    /// A collection view of `frame` laid out by `layout` (`init(frame:collectionViewLayout:)`).
    public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        tap.addTarget { [weak self] r in self?.handleTap(r) }
        addGestureRecognizer(tap)
    }

    /// UIKit's archive initializer: a flow layout and an empty frame.
    public required init?(coder: NSCoder) {
        collectionViewLayout = CollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
        tap.addTarget { [weak self] r in self?.handleTap(r) }
        addGestureRecognizer(tap)
    }

    // MARK: Data

    /// Makes cells of `cellClass` for `identifier` (`register(_:forCellWithReuseIdentifier:)`).
    /// The class must be a ``CollectionViewCell``; anything else is refused with a diagnostic.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let type = cellClass as? CollectionViewCell.Type else {
            reportDiagnostic(
                "collectionView.notACell",
                "register(_:forCellWithReuseIdentifier:) needs a CollectionViewCell subclass; '\(identifier)' is not registered")
            return
        }
        registered[identifier] = type
    }

    /// A cell for `indexPath`: one kept for reuse, else a new one of the
    /// registered class. An unregistered identifier gives a plain cell and a diagnostic.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        if var pool = reusable[identifier], let cell = pool.popLast() {
            reusable[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        let type =
            registered[identifier]
            ?? {
                reportDiagnostic(
                    "collectionView.unregistered",
                    "no cell class is registered for '\(identifier)'; a plain CollectionViewCell is used")
                return CollectionViewCell.self
            }()
        let cell = type.init(frame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }

    /// Forgets the cells and counts, and asks the data source again at the next layout.
    open func reloadData() {
        for (_, cell) in visible { enqueue(cell) }
        visible = [:]
        counts = nil
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    /// The number of sections the data source gives.
    open var numberOfSections: Int { itemCounts.count }

    /// The number of items in `section` (0 for a section that does not exist).
    open func numberOfItems(inSection section: Int) -> Int {
        itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    private var itemCounts: [Int] {
        if let counts { return counts }
        guard let dataSource else { return [] }
        let sections = max(0, dataSource.numberOfSections(in: self))
        let c = (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
        counts = c
        return c
    }

    // MARK: Cells and positions

    /// The visible cell of `indexPath`, nil when it is not on screen.
    open func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        layoutIfNeeded()
        return visible[indexPath]
    }

    /// The cells on screen, in index path order.
    open var visibleCells: [CollectionViewCell] {
        layoutIfNeeded()
        return visible.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The index paths of the cells on screen, in order.
    open var indexPathsForVisibleItems: [IndexPath] {
        layoutIfNeeded()
        return visible.keys.sorted()
    }

    /// The index path of a visible `cell`.
    open func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        visible.first { $0.value === cell }?.key
    }

    /// The item at `point` (content coordinates), if any.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        let probe = CGRect(x: point.x, y: point.y, width: 0.001, height: 0.001)
        return collectionViewLayout.layoutAttributesForElements(in: probe)?
            .first { $0.frame.contains(point) }?.indexPath
    }

    /// Where the layout puts the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// Scrolls so that the item sits at `position` (clamped to the content's ends).
    open func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        var o = contentOffset
        let b = bounds.size
        if position.contains(.top) { o.y = frame.minY }
        if position.contains(.centeredVertically) { o.y = frame.midY - b.height / 2 }
        if position.contains(.bottom) { o.y = frame.maxY - b.height }
        if position.contains(.left) { o.x = frame.minX }
        if position.contains(.centeredHorizontally) { o.x = frame.midX - b.width / 2 }
        if position.contains(.right) { o.x = frame.maxX - b.width }
        let size = collectionViewLayout.collectionViewContentSize
        let i = adjustedContentInset
        o.x = min(max(o.x, -i.left), max(-i.left, size.width + i.right - b.width))
        o.y = min(max(o.y, -i.top), max(-i.top, size.height + i.bottom - b.height))
        setContentOffset(o, animated: animated)
    }

    /// The selected items.
    open var indexPathsForSelectedItems: [IndexPath]? { selected.sorted() }

    /// Selects the item (without telling the delegate, as UIKit) and scrolls to it.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { return }
        selected.insert(indexPath)
        visible[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item (without telling the delegate).
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selected.remove(indexPath)
        visible[indexPath]?.isSelected = false
    }

    private func handleTap(_ recognizer: GestureRecognizer) {
        guard recognizer.state == .ended, let path = indexPathForItem(at: recognizer.location(in: self)) else { return }
        let delegate = self.delegate as? CollectionViewDelegate
        guard delegate?.collectionView(self, shouldSelectItemAt: path) ?? true else { return }
        for old in selected where old != path {
            deselectItem(at: old, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: old)
        }
        selected.insert(path)
        visible[path]?.isSelected = true
        delegate?.collectionView(self, didSelectItemAt: path)
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        if bounds.size != laidOutSize {
            laidOutSize = bounds.size
            collectionViewLayout.isPrepared = false
        }
        contentSize = collectionViewLayout.collectionViewContentSize
        let shown = collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
        let wanted = Set(shown.map(\.indexPath))
        for (path, cell) in visible where !wanted.contains(path) {
            visible[path] = nil
            enqueue(cell)
        }
        for a in shown {
            let cell: CollectionViewCell
            if let existing = visible[a.indexPath] {
                cell = existing
            } else {
                guard let dataSource else { continue }
                cell = dataSource.collectionView(self, cellForItemAt: a.indexPath)
                cell.isSelected = selected.contains(a.indexPath)
                visible[a.indexPath] = cell
                if cell.superview !== self { addSubview(cell) }
            }
            View.performWithoutAnimation {
                cell.bounds = CGRect(origin: .zero, size: a.frame.size)
                cell.center = CGPoint(x: a.frame.midX, y: a.frame.midY)
                cell.alpha = a.alpha
                cell.isHidden = a.isHidden
                cell.transform = a.transform
                cell.layer.zPosition = CGFloat(a.zIndex)
            }
        }
    }

    open override var bounds: CGRect {
        didSet { if bounds.origin != oldValue.origin { setNeedsLayout() } }
    }

    private func enqueue(_ cell: CollectionViewCell) {
        cell.removeFromSuperview()
        reusable[cell.reuseIdentifier ?? "", default: []].append(cell)
    }
}
