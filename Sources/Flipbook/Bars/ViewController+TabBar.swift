import Foundation

/// The tab bar members of every controller.
extension ViewController {
    /// The item that represents this controller in a tab bar controller's
    /// bar (`tabBarItem`). Made on first read with the controller's
    /// ``title`` and no image, as UIKit makes it; set your own.
    public var tabBarItem: TabBarItem! {
        get {
            if let item = barsAndSafeArea.tabBarItem { return item }
            let item = TabBarItem(title: title, image: nil, tag: 0)
            barsAndSafeArea.tabBarItem = item
            return item
        }
        set {
            barsAndSafeArea.tabBarItem = newValue
            tabBarController?.refreshTabBar()
        }
    }

    /// Hide the tab bar while this controller is in a navigation stack
    /// (`hidesBottomBarWhenPushed`); false by default. The bar is hidden
    /// while the top of the stack is this controller or one pushed above
    /// it; a push that hides it slides it away with the from-view, and the
    /// pop back brings it in with the to-view (see ``TabBarController``).
    public var hidesBottomBarWhenPushed: Bool {
        get { barsAndSafeArea.hidesBottomBarWhenPushed }
        set { barsAndSafeArea.hidesBottomBarWhenPushed = newValue }
    }

}
