import Foundation

/// One running container operation (a push, a pop or a tab switch): the
/// ``TransitionContext`` that swaps one child's view for another's inside
/// the container's transition view.
///
/// Appearance (when the container is on screen): `from.willDisappear`,
/// `to.willAppear` at the start; `from.didDisappear`, `to.didAppear` at the
/// end. A cancel follows DESIGN's cancel row: at the cancel `to.willDisappear`,
/// `from.willAppear`; at the end `to.didDisappear`, `from.didAppear`.
///
/// Hierarchy: at the end the to-view is in the container at its final frame
/// and the from-view has left it, whatever the animator did; after a cancel
/// the to-view has left and the from-view is back where it was.
@MainActor
final class ContainerTransition: TransitionContext {
    /// What the container does (`UINavigationController.Operation` plus tab switches).
    enum Operation: String {
        case push, pop
        case tabSwitch = "tab switch"
    }

    let operation: Operation
    /// The container controller (navigation or tab bar controller).
    let owner: ViewController
    let from: ViewController
    let to: ViewController
    /// False when the container is not on screen: no appearance callbacks.
    let forwardsAppearance: Bool
    /// Called at the end, before the coordinator's completion blocks: the
    /// container commits (completed) or rolls back (cancelled) its model.
    var onEnd: ((Bool) -> Void)?
    private var fromSlot: (superview: View?, index: Int, frame: CGRect)?
    /// The from-view's frame in container coordinates just before the animator runs.
    private var fromFrameAtStart: CGRect?
    /// The tab bar carried by a view while a push or pop hides or shows it.
    private var barHandoff: TabBarHandoff?

    init(
        operation: Operation, owner: ViewController, from: ViewController, to: ViewController, container: View,
        window: Window, animator: any ViewControllerAnimatedTransitioning,
        interactor: (any ViewControllerInteractiveTransitioning)?, isAnimated: Bool
    ) {
        self.operation = operation
        self.owner = owner
        self.from = from
        self.to = to
        forwardsAppearance = owner.appearanceState == .appeared
        super.init(
            window: window, container: container, animator: animator, interactor: interactor,
            isAnimated: isAnimated, completion: nil)
    }

    override var participants: [ViewController] { [owner, from, to] }
    override var summary: String { "the \(operation.rawValue) from \(reportName(from)) to \(reportName(to))" }

    override func prepareForStart() {
        to.loadViewIfNeeded()
        if let view = from.viewIfLoaded, let superview = view.superview {
            fromSlot = (superview, superview.subviews.firstIndex { $0 === view } ?? 0, view.frame)
        }
        View.performWithoutAnimation {
            to.view.frame = container.bounds
            to.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
        barHandoff = TabBarHandoff.begin(operation: operation, owner: owner, from: from, to: to, container: container)
        guard forwardsAppearance else { return }
        from.beginAppearanceTransition(false, animated: isAnimated)
        to.beginAppearanceTransition(true, animated: isAnimated)
    }

    override func willStartAnimations() { fromFrameAtStart = liveFromFrame }

    override func didStartAnimations() {
        if forwardsAppearance, to.viewIfLoaded?.window != nil { to.callViewIsAppearingIfDue() }
    }

    override func reverseAppearanceCallbacks() {
        guard forwardsAppearance else { return }
        to.beginAppearanceTransition(false, animated: isAnimated)
        from.beginAppearanceTransition(true, animated: isAnimated)
    }

    override func forwardAppearanceCallbacks() {
        guard forwardsAppearance else { return }
        from.beginAppearanceTransition(false, animated: isAnimated)
        to.beginAppearanceTransition(true, animated: isAnimated)
    }

    override func end(completed: Bool) {
        View.performWithoutAnimation {
            if completed {
                if to.view.superview !== container { container.addSubview(to.view) }
                to.view.frame = container.bounds
                if let view = from.viewIfLoaded, view.superview === container, view !== to.view { view.removeFromSuperview() }
            } else {
                if to.view.superview === container { to.view.removeFromSuperview() }
                if let view = from.viewIfLoaded, let slot = fromSlot, view.superview !== slot.superview {
                    slot.superview?.insertSubview(view, at: min(slot.index, slot.superview?.subviews.count ?? 0))
                    view.frame = slot.frame
                }
            }
        }
        if forwardsAppearance {
            if completed {
                from.endAppearanceTransition()
                to.endAppearanceTransition()
            } else {
                to.endAppearanceTransition()
                from.endAppearanceTransition()
            }
        }
        onEnd?(completed)
        barHandoff?.finish()
        barHandoff = nil
        (owner.parent as? TabBarController)?.viewIfLoaded?.setNeedsLayout()
    }

    override func placeViewsForForcedCompletion() {
        if to.view.superview !== container { container.addSubview(to.view) }
        to.view.transform3D = .identity
        to.view.alpha = 1
        to.view.frame = container.bounds
    }

    // MARK: Context

    override func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
        switch key {
        case .from: from
        case .to: to
        default: nil
        }
    }

    override func view(forKey key: TransitionContextViewKey) -> View? {
        switch key {
        case .from: from.view
        case .to: to.view
        default: nil
        }
    }

    /// The from-view's frame when the animator starts; `.zero` for the to-view (not on screen yet).
    override func initialFrame(for vc: ViewController) -> CGRect {
        guard vc === from else { return .zero }
        return fromFrameAtStart ?? liveFromFrame
    }

    /// The from-view's frame now, in container coordinates; `.zero` when it is not in the window.
    private var liveFromFrame: CGRect {
        guard let view = from.viewIfLoaded, view.window != nil else { return .zero }
        guard let superview = view.superview else { return view.frame }
        return superview === container ? view.frame : superview.convert(view.frame, to: container)
    }

    /// The container's bounds for the to-view; `.zero` for the from-view (it leaves).
    override func finalFrame(for vc: ViewController) -> CGRect { vc === to ? container.bounds : .zero }
}
