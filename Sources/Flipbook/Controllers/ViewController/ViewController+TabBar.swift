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

}
