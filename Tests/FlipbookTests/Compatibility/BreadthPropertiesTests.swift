import Foundation
import Testing

@testable import Flipbook

/// UIKit properties real code sets: `UIScrollView.isDirectionalLockEnabled` and the
/// indicator flags (https://developer.apple.com/documentation/uikit/uiscrollview/isdirectionallockenabled),
/// `UITableView.isEditing` (https://developer.apple.com/documentation/uikit/uitableview/isediting),
/// `UIButton.setTitleShadowColor(_:for:)`.
@MainActor
@Suite struct BreadthPropertiesTests {
    /// A 300 x 400 scroll view with content scrolling both ways, dragged 60 points left and 20 up (mostly along x); the content offset after.
    private func drag(locked: Bool) throws -> CGPoint {
        let window = Window(size: CGSize(width: 300, height: 400), scale: 1, clock: ManualClock(fps: 60))
        let scroll = ScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 2000, height: 2000)
        #expect(scroll.showsVerticalScrollIndicator && scroll.showsHorizontalScrollIndicator && !scroll.isDirectionalLockEnabled)
        scroll.isDirectionalLockEnabled = locked
        window.addSubview(scroll)
        var finger = TouchScript.Finger(down: CGPoint(x: 200, y: 300), at: 0.02)
        finger.drag(to: CGPoint(x: 140, y: 280), duration: 0.5, steps: 25)
        finger.move(to: CGPoint(x: 140, y: 280), at: 0.8)  // held still: no flick
        finger.up(at: 0.9)
        try window.play(TouchScript(fingers: [finger]))
        window.tick(frames: 70)
        return scroll.contentOffset
    }

    @Test func directionalLockKeepsAMostlyHorizontalDragHorizontal() throws {
        #expect(try drag(locked: false) == CGPoint(x: 60, y: 20))
        #expect(try drag(locked: true) == CGPoint(x: 60, y: 0))
    }

    @Test func tableEditingReachesVisibleAndNewCells() {
        final class Source: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 50 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            }
        }
        let window = Window(size: CGSize(width: 320, height: 400), scale: 1, clock: ManualClock(fps: 60))
        let table = TableView(frame: window.bounds, style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        let source = Source()
        window.addSubview(table)
        #expect(!table.isEditing)
        // Editing before any cell exists: the cells made afterwards are editing.
        table.setEditing(true, animated: true)
        #expect(table.isEditing)
        table.dataSource = source
        window.layoutIfNeeded()
        let shown = table.visibleCells
        #expect(!shown.isEmpty)
        #expect(shown.allSatisfy { $0.isEditing })
        table.isEditing = false
        let after = table.visibleCells
        #expect(after.allSatisfy { !$0.isEditing })
    }

    @Test func titleShadowColorsAreKeptPerStateWithTheNormalFallback() {
        let button = Button(type: .system)
        #expect(button.titleShadowColor(for: .normal) == nil && button.currentTitleShadowColor == nil)
        button.setTitleShadowColor(.black, for: .normal)
        button.setTitleShadowColor(.red, for: .highlighted)
        #expect(button.titleShadowColor(for: .disabled) == .black)
        #expect(button.titleShadowColor(for: .highlighted) == .red)
        #expect(button.currentTitleShadowColor == .black)
        button.isHighlighted = true
        #expect(button.currentTitleShadowColor == .red)
    }
}
