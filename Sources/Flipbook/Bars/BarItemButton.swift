import Foundation

/// The button a bar makes for one ``BarButtonItem``: a `.system` button
/// with the item's text (17 pt; semibold for `.done`) or image, in the
/// item's tint, else the bar's. A tap runs the item's action.
@MainActor
final class BarItemButton: Button {
    let item: BarButtonItem

    init(item: BarButtonItem, barTint: Color) {
        self.item = item
        super.init(type: .system)
        addAction(
            ControlAction { [weak self] _ in
                guard let self else { return }
                self.item.perform(sender: self.item)
            }, for: .primaryActionTriggered)
        update(barTint: barTint)
    }

    required init?(coder: NSCoder) { fatalError("BarItemButton is made by bars only") }

    /// Reads the item's look again.
    func update(barTint: Color) {
        titleLabel?.font = item.font
        if let image = item.image {
            setImage(image, for: .normal)
            setTitle(nil, for: .normal)
        } else {
            setImage(nil, for: .normal)
            setTitle(item.displayText, for: .normal)
        }
        tintColor = item.tintColor ?? barTint
        isEnabled = item.isEnabled
    }

    /// The width the item takes in a bar, points: a positive ``BarButtonItem/width``,
    /// else the custom view's, the image's or the text's width (rounded up).
    static func width(of item: BarButtonItem, measurer: any TextMeasuring) -> CGFloat {
        if item.width > 0 { return item.width }
        if let view = item.customView { return view.bounds.width }
        if let image = item.image { return image.size.width }
        guard let text = item.displayText, !text.isEmpty else { return 0 }
        return measurer.width(of: text, font: item.font).rounded(.up)
    }
}
