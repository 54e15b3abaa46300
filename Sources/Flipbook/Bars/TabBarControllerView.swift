import Foundation

/// A tab bar controller's root view: it lays out the tab bar at its bottom
/// edge in its own layout pass.
@preconcurrency @MainActor
final class TabBarControllerView: View {
    weak var controller: TabBarController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutTabBar()
    }
}
