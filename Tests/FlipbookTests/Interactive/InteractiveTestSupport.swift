import Foundation
import Testing

@testable import Flipbook

/// A stand-in for a pan gesture recognizer (gestures are built elsewhere):
/// the members the guide's Listings 10-3 and 10-4 use, driven by the test.
/// Each `begin`, `move` and `end` calls the action, as a recognizer does per event.
@MainActor final class FakePan {
    enum State: Int, Comparable {
        case possible, began, changed, ended, cancelled, failed
        static func < (a: State, b: State) -> Bool { a.rawValue < b.rawValue }
    }
    private(set) var state = State.possible
    var maximumNumberOfTouches = Int.max
    private(set) weak var view: View?
    private var translation = CGPoint.zero
    private var start = CGPoint.zero
    private let action: (FakePan) -> Void

    init(action: @escaping (FakePan) -> Void) { self.action = action }

    func attach(to view: View) { self.view = view }
    func detach() { view = nil }
    func translation(in view: View?) -> CGPoint { translation }
    func setTranslation(_ point: CGPoint, in view: View?) { translation = point }

    func begin(at point: CGPoint = .zero) {
        start = point
        state = .began
        action(self)
    }
    /// The finger is at `point`; the translation is measured from where it began.
    func move(to point: CGPoint) {
        translation = CGPoint(x: point.x - start.x, y: point.y - start.y)
        state = .changed
        action(self)
    }
    func end() {
        state = .ended
        action(self)
    }
    func cancel() {
        state = .cancelled
        action(self)
    }
}

/// Listings 10-3 and 10-4 of the View Controller Programming Guide, ported:
/// a percent-driven interaction that follows a vertical swipe on the container.
/// Flipbook addition: a cancelled gesture cancels the transition.
@MainActor final class SwipeInteractiveTransition: PercentDrivenInteractiveTransition {
    var contextData: (any ViewControllerContextTransitioning)?
    var panGesture: FakePan?

    override func startInteractiveTransition(_ transitionContext: any ViewControllerContextTransitioning) {
        // Always call super first.
        super.startInteractiveTransition(transitionContext)
        // Save the transition context for future reference.
        contextData = transitionContext
        // Create a pan gesture recognizer to monitor events.
        panGesture = FakePan { [unowned self] in self.handleSwipeUpdate($0) }
        panGesture!.maximumNumberOfTouches = 1
        // Add the gesture recognizer to the container view.
        let container = transitionContext.containerView
        panGesture!.attach(to: container)
    }

    func handleSwipeUpdate(_ gestureRecognizer: FakePan) {
        let container = contextData!.containerView
        if gestureRecognizer.state == .began {
            // Reset the translation value at the beginning of the gesture.
            panGesture!.setTranslation(CGPoint(x: 0, y: 0), in: container)
        } else if gestureRecognizer.state == .changed {
            // Get the current translation value.
            let translation = panGesture!.translation(in: container)
            // Compute how far the gesture has travelled vertically,
            //  relative to the height of the container view.
            let percentage = abs(translation.y / container.bounds.height)
            // Use the translation value to update the interactive animator.
            update(percentage)
        } else if gestureRecognizer.state >= .ended {
            // Finish the transition (cancel it when the gesture was cancelled) and remove the gesture recognizer.
            if gestureRecognizer.state == .cancelled { cancel() } else { finish() }
            panGesture!.detach()
        }
    }
}

/// The guide's delegate (diagonal animator, dimming presentation controller)
/// with interaction controllers for presentation and dismissal.
@MainActor final class InteractiveGuideDelegate: ViewControllerTransitioningDelegate {
    var presentInteraction: PercentDrivenInteractiveTransition?
    var dismissInteraction: PercentDrivenInteractiveTransition?
    var usesDimming: Bool
    init(dimming: Bool = true) { usesDimming = dimming }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? {
        DiagonalAnimator(presenting: true)
    }
    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        DiagonalAnimator(presenting: false)
    }
    func interactionControllerForPresentation(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)?
    { presentInteraction }
    func interactionControllerForDismissal(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)?
    { dismissInteraction }
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? {
        usesDimming ? DimmingPresentationController(presentedViewController: presented, presenting: presenting) : nil
    }
}

/// Slides the presented view up from below (and back down on dismissal),
/// logging its calls; completes with `!transitionWasCancelled`.
@MainActor final class SlideAnimator: ViewControllerAnimatedTransitioning {
    let log: CallLog
    let duration: TimeInterval
    init(_ log: CallLog, duration: TimeInterval = 0.5) {
        self.log = log
        self.duration = duration
    }

    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> TimeInterval {
        log.add("animator.transitionDuration")
        return duration
    }

    func animateTransition(using context: any ViewControllerContextTransitioning) {
        log.add("animator.animateTransition")
        let container = context.containerView
        let toVC = context.viewController(forKey: .to)!
        let fromVC = context.viewController(forKey: .from)!
        let presenting = toVC.presentingViewController === fromVC
        let moving = presenting ? context.view(forKey: .to)! : context.view(forKey: .from)!
        let onScreen = presenting ? context.finalFrame(for: toVC) : context.initialFrame(for: fromVC)
        let below = onScreen.offsetBy(dx: 0, dy: container.bounds.height)
        if presenting {
            container.addSubview(moving)
            moving.frame = below
        }
        View.animate(
            withDuration: duration, delay: 0, options: [.curveLinear],
            animations: {
                moving.frame = presenting ? onScreen : below
            },
            completion: { _ in
                let cancelled = context.transitionWasCancelled
                if presenting == cancelled { moving.removeFromSuperview() }
                context.completeTransition(!cancelled)
            })
    }

    func animationEnded(_ transitionCompleted: Bool) { log.add("animator.animationEnded(\(transitionCompleted))") }
}

/// A percent-driven interaction that logs its start.
@MainActor final class LoggingInteraction: PercentDrivenInteractiveTransition {
    let log: CallLog
    init(_ log: CallLog) { self.log = log }
    override func startInteractiveTransition(_ transitionContext: any ViewControllerContextTransitioning) {
        log.add("interaction.startInteractiveTransition")
        super.startInteractiveTransition(transitionContext)
    }
}

/// A window of 400 × 300 points at `fps` with a root controller "A" that has appeared.
@MainActor func makeInteractiveScene(fps: Double = 60) -> (Window, LoggingController, CallLog) {
    let log = CallLog()
    let window = Window(size: CGSize(width: 400, height: 300), scale: 1, clock: ManualClock(fps: fps))
    let a = LoggingController("A", log)
    a.view.backgroundColor = .blue
    window.rootViewController = a
    window.tick()
    log.entries.removeAll()
    return (window, a, log)
}

/// UIKit's ease-in-out, the curve of `View.animate` without options and of the default completion.
func easeInOut(_ x: Double) -> Double { TimingCurve.easeInOut.value(at: x) }

/// `a + (b - a) * t` for each edge of a rectangle.
func lerp(_ a: CGRect, _ b: CGRect, _ t: Double) -> CGRect {
    let t = CGFloat(t)
    return CGRect(
        x: a.minX + (b.minX - a.minX) * t, y: a.minY + (b.minY - a.minY) * t,
        width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
}

func rectsClose(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-6) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}
