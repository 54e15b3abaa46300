import Foundation

/// Told when the user selects a tab (`UITabBarDelegate`).
@preconcurrency @MainActor
public protocol TabBarDelegate: AnyObject {
    /// A tap selected `item`.
    func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem)
}

extension TabBarDelegate {
    public func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {}
}
