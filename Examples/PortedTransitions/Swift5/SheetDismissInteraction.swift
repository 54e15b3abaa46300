// Drag-down-to-dismiss for the bottom sheet: a pan on the sheet drives the
// dismissal interactively. The sheet also answers a swipe from the left edge
// (a "back" gesture), so the dismiss pan requires the edge pan to fail first.
import Foundation
import Flipbook

final class SheetDismissInteraction: PercentDrivenInteractiveTransition {
    private(set) var interactionInProgress = false
    private(set) var edgeSwipes = 0
    private weak var viewController: ViewController?
    private(set) var panGesture: PanGestureRecognizer!
    private(set) var edgeGesture: ScreenEdgePanGestureRecognizer!

    init(viewController: ViewController) {
        self.viewController = viewController
        super.init()
        let edge = ScreenEdgePanGestureRecognizer(target: self, action: Self.handleEdgeSwipe)
        edge.edges = .left
        let pan = PanGestureRecognizer(target: self, action: Self.handlePan)
        pan.require(toFail: edge)
        viewController.view.addGestureRecognizer(pan)
        viewController.view.addGestureRecognizer(edge)
        panGesture = pan
        edgeGesture = edge
    }

    func handleEdgeSwipe(_ gesture: ScreenEdgePanGestureRecognizer) {
        if gesture.state == .began { edgeSwipes += 1 }
    }

    func handlePan(_ gesture: PanGestureRecognizer) {
        guard let containerView = gesture.view?.superview else { return }
        let translation = gesture.translation(in: containerView)
        let progress = max(0, min(1, translation.y / 300))

        switch gesture.state {
        case .began:
            interactionInProgress = true
            viewController?.dismiss(animated: true, completion: nil)
        case .changed:
            update(progress)
        case .ended:
            interactionInProgress = false
            progress > 0.5 ? finish() : cancel()
        case .cancelled, .failed:
            interactionInProgress = false
            cancel()
        default:
            break
        }
    }
}
