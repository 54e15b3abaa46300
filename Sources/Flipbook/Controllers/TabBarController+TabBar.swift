import Foundation

/// The tab bar of a tab bar controller: its items, layout, visibility and
/// the safe area it gives the tabs.
extension TabBarController {
    /// Shows the tabs' items and the selection in ``tabBar``.
    func refreshTabBar() {
        let items = viewControllers.map { $0.tabBarItem! }
        if (tabBar.items ?? []).map(ObjectIdentifier.init) != items.map(ObjectIdentifier.init) {
            tabBar.setItems(items, animated: false)
        }
        tabBar.selectedItem = selectedViewController?.tabBarItem
        viewIfLoaded?.setNeedsLayout()
    }

    /// Puts the bar at the bottom of the view, ``TabBar/contentHeight`` plus
    /// the view's bottom safe-area inset tall, hidden while the selected
    /// tab's top controller hides it (unless a push or pop is moving it).
    func layoutTabBar() {
        guard let view = viewIfLoaded, tabBar.superview === view else { return }
        let height = TabBar.contentHeight + view.safeAreaInsets.bottom
        View.performWithoutAnimation {
            tabBar.frame = CGRect(x: 0, y: view.bounds.maxY - height, width: view.bounds.width, height: height)
            tabBar.isHidden = isTabBarHiddenNow
        }
    }

    /// True when the selected tab is a navigation controller whose stack,
    /// up to its top, has a controller with `hidesBottomBarWhenPushed`.
    var isTabBarHiddenNow: Bool {
        guard let top = (selectedViewController as? NavigationController)?.topViewController else { return false }
        return isTabBarHidden(for: top)
    }

    /// True when the bar is hidden while `controller`, a content controller
    /// of one of the tabs, is shown: it is in a navigation controller's stack
    /// and it, or a controller below it in the stack, has
    /// ``ViewController/hidesBottomBarWhenPushed``.
    public func isTabBarHidden(for controller: ViewController) -> Bool {
        guard let nav = controller.parent as? NavigationController, nav.parent === self,
            let index = nav.viewControllers.firstIndex(where: { $0 === controller })
        else { return false }
        return nav.viewControllers[...index].contains { $0.hidesBottomBarWhenPushed }
    }

    /// What the bar adds to a content controller's safe area: the bar's
    /// height above the safe area at the bottom, or nothing while the bar
    /// is hidden for it (or the bar is not in the controller's view).
    func bottomBarInsets(for controller: ViewController) -> EdgeInsets {
        guard isViewLoaded, tabBar.superview != nil, !isTabBarHidden(for: controller) else { return .zero }
        return EdgeInsets(top: 0, left: 0, bottom: TabBar.contentHeight, right: 0)
    }

}
