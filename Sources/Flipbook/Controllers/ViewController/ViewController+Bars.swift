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

    /// Sets the insets a navigation controller's bars take (its bar's height on top).
    func setBarSafeAreaInsets(_ insets: EdgeInsets) {
        guard insets != navigationBarSafeAreaInsets else { return }
        navigationBarSafeAreaInsets = insets
        safeAreaMayHaveChanged()
        viewIfLoaded?.markSafeAreaGuidesForLayout()
    }
}
