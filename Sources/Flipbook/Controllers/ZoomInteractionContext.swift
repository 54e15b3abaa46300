import Foundation

extension ViewController.Transition.ZoomOptions {
    /// What ``ViewController/Transition/ZoomOptions/interactiveDismissShouldBegin``
    /// is told in UIKit (`ZoomOptions.InteractionContext`). Flipbook has no
    /// interactive zoom dismissal, so it never makes one; the type is here for
    /// UIKit code to compile.
    @preconcurrency @MainActor
    public final class InteractionContext: NSObject {
        /// The touch's location, in the zoomed controller's view's coordinates (points).
        public let location: CGPoint
        /// The touch's velocity, in points per second.
        public let velocity: CGVector
        /// True when the dismissal begins if the closure returns true.
        public let willBegin: Bool

        init(location: CGPoint, velocity: CGVector, willBegin: Bool) {
            self.location = location
            self.velocity = velocity
            self.willBegin = willBegin
            super.init()
        }
    }
}
