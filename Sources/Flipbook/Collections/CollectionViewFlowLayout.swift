import Foundation

/// Items in lines, line after line (`UICollectionViewFlowLayout`).
///
/// Vertically (the default) each line holds as many items as fit across
/// the collection view's width inside the section inset, at least
/// ``minimumInteritemSpacing`` apart; the space left over in a full line is
/// shared out between its items (UIKit's justified lines), and the items of
/// a section's last, shorter line keep that line spacing, so that a grid of
/// equal items stays in columns (a section of one line keeps the minimum
/// spacing). A line is as tall as its tallest item, items centred in it;
/// lines are ``minimumLineSpacing`` apart. A horizontal layout is the same
/// with the axes swapped. A line of one item puts it at the leading edge.
@preconcurrency @MainActor
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// The direction the content scrolls in (`UICollectionView.ScrollDirection`).
    public enum ScrollDirection: Int, Hashable, Sendable {
        /** Lines stack down and the content scrolls vertically (the default), or they stack right and it scrolls horizontally. */
        case vertical, horizontal
    }

    /// The items' size when the delegate gives none; 50 x 50 by default, as UIKit.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// Between lines, points; 10 by default.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Between items of a line, points; 10 by default.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Around each section's items, points.
    open var sectionInset = EdgeInsets.zero { didSet { invalidateLayout() } }
    /// The direction lines run and the view scrolls; vertical by default (`UICollectionViewFlowLayout.scrollDirection`).
    open var scrollDirection = ScrollDirection.vertical { didSet { invalidateLayout() } }

    private var attributes: [CollectionViewLayoutAttributes] = []
    private var byPath: [IndexPath: CollectionViewLayoutAttributes] = [:]
    private var contentSize = CGSize.zero

    open override var collectionViewContentSize: CGSize {
        prepareIfNeeded()
        return contentSize
    }

    open override func prepare() {
        attributes = []
        byPath = [:]
        contentSize = .zero
        guard let cv = collectionView else { return }
        let flow = cv.delegate as? CollectionViewDelegateFlowLayout
        let vertical = scrollDirection == .vertical
        // Work in (across, along) coordinates: across = the line's direction.
        let across = vertical ? cv.bounds.width : cv.bounds.height
        var along: CGFloat = 0
        for section in 0..<cv.numberOfSections {
            let inset = flow?.collectionView(cv, layout: self, insetForSectionAt: section) ?? sectionInset
            let lineSpacing =
                flow?.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
            let itemSpacing =
                flow?.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: section)
                ?? minimumInteritemSpacing
            let (start, end) = vertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
            let available = max(0, across - start - end)
            along += vertical ? inset.top : inset.left
            let count = cv.numberOfItems(inSection: section)
            let sizes = (0..<count).map { item -> CGSize in
                let s = flow?.collectionView(cv, layout: self, sizeForItemAt: IndexPath(item: item, section: section)) ?? itemSize
                return vertical ? s : CGSize(width: s.height, height: s.width)  // (across, along)
            }
            var lines: [[Int]] = []
            var current: [Int] = []
            var used: CGFloat = 0
            for (i, s) in sizes.enumerated() {
                let needed = current.isEmpty ? s.width : used + itemSpacing + s.width
                if !current.isEmpty && needed > available + 1e-9 {
                    lines.append(current)
                    current = [i]
                    used = s.width
                } else {
                    current.append(i)
                    used = needed
                }
            }
            if !current.isEmpty { lines.append(current) }
            // Full lines share out their spare space; the last line keeps the
            // spacing of the line before it (columns), or the minimum when alone.
            var lineSpacingAcross = itemSpacing
            for (n, line) in lines.enumerated() {
                let isLast = n == lines.count - 1
                if !isLast && line.count > 1 {
                    let total = line.map { sizes[$0].width }.reduce(0, +)
                    lineSpacingAcross = (available - total) / CGFloat(line.count - 1)
                }
                let spacing = lineSpacingAcross
                let height = line.map { sizes[$0].height }.max() ?? 0
                var x = start
                for i in line {
                    let s = sizes[i]
                    let a = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: section))
                    let y = along + (height - s.height) / 2
                    a.frame =
                        vertical
                        ? CGRect(x: x, y: y, width: s.width, height: s.height)
                        : CGRect(x: y, y: x, width: s.height, height: s.width)
                    attributes.append(a)
                    byPath[a.indexPath] = a
                    x += s.width + spacing
                }
                along += height + (isLast ? 0 : lineSpacing)
            }
            along += vertical ? inset.bottom : inset.right
        }
        contentSize = vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        prepareIfNeeded()
        return attributes.filter { $0.frame.intersects(rect) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        prepareIfNeeded()
        return byPath[indexPath]
    }

    /// A change of size (not of scroll position) lays the items out again.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let cv = collectionView else { return false }
        return newBounds.size != cv.bounds.size
    }
}
