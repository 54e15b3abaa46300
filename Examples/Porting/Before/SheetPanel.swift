// Written for iOS: a panel dragged by a pan, which tells an Objective-C
// delegate with optional requirements.
import UIKit

@objc protocol SheetPanelDelegate: AnyObject {
    @objc optional func sheetPanelDidMove(_ panel: SheetPanel)
    @objc optional func sheetPanel(_ panel: SheetPanel, heightFor width: CGFloat) -> CGFloat
    func sheetPanelDidEndDragging(_ panel: SheetPanel)
}

final class SheetPanel: UIView {
    weak var delegate: SheetPanelDelegate?
    private(set) var height: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        addGestureRecognizer(pan)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc func handlePan(_ gesture: UIPanGestureRecognizer) {
        center.y += gesture.translation(in: superview).y
        gesture.setTranslation(.zero, in: superview)
        delegate?.sheetPanelDidMove?(self)
        if gesture.state == .ended {
            delegate?.sheetPanelDidEndDragging(self)
        }
    }

    func updateHeight() {
        height = delegate?.sheetPanel?(self, heightFor: bounds.width) ?? 200
    }
}
