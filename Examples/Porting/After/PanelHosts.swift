// Written for iOS: two delegates, one that implements the optional
// requirements and one that does not.
import UIKit

final class RecordingPanelHost: NSObject, SheetPanelDelegate {
    private(set) var moves = 0
    private(set) var endings = 0

    func sheetPanelDidMove(_ panel: SheetPanel) {
        moves += 1
    }

    func sheetPanel(_ panel: SheetPanel, heightFor width: CGFloat) -> CGFloat {
        return width / 2
    }

    func sheetPanelDidEndDragging(_ panel: SheetPanel) {
        endings += 1
    }
}

final class MinimalPanelHost: NSObject, SheetPanelDelegate {
    private(set) var endings = 0

    func sheetPanelDidEndDragging(_ panel: SheetPanel) {
        endings += 1
    }
}
