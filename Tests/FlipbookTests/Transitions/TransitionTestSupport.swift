import Foundation
import Testing

@testable import Flipbook

/// A shared, ordered record of callbacks, written by the logging test doubles.
@MainActor final class CallLog {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
    /// The entries without layout noise (layout callbacks depend on when layout passes run).
    var withoutLayout: [String] { entries.filter { !$0.contains("Layout") } }
}

/// A controller that logs every life-cycle callback as "Name.callback(animated)".
@MainActor class LoggingController: ViewController {
    let name: String
    let log: CallLog
    var isBeingPresentedSeen: [String: Bool] = [:]
    init(_ name: String, _ log: CallLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { return nil }
    override func viewDidLoad() { log.add("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) {
        isBeingPresentedSeen["willAppear"] = isBeingPresented
        log.add("\(name).viewWillAppear(\(animated))")
    }
    override func viewIsAppearing(_ animated: Bool) { log.add("\(name).viewIsAppearing(\(animated))") }
    override func viewDidAppear(_ animated: Bool) {
        isBeingPresentedSeen["didAppear"] = isBeingPresented
        log.add("\(name).viewDidAppear(\(animated))")
    }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear(\(animated))") }
    override func viewWillLayoutSubviews() { log.add("\(name).viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.add("\(name).viewDidLayoutSubviews") }
}

/// An animator that adds or removes the views like the guide's animators and
/// calls `completeTransition` after `ticks` ticks (or never, or twice).
@MainActor final class TickAnimator: ViewControllerAnimatedTransitioning {
    let log: CallLog
    let duration: TimeInterval
    let ticks: Int?
    var completeTwice = false
    var context: (any ViewControllerContextTransitioning)?
    var completeWith = true

    /// `ticks == nil`: never completes.
    init(_ log: CallLog, duration: TimeInterval = 0.25, ticks: Int? = 3) {
        self.log = log
        self.duration = duration
        self.ticks = ticks
    }

    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> TimeInterval {
        log.add("animator.transitionDuration")
        return duration
    }

    func animateTransition(using context: any ViewControllerContextTransitioning) {
        log.add("animator.animateTransition")
        self.context = context
        let container = context.containerView
        let toVC = context.viewController(forKey: .to)!
        let isPresenting = toVC.presentingViewController === context.viewController(forKey: .from)
        if isPresenting, let toView = context.view(forKey: .to) {
            container.addSubview(toView)
            toView.frame = context.finalFrame(for: toVC)
        }
        guard let ticks, let window = container.window else { return }
        var remaining = ticks
        var token = 0
        token = window.addTickHandler { [unowned self] _ in
            remaining -= 1
            guard remaining == 0 else { return }
            window.removeTickHandler(token)
            if !isPresenting && self.completeWith { context.view(forKey: .from)?.removeFromSuperview() }
            context.completeTransition(self.completeWith)
            if self.completeTwice { context.completeTransition(true) }
        }
    }

    func animationEnded(_ transitionCompleted: Bool) { log.add("animator.animationEnded(\(transitionCompleted))") }
}

/// A transitioning delegate that logs every question and answers with the given objects.
@MainActor final class LoggingDelegate: ViewControllerTransitioningDelegate {
    let log: CallLog
    var animator: (any ViewControllerAnimatedTransitioning)?
    var dismissAnimator: (any ViewControllerAnimatedTransitioning)?
    /// The interaction controller for both directions; nil for non-interactive transitions.
    var interaction: (any ViewControllerInteractiveTransitioning)?
    var makePresentationController: ((ViewController, ViewController?) -> PresentationController?)?

    init(
        _ log: CallLog, animator: (any ViewControllerAnimatedTransitioning)? = nil,
        interaction: (any ViewControllerInteractiveTransitioning)? = nil
    ) {
        self.log = log
        self.animator = animator
        self.interaction = interaction
        dismissAnimator = animator
    }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? {
        log.add("delegate.animationController(forPresented:)")
        return animator
    }
    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        log.add("delegate.animationController(forDismissed:)")
        return dismissAnimator
    }
    func interactionControllerForPresentation(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)?
    {
        log.add("delegate.interactionControllerForPresentation")
        return interaction
    }
    func interactionControllerForDismissal(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)?
    {
        log.add("delegate.interactionControllerForDismissal")
        return interaction
    }
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? {
        log.add("delegate.presentationController")
        return makePresentationController?(presented, presenting)
    }
}

/// A presentation controller that logs its calls; half-width on the right, presenter kept.
@MainActor final class LoggingPresentationController: PresentationController {
    let log: CallLog
    init(_ log: CallLog, presented: ViewController, presenting: ViewController?) {
        self.log = log
        super.init(presentedViewController: presented, presenting: presenting)
    }
    override var frameOfPresentedViewInContainerView: CGRect {
        let b = containerView?.bounds ?? .zero
        let w = (b.width / 2).rounded(.down)
        return CGRect(x: b.width - w, y: 0, width: w, height: b.height)
    }
    override func presentationTransitionWillBegin() { log.add("pc.presentationTransitionWillBegin") }
    override func presentationTransitionDidEnd(_ completed: Bool) { log.add("pc.presentationTransitionDidEnd(\(completed))") }
    override func dismissalTransitionWillBegin() { log.add("pc.dismissalTransitionWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { log.add("pc.dismissalTransitionDidEnd(\(completed))") }
    override func containerViewWillLayoutSubviews() { log.add("pc.containerViewWillLayoutSubviews") }
    override func containerViewDidLayoutSubviews() { log.add("pc.containerViewDidLayoutSubviews") }
}

/// A window (at 60 fps) with a logging root controller "A" that has appeared; the log is cleared.
@MainActor func makeScene(width: CGFloat = 400, height: CGFloat = 300) -> (Window, LoggingController, CallLog) {
    let log = CallLog()
    let window = Window(size: CGSize(width: width, height: height), scale: 1, clock: ManualClock(fps: 60))
    let a = LoggingController("A", log)
    window.rootViewController = a
    window.tick()
    log.entries.removeAll()
    return (window, a, log)
}

/// The frame a view is drawn at now (presentation values).
@MainActor func presentedFrame(_ view: View) -> CGRect { View.frame(of: view.layer.presentationProperties) }

/// Every node in a render tree, depth first.
func allNodes(_ node: RenderNode) -> [RenderNode] { [node] + node.children.flatMap(allNodes) }
