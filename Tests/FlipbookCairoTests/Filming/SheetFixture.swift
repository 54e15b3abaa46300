import Flipbook
import Foundation

// A sheet written as UIKit code writes one (prefixes dropped): a
// transitioning delegate, an animator with View.animate, a dimming view
// animated alongside, and a pan-driven PercentDrivenInteractiveTransition.

/// Slides the sheet up over a dimming view, or down out of the window.
final class SheetAnimator: NSObject, ViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    /// When false, the animator never calls completeTransition (a broken animator).
    var completes = true

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        let key: TransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let sheet = transitionContext.viewController(forKey: key) else { return }
        let container = transitionContext.containerView
        let shown = CGRect(
            x: 0, y: container.bounds.height / 2, width: container.bounds.width,
            height: container.bounds.height / 2)
        let hidden = shown.offsetBy(dx: 0, dy: shown.height)
        if isPresenting {
            let dimming = View(frame: container.bounds)
            dimming.backgroundColor = Color(white: 0, alpha: 0.4)
            dimming.alpha = 0
            dimming.tag = 7
            container.addSubview(dimming)
            container.addSubview(sheet.view)
            sheet.view.frame = hidden
        }
        let dimming = container.viewWithTag(7)
        let options: View.AnimationOptions = transitionContext.isInteractive ? [.curveLinear] : [.curveEaseOut]
        View.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: options,
            animations: {
                sheet.view.frame = self.isPresenting ? shown : hidden
                dimming?.alpha = self.isPresenting ? 1 : 0
            },
            completion: { _ in
                guard self.completes else { return }
                let cancelled = transitionContext.transitionWasCancelled
                if !self.isPresenting && !cancelled {
                    sheet.view.removeFromSuperview()
                    dimming?.removeFromSuperview()
                }
                transitionContext.completeTransition(!cancelled)
            })
    }
}

/// Dismisses the sheet with a downward pan: finish past half way, else cancel.
final class SheetDismissInteraction: PercentDrivenInteractiveTransition {
    private(set) var interactionInProgress = false
    private weak var sheet: ViewController?

    init(sheet: ViewController) {
        self.sheet = sheet
        super.init()
        sheet.view.addGestureRecognizer(PanGestureRecognizer(target: self, action: Self.handlePan))
    }

    func handlePan(_ gesture: PanGestureRecognizer) {
        guard let view = gesture.view else { return }
        let progress = max(0, min(1, gesture.translation(in: view).y / view.bounds.height))
        switch gesture.state {
        case .began:
            interactionInProgress = true
            sheet?.dismiss(animated: true)
        case .changed:
            update(progress)
        case .ended, .cancelled:
            interactionInProgress = false
            if progress > 0.5 && gesture.state == .ended { finish() } else { cancel() }
        default:
            break
        }
    }
}

final class SheetTransitioningDelegate: NSObject, ViewControllerTransitioningDelegate {
    var interaction: SheetDismissInteraction?
    var animatorsComplete = true

    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        let animator = SheetAnimator(isPresenting: true)
        animator.completes = animatorsComplete
        return animator
    }

    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        SheetAnimator(isPresenting: false)
    }

    func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning?
    {
        guard let interaction, interaction.interactionInProgress else { return nil }
        return interaction
    }
}

/// A feed (white, a label) that presents a blue sheet, in a 200 x 300 window at 30 fps.
@MainActor
struct SheetStage {
    let window = Window(size: CGSize(width: 200, height: 300), scale: 1, clock: ManualClock(fps: 30))
    let feed = ViewController()
    let sheet = ViewController()
    let delegate = SheetTransitioningDelegate()

    init() {
        feed.view.backgroundColor = .white
        let title = Label(frame: CGRect(x: 16, y: 20, width: 168, height: 30))
        title.text = "Today"
        title.font = .boldSystemFont(ofSize: 24)
        feed.view.addSubview(title)
        window.rootViewController = feed

        sheet.view.backgroundColor = Color(red: 0.1, green: 0.3, blue: 0.9)
        sheet.modalPresentationStyle = .overFullScreen
        sheet.transitioningDelegate = delegate
        delegate.interaction = SheetDismissInteraction(sheet: sheet)
        window.tick()
    }

    /// The sheet, presented and settled (not filmed).
    func presented() -> SheetStage {
        feed.present(sheet, animated: false)
        window.tick(frames: 2)
        return self
    }
}
