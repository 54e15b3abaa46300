import Foundation

extension ViewController.Transition.ZoomOptions {
    /// What ``ViewController/Transition/ZoomOptions/alignmentRectProvider`` is
    /// told in UIKit (`ZoomOptions.AlignmentRectContext`): the source view
    /// and the zoomed controller. Flipbook never calls that provider, so it
    /// never makes one; the type is here for UIKit code to compile.
    @preconcurrency @MainActor
    public final class AlignmentRectContext: NSObject {
        /// The zoomed-out view, for example a thumbnail.
        public let sourceView: View
        /// The zoomed-in controller.
        public let zoomedViewController: ViewController

        init(sourceView: View, zoomedViewController: ViewController) {
            self.sourceView = sourceView
            self.zoomedViewController = zoomedViewController
            super.init()
        }
    }
}
