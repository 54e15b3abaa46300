import Foundation

/// One item's view in a collection view (`UICollectionViewCell`).
///
/// Put content in ``contentView``. Cells are made by the collection view
/// from the class registered for a reuse identifier, through
/// `init(frame:)`, which is therefore `required` here: a subclass that
/// overrides it writes `required init(frame: CGRect)` (`override` is implied; UIKit makes
/// cells through the Objective-C runtime, which Swift on Linux does not have).
@preconcurrency @MainActor
open class CollectionViewCell: View {
    /// Where the cell's content goes, sized with the cell.
    public let contentView: View
    /// The identifier the cell was dequeued with.
    public internal(set) var reuseIdentifier: String?
    /// Set by the collection view while the cell's item is selected.
    open var isSelected = false
    /// Set by the collection view while a finger is on the cell.
    open var isHighlighted = false

    public required override init(frame: CGRect) {
        contentView = View(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        contentView = View(frame: .zero)
        super.init(coder: coder)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Called before the cell is handed out again for another item; reset
    /// what the previous item set. The default clears selection and highlight.
    open func prepareForReuse() {
        isSelected = false
        isHighlighted = false
    }
}
