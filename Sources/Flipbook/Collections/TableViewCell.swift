import Foundation

/// One row's view in a table view (`UITableViewCell`).
///
/// The classic content: ``textLabel`` (17 pt), ``detailTextLabel`` (by
/// ``CellStyle``) and ``imageView`` in ``contentView``, laid out with a
/// 16-point leading margin; an accessory at the trailing edge
/// (``accessoryType``); a separator along the bottom, placed by the table
/// view. Cells are made by the table view from the class registered for a
/// reuse identifier through `init(style:reuseIdentifier:)`, which is
/// therefore `required` here (UIKit makes them through the Objective-C
/// runtime, which Swift on Linux does not have).
@preconcurrency @MainActor
open class TableViewCell: View {
    /// The classic layouts (`UITableViewCell.CellStyle`).
    public enum CellStyle: Hashable, Sendable {
        /// Text only (no detail label).
        case `default`
        /// Text on the left, grey detail on the right.
        case value1
        /// Blue detail on the left, text after it.
        case value2
        /// Text with smaller grey detail under it.
        case subtitle
    }

    /// What is drawn at the trailing edge (`UITableViewCell.AccessoryType`).
    public enum AccessoryType: Hashable, Sendable {
        /// No accessory, a chevron, an info button with a chevron, a checkmark, or an info button.
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// How a selected cell looks (`UITableViewCell.SelectionStyle`).
    public enum SelectionStyle: Hashable, Sendable {
        /// No highlight when selected, or the grey highlight (`blue` and `gray` draw it too, as since iOS 7).
        case none, blue, gray, `default`
    }

    /// Whether the cell is in editing mode (`UITableViewCell.isEditing`); its table sets it.
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }
    private var editingStorage = false

    /// Enters or leaves editing mode (`setEditing(_:animated:)`); subclasses override it, calling super.
    open func setEditing(_ editing: Bool, animated: Bool) { editingStorage = editing }

    /// The leading and trailing margin of the content, points (16, UIKit's in a compact width).
    public static let contentMargin: CGFloat = 16
    /// The background of a selected cell (UIKit's `systemGray4`, 209 209 214).
    public static let selectedBackgroundColor = Color(red: 209.0 / 255, green: 209.0 / 255, blue: 214.0 / 255)
    /// The disclosure chevron's colour (UIKit's `tertiaryLabel`-like grey, 0.77).
    public static let accessoryColor = Color(white: 0.77)

    /// The layout the cell was made with.
    public let style: CellStyle
    /// The identifier the cell was registered and dequeued with.
    public internal(set) var reuseIdentifier: String?
    /// Where the content goes: the cell's bounds less the accessory's width.
    public let contentView = View()
    /// The main text (17 pt, black).
    public let textLabel: Label?
    /// The detail text; nil in the `.default` style.
    public let detailTextLabel: Label?
    /// An image at the leading edge, before the text.
    public let imageView: ImageView?
    /// The accessory drawn at the trailing edge.
    open var accessoryType: AccessoryType = .none {
        didSet {
            accessory.kind = accessoryType
            setNeedsLayout()
        }
    }
    /// How a selected cell looks; `.none` keeps it plain.
    open var selectionStyle: SelectionStyle = .default { didSet { updateBackground() } }
    /// True while the row is selected.
    open var isSelected = false { didSet { updateBackground() } }
    /// True while a finger is on the row.
    open var isHighlighted = false { didSet { updateBackground() } }
    /// The content as a value (`contentConfiguration`); setting it shows its
    /// texts and image in the cell's labels and image view, laid out by its
    /// ``ListContentConfiguration/layout`` instead of the cell's style.
    open var contentConfiguration: ListContentConfiguration? { didSet { applyConfiguration() } }
    /// The secondary text of a configuration, for styles without a detail label.
    private var secondaryLabel: Label?
    /// The separator's insets from the cell's sides, points; set by the table view.
    open var separatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { setNeedsLayout() } }
    /// The cell's unselected background; white unless set.
    var baseBackground: Color? = .white
    let separator = View()
    private let accessory = TableViewCellAccessoryView()

    /// A cell of `style` for `reuseIdentifier` (`init(style:reuseIdentifier:)`).
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        textLabel = Label(frame: .zero)
        detailTextLabel = style == .default ? nil : Label(frame: .zero)
        imageView = ImageView(frame: .zero)
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        setUp()
    }

    /// UIKit's archive initializer: a `.default` cell.
    public required init?(coder: NSCoder) {
        style = .default
        textLabel = Label(frame: .zero)
        detailTextLabel = nil
        imageView = ImageView(frame: .zero)
        super.init(coder: coder)
        setUp()
    }

    /// A `.default` cell (`init(frame:)`).
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    private func setUp() {
        backgroundColor = baseBackground
        addSubview(contentView)
        for v in [imageView, textLabel, detailTextLabel].compactMap({ $0 as View? }) { contentView.addSubview(v) }
        textLabel?.font = .systemFont(ofSize: 17)
        switch style {
        case .value1:
            detailTextLabel?.textColor = Color(white: 0.54)
            detailTextLabel?.textAlignment = .right
        case .value2:
            detailTextLabel?.textColor = .systemBlue
            detailTextLabel?.font = .systemFont(ofSize: 12)
        case .subtitle:
            detailTextLabel?.font = .systemFont(ofSize: 12)
            detailTextLabel?.textColor = Color(white: 0.54)
        case .default: break
        }
        imageView?.contentMode = .center
        addSubview(accessory)
        separator.backgroundColor = TableView.defaultSeparatorColor
        separator.isUserInteractionEnabled = false
        addSubview(separator)
    }

    /// Called before the cell is handed out again for another row; the
    /// default clears selection and highlight (set content again in `cellForRowAt`).
    open func prepareForReuse() {
        isSelected = false
        isHighlighted = false
    }

    /// A configuration for this cell's style with nothing set
    /// (`defaultContentConfiguration()`): `.valueCell()` for `.value1`,
    /// `.subtitleCell()` for `.subtitle`, else `.cell()`.
    open func defaultContentConfiguration() -> ListContentConfiguration {
        switch style {
        case .value1: .valueCell()
        case .subtitle: .subtitleCell()
        case .default, .value2: .cell()
        }
    }

    /// The label a configuration's secondary text goes in.
    private var configurationSecondaryLabel: Label {
        if let detailTextLabel { return detailTextLabel }
        if let secondaryLabel { return secondaryLabel }
        let label = Label(frame: .zero)
        contentView.addSubview(label)
        secondaryLabel = label
        return label
    }

    private func applyConfiguration() {
        guard let c = contentConfiguration else { return }
        textLabel?.text = c.text
        textLabel?.font = c.textProperties.font
        textLabel?.textColor = c.textProperties.color
        let secondary = configurationSecondaryLabel
        secondary.text = c.secondaryText
        secondary.font = c.secondaryTextProperties.font
        secondary.textColor = c.secondaryTextProperties.color
        secondary.textAlignment = c.layout == .trailing ? .right : .natural
        imageView?.image = c.image
        setNeedsLayout()
    }

    /// Selects or deselects the cell (`setSelected(_:animated:)`; not animated here).
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }

    private func updateBackground() {
        let shows = (isSelected || isHighlighted) && selectionStyle != .none
        backgroundColor = shows ? TableViewCell.selectedBackgroundColor : baseBackground
    }

    /// The accessory's width, points: 8 for the chevron, 14 for a checkmark,
    /// 22 for the detail buttons, 0 for none.
    var accessoryWidth: CGFloat {
        switch accessoryType {
        case .none: 0
        case .disclosureIndicator: 8
        case .checkmark: 14
        case .detailButton, .detailDisclosureButton: 22
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let m = TableViewCell.contentMargin
        let b = bounds
        let accessoryBox = accessoryWidth > 0 ? accessoryWidth + m : 0
        accessory.frame = CGRect(x: b.width - m - accessoryWidth, y: 0, width: accessoryWidth, height: b.height)
        accessory.isHidden = accessoryType == .none
        contentView.frame = CGRect(x: 0, y: 0, width: max(0, b.width - accessoryBox), height: b.height)
        let c = contentView.bounds
        var x = m
        if let imageView, let image = imageView.image {
            imageView.isHidden = false
            imageView.frame = CGRect(
                x: m, y: ((c.height - image.size.height) / 2).rounded(),
                width: image.size.width, height: image.size.height)
            x = imageView.frame.maxX + m
        } else {
            imageView?.isHidden = true
        }
        let width = max(0, c.width - x - m)
        if let config = contentConfiguration {
            let secondary = configurationSecondaryLabel
            let hasSecondary = config.secondaryText != nil
            switch (config.layout, hasSecondary) {
            case (_, false):
                textLabel?.frame = CGRect(x: x, y: 0, width: width, height: c.height)
                secondary.frame = .zero
            case (.trailing, true):
                textLabel?.frame = CGRect(x: x, y: 0, width: width * 0.6, height: c.height)
                secondary.frame = CGRect(x: x + width * 0.6, y: 0, width: width * 0.4, height: c.height)
            case (.stacked, true):
                textLabel?.frame = CGRect(x: x, y: c.height / 2 - 20, width: width, height: 22)
                secondary.frame = CGRect(x: x, y: c.height / 2 + 2, width: width, height: 18)
            }
        } else {
            layoutStyle(x: x, width: width, height: c.height)
        }
        let hairline = 1 / max(1, window?.scale ?? 2)
        let s = separatorInset
        separator.frame = CGRect(
            x: s.left, y: b.height - hairline,
            width: max(0, b.width - s.left - s.right), height: hairline)
    }

    /// Lays the labels out by ``style``.
    private func layoutStyle(x: CGFloat, width: CGFloat, height: CGFloat) {
        let c = CGSize(width: 0, height: height)
        switch style {
        case .default:
            textLabel?.frame = CGRect(x: x, y: 0, width: width, height: c.height)
        case .value1:
            textLabel?.frame = CGRect(x: x, y: 0, width: width * 0.6, height: c.height)
            detailTextLabel?.frame = CGRect(x: x + width * 0.6, y: 0, width: width * 0.4, height: c.height)
        case .value2:
            detailTextLabel?.frame = CGRect(x: x, y: 0, width: 90, height: c.height)
            textLabel?.frame = CGRect(x: x + 96, y: 0, width: max(0, width - 96), height: c.height)
        case .subtitle:
            textLabel?.frame = CGRect(x: x, y: c.height / 2 - 20, width: width, height: 22)
            detailTextLabel?.frame = CGRect(x: x, y: c.height / 2 + 2, width: width, height: 16)
        }
    }
}
