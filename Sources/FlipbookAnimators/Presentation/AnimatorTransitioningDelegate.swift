import Flipbook
import Foundation

/// A transitioning delegate that vends given animators: the simplest way to
/// present with a standard (or registered) animator.
///
/// ```swift
/// let delegate = AnimatorTransitioningDelegate(animator: try registry.makeAnimator(named: "sheet"))
/// detail.modalPresentationStyle = .custom
/// detail.transitioningDelegate = delegate   // weak: keep `delegate` alive
/// root.present(detail, animated: true)
/// ```
///
/// The presentation controller comes from the presentation animator when it
/// adopts ``PresentationControllerProviding``; otherwise UIKit's default.
public final class AnimatorTransitioningDelegate: ViewControllerTransitioningDelegate {
    /// The animator that presents (and dismisses when `dismissalAnimator` is nil).
    public let presentationAnimator: any ViewControllerAnimatedTransitioning
    /// Nil: the presentation animator dismisses too (a standard animator's
    /// `auto` operation runs it backward).
    public let dismissalAnimator: (any ViewControllerAnimatedTransitioning)?

    /// A delegate that presents with `animator` and dismisses with `dismissalAnimator`, or `animator` again.
    public init(
        animator: any ViewControllerAnimatedTransitioning,
        dismissalAnimator: (any ViewControllerAnimatedTransitioning)? = nil
    ) {
        presentationAnimator = animator
        self.dismissalAnimator = dismissalAnimator
    }

    /// The presentation animator.
    public func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? {
        presentationAnimator
    }

    /// The dismissal animator, or the presentation animator when there is none.
    public func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        dismissalAnimator ?? presentationAnimator
    }

    /// The presentation animator's presentation controller when it provides one (``PresentationControllerProviding``); nil (UIKit's default) otherwise.
    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? {
        (presentationAnimator as? PresentationControllerProviding)?
            .makePresentationController(presented: presented, presenting: presenting)
    }
}
