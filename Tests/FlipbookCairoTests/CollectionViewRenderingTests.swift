import Flipbook
import FlipbookCairo
import FlipbookTestSupport
import Foundation
import Testing

/// A collection view's grid as drawn: each cell where the flow layout puts
/// it, before and after scrolling.
@MainActor
@Suite struct CollectionViewRenderingTests {
    final class Source: CollectionViewDataSource {
        let colors: [Color] = [.red, .green, .blue]
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
            cell.contentView.backgroundColor = colors[indexPath.item / 3 % 3]  // one colour per line
            return cell
        }
    }

    @Test func theGridIsDrawnWhereTheLayoutPutsItAndScrolls() throws {
        let window = Window(size: CGSize(width: 320, height: 300), scale: 1, clock: ManualClock(fps: 60))
        window.backgroundColor = .white
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let cv = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "c")
        let source = Source()
        cv.dataSource = source
        window.addSubview(cv)
        window.layoutIfNeeded()
        let top = try CairoRenderer().render(window.renderTree())
        #expect(top.rgba(50, 50) == [255, 0, 0, 255] && top.rgba(270, 50) == [255, 0, 0, 255], "line 0 is red")
        #expect(top.rgba(105, 50) == [255, 255, 255, 255], "the 10-point gap between items")
        #expect(top.rgba(160, 160) == [0, 255, 0, 255], "line 1 is green")
        #expect(top.rgba(160, 105) == [255, 255, 255, 255], "the gap between lines")
        cv.contentOffset = CGPoint(x: 0, y: 220)
        window.layoutIfNeeded()
        let scrolled = try CairoRenderer().render(window.renderTree())
        #expect(scrolled.rgba(50, 50) == [0, 0, 255, 255], "line 2 (blue) is at the top after scrolling 220 points")
        #expect(scrolled.rgba(50, 160) == [255, 0, 0, 255], "line 3 is red again")
    }
}
