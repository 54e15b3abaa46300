import Foundation

/// The views a navigation bar shows for one item: back button, left items,
/// title (or title view), right items and large title, placed by a
/// ``NavigationBarLayout``. It covers the bar; during a push or pop the bar
/// holds two of them (the leaving item's and the arriving item's) and moves
/// and fades their parts.
@MainActor
final class NavigationBarContentView: View {
    let item: NavigationItem
    let backItem: NavigationItem?
    let isLarge: Bool
    let backButton = NavigationBarBackButton(frame: .zero)
    let titleLabel = Label(frame: .zero)
    let largeTitleLabel = Label(frame: .zero)
    private(set) var leftButtons: [View] = []
    private(set) var rightButtons: [View] = []
    private(set) var layout: NavigationBarLayout
    /// The bar width ``layout`` was computed for, points.
    private(set) var layoutWidth: CGFloat = -1

    init(item: NavigationItem, backItem: NavigationItem?, isLarge: Bool, bar: NavigationBar) {
        self.item = item
        self.backItem = backItem
        self.isLarge = isLarge
        layout = NavigationBarLayout(height: NavigationBar.Metrics.height)
        super.init(frame: bar.bounds)
        autoresizingMask = [.flexibleWidth]
        titleLabel.textAlignment = .center
        titleLabel.lineBreakMode = .byTruncatingTail
        largeTitleLabel.lineBreakMode = .byTruncatingTail
        addSubview(largeTitleLabel)
        addSubview(titleLabel)
        if let titleView = item.titleView { addSubview(titleView) }
        addSubview(backButton)
        backButton.addAction(ControlAction { [weak bar] _ in bar?.backButtonTapped() }, for: .primaryActionTriggered)
        let tint = bar.tintColor ?? .systemBlue
        leftButtons = (item.leftBarButtonItems ?? []).map { Self.view(for: $0, tint: tint) }
        rightButtons = (item.rightBarButtonItems ?? []).map { Self.view(for: $0, tint: tint) }
        for v in leftButtons + rightButtons { addSubview(v) }
        for barItem in (item.leftBarButtonItems ?? []) + (item.rightBarButtonItems ?? []) {
            barItem.onChange = { [weak bar] in bar?.itemsChanged() }
        }
        restyle(bar: bar)
        relayout(width: bar.bounds.width, bar: bar)
    }

    required init?(coder: NSCoder) { fatalError("NavigationBarContentView is made by bars only") }

    private static func view(for item: BarButtonItem, tint: Color) -> View {
        item.customView ?? BarItemButton(item: item, barTint: tint)
    }

    /// Reads the bar's colours and fonts again.
    func restyle(bar: NavigationBar) {
        let tint = bar.tintColor ?? .systemBlue
        titleLabel.font = bar.titleFont
        titleLabel.textColor = bar.titleColor
        titleLabel.text = item.titleView == nil && !isLarge ? item.title : nil
        largeTitleLabel.font = bar.largeTitleFont
        largeTitleLabel.textColor = bar.largeTitleColor
        largeTitleLabel.text = isLarge ? item.title : nil
        backButton.setTint(tint)
        for case let b as BarItemButton in leftButtons + rightButtons { b.update(barTint: tint) }
    }

    /// Computes the layout for `width` and puts every part at it, opaque.
    func relayout(width: CGFloat, bar: NavigationBar) {
        layout = NavigationBarLayout.make(
            item: item, backItem: backItem, width: width, isLarge: isLarge,
            titleFont: bar.titleFont, largeTitleFont: bar.largeTitleFont, row: bar.rowHeight,
            measurer: textMeasurer)
        layoutWidth = width
        applyLayout()
    }

    /// Puts every part where ``layout`` says, opaque (hidden parts transparent).
    func applyLayout() {
        backButton.isHidden = !layout.backButtonShown
        backButton.frame = layout.backButton
        backButton.chevron.frame = layout.chevron
        backButton.titleLabel.frame = layout.backLabel
        backButton.titleLabel.text = layout.backTitle
        backButton.chevron.alpha = 1
        backButton.titleLabel.alpha = 1
        titleLabel.frame = layout.title
        titleLabel.alpha = 1
        if let titleView = item.titleView {
            titleView.frame = layout.titleView
            titleView.alpha = 1
        }
        largeTitleLabel.frame = layout.largeTitle ?? .zero
        largeTitleLabel.alpha = 1
        for (v, f) in zip(leftButtons, layout.left) {
            v.frame = f
            v.alpha = 1
        }
        for (v, f) in zip(rightButtons, layout.right) {
            v.frame = f
            v.alpha = 1
        }
    }

    /// The left and right item views, which fade in and out as a whole.
    var itemViews: [View] { leftButtons + rightButtons }
}
