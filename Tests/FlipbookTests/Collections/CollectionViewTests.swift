import Flipbook
import Foundation
import Testing

/// Collection views with a flow layout: frames computed by hand, reusable
/// cells, visible cells while scrolling, taps that select, frames converted
/// into the window for a transition to start from.
@MainActor
@Suite struct CollectionViewTests {
    final class PhotoCell: CollectionViewCell {
        var reuses = 0
        let label = Label(frame: .zero)
        required init(frame: CGRect) {
            super.init(frame: frame)
            contentView.addSubview(label)
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
        override func prepareForReuse() {
            super.prepareForReuse()
            reuses += 1
        }
    }

    final class Source: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
        var count: Int
        var made = 0
        var selections: [IndexPath] = []
        var sizes: ((IndexPath) -> CGSize)?
        init(count: Int) { self.count = count }
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
            (cell as? PhotoCell)?.label.text = "\(indexPath.item)"
            made += 1
            return cell
        }
        func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
            selections.append(indexPath)
        }
        func collectionView(
            _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            sizes?(indexPath) ?? (collectionViewLayout as! CollectionViewFlowLayout).itemSize
        }
    }

    /// A 320 x 250 collection view of `count` 100-point items in a window.
    func scene(count: Int) -> (Window, CollectionView, Source) {
        let window = Window(size: CGSize(width: 320, height: 400), scale: 1, clock: ManualClock(fps: 60))
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let cv = CollectionView(frame: CGRect(x: 0, y: 50, width: 320, height: 250), collectionViewLayout: layout)
        cv.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        let source = Source(count: count)
        cv.dataSource = source
        cv.delegate = source
        window.addSubview(cv)
        window.layoutIfNeeded()
        return (window, cv, source)
    }

    @Test func theFlowLayoutFillsLinesAndSharesOutTheSpareSpace() throws {
        let (_, cv, _) = scene(count: 7)
        // Three 100-point items fit in 320 with at least 10 between: the spare 20 goes 10 and 10.
        let frames = (0..<7).map { cv.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
        #expect(frames[0] == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(frames[2] == CGRect(x: 220, y: 0, width: 100, height: 100))
        #expect(frames[3] == CGRect(x: 0, y: 110, width: 100, height: 100), "the next line, 10 below")
        #expect(frames[6] == CGRect(x: 0, y: 220, width: 100, height: 100), "the last line starts at the leading edge")
        #expect(cv.contentSize == CGSize(width: 320, height: 320))
        #expect(cv.numberOfSections == 1 && cv.numberOfItems(inSection: 0) == 7)
    }

    @Test func theDelegateSizesItemsAndTheLastLineKeepsTheColumns() {
        let window = Window(size: CGSize(width: 300, height: 400), scale: 1, clock: ManualClock(fps: 60))
        let layout = CollectionViewFlowLayout()
        layout.sectionInset = EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        let cv = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        cv.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        let source = Source(count: 5)
        source.sizes = { _ in CGSize(width: 80, height: 60) }
        cv.dataSource = source
        cv.delegate = source
        window.addSubview(cv)
        window.layoutIfNeeded()
        // 280 across: three 80s (240) and two gaps of 20.
        let f = (0..<5).map { cv.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
        #expect(f.map(\.minX) == [10, 110, 210, 10, 110])
        #expect(f.map(\.minY) == [5, 5, 5, 75, 75])
        #expect(cv.contentSize == CGSize(width: 300, height: 140), "5 + 60 + 10 + 60 + 5 points tall")
    }

    @Test func onlyVisibleCellsExistAndScrolledAwayOnesAreReused() throws {
        let (window, cv, source) = scene(count: 30)
        #expect(cv.indexPathsForVisibleItems == (0..<9).map { IndexPath(item: $0, section: 0) }, "three lines show")
        #expect(source.made == 9 && cv.cellForItem(at: IndexPath(item: 20, section: 0)) == nil)
        cv.scrollToItem(at: IndexPath(item: 20, section: 0), at: .top, animated: false)
        window.layoutIfNeeded()
        // Item 20 is on line 6 (y 660); the view shows 660...910: lines 6, 7 and 8.
        #expect(cv.contentOffset.y == 660)
        #expect(cv.indexPathsForVisibleItems.first == IndexPath(item: 18, section: 0))
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 20, section: 0)) as? PhotoCell)
        #expect(cell.label.text == "20" && cv.indexPath(for: cell) == IndexPath(item: 20, section: 0))
        #expect(cv.visibleCells.count == 9 && cv.subviews.filter { $0 is PhotoCell }.count == 9)
        let reused = cv.visibleCells.compactMap { $0 as? PhotoCell }.filter { $0.reuses > 0 }.count
        #expect(reused == 9, "every cell on screen now was scrolled away and reused")
        // The frame a zoom would start from, in the window: line 6 at the view's top (y 50).
        let frame = cell.convert(cell.bounds, to: window)
        #expect(frame == CGRect(x: 220, y: 50, width: 100, height: 100))
    }

    @Test func aTapOnACellSelectsItsItem() throws {
        let (window, cv, source) = scene(count: 12)
        var finger = TouchScript.Finger(down: CGPoint(x: 160, y: 50 + 110 + 50), at: 0.02)
        finger.up(at: 0.05)
        try window.play(TouchScript(fingers: [finger]))
        window.tick(frames: 6)
        #expect(source.selections == [IndexPath(item: 4, section: 0)])
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        #expect(cv.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == true)
    }

    @Test func anUnregisteredIdentifierGivesAPlainCellAndADiagnostic() {
        let (_, cv, _) = scene(count: 1)
        var cell: CollectionViewCell?
        let d = Diagnostics.collect {
            cell = cv.dequeueReusableCell(withReuseIdentifier: "nope", for: IndexPath(item: 0, section: 0))
        }
        #expect(d.map(\.code) == ["collectionView.unregistered"] && cell != nil)
        let r = Diagnostics.collect { cv.register(View.self, forCellWithReuseIdentifier: "view") }
        #expect(r.map(\.code) == ["collectionView.notACell"])
    }
}
