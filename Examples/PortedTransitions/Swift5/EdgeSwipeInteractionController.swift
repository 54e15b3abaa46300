// The interactive pop of the zoom: a screen-edge pan on the detail screen
// drives a percent-driven transition. The gesture's delegate only lets it
// begin when there is something to pop.
import Foundation
import Flipbook

final class EdgeSwipeInteractionController: PercentDrivenInteractiveTransition, GestureRecognizerDelegate {
    private(set) var interactionInProgress = false
    private weak var viewController: ViewController?
    private(set) var edgeGesture: ScreenEdgePanGestureRecognizer!

    init(viewController: ViewController) {
        self.viewController = viewController
        super.init()
        let gesture = ScreenEdgePanGestureRecognizer(target: self, action: Self.handleGesture)
        gesture.edges = .left
        gesture.delegate = self
        viewController.view.addGestureRecognizer(gesture)
        edgeGesture = gesture
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard let navigationController = viewController?.navigationController else { return false }
        return navigationController.viewControllers.count > 1
    }

    func handleGesture(_ gestureRecognizer: ScreenEdgePanGestureRecognizer) {
        guard let view = gestureRecognizer.view?.superview else { return }
        let translation = gestureRecognizer.translation(in: view)
        var progress = translation.x / view.bounds.width
        progress = CGFloat(fminf(fmaxf(Float(progress), 0.0), 1.0))

        switch gestureRecognizer.state {
        case .began:
            interactionInProgress = true
            viewController?.navigationController?.popViewController(animated: true)
        case .changed:
            update(progress)
        case .cancelled:
            interactionInProgress = false
            cancel()
        case .ended:
            interactionInProgress = false
            if progress > 0.5 || gestureRecognizer.velocity(in: view).x > 800 {
                finish()
            } else {
                cancel()
            }
        default:
            break
        }
    }
}
