import FuzzSupport
import Flipbook
import Foundation

/// A transitioning delegate whose behaviour the fuzzer chooses per presentation:
/// the built-in animation, a sliding animator, the same under a percent-driven
/// interaction, or an animator that never calls `completeTransition(_:)`.
@MainActor
final class FuzzDelegate: ViewControllerTransitioningDelegate {
    enum Mode: Int, CaseIterable { case builtIn, animated, interactive, neverCompletes }
    let mode: Mode
    /// The interaction handed out last, for update/pause/finish/cancel.
    let interaction = PercentDrivenInteractiveTransition()

    init(mode: Mode) { self.mode = mode }

    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> (any ViewControllerAnimatedTransitioning)? { animator() }
    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? { animator() }
    func interactionControllerForPresentation(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)? { mode == .interactive ? interaction : nil }
    func interactionControllerForDismissal(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)? { mode == .interactive ? interaction : nil }

    private func animator() -> (any ViewControllerAnimatedTransitioning)? {
        switch mode {
        case .builtIn: nil
        case .animated, .interactive: SlideAnimator(completes: true)
        case .neverCompletes: SlideAnimator(completes: false)
        }
    }
}

/// Slides the presented view in from below (and out on dismissal) over 0.3 s;
/// completes with `!transitionWasCancelled`, or never when `completes` is false.
@MainActor
final class SlideAnimator: ViewControllerAnimatedTransitioning {
    let completes: Bool
    init(completes: Bool) { self.completes = completes }

    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using context: any ViewControllerContextTransitioning) {
        guard let toVC = context.viewController(forKey: .to), let fromVC = context.viewController(forKey: .from) else {
            require(false, "a transition context without both controllers"); return
        }
        let container = context.containerView
        let presenting = toVC.presentingViewController === fromVC
        guard let moving = presenting ? context.view(forKey: .to) : context.view(forKey: .from) else {
            require(false, "a transition context without the moving view"); return
        }
        let onScreen = presenting ? context.finalFrame(for: toVC) : context.initialFrame(for: fromVC)
        let below = onScreen.offsetBy(dx: 0, dy: container.bounds.height)
        if presenting {
            container.addSubview(moving)
            moving.frame = below
        }
        let completes = completes
        View.animate(withDuration: 0.3, delay: 0, options: [.curveLinear], animations: {
            moving.frame = presenting ? onScreen : below
        }, completion: { _ in
            guard completes else { return }
            let cancelled = context.transitionWasCancelled
            if presenting == cancelled { moving.removeFromSuperview() }
            context.completeTransition(!cancelled)
        })
    }
}
