import Foundation

/// A navigation controller's root view: lays out the controller's bars
/// whenever it lays out (a size change, a safe-area change), except while a
/// push or pop animates them.
@MainActor
final class NavigationControllerView: View {
    weak var controller: NavigationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let controller, !controller.navigationBar.isTransitioning else { return }
        View.performWithoutAnimation { controller.layoutBars() }
    }
}
