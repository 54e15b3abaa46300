import Flipbook
import FlipbookCairo
import FlipbookTestSupport
import Foundation
import Testing

/// A tab bar as drawn: its background, the hairline separator along its
/// top, the selected item's image in the tint and the others in grey, a
/// red badge, and a table's separators at their 16-point inset.
@MainActor
@Suite struct TabBarRenderingTests {
    /// A 20 x 20 opaque square at 1x, as a tab image (drawn in the 25-point box's centre).
    static let square = Image(bitmap: Bitmap(width: 20, height: 20, fill: (0, 0, 0, 255)), scale: 1)

    @Test func theBarsSeparatorAndSelectedTintAreDrawn() throws {
        let window = Window(device: .iPhoneSE)  // 375 x 667 at 2x: the bar is y 618 ... 667
        let tabs = TabBarController()
        let vcs = (0..<3).map { i -> ViewController in
            let vc = ViewController()
            vc.view.backgroundColor = .white
            vc.tabBarItem = TabBarItem(title: "Tab \(i)", image: Self.square, tag: i)
            return vc
        }
        vcs[2].tabBarItem.badgeValue = "7"
        tabs.viewControllers = vcs
        window.rootViewController = tabs
        window.tick()
        let frame = try CairoRenderer().render(window.renderTree())
        // Pixels at 2x: the separator is the one pixel row just above the bar (y 618 pt = row 1236).
        #expect(frame.rgba(100, 1235) == [179, 179, 179, 255], "30 % black over white: 255 x 0.7 = 178.5")
        #expect(frame.rgba(100, 1234) == [255, 255, 255, 255], "content above it")
        #expect(frame.rgba(100, 1240) == [248, 248, 248, 255], "the bar's 0.97 background: 247.35, rounded up by cairo")
        // Item 0 (x 0 ... 125): image box centred at 62.5 pt, y 7 ... 32; the square fills its middle.
        #expect(frame.rgba(125, 1236 + 39) == [0, 122, 255, 255], "the selected item's image in system blue")
        // Item 1 (x 125 ... 250): the same place 125 points right, in grey.
        #expect(frame.rgba(375, 1236 + 39) == [153, 153, 153, 255], "an unselected item's image in grey")
        // Item 2's badge: left edge 5 pt right of its image centre (312.5 + 5), 3 pt below the bar's top, 18 tall.
        #expect(frame.rgba(2 * 320, 1236 + 2 * 8) == [255, 59, 48, 255], "the red badge")
        tabs.selectedIndex = 1
        window.tick()
        let switched = try CairoRenderer().render(window.renderTree())
        #expect(
            switched.rgba(125, 1236 + 39) == [153, 153, 153, 255] && switched.rgba(375, 1236 + 39) == [0, 122, 255, 255],
            "the tint follows the selection")
    }

    final class Rows: TableViewDataSource {
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 20 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
    }

    @Test func aTablesSeparatorsAreDrawnAtTheirInset() throws {
        let window = Window(size: CGSize(width: 320, height: 200), scale: 1, clock: ManualClock(fps: 60))
        let table = TableView(frame: window.bounds, style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        let rows = Rows()
        table.dataSource = rows
        window.addSubview(table)
        window.layoutIfNeeded()
        let frame = try CairoRenderer().render(window.renderTree())
        // The separator of row 0 is the last pixel row of the row (y 43), from x 16 on.
        #expect(
            frame.rgba(20, 43) == [198, 198, 200, 255], "separator colour (60 60 67 at 29 %) over white: 198.45, 198.45, 200.5")
        #expect(frame.rgba(10, 43) == [255, 255, 255, 255], "nothing in the 16-point inset")
        #expect(frame.rgba(20, 42) == [255, 255, 255, 255] && frame.rgba(20, 87) == [198, 198, 200, 255])
    }
}
