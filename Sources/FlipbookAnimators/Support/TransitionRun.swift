import Flipbook
import Foundation

/// One run of a standard animator: the transition's objects, the views put
/// in place, what to undo at the end, and the call to `completeTransition`.
///
/// End rules (``finish()``), the same for every standard animator:
/// - always: views the run added (dimming, snapshots) leave the container,
///   and hidden flags, shadows and corner radii it set are put back;
/// - completed: the from view gets its original frame, transform and alpha
///   back, returns to its superview if the run moved it, and is removed when
///   it sits in this transition's container; the to view keeps its final frame;
/// - cancelled: both views get their original values back, and the to view
///   is removed when the run put it into the window;
/// - then `completeTransition(!transitionWasCancelled)`.
@MainActor
final class TransitionRun {
    let context: any ViewControllerContextTransitioning
    let container: View
    let fromVC: ViewController?
    let toVC: ViewController?
    /// Nil when the transition keeps that side's view where it is (a presenter kept on screen).
    let fromView: View?
    let toView: View?
    /// True when the from controller was presented, directly or up a chain, by the to controller.
    let isDismissal: Bool
    /// Where the to view ends, in container coordinates.
    let toFinalFrame: CGRect
    /// Where the from view starts, in its superview's coordinates.
    private(set) var fromInitialFrame: CGRect
    /// Where the from view was before ``placeToViewBelow()`` moved it into the container.
    private var movedFromView: (superview: View, index: Int, frame: CGRect)?

    private var saved: [ObjectIdentifier: SavedViewState] = [:]
    private var added: [View] = []
    private var cleanups: [(Bool) -> Void] = []
    private let toViewWasInWindow: Bool
    private var finished = false

    init(context: any ViewControllerContextTransitioning) {
        self.context = context
        container = context.containerView
        fromVC = context.viewController(forKey: .from)
        toVC = context.viewController(forKey: .to)
        fromView = context.view(forKey: .from)
        toView = context.view(forKey: .to)
        var dismissal = false
        var presenter = fromVC?.presentingViewController
        while let p = presenter, let toVC {
            if p === toVC {
                dismissal = true
                break
            }
            presenter = p.presentingViewController
        }
        isDismissal = dismissal
        let final = toVC.map { context.finalFrame(for: $0) } ?? .zero
        toFinalFrame = final == .zero ? (toView?.window != nil ? toView!.frame : container.bounds) : final
        fromInitialFrame = fromView?.frame ?? .zero
        toViewWasInWindow = toView?.window != nil
        if let fromView { save(fromView) }
        if let toView { save(toView) }
    }

    /// `operation` with `.auto` resolved: backward for a dismissal.
    func resolve(_ operation: TransitionOperation) -> TransitionOperation {
        operation == .auto ? (isDismissal ? .backward : .forward) : operation
    }

    /// Saves `view`'s properties (once) so ``finish()`` can put them back.
    func save(_ view: View) {
        let id = ObjectIdentifier(view)
        if saved[id] == nil { saved[id] = SavedViewState(view) }
    }

    /// Puts the to view above everything in the container at its final frame.
    func placeToViewOnTop() {
        guard let toView else { return }
        container.addSubview(toView)
        View.performWithoutAnimation { toView.frame = toFinalFrame }
    }

    /// Puts the to view below the from view at its final frame; a to view
    /// that is already in the window (a presenter coming back) stays where it is.
    /// A from view outside the container (a presenter during a presentation)
    /// moves into it first, so the to view can go below it; ``finish()``
    /// puts it back where it was.
    func placeToViewBelow() {
        guard let toView else { return }
        if !toViewWasInWindow, let fromView, fromView.superview !== container, let home = fromView.superview,
            fromView.window != nil
        {
            let index = home.subviews.firstIndex { $0 === fromView } ?? 0
            let frame = home.convert(fromView.frame, to: container)
            movedFromView = (home, index, fromView.frame)
            container.insertSubview(fromView, at: 0)
            View.performWithoutAnimation { fromView.frame = frame }
            fromInitialFrame = frame
        }
        if !toViewWasInWindow {
            if let fromView, fromView.superview === container {
                container.insertSubview(toView, belowSubview: fromView)
            } else {
                container.insertSubview(toView, at: 0)
            }
        }
        View.performWithoutAnimation { toView.frame = toFinalFrame }
    }

    /// Adds `view` to the container above `lower` (or just below `upper`, or at
    /// the back), to be removed at the end.
    func insert(_ view: View, above lower: View?, below upper: View?) {
        if let lower, lower.superview === container {
            container.insertSubview(view, aboveSubview: lower)
        } else if let upper, upper.superview === container {
            container.insertSubview(view, belowSubview: upper)
        } else {
            container.insertSubview(view, at: 0)
        }
        added.append(view)
    }

    /// Adds `view` on top of the container, to be removed at the end.
    func addOnTop(_ view: View) {
        container.addSubview(view)
        added.append(view)
    }

    /// A black view over the whole container at alpha 0, to be removed at the end.
    func makeDimmingView(color: Color = .black) -> View {
        let view = View(frame: container.bounds)
        view.backgroundColor = color
        view.alpha = 0
        view.accessibilityIdentifier = "flipbook.dimming"
        return view
    }

    /// Runs `block(completed)` in ``finish()`` before the views are put back.
    func onFinish(_ block: @escaping (Bool) -> Void) { cleanups.append(block) }

    /// Ends the run (once): cleanups, restoration, then `completeTransition`.
    func finish() {
        guard !finished else { return }
        finished = true
        let completed = !context.transitionWasCancelled
        for cleanup in cleanups { cleanup(completed) }
        for view in added { view.removeFromSuperview() }
        for state in saved.values {
            let arrived = completed && state.view === toView
            state.restore(keepingGeometry: arrived)
        }
        if let moved = movedFromView, let fromView {
            moved.superview.insertSubview(fromView, at: min(moved.index, moved.superview.subviews.count))
            View.performWithoutAnimation { fromView.frame = moved.frame }
        }
        if completed, let fromView, fromView.superview === container { fromView.removeFromSuperview() }
        if !completed, let toView, !toViewWasInWindow { toView.removeFromSuperview() }
        context.completeTransition(completed)
    }
}
