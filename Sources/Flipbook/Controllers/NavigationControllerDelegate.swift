import Foundation

/// Hears about and customises a navigation controller's transitions
/// (`UINavigationControllerDelegate`). Every member is optional in UIKit;
/// here each has a default implementation (nothing, or nil).
@preconcurrency @MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// Called when a push, pop or stack change is asked for, before the
    /// delegate is asked for an animator and before any appearance callback.
    func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController,
        animated: Bool)
    /// Called when the new top controller's view is on screen, after its
    /// `viewDidAppear(_:)` and `didMove(toParent:)`; not called when an interactive pop is cancelled.
    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController,
        animated: Bool)
    /// The animator for an animated push or pop; nil means the built-in slide.
    func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    )
        -> (any ViewControllerAnimatedTransitioning)?
    /// Asked only when the delegate gave an animator. Nil lets the edge-swipe
    /// gesture (when it started the pop) drive the delegate's animator.
    func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    )
        -> (any ViewControllerInteractiveTransitioning)?
}

extension NavigationControllerDelegate {
    public func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController,
        animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController,
        animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    )
        -> (any ViewControllerAnimatedTransitioning)?
    { nil }
    public func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    )
        -> (any ViewControllerInteractiveTransitioning)?
    { nil }
}
