import Foundation

extension ViewController.Transition {
    /// What the zoom's source-view provider is told
    /// (`UIViewController.Transition.ZoomSourceViewProviderContext`): the two
    /// controllers of the transition. Made by the runtime only.
    @preconcurrency @MainActor
    public final class ZoomSourceViewProviderContext: NSObject {
        /// The controller the zoom starts from and returns to: the controller
        /// `present` was called on, or the controller below the zoomed one in
        /// the navigation stack.
        public let sourceViewController: ViewController
        /// The controller whose ``ViewController/preferredTransition`` is the
        /// zoom: the presented or pushed one (dismissed or popped on the way out).
        public let zoomedViewController: ViewController

        init(sourceViewController: ViewController, zoomedViewController: ViewController) {
            self.sourceViewController = sourceViewController
            self.zoomedViewController = zoomedViewController
            super.init()
        }
    }
}
