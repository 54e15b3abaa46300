import Foundation

/// The navigation bar and the toolbar of a navigation controller: showing
/// and hiding them, placing them, the safe area they give the children, and
/// their part of pushes and pops.
///
/// Placement (points, in the controller's view): the navigation bar at
/// `y = safeAreaInsets.top` (below the status bar), as wide as the view and
/// ``NavigationBar/preferredHeight`` tall (44, or 96 with a large title;
/// 32 in a vertically compact environment, a landscape phone, without large
/// titles), its background reaching up to the top of the screen; the
/// toolbar 44 points tall (32 compact) just above the bottom safe-area inset, its background
/// reaching down to the bottom. Each child's view stays full size; its
/// safe area grows by the bar heights (UIKit's additional top inset), so
/// content laid out on `safeAreaLayoutGuide` sits below the bar. Hidden
/// bars sit just off screen (the navigation bar above the top, the toolbar
/// below the bottom) and add nothing.
extension NavigationController {
    /// Seconds an animated hide or show of a bar takes
    /// (`UINavigationController.hideShowBarDuration`: 0.2).
    public static let hideShowBarDuration: TimeInterval = 0.2

    /// True hides the navigation bar (`isNavigationBarHidden`); false by
    /// default. Setting it is `setNavigationBarHidden(_:animated: false)`.
    public var isNavigationBarHidden: Bool {
        get { navigationBarHiddenStorage }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the navigation bar (`setNavigationBarHidden(_:animated:)`).
    /// Animated, the bar slides up out of the screen or down into place over
    /// ``hideShowBarDuration``, or alongside the push or pop running (called
    /// from `viewWillAppear`, as UIKit code does), with its timing; the
    /// children's safe area changes with it.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != navigationBarHiddenStorage else { return }
        navigationBarHiddenStorage = hidden
        animateBarVisibility(animated: animated) { [weak self] in
            guard let self, self.navigationBarHiddenStorage == hidden else { return }
            self.navigationBar.isHidden = hidden
        }
        if !hidden { navigationBar.isHidden = false }
    }

    /// True hides the toolbar (`isToolbarHidden`); true by default, as in UIKit.
    public var isToolbarHidden: Bool {
        get { toolbarHiddenStorage }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Hides or shows the toolbar (`setToolbarHidden(_:animated:)`), sliding
    /// it down out of the screen or up into place when animated (as
    /// ``setNavigationBarHidden(_:animated:)``).
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarHiddenStorage else { return }
        toolbarHiddenStorage = hidden
        animateBarVisibility(animated: animated) { [weak self] in
            guard let self, self.toolbarHiddenStorage == hidden else { return }
            self.toolbar.isHidden = hidden
        }
        if !hidden { toolbar.isHidden = false }
    }

    private func animateBarVisibility(animated: Bool, hideAtEnd: @escaping () -> Void) {
        guard let view = viewIfLoaded else { return hideAtEnd() }
        guard animated, view.window != nil else {
            View.performWithoutAnimation { layoutBars() }
            return hideAtEnd()
        }
        if let coordinator = transitionCoordinator {
            coordinator.animate(
                alongsideTransition: { [weak self] _ in
                    self?.layoutBars()
                }, completion: { _ in hideAtEnd() })
        } else {
            View.animate(
                withDuration: Self.hideShowBarDuration, delay: 0, options: [],
                animations: {
                    self.layoutBars()
                    view.layoutIfNeeded()
                }, completion: { _ in hideAtEnd() })
        }
    }

    // MARK: Placing

    /// Adds the bars to the controller's view (from `loadView`).
    func addBars(to root: View) {
        navigationBar.onBack = { [weak self] in _ = self?.popViewController(animated: true) }
        navigationBar.isHidden = navigationBarHiddenStorage
        toolbar.isHidden = toolbarHiddenStorage
        root.addSubview(navigationBar)
        root.addSubview(toolbar)
    }

    /// Shows the stack's top in the bars, without animation, and places them.
    func showBarsForStack() {
        guard isViewLoaded, !navigationBar.isTransitioning else { return }
        let items = stack.map(\.navigationItem)
        View.performWithoutAnimation {
            if !Self.same(navigationBar.items ?? [], items) { navigationBar.setStack(items) }
            let toolbarItems = stack.last?.toolbarItems ?? []
            if !Self.same(toolbar.items ?? [], toolbarItems) { toolbar.restore(toolbarItems) }
            layoutBars()
        }
    }

    private static func same(_ a: [AnyObject], _ b: [AnyObject]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
    }

    /// Places both bars for the stack `items` (the current one by default)
    /// and sets each child's bar insets; inside an animation block the bars move with it.
    func layoutBars(items: [NavigationItem]? = nil) {
        guard let view = viewIfLoaded else { return }
        let safe = view.safeAreaInsets
        let size = view.bounds.size
        let compact = traitCollection.verticalSizeClass == .compact
        navigationBar.isCompact = compact
        toolbar.isCompact = compact
        let barHeight = navigationBar.height(for: items ?? stack.map(\.navigationItem))
        navigationBar.backgroundExtension = safe.top
        navigationBar.frame = CGRect(
            x: 0, y: navigationBarHiddenStorage ? -barHeight : safe.top,
            width: size.width, height: barHeight)
        toolbar.backgroundExtension = safe.bottom
        let toolbarHeight = toolbar.barHeight
        toolbar.frame = CGRect(
            x: 0, y: toolbarHiddenStorage ? size.height : size.height - safe.bottom - toolbarHeight,
            width: size.width, height: toolbarHeight)
        for (index, child) in stack.enumerated() {
            let top = navigationBarHiddenStorage ? 0 : navigationBar.height(for: stack[...index].map(\.navigationItem))
            child.setBarSafeAreaInsets(EdgeInsets(top: top, left: 0, bottom: toolbarHiddenStorage ? 0 : toolbarHeight, right: 0))
        }
    }

    // MARK: Pushes and pops

    /// Gives `transition` the bars' part of a push or pop from the stack
    /// `oldStack` to the current one: an alongside animation (so the bar has
    /// the content's timing, scrubs with an interactive pop, linear while
    /// interactive like the built-in slide) and, at the end, the bars' final
    /// state, or after a cancel the old one, exactly as it was.
    func animateBars(alongside transition: ContainerTransition, isPush: Bool, from oldStack: [ViewController]) {
        guard isViewLoaded else { return }
        let oldItems = oldStack.map(\.navigationItem)
        let oldToolbarItems = oldStack.last?.toolbarItems ?? []
        let newStack = stack
        transition.animate(
            alongsideTransition: { [weak self] context in
                guard let self else { return }
                let items = newStack.map(\.navigationItem)
                let body = {
                    // A hidden bar is not drawn: it takes the new items at the end, unanimated.
                    if !self.navigationBarHiddenStorage {
                        self.navigationBar.beginTransition(to: items)
                        self.navigationBar.animateTransition(isPush: isPush)
                    }
                    if !self.toolbarHiddenStorage { self.toolbar.crossFade(to: newStack.last?.toolbarItems ?? []) }
                    self.layoutBars(items: items)
                }
                if context.isInteractive {
                    View.animate(withDuration: 0, delay: 0, options: [.overrideInheritedCurve, .curveLinear], animations: body)
                } else {
                    body()
                }
            }, completion: nil)
        let commitOrRollBack = transition.onEnd
        transition.onEnd = { [weak self] completed in
            commitOrRollBack?(completed)
            guard let self else { return }
            View.performWithoutAnimation {
                self.navigationBar.endTransition(completed: completed, restoredItems: oldItems)
                self.toolbar.endCrossFade()
                if !completed { self.toolbar.restore(oldToolbarItems) }
                self.showBarsForStack()
            }
        }
    }
}
