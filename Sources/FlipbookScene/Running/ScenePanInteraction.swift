import Flipbook
import Foundation

/// The guide's swipe interaction (listings 10-3 and 10-4) for scenes with a
/// touch script: a pan on the transition's container drives a percent-driven
/// transition.
///
/// - The pan takes any number of fingers (UIKit's defaults): with several,
///   its translation is their centroid's, and it ends when the last lifts.
/// - The percent is the pan's translation along its dominant axis over the
///   container's extent on that axis (a vertical swipe over the height, as
///   the guide does; a horizontal one over the width), clamped to 0...1.
/// - When the finger lifts, the release velocity is converted to percent per
///   second along the same axis; the transition finishes when the percent
///   projected 0.1 s ahead is at least one half, and cancels otherwise, with
///   `finish(velocity:)` / `cancel(velocity:)` so the motion stays continuous.
///   A swipe whose events share one time has no velocity: it finishes when
///   it was released at least half way.
///   A cancelled touch cancels.
@MainActor
final class ScenePanInteraction: PercentDrivenInteractiveTransition {
    private(set) var pan: PanGestureRecognizer?
    private weak var container: View?
    /// 0 for horizontal, 1 for vertical; chosen from the first movement.
    private var axis: Int?

    override func startInteractiveTransition(_ transitionContext: any ViewControllerContextTransitioning) {
        super.startInteractiveTransition(transitionContext)
        let container = transitionContext.containerView
        self.container = container
        let pan = PanGestureRecognizer { [unowned self] recognizer in
            self.handle(recognizer as! PanGestureRecognizer)
        }
        container.addGestureRecognizer(pan)
        self.pan = pan
    }

    private func handle(_ pan: PanGestureRecognizer) {
        guard let container else { return }
        let t = pan.translation(in: container)
        if axis == nil, t.x != 0 || t.y != 0 { axis = abs(t.x) > abs(t.y) ? 0 : 1 }
        let vertical = (axis ?? 1) == 1
        let extent = max(1, vertical ? container.bounds.height : container.bounds.width)
        let along = vertical ? t.y : t.x
        let percent = min(1, max(0, abs(along) / extent))
        switch pan.state {
        case .began:
            break
        case .changed:
            update(percent)
        case .ended:
            update(percent)
            let v = pan.velocity(in: container)
            let sign: CGFloat = along < 0 ? -1 : 1
            let velocity = (vertical ? v.y : v.x) * sign / extent
            if percent + velocity * 0.1 >= 0.5 { finish(velocity: velocity) } else { cancel(velocity: velocity) }
            container.removeGestureRecognizer(pan)
        case .cancelled, .failed:
            cancel()
            container.removeGestureRecognizer(pan)
        default:
            break
        }
    }
}
