// Written as for iOS: a percent-driven dismissal. (On iOS a pan gesture's
// `#selector` target-action would call `handleDrag`; here the caller does.)
import UIKit

final class SwipeDownInteraction: UIPercentDrivenInteractiveTransition {
    private(set) var interactionInProgress = false
    private weak var viewController: UIViewController?

    init(viewController: UIViewController) {
        self.viewController = viewController
        super.init()
    }

    /// Starts the interactive dismissal.
    func beginDrag() {
        interactionInProgress = true
        viewController?.dismiss(animated: true, completion: nil)
    }

    /// Follows the finger: `translation` points down over a 400-point travel.
    func drag(to translation: CGFloat) {
        update(max(0, min(1, translation / 400)))
    }

    /// Lets go: past half way it finishes, otherwise it goes back.
    func endDrag() {
        interactionInProgress = false
        if percentComplete > 0.5 { finish() } else { cancel() }
    }
}
