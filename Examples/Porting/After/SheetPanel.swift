// Written for iOS: a panel dragged by a pan, which tells an Objective-C
// delegate with optional requirements.
import UIKit

protocol SheetPanelDelegate: AnyObject {
    func sheetPanelDidMove(_ panel: SheetPanel) throws
    func sheetPanel(_ panel: SheetPanel, heightFor width: CGFloat) throws -> CGFloat
    func sheetPanelDidEndDragging(_ panel: SheetPanel)
}

extension SheetPanelDelegate {
    // Ported @objc optional requirements (flipbook port): a conformer that does not
    // implement one gets this default, and a call with `try?` gives nil, as `?(...)` did.
    func sheetPanelDidMove(_ panel: SheetPanel) throws { throw _OptionalRequirementNotImplemented() }
    func sheetPanel(_ panel: SheetPanel, heightFor width: CGFloat) throws -> CGFloat { throw _OptionalRequirementNotImplemented() }
}

final class SheetPanel: UIView {
    weak var delegate: SheetPanelDelegate?
    private(set) var height: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        let pan = UIPanGestureRecognizer(target: self, action: Self.handlePan(_:))
        addGestureRecognizer(pan)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func handlePan(_ gesture: UIPanGestureRecognizer) {
        center.y += gesture.translation(in: superview).y
        gesture.setTranslation(.zero, in: superview)
        _ = try? delegate?.sheetPanelDidMove(self)
        if gesture.state == .ended {
            delegate?.sheetPanelDidEndDragging(self)
        }
    }

    func updateHeight() {
        height = (try? delegate?.sheetPanel(self, heightFor: bounds.width)) ?? 200
    }
}

/// Thrown by the defaults of ported `@objc optional` requirements: "not implemented".
fileprivate struct _OptionalRequirementNotImplemented: Error {}
