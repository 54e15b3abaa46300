import Foundation
import Testing

@testable import Flipbook

/// Table views: row frames computed by hand for each style, separators,
/// reuse while scrolling, selection, scrolling to rows, and a row's frame
/// converted into a transition's container.
@MainActor @Suite struct TableViewTests {
    final class CountingCell: TableViewCell {
        var reuses = 0
        override func prepareForReuse() {
            super.prepareForReuse()
            reuses += 1
        }
    }

    final class Source: TableViewDataSource, TableViewDelegate {
        var counts: [Int]
        var made = 0
        var heights: ((IndexPath) -> CGFloat)?
        var selections: [IndexPath] = []
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in tableView: TableView) -> Int { counts.count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            cell.accessoryType = .disclosureIndicator
            made += 1
            return cell
        }
        func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            heights?(indexPath) ?? TableView.automaticDimension
        }
        func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selections.append(indexPath) }
    }

    /// A 320 x 220 table of `style` at y 50 in a 320 x 400 window.
    func scene(_ counts: [Int], style: TableView.Style = .plain) -> (Window, TableView, Source) {
        let window = Window(size: CGSize(width: 320, height: 400), scale: 2, clock: ManualClock(fps: 60))
        let table = TableView(frame: CGRect(x: 0, y: 50, width: 320, height: 220), style: style)
        table.register(CountingCell.self, forCellReuseIdentifier: "row")
        let source = Source(counts)
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        window.layoutIfNeeded()
        return (window, table, source)
    }

    @Test func plainRowsAre44PointsStackedWithSeparatorsInset16() throws {
        let (window, table, _) = scene([30])
        #expect(table.rowHeight == TableView.automaticDimension && TableView.automaticDimension == -1)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 132, width: 320, height: 44))
        #expect(table.contentSize == CGSize(width: 320, height: 1320))
        // 220 points show rows 0 ... 4 (row 4 is 176 ... 220).
        #expect(table.indexPathsForVisibleRows == (0...4).map { IndexPath(row: $0, section: 0) })
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.frame == CGRect(x: 0, y: 44, width: 320, height: 44))
        #expect(cell.separator.frame == CGRect(x: 16, y: 43.5, width: 304, height: 0.5), "one pixel at 2x, 16 from the left")
        #expect(cell.textLabel?.frame == CGRect(x: 16, y: 0, width: 264, height: 44), "text 16 in, before the chevron's 8 + 16")
        #expect(cell.textLabel?.text == "Row 1" && table.indexPath(for: cell) == IndexPath(row: 1, section: 0))
        withExtendedLifetime(window) {}
    }

    @Test func groupedStylesSpaceSectionsAndInsetRows() {
        let (w1, grouped, _) = scene([2, 3], style: .grouped)
        #expect(grouped.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 35, width: 320, height: 44))
        #expect(grouped.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 158, width: 320, height: 44))
        #expect(grouped.rect(forSection: 1) == CGRect(x: 0, y: 158, width: 320, height: 132))
        #expect(grouped.contentSize.height == 325, "35 + 88 + 35 + 132 + 35")
        #expect(
            grouped.cellForRow(at: IndexPath(row: 1, section: 0))?.separator.isHidden == true,
            "no separator under a section's last row")
        #expect(grouped.cellForRow(at: IndexPath(row: 0, section: 0))?.separator.isHidden == false)
        let (w2, inset, _) = scene([3], style: .insetGrouped)
        #expect(inset.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 20, y: 79, width: 280, height: 44))
        let first = inset.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(first?.layer.cornerRadius == 10 && first?.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(inset.cellForRow(at: IndexPath(row: 1, section: 0))?.layer.cornerRadius == 0)
        withExtendedLifetime((w1, w2)) {}
    }

    @Test func theDelegateAndRowHeightSizeRows() {
        let (window, table, source) = scene([5])
        source.heights = { $0.row == 1 ? 80 : TableView.automaticDimension }
        table.rowHeight = 60
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 60, width: 320, height: 80))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 140, width: 320, height: 60))
        #expect(table.rectForRow(at: IndexPath(row: 9, section: 0)) == .zero)
        withExtendedLifetime(window) {}
    }

    @Test func rowsReuseCellsAsTheyScroll() throws {
        let (window, table, source) = scene([100])
        #expect(source.made == 5 && table.visibleCells.count == 5)
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? CountingCell)
        table.contentOffset = CGPoint(x: 0, y: 440)  // rows 10 ... 14
        window.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows == (10...14).map { IndexPath(row: $0, section: 0) })
        #expect(table.subviews.filter { $0 is TableViewCell }.count == 5, "only the visible rows have cells")
        #expect(first.reuses == 1 && table.visibleCells.contains { $0 === first }, "a scrolled-away cell came back")
        #expect(source.made == 10, "the data source was asked for each newly shown row")
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
        withExtendedLifetime(window) {}
    }

    @Test func scrollingToARowAndSelecting() throws {
        let (window, table, source) = scene([100])
        table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 880)
        table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .bottom, animated: false)
        #expect(table.contentOffset.y == 704, "row 20 ends at 924, the table is 220 tall")
        table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .middle, animated: false)
        #expect(table.contentOffset.y == 792, "its middle, 902, less half of 220")
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 4180, "clamped to the end: 4400 less 220")
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
        window.layoutIfNeeded()
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0) && source.selections.isEmpty)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.backgroundColor == TableViewCell.selectedBackgroundColor)
        table.deselectRow(at: IndexPath(row: 2, section: 0), animated: true)
        #expect(table.indexPathForSelectedRow == nil && table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
        // A tap on row 3 (window y = 50 + 3 * 44 + 20).
        let t = window.time
        var finger = TouchScript.Finger(down: CGPoint(x: 100, y: 202), at: t + 1.0 / 60)
        finger.up(at: t + 2.0 / 60)
        try window.play(TouchScript(fingers: [finger]))
        window.tick(frames: 3)
        #expect(
            source.selections == [IndexPath(row: 3, section: 0)] && table.indexPathForSelectedRow == IndexPath(row: 3, section: 0)
        )
    }

    @Test func aRowsFrameConvertsIntoATransitionsContainer() throws {
        let window = Window(device: .iPhoneSE)
        // A controller's view starts at Screen.main's size: the key window's
        // (process-wide, as in UIKit), so make this window key, not another test's.
        window.makeKey()
        let list = ViewController()
        let table = TableView(frame: list.view.bounds, style: .plain)
        table.register(CountingCell.self, forCellReuseIdentifier: "row")
        let source = Source([40])
        table.dataSource = source
        list.view.addSubview(table)
        let nav = NavigationController(rootViewController: list)
        window.rootViewController = nav
        window.tick()
        #expect(
            abs(table.contentOffset.y + 64) < 1e-9,
            "a list starts under the status bar (20) and the navigation bar (44): \(table.contentOffset.y)")
        table.contentOffset = CGPoint(x: 0, y: 200)
        window.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 6, section: 0)))
        let container = nav.view.subviews[0]
        // Row 6 is at y 264 in the content; scrolled by 200 it is at 64 in the table, and the table at 0.
        #expect(cell.convert(cell.bounds, to: container) == CGRect(x: 0, y: 64, width: 375, height: 44))
        #expect(
            table.convert(table.rectForRow(at: IndexPath(row: 6, section: 0)), to: window)
                == CGRect(x: 0, y: 64, width: 375, height: 44))
    }

    @Test func aContentConfigurationFillsTheCell() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        var content = cell.defaultContentConfiguration()
        #expect(content.layout == .stacked && content.text == nil)
        content.text = "Ada"
        content.secondaryText = "Mathematician"
        content.textProperties.color = .red
        cell.contentConfiguration = content
        cell.layoutIfNeeded()
        #expect(cell.textLabel?.text == "Ada" && cell.textLabel?.textColor == .red)
        #expect(cell.textLabel?.frame == CGRect(x: 16, y: 10, width: 288, height: 22), "the text above the middle")
        let secondary = cell.contentView.subviews.compactMap { $0 as? Label }.first { $0.text == "Mathematician" }
        #expect(secondary?.frame == CGRect(x: 16, y: 32, width: 288, height: 18), "the secondary text under it")
        #expect(secondary?.font.pointSize == 15)
        let value = TableViewCell(style: .value1, reuseIdentifier: nil)
        value.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        var v = value.defaultContentConfiguration()
        #expect(v.layout == .trailing)
        v.text = "Size"
        v.secondaryText = "12 kB"
        value.contentConfiguration = v
        value.layoutIfNeeded()
        #expect(value.detailTextLabel?.text == "12 kB" && value.detailTextLabel?.textAlignment == .right)
        #expect(value.detailTextLabel?.frame.minX == 16 + 288 * 0.6 && value.detailTextLabel?.frame.maxX == 304)
    }

    @Test func aTableViewControllerFeedsItsTableAndClearsTheSelectionWhenShownAgain() throws {
        final class Inbox: TableViewController {
            var selected: [IndexPath] = []
            override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 12 }
            override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell =
                    tableView.dequeueReusableCell(withIdentifier: "mail")
                    ?? TableViewCell(style: .subtitle, reuseIdentifier: "mail")
                cell.textLabel?.text = "Mail \(indexPath.row)"
                return cell
            }
            override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
                selected.append(indexPath)
                navigationController?.pushViewController(ViewController(), animated: false)
            }
        }
        let window = Window(device: .iPhoneSE)
        let inbox = Inbox(style: .insetGrouped)
        let nav = NavigationController(rootViewController: inbox)
        window.rootViewController = nav
        window.tick()
        #expect(inbox.tableView.style == .insetGrouped && inbox.tableView.numberOfRows(inSection: 0) == 12)
        #expect(inbox.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "Mail 2")
        let t = window.time
        // Row 1 of an inset grouped table under the 20-point status bar and the 44-point
        // navigation bar: y 20 + 44 + 35 + 44 + 20.
        var finger = TouchScript.Finger(down: CGPoint(x: 100, y: 163), at: t + 1.0 / 60)
        finger.up(at: t + 2.0 / 60)
        try window.play(TouchScript(fingers: [finger]))
        window.tick(frames: 3)
        #expect(inbox.selected == [IndexPath(row: 1, section: 0)] && nav.viewControllers.count == 2)
        #expect(inbox.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        nav.popViewController(animated: false)
        window.tick(frames: 3)
        #expect(inbox.tableView.indexPathForSelectedRow == nil, "deselected when shown again")
    }
}
