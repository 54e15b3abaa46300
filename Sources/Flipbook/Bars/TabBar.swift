import Foundation

/// The bar of tabs at the bottom of a tab bar controller (`UITabBar`).
///
/// Metrics (points; docs/research/uikit-behaviour.md, section 18): the bar is
/// ``contentHeight`` (49) tall plus the bottom safe-area inset of the view it
/// sits at the bottom of (83 on a notched phone, 49 on a home-button phone);
/// the items share the width left by the side insets equally, each with its
/// image (``imageSize``, 25 x 25) centred at the top and its title
/// (``titleFontSize``, 10 pt, Inter standing in for SF Pro) under it;
/// a hairline separator (one pixel, ``separatorColor``) runs along the top.
/// The selected item is drawn in ``tintColor`` (system blue), the others in
/// ``unselectedItemTintColor``; a badge is a capsule of ``badgeHeight`` with
/// its left edge 5 points right of the image's centre.
@preconcurrency @MainActor
open class TabBar: View {
    /// The height of the bar above the safe area, points (49, UIKit's compact and regular tab bar).
    public static let contentHeight: CGFloat = 49
    /// The side of an item's image box, points (HIG: 25 x 25 for a regular tab bar glyph).
    public static let imageSize: CGFloat = 25
    /// The distance from the bar's top to the image box's top, points.
    public static let imageTop: CGFloat = 7
    /// The title's font size, points (UIKit: 10).
    public static let titleFontSize: CGFloat = 10
    /// The distance from the bar's top to the title's frame top, points.
    public static let titleTop: CGFloat = 35
    /// The title frame's height, points.
    public static let titleHeight: CGFloat = 12
    /// The badge's height and least width, points.
    public static let badgeHeight: CGFloat = 18
    /// The badge text's size, points.
    public static let badgeFontSize: CGFloat = 13

    /// Told when a tap selects an item; held weakly.
    open weak var delegate: (any TabBarDelegate)?
    /// The items, left to right.
    open var items: [TabBarItem]? {
        get { itemList.isEmpty && !hasItems ? nil : itemList }
        set { setItems(newValue, animated: false) }
    }
    private var itemList: [TabBarItem] = []
    private var hasItems = false
    /// The highlighted item; one of ``items`` or nil.
    open var selectedItem: TabBarItem? {
        didSet { if selectedItem !== oldValue { refreshItems() } }
    }
    /// The selected item's colour (`tintColor`): system blue unless set.
    open var tintColor: Color! {
        get { storedTint ?? .systemBlue }
        set {
            storedTint = newValue
            refreshItems()
        }
    }
    private var storedTint: Color?
    /// The other items' colour (`unselectedItemTintColor`); nil is a mid grey (0.6).
    open var unselectedItemTintColor: Color? { didSet { refreshItems() } }
    /// The bar's background (`barTintColor`); nil is 0.97 white. Also settable as `backgroundColor`.
    open var barTintColor: Color? { didSet { backgroundColor = barTintColor ?? TabBar.defaultBackground } }
    /// The colour of the separator along the top.
    public static let separatorColor = Color(white: 0, alpha: 0.3)
    /// The default badge colour (system red, 255 59 48).
    public static let defaultBadgeColor = Color(red: 1, green: 59.0 / 255, blue: 48.0 / 255)
    static let defaultBackground = Color(white: 0.97)
    static let defaultUnselected = Color(white: 0.6)

    private let separator = View()
    private var buttons: [TabBarButton] = []
    private let tap = TapGestureRecognizer()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = TabBar.defaultBackground
        separator.backgroundColor = TabBar.separatorColor
        separator.isUserInteractionEnabled = false
        addSubview(separator)
        tap.addTarget { [weak self] r in self?.handleTap(r) }
        addGestureRecognizer(tap)
    }

    /// Replaces the items (`setItems(_:animated:)`; the change is immediate).
    /// The selection is kept when the selected item is still there.
    open func setItems(_ items: [TabBarItem]?, animated: Bool) {
        for item in itemList { item.observers.removeAll { $0.bar === self || $0.bar == nil } }
        itemList = items ?? []
        hasItems = items != nil
        for item in itemList { item.observers.append(WeakTabBar(bar: self)) }
        if let s = selectedItem, !itemList.contains(where: { $0 === s }) { selectedItem = nil }
        for b in buttons { b.removeFromSuperview() }
        buttons = itemList.map { _ in TabBarButton(frame: .zero) }
        for b in buttons { addSubview(b) }
        refreshItems()
        setNeedsLayout()
    }

    /// The bar's size for `size`: the width given, ``contentHeight`` plus
    /// the bottom safe-area inset.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: TabBar.contentHeight + safeAreaInsets.bottom)
    }

    /// The frame of the item at `index` in the bar's coordinates: an equal
    /// share of the width between the side safe-area insets, ``contentHeight`` tall.
    public func itemFrame(at index: Int) -> CGRect? {
        guard itemList.indices.contains(index) else { return nil }
        let inset = safeAreaInsets
        let width = max(0, bounds.width - inset.left - inset.right) / CGFloat(itemList.count)
        return CGRect(x: inset.left + width * CGFloat(index), y: 0, width: width, height: TabBar.contentHeight)
    }

    /// The view drawing the item at `index` (its image, title and badge are its subviews).
    public func itemView(at index: Int) -> View? { buttons.indices.contains(index) ? buttons[index] : nil }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let hairline = 1 / max(1, window?.scale ?? 2)
        separator.frame = CGRect(x: 0, y: -hairline, width: bounds.width, height: hairline)
        for (i, b) in buttons.enumerated() {
            if let f = itemFrame(at: i) { b.frame = f }
        }
    }

    func itemDidChange(_ item: TabBarItem) { refreshItems() }

    private func refreshItems() {
        let unselected = unselectedItemTintColor ?? TabBar.defaultUnselected
        for (item, b) in zip(itemList, buttons) {
            let selected = item === selectedItem
            b.show(item, selected: selected, color: selected ? tintColor : unselected)
        }
    }

    private func handleTap(_ recognizer: GestureRecognizer) {
        guard recognizer.state == .ended else { return }
        let p = recognizer.location(in: self)
        guard let index = itemList.indices.first(where: { itemFrame(at: $0)?.contains(p) == true }),
            itemList[index].isEnabled
        else { return }
        let item = itemList[index]
        if let onSelect { onSelect(index) } else { selectedItem = item }
        delegate?.tabBar(self, didSelect: item)
    }

    /// Set by a tab bar controller: a tap on item `index` selects its tab.
    var onSelect: ((Int) -> Void)?
}
