import Flipbook
import FlipbookAnimators
import Foundation

/// The transitioning delegate a scene run installs on the presented screen:
/// it vends the scene's animator (for presenting and dismissing), its
/// interaction controller (only when there is an animator, as UIKit asks),
/// and its presentation controller (a named one, else the animator's own
/// when it adopts `PresentationControllerProviding`).
@MainActor
final class SceneTransitioningDelegate: ViewControllerTransitioningDelegate {
    typealias PresentationControllerFactory = @MainActor (ViewController, ViewController?) -> PresentationController

    let animator: (any ViewControllerAnimatedTransitioning)?
    let interaction: (any ViewControllerInteractiveTransitioning)?
    let makePresentationController: PresentationControllerFactory?

    init(
        animator: (any ViewControllerAnimatedTransitioning)?, interaction: (any ViewControllerInteractiveTransitioning)?,
        presentationController: PresentationControllerFactory?
    ) {
        self.animator = animator
        self.interaction = interaction
        makePresentationController = presentationController
    }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { animator }

    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? { animator }

    func interactionControllerForPresentation(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)?
    { interaction }

    func interactionControllerForDismissal(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)?
    { interaction }

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? {
        if let makePresentationController { return makePresentationController(presented, presenting) }
        return (animator as? PresentationControllerProviding)?.makePresentationController(
            presented: presented, presenting: presenting)
    }
}
