// Written as for iOS: the transitioning delegate that ties the pieces together.
import UIKit

final class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var interaction: SwipeDownInteraction?
    private(set) var presentationControllers: [PresentationController] = []
    private(set) var animators: [CardAnimator] = []

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let controller = PresentationController(presentedViewController: presented, presenting: presenting)
        presentationControllers.append(controller)
        return controller
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let animator = CardAnimator(isPresenting: true)
        animators.append(animator)
        return animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let animator = CardAnimator(isPresenting: false)
        animators.append(animator)
        return animator
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        guard let interaction = interaction, interaction.interactionInProgress else { return nil }
        return interaction
    }
}
