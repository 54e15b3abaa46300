import Foundation
import Testing

@testable import Flipbook
@testable import FlipbookAnimators

/// A 375 × 667 window at 60 fps with a root "Inbox" screen (A) and a
/// "Detail" screen (B) ready to be presented with `animator`.
@MainActor final class Stage {
    let window: Window
    let a = ViewController()
    let b = ViewController()
    let delegate: AnimatorTransitioningDelegate

    init(
        _ animator: any ViewControllerAnimatedTransitioning, dismissal: (any ViewControllerAnimatedTransitioning)? = nil,
        style: ModalPresentationStyle = .fullScreen
    ) {
        window = Window(size: CGSize(width: 375, height: 667), scale: 1, clock: ManualClock(fps: 60))
        a.view.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.85)
        a.view.accessibilityIdentifier = "Inbox"
        b.view.backgroundColor = Color(red: 0.85, green: 0.35, blue: 0.25)
        b.view.accessibilityIdentifier = "Detail"
        window.rootViewController = a
        window.tick()
        delegate = AnimatorTransitioningDelegate(animator: animator, dismissalAnimator: dismissal)
        b.modalPresentationStyle = style
        b.transitioningDelegate = delegate
    }

    /// Presents B; returns on the tick the transition starts (its frame 0).
    func present() {
        a.present(b, animated: true)
        window.tick()
    }

    /// Dismisses B; returns on the tick the dismissal starts (its frame 0).
    func dismiss() {
        b.dismiss(animated: true)
        window.tick()
    }

    /// Ticks `n` frames.
    func advance(_ n: Int) { window.tick(frames: n) }

    /// The container of the running (or last) presentation.
    var container: View? { b.presentationController?.containerView }
}

/// The frame a view is drawn at now (presentation values), in its superview's coordinates.
@MainActor func shownFrame(_ view: View) -> CGRect { View.frame(of: view.layer.presentationProperties) }
/// The alpha a view is drawn with now.
@MainActor func shownAlpha(_ view: View) -> Double { view.layer.presentationProperties.opacity }

/// Ease-in-out (0.42, 0, 0.58, 1) at `t`, by bisection on the Bezier's x: an
/// implementation independent of the runtime's solver.
func easeInOut(_ t: Double) -> Double {
    var lo = 0.0
    var hi = 1.0
    var s = t
    for _ in 0..<80 {
        s = (lo + hi) / 2
        let x = 3 * (1 - s) * (1 - s) * s * 0.42 + 3 * (1 - s) * s * s * 0.58 + s * s * s
        if x < t { lo = s } else { hi = s }
    }
    return 3 * (1 - s) * s * s + s * s * s
}

func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }
func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-6) -> Bool {
    close(a.minX, b.minX, tolerance) && close(a.minY, b.minY, tolerance)
        && close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
}
func lerp(_ a: CGRect, _ b: CGRect, _ p: Double) -> CGRect {
    let f = CGFloat(p)
    return CGRect(
        x: a.minX + (b.minX - a.minX) * f, y: a.minY + (b.minY - a.minY) * f,
        width: a.width + (b.width - a.width) * f, height: a.height + (b.height - a.height) * f)
}

/// Every node of a render tree, depth first (drawing order).
func allNodes(_ node: RenderNode) -> [RenderNode] { [node] + node.children.flatMap(allNodes) }

/// A delegate that runs the animator under an interaction that cancels at once,
/// so the animator's animations run to their end with `transitionWasCancelled` true.
@MainActor final class CancellingDelegate: ViewControllerTransitioningDelegate {
    final class Interaction: ViewControllerInteractiveTransitioning {
        let animator: any ViewControllerAnimatedTransitioning
        init(_ animator: any ViewControllerAnimatedTransitioning) { self.animator = animator }
        func startInteractiveTransition(_ transitionContext: any ViewControllerContextTransitioning) {
            animator.animateTransition(using: transitionContext)
            transitionContext.cancelInteractiveTransition()
        }
    }
    let animator: any ViewControllerAnimatedTransitioning
    init(_ animator: any ViewControllerAnimatedTransitioning) { self.animator = animator }
    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { animator }
    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? { animator }
    func interactionControllerForPresentation(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)?
    { Interaction(animator) }
    func interactionControllerForDismissal(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)?
    { Interaction(animator) }
}
