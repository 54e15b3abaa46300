import Foundation

/// A bar of buttons at the bottom of the screen (`UIToolbar`).
///
/// 44 points tall, with the navigation bar's background and a one-pixel
/// separator along its top edge. Items are laid out from the leading edge,
/// 16 points in, 8 points apart; ``BarButtonItem/flexibleSpace()`` items
/// share the width left over equally, ``BarButtonItem/fixedSpace(_:)`` items
/// take their width. Inside a ``NavigationController`` it shows the top
/// controller's `toolbarItems` and is hidden unless `isToolbarHidden` is false.
@preconcurrency @MainActor
open class Toolbar: View, BarBackgroundHosting {
    /// The toolbar's height, points.
    public static let height: CGFloat = 44
    /// The toolbar's height in a vertically compact environment (landscape phone), points.
    public static let compactHeight: CGFloat = 32
    /// True in a vertically compact environment: 32 points tall. Set by the navigation controller.
    var isCompact = false { didSet { if isCompact != oldValue { setNeedsLayout() } } }
    /// The toolbar's height now, points: 44, or 32 when compact.
    var barHeight: CGFloat { isCompact ? Self.compactHeight : Self.height }

    /// The background, from the top edge to ``backgroundExtension`` below the bottom.
    let backgroundView = View()
    /// The hairline along the top edge: one pixel tall, just above the bounds.
    let separatorView = View()
    private(set) var itemViews: [View] = []
    /// The leaving items' views while a cross-fade runs.
    private(set) var fadingViews: [View] = []
    private var storedItems: [BarButtonItem] = []

    /// True (the default) draws the background slightly see-through (`isTranslucent`).
    open var isTranslucent = true { didSet { updateBackground() } }
    /// The background colour (`barTintColor`); nil is the default light grey.
    open var barTintColor: Color? { didSet { updateBackground() } }
    /// The items' colour (`tintColor`); nil is system blue.
    open var tintColor: Color? { didSet { rebuild() } }
    /// How far the background reaches below the bar, points (the bottom
    /// safe-area inset when the toolbar is at the bottom of the screen).
    public var backgroundExtension: CGFloat = 0 { didSet { setNeedsLayout() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        addBackgroundViews()
        updateBackground()
    }

    /// The items, leading first (`items`). Setting them is `setItems(_:animated: false)`.
    open var items: [BarButtonItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }

    /// Replaces the items (`setItems(_:animated:)`); animated, the old ones
    /// fade out and the new ones in over 0.2 s (UIKit's hide-show bar duration).
    open func setItems(_ items: [BarButtonItem]?, animated: Bool) {
        if animated {
            View.animate(
                withDuration: NavigationController.hideShowBarDuration, delay: 0, options: [],
                animations: { self.crossFade(to: items ?? []) },
                completion: { [weak self] _ in self?.endCrossFade() })
        } else {
            storedItems = items ?? []
            rebuild()
        }
    }

    /// Fades the current items out and `items` in; call inside an animation
    /// (a transition's alongside block). The leaving views are removed by
    /// ``endCrossFade()``.
    func crossFade(to items: [BarButtonItem]) {
        endCrossFade()
        let old = itemViews
        storedItems = items
        View.performWithoutAnimation {
            itemViews = makeViews()
            layoutItems()
            for v in itemViews { v.alpha = 0 }
        }
        for v in itemViews { v.alpha = 1 }
        for v in old { v.alpha = 0 }
        fadingViews = old
    }

    /// Removes the views a cross-fade faded out.
    func endCrossFade() {
        for v in fadingViews { v.removeFromSuperviewStoppingAnimations() }
        fadingViews = []
    }

    /// Puts `items` back without animation (a cancelled transition).
    func restore(_ items: [BarButtonItem]) {
        storedItems = items
        rebuild()
    }

    private func updateBackground() {
        let base = barTintColor ?? NavigationBar.Metrics.background
        let alpha = isTranslucent ? base.alpha * NavigationBar.Metrics.translucentAlpha : base.alpha
        backgroundView.backgroundColor = base.withAlphaComponent(alpha)
    }

    private func makeViews() -> [View] {
        let tint = tintColor ?? .systemBlue
        var views: [View] = []
        for item in storedItems {
            let v: View
            if item.kind != .button {
                v = View()
                v.isUserInteractionEnabled = false
            } else {
                v = item.customView ?? BarItemButton(item: item, barTint: tint)
            }
            item.onChange = { [weak self] in self?.rebuild() }
            addSubview(v)
            views.append(v)
        }
        return views
    }

    private func rebuild() {
        View.performWithoutAnimation {
            endCrossFade()
            for v in itemViews { v.removeFromSuperviewStoppingAnimations() }
            itemViews = makeViews()
            layoutItems()
        }
    }

    /// The items' frames in a toolbar `width` points wide (see the type's summary).
    /// `measurer` measures the items' titles (the toolbar's window's).
    static func itemFrames(
        for items: [BarButtonItem], width: CGFloat, height: CGFloat = Toolbar.height,
        measurer: any TextMeasuring = WindowEnvironment.standardTextMeasurer
    ) -> [CGRect] {
        let margin = NavigationBar.Metrics.edgeMargin
        let spacing = NavigationBar.Metrics.itemSpacing
        let widths: [CGFloat] = items.map { item in
            switch item.kind {
            case .flexibleSpace: 0
            case .fixedSpace: item.width
            case .button: BarItemButton.width(of: item, measurer: measurer)
            }
        }
        let flexible = items.filter { $0.kind == .flexibleSpace }.count
        let used = widths.reduce(0, +) + spacing * CGFloat(max(0, items.count - 1)) + 2 * margin
        let share = flexible > 0 ? max(0, width - used) / CGFloat(flexible) : 0
        var x = margin
        var frames: [CGRect] = []
        for (item, w) in zip(items, widths) {
            let w2 = item.kind == .flexibleSpace ? share : w
            frames.append(CGRect(x: x, y: 0, width: w2, height: height))
            x += w2 + spacing
        }
        return frames
    }

    private func layoutItems() {
        for (v, f) in zip(
            itemViews,
            Self.itemFrames(
                for: storedItems, width: bounds.width, height: barHeight,
                measurer: textMeasurer))
        { v.frame = f }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard fadingViews.isEmpty else { return }
        View.performWithoutAnimation {
            placeBackgroundViews(reachingUp: false)
            layoutItems()
        }
    }

    /// The toolbar's size (`sizeThatFits(_:)`): the given width, 44 points (32 when compact).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: barHeight) }
}
