import FuzzSupport
import Flipbook
import Foundation

/// A transitioning delegate whose behaviour the fuzzer chooses per presentation:
/// the built-in animation, a sliding animator, the same under a percent-driven
/// interaction, an animator that never calls `completeTransition(_:)`, or a
/// circular reveal (shape-layer mask, path animation, transaction completion),
/// played or under a percent-driven interaction.
@MainActor
final class FuzzDelegate: ViewControllerTransitioningDelegate {
    enum Mode: Int, CaseIterable { case builtIn, animated, interactive, neverCompletes, reveal, interactiveReveal }
    let mode: Mode
    /// The interaction handed out last, for update/pause/finish/cancel.
    let interaction = PercentDrivenInteractiveTransition()
    /// Adds more layer animations to the moving view's layer while a reveal sets up (see ``RevealAnimator``).
    let extra: (Layer) -> Void
    let revealCenter: CGPoint
    /// The reveal's animation stays on the mask when it ends (`fillMode` `.forwards`,
    /// `isRemovedOnCompletion` false), and the completion block leaves the mask in place.
    let revealHoldsEnd: Bool

    init(mode: Mode, revealCenter: CGPoint = .zero, revealHoldsEnd: Bool = false, extra: @escaping (Layer) -> Void = { _ in }) {
        self.mode = mode
        self.revealCenter = revealCenter
        self.revealHoldsEnd = revealHoldsEnd
        self.extra = extra
    }

    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> (any ViewControllerAnimatedTransitioning)? { animator() }
    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? { animator() }
    func interactionControllerForPresentation(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)? { isInteractive ? interaction : nil }
    func interactionControllerForDismissal(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)? { isInteractive ? interaction : nil }

    private var isInteractive: Bool { mode == .interactive || mode == .interactiveReveal }

    private func animator() -> (any ViewControllerAnimatedTransitioning)? {
        switch mode {
        case .builtIn: nil
        case .animated, .interactive: SlideAnimator(completes: true)
        case .neverCompletes: SlideAnimator(completes: false)
        case .reveal, .interactiveReveal: RevealAnimator(center: revealCenter, holdsEnd: revealHoldsEnd, extra: extra)
        }
    }
}

/// A circular reveal written as UIKit code writes it: the presented view's
/// layer gets a shape-layer mask whose path grows from a dot to a circle
/// covering the container (shrinks on dismissal), animated with a basic
/// animation inside a transaction whose completion block removes the mask
/// and completes the transition (with `holdsEnd`, the animation stays on the
/// mask, filling forwards, and the mask stays). After the transaction,
/// `extra` adds the fuzzer's own animations to the moving view's layer (not
/// waited for). The completion block holds the context and the view
/// strongly, as UIKit code does.
@MainActor
final class RevealAnimator: ViewControllerAnimatedTransitioning {
    let center: CGPoint
    let holdsEnd: Bool
    let extra: (Layer) -> Void
    init(center: CGPoint, holdsEnd: Bool, extra: @escaping (Layer) -> Void) {
        self.center = center
        self.holdsEnd = holdsEnd
        self.extra = extra
    }

    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }

    func animateTransition(using context: any ViewControllerContextTransitioning) {
        guard let toVC = context.viewController(forKey: .to), let fromVC = context.viewController(forKey: .from) else {
            require(false, "a transition context without both controllers"); return
        }
        let presenting = toVC.presentingViewController === fromVC
        guard let moving = presenting ? context.view(forKey: .to) : context.view(forKey: .from) else {
            require(false, "a transition context without the moving view"); return
        }
        let container = context.containerView
        if presenting {
            container.addSubview(moving)
            moving.frame = context.finalFrame(for: toVC)
        }
        let b = container.bounds
        let radius = (b.width * b.width + b.height * b.height).squareRoot() + 1
        let dot = BezierPath(arcCenter: center, radius: 1, startAngle: 0, endAngle: .pi * 2, clockwise: true).cgPath
        let full = BezierPath(arcCenter: center, radius: radius, startAngle: 0, endAngle: .pi * 2, clockwise: true).cgPath
        let mask = ShapeLayer()
        mask.path = presenting ? full : dot
        moving.layer.mask = mask
        let holdsEnd = holdsEnd
        Transaction.begin()
        Transaction.setCompletionBlock {
            if !holdsEnd { moving.layer.mask = nil }
            let cancelled = context.transitionWasCancelled
            if presenting == cancelled { moving.removeFromSuperview() }
            context.completeTransition(!cancelled)
        }
        let reveal = BasicAnimation(keyPath: "path")
        reveal.fromValue = presenting ? dot : full
        reveal.toValue = presenting ? full : dot
        reveal.duration = transitionDuration(using: context)
        reveal.timingFunction = MediaTimingFunction(name: .easeInEaseOut)
        if holdsEnd {
            reveal.fillMode = .forwards
            reveal.isRemovedOnCompletion = false
        }
        mask.add(reveal, forKey: "reveal")
        Transaction.commit()
        extra(moving.layer)
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
