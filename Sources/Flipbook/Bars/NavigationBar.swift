import Foundation

/// The bar at the top of a navigation controller (`UINavigationBar`): a
/// stack of ``NavigationItem``s, of which it shows the top one with a back
/// button pointing at the one below.
///
/// Layout follows Apple's published metrics (docs/research/uikit-behaviour.md
/// §20, ``Metrics``): the bar is 44 points tall, 96 with a large title; the
/// title is 17 pt semibold and centred; items are 17 pt regular, 16 points
/// from the edges and 8 apart; the back button is a chevron and the title
/// of the item below (or its `backButtonTitle`, or "Back" when that does not
/// fit). Fonts are the system font, Inter, standing in for SF Pro.
///
/// It draws a background (``barTintColor``, light grey by default, slightly
/// see-through while ``isTranslucent``) that reaches up behind the status
/// bar (``backgroundExtension``) and a one-pixel separator under its bottom
/// edge. Inside a ``NavigationController`` the controller owns the items:
/// pushes and pops animate the bar alongside the content, with the same
/// timing (see ``NavigationController``).
@preconcurrency @MainActor
open class NavigationBar: View, BarBackgroundHosting {
    /// Apple's published bar metrics, in points (docs/research/uikit-behaviour.md §20).
    public enum Metrics {
        /// The bar's height in a regular-height (portrait phone) environment.
        public static let height: CGFloat = 44
        /// The bar's height in a vertically compact environment (landscape phone).
        public static let compactHeight: CGFloat = 32
        /// Added below the 44-point row when the title is large (a 96-point bar).
        public static let largeTitleExtraHeight: CGFloat = 52
        /// The large title label's height inside that strip (inferred: its text box centred there).
        public static let largeTitleLabelHeight: CGFloat = 44
        /// From the bar's edges to the outermost items and to the large title.
        public static let edgeMargin: CGFloat = 16
        /// Between neighbouring items, and between items and the title.
        public static let itemSpacing: CGFloat = 8
        /// The back chevron's left edge.
        public static let backChevronX: CGFloat = 8
        /// The back chevron's size (inferred from SF Symbols' `chevron.backward` at 17 pt semibold).
        public static let chevronSize = CGSize(width: 13, height: 21)
        /// From the chevron's right edge to the back title (inferred).
        public static let backTitleGap: CGFloat = 6
        /// The title's font: 17 pt semibold (`UIFont.TextStyle.headline`).
        public static let titleFont = Font.systemFont(ofSize: 17, weight: .semibold)
        /// A large title's font: 34 pt bold (`UIFont.TextStyle.largeTitle`, emphasized).
        public static let largeTitleFont = Font.systemFont(ofSize: 34, weight: .bold)
        /// Bar button items' and the back button's font: 17 pt regular (`UIFont.TextStyle.body`).
        public static let itemFont = Font.systemFont(ofSize: 17)
        /// The default background: light grey, 94 % opaque while translucent.
        public static let background = Color(white: 0.97)
        /// The default background's opacity while the bar is translucent: 0.94.
        public static let translucentAlpha: Double = 0.94
        /// The separator's colour (black at 30 %, as UIKit's bar shadow).
        public static let separator = Color(white: 0, alpha: 0.3)
    }

    private var stack: [NavigationItem] = []
    /// The background, from ``backgroundExtension`` above the bar to its bottom.
    let backgroundView = View()
    /// The hairline under the bar: one pixel tall, just below the bar's bounds.
    let separatorView = View()
    /// The item views on screen: one, or two while a transition runs.
    private(set) var content: NavigationBarContentView?
    /// The arriving item's views while a push or pop runs.
    private(set) var incoming: NavigationBarContentView?
    /// Called when the back button is tapped; a navigation controller pops.
    var onBack: (() -> Void)?

    /// True when the bar shows large titles for items that allow them (`prefersLargeTitles`).
    open var prefersLargeTitles = false { didSet { if prefersLargeTitles != oldValue { itemsChanged() } } }
    /// True (the default) draws the background slightly see-through (`isTranslucent`).
    open var isTranslucent = true { didSet { updateBackground() } }
    /// The background colour (`barTintColor`); nil is the default light grey.
    open var barTintColor: Color? { didSet { updateBackground() } }
    /// The colour of the back button and the items (`tintColor`); nil is system blue.
    open var tintColor: Color? { didSet { restyle() } }
    /// The title's font and colour (`titleTextAttributes`): `.font` (a ``Font``)
    /// and `.foregroundColor` (a ``Color``) are read, other keys ignored.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { restyle() } }
    /// The large title's font and colour (`largeTitleTextAttributes`), as ``titleTextAttributes``.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { restyle() } }
    /// How the bar looks (`standardAppearance`): its values, when set, win
    /// over ``barTintColor`` and the text attributes. Setting a new one (or
    /// calling its `configureWith...` methods) shows at once.
    open var standardAppearance = NavigationBarAppearance() {
        didSet {
            oldValue.onChange = nil
            watchAppearance()
            updateBackground()
            restyle()
        }
    }
    /// True in a vertically compact environment (a landscape phone): the bar
    /// is 32 points tall and shows no large titles. Set by the navigation
    /// controller from its traits.
    var isCompact = false {
        didSet { if isCompact != oldValue { itemsChanged() } }
    }
    /// The height of the row of items, points: 44, or 32 when compact.
    var rowHeight: CGFloat { isCompact ? Metrics.compactHeight : Metrics.height }
    /// How far the background reaches above the bar, points: the status
    /// bar's height when the bar is at the top of the screen (set by the
    /// navigation controller from the safe area); 0 by default.
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
        watchAppearance()
        updateBackground()
        placeBackgroundViews(reachingUp: true)
    }

    private func watchAppearance() {
        standardAppearance.onChange = { [weak self] in
            self?.updateBackground()
            self?.restyle()
        }
    }

    // MARK: Items

    /// The items, bottom first (`items`). Setting them is `setItems(_:animated: false)`.
    open var items: [NavigationItem]? {
        get { stack }
        set { setItems(newValue, animated: false) }
    }
    /// The item on top, shown (`topItem`).
    open var topItem: NavigationItem? { stack.last }
    /// The item below the top one, that the back button points at (`backItem`).
    open var backItem: NavigationItem? { stack.count > 1 ? stack[stack.count - 2] : nil }

    /// Replaces the items (`setItems(_:animated:)`). A standalone bar does not
    /// animate the change; inside a navigation controller pushes and pops animate.
    open func setItems(_ items: [NavigationItem]?, animated: Bool) { setStack(items ?? []) }
    /// Pushes `item` (`pushItem(_:animated:)`; not animated on a standalone bar).
    open func pushItem(_ item: NavigationItem, animated: Bool) { setStack(stack + [item]) }
    /// Pops the top item and returns it (`popItem(animated:)`; not animated on a standalone bar).
    @discardableResult
    open func popItem(animated: Bool) -> NavigationItem? {
        guard let top = stack.last else { return nil }
        setStack(Array(stack.dropLast()))
        return top
    }

    /// Replaces the stack and shows its top at once (no animation).
    func setStack(_ items: [NavigationItem]) {
        for item in stack where !items.contains(where: { $0 === item }) { item.onChange = nil }
        stack = items
        for item in items { item.onChange = { [weak self] in self?.itemsChanged() } }
        itemsChanged()
    }

    /// Shows the top item again (after a change to the stack or an item),
    /// unless a transition runs: it shows the new state when it ends.
    func itemsChanged() {
        guard incoming == nil else { return }
        showTop()
        // The height may change (a large title on or off): the container places the bar again.
        superview?.setNeedsLayout()
    }

    private func showTop() {
        content?.removeFromSuperviewStoppingAnimations()
        content = nil
        guard let top = stack.last else { return }
        View.performWithoutAnimation {
            let view = NavigationBarContentView(
                item: top, backItem: backItem, isLarge: isLarge(at: stack.count - 1),
                bar: self)
            addSubview(view)
            content = view
        }
    }

    /// The height of the bar for the stack `items`' top, points: 44, or 96
    /// with a large title; 32 when compact.
    func height(for items: [NavigationItem]) -> CGFloat {
        rowHeight + (isLarge(items, at: items.count - 1) ? Metrics.largeTitleExtraHeight : 0)
    }

    /// The bar's height for its current top item, points.
    open var preferredHeight: CGFloat { height(for: stack) }

    func isLarge(at index: Int) -> Bool { isLarge(stack, at: index) }

    /// Whether the item at `index` of `items` shows a large title: never
    /// without `prefersLargeTitles`; `.always` yes, `.never` no, `.automatic`
    /// as the item below (the root: yes).
    func isLarge(_ items: [NavigationItem], at index: Int) -> Bool {
        guard prefersLargeTitles, !isCompact, index >= 0, index < items.count else { return false }
        var i = index
        while i >= 0 {
            switch items[i].largeTitleDisplayMode {
            case .always: return true
            case .never: return false
            case .automatic: i -= 1
            }
        }
        return true
    }

    // MARK: Look

    private var appearance: NavigationBarAppearance { standardAppearance }
    var titleFont: Font {
        appearance.titleTextAttributes[.font] as? Font ?? titleTextAttributes?[.font] as? Font ?? Metrics.titleFont
    }
    var titleColor: Color {
        appearance.titleTextAttributes[.foregroundColor] as? Color ?? titleTextAttributes?[.foregroundColor] as? Color ?? .black
    }
    var largeTitleFont: Font {
        appearance.largeTitleTextAttributes[.font] as? Font ?? largeTitleTextAttributes?[.font] as? Font
            ?? Metrics.largeTitleFont
    }
    var largeTitleColor: Color {
        appearance.largeTitleTextAttributes[.foregroundColor] as? Color
            ?? largeTitleTextAttributes?[.foregroundColor] as? Color ?? .black
    }

    /// The background: the appearance's colour as it is, else `barTintColor`
    /// or the default grey, 94 % opaque while translucent. The separator: the
    /// appearance's shadow colour, else black at 30 %.
    private func updateBackground() {
        if let color = appearance.backgroundColor {
            backgroundView.backgroundColor = color
        } else {
            let base = barTintColor ?? Metrics.background
            backgroundView.backgroundColor = isTranslucent ? base.withAlphaComponent(base.alpha * Metrics.translucentAlpha) : base
        }
        separatorView.backgroundColor = appearance.shadowColor ?? Metrics.separator
    }

    private func restyle() {
        View.performWithoutAnimation {
            content?.restyle(bar: self)
            incoming?.restyle(bar: self)
            if incoming == nil { content?.relayout(width: bounds.width, bar: self) }
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard incoming == nil else { return }
        View.performWithoutAnimation {
            placeBackgroundViews(reachingUp: true)
            if let content {
                if content.frame != bounds { content.frame = bounds }
                if content.layoutWidth != bounds.width { content.relayout(width: bounds.width, bar: self) }
            }
        }
    }

    /// The bar's size for its top item (`sizeThatFits(_:)`): the given width, ``preferredHeight``.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: preferredHeight) }

    func backButtonTapped() {
        if let onBack { onBack() } else { popItem(animated: true) }
    }

    // MARK: Transitions

    /// True while a push or pop animates the bar.
    var isTransitioning: Bool { incoming != nil }

    /// Starts the bar's part of a push or pop to `items`: makes the arriving
    /// item's views and puts them where the animation starts (no animation).
    /// Call ``animateTransition(isPush:)`` next, inside the animation.
    func beginTransition(to items: [NavigationItem]) {
        finishRunningTransition()
        for item in stack where !items.contains(where: { $0 === item }) { item.onChange = nil }
        stack = items
        for item in items { item.onChange = { [weak self] in self?.itemsChanged() } }
        guard let top = items.last else { return }
        View.performWithoutAnimation {
            let view = NavigationBarContentView(item: top, backItem: backItem, isLarge: isLarge(at: items.count - 1), bar: self)
            addSubview(view)
            incoming = view
        }
    }

    /// Moves the parts of both items to where the push (or pop) ends; call
    /// inside the transition's animation (an alongside block), so that they
    /// follow its timing, its scrubbing and its cancel. Without a leaving
    /// item it only fades the arriving one in.
    ///
    /// Push (A below, B arriving): B's title comes from half the bar's width
    /// to the right and fades in; A's title moves to where B's back title
    /// ends and fades out, while B's back title comes from where A's title
    /// was and fades in; B's chevron fades in unless A had one; items and
    /// A's back button fade; large titles slide a whole width with the content.
    /// A pop is the same played backwards, the leaving item B's parts going
    /// where the push brought them from.
    func animateTransition(isPush: Bool) {
        guard let incoming else { return }
        let slide = bounds.width / 2
        let width = bounds.width
        guard let outgoing = content, outgoing !== incoming else {
            View.performWithoutAnimation { incoming.alpha = 0 }
            incoming.alpha = 1
            return
        }
        let from = outgoing.layout
        let to = incoming.layout
        // The arriving parts' starting places, without animation.
        View.performWithoutAnimation {
            if isPush {
                incoming.titleLabel.frame = to.title.offsetBy(dx: slide, dy: 0)
                incoming.backButton.titleLabel.frame.origin = from.title.origin
                incoming.backButton.chevron.alpha = from.backButtonShown ? 1 : 0
                incoming.largeTitleLabel.frame = (to.largeTitle ?? .zero).offsetBy(dx: width, dy: 0)
            } else {
                incoming.titleLabel.frame.origin = from.backLabel.origin
                incoming.backButton.titleLabel.frame = to.backLabel.offsetBy(dx: -slide / 2, dy: 0)
                incoming.backButton.chevron.alpha = 1
                incoming.largeTitleLabel.frame = (to.largeTitle ?? .zero).offsetBy(dx: -width / 3, dy: 0)
            }
            incoming.titleLabel.alpha = 0
            incoming.item.titleView?.alpha = 0
            incoming.backButton.titleLabel.alpha = 0
            incoming.largeTitleLabel.alpha = 0
            for v in incoming.itemViews { v.alpha = 0 }
        }
        // The ends.
        incoming.applyLayout()
        if isPush {
            outgoing.titleLabel.frame.origin = to.backLabel.origin
            outgoing.backButton.titleLabel.frame = from.backLabel.offsetBy(dx: -slide / 2, dy: 0)
            outgoing.largeTitleLabel.frame = (from.largeTitle ?? .zero).offsetBy(dx: -width / 3, dy: 0)
        } else {
            outgoing.titleLabel.frame = from.title.offsetBy(dx: slide, dy: 0)
            outgoing.backButton.titleLabel.frame.origin = to.title.origin
            outgoing.largeTitleLabel.frame = (from.largeTitle ?? .zero).offsetBy(dx: width, dy: 0)
            if !to.backButtonShown { outgoing.backButton.chevron.alpha = 0 }
        }
        outgoing.titleLabel.alpha = 0
        outgoing.item.titleView?.alpha = 0
        outgoing.backButton.titleLabel.alpha = 0
        if isPush { outgoing.backButton.chevron.alpha = 0 }
        outgoing.largeTitleLabel.alpha = 0
        for v in outgoing.itemViews { v.alpha = 0 }
    }

    /// Ends the bar's part of a push or pop: completed, the arriving item's
    /// views stay; cancelled, the stack goes back to `restoredItems` and the
    /// leaving item's views are put back exactly where they were.
    func endTransition(completed: Bool, restoredItems: [NavigationItem]) {
        guard let incoming else { return }
        View.performWithoutAnimation {
            if completed {
                content?.removeFromSuperviewStoppingAnimations()
                content = incoming
            } else {
                incoming.removeFromSuperviewStoppingAnimations()
                for item in stack where !restoredItems.contains(where: { $0 === item }) { item.onChange = nil }
                stack = restoredItems
                for item in restoredItems { item.onChange = { [weak self] in self?.itemsChanged() } }
            }
            self.incoming = nil
            placeBackgroundViews(reachingUp: true)
            content?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: content?.frame.height ?? 0)
            content?.restyle(bar: self)
            content?.relayout(width: bounds.width, bar: self)
        }
    }

    /// Ends a transition still running (a new one starts) as completed.
    private func finishRunningTransition() {
        if incoming != nil { endTransition(completed: true, restoredItems: stack) }
    }
}
