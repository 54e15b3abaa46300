import Foundation

/// What a controller gives the bars of its navigation controller, and the
/// safe-area insets those bars add to its view.
extension ViewController {
    /// What the navigation bar shows while this controller is on top
    /// (`navigationItem`): made on first use, titled with ``title`` until its
    /// own title is set.
    public var navigationItem: NavigationItem {
        if let item = navigationItemStorage { return item }
        let item = NavigationItem(owner: self)
        navigationItemStorage = item
        return item
    }

    /// The items a navigation controller's toolbar shows while this
    /// controller is on top (`toolbarItems`); nil by default.
    public var toolbarItems: [BarButtonItem]? {
        get { toolbarItemsStorage }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets ``toolbarItems`` (`setToolbarItems(_:animated:)`); when this
    /// controller is on top of a navigation controller, its toolbar shows
    /// them, cross-fading when `animated`.
    public func setToolbarItems(_ items: [BarButtonItem]?, animated: Bool) {
        toolbarItemsStorage = items
        if let nav = parent as? NavigationController, nav.topViewController === self, nav.isViewLoaded {
            nav.toolbar.setItems(items, animated: animated)
        }
    }

    /// Insets added to the safe area of the view (`additionalSafeAreaInsets`),
    /// points, on top of what the screen and the container's bars take.
    public var additionalSafeAreaInsets: EdgeInsets {
        get { additionalSafeAreaInsetsStorage }
        set {
            guard newValue != additionalSafeAreaInsetsStorage else { return }
            additionalSafeAreaInsetsStorage = newValue
            safeAreaDidChange()
        }
    }

    /// Everything added to the view's safe area beyond the screen's: the
    /// public ``additionalSafeAreaInsets`` plus the container's bars.
    var totalAdditionalSafeAreaInsets: EdgeInsets {
        let a = additionalSafeAreaInsetsStorage, b = barSafeAreaInsets
        return EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }

    /// Sets the insets the container's bars take (a navigation controller's bar height on top).
    func setBarSafeAreaInsets(_ insets: EdgeInsets) {
        guard insets != barSafeAreaInsets else { return }
        barSafeAreaInsets = insets
        safeAreaDidChange()
    }

    /// Lays out again the views inside whose safe-area guides follow the insets.
    private func safeAreaDidChange() {
        guard let view = viewIfLoaded else { return }
        view.setNeedsLayout()
        view.markSafeAreaGuidesForLayout()
    }
}
