import Foundation

/// A stack of controllers shown one at a time (`UINavigationController`).
///
/// The controller's view holds its transition view (the container of
/// pushes and pops, full size), in which the top controller's view fills
/// the bounds, and above it the ``navigationBar`` (shown unless
/// ``isNavigationBarHidden``) and the ``toolbar`` (hidden unless
/// ``isToolbarHidden`` is false). The bars show the top controller's
/// `navigationItem` and `toolbarItems`, and add their heights to the
/// children's safe area (NavigationController+Bars.swift). Pushes and pops run through
/// the same transition machinery as presentations: the delegate's animator
/// (or the built-in slide with 30 % parallax, dimming and an edge shadow),
/// interaction controllers, the coordinator, the watchdog, and a cancel that
/// puts everything back.
///
/// Model changes are at once (`viewControllers` and `topViewController`
/// change when `push`/`pop` return); the views change at the next tick,
/// when the transition starts. When the navigation controller is not on
/// screen (not in a window, or not appeared), the change is immediate and
/// only containment callbacks are made; the new top appears with the
/// navigation controller. A push, pop or stack change asked for while a
/// transition runs in the window waits for it, as in UIKit: it runs (animated
/// as asked) right after the running transition completes, and
/// `viewControllers` does not show it until then.
@preconcurrency @MainActor
open class NavigationController: ViewController {
    /// What a transition does to the stack (`UINavigationController.Operation`).
    public enum Operation: Hashable, Sendable {
        /// No change to the stack, a push (a controller added on top), or a pop (controllers removed).
        case none, push, pop
    }

    var stack: [ViewController] = []
    /// Gives animators and interaction controllers, and hears about shown controllers; held weakly.
    public weak var delegate: (any NavigationControllerDelegate)?
    /// The view the children's views live in and transitions run in; fills the controller's view.
    let transitionView = View()
    /// The edge-swipe interaction of the pop it started, while that pop runs.
    var edgeInteraction: PercentDrivenInteractiveTransition?
    /// The bar at the top (`navigationBar`); its items follow the stack.
    public let navigationBar = NavigationBar()
    /// The bar at the bottom (`toolbar`), showing the top controller's `toolbarItems`.
    public let toolbar = Toolbar()
    var navigationBarHiddenStorage = false
    var toolbarHiddenStorage = true

    /// Pops the top controller interactively when a touch starts at the left
    /// edge and moves right. See ``interactivePopCommits(percent:velocity:)``
    /// for when it finishes rather than cancels.
    public let interactivePopGestureRecognizer: ScreenEdgePanGestureRecognizer? = ScreenEdgePanGestureRecognizer()

    /// An empty navigation controller (`UINavigationController(nibName:bundle:)`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A navigation controller whose stack holds `rootViewController`; a
    /// designated initializer, as in UIKit, so subclasses can override it.
    public init(rootViewController: ViewController) {
        super.init(nibName: nil, bundle: nil)
        // Not the open `setViewControllers`: a subclass's override would run
        // before its own initializer finished.
        changeStack(to: rootViewController === self ? [] : [rootViewController], animated: false)
    }

    /// UIKit's archive initializer; the coder is not read (see ``ViewController/init(coder:)``).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func loadView() {
        let root = View(frame: Screen.main.bounds)
        transitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(transitionView)
        addBars(to: root)
        if let edge = interactivePopGestureRecognizer {
            edge.edges = .left
            edge.followsLayoutDirection = true  // the leading edge: the right one in right-to-left
            edge.addTarget { [weak self] _ in self?.handleEdgePan() }
            root.addGestureRecognizer(edge)
        }
        view = root
        if let top = stack.last { install(top) }
    }

    /// Places the bars after the view laid out (a size change, a push or
    /// pop), except while a push or pop animates them. Subclasses that
    /// override it call `super`, as UIKit asks of container controllers.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard !navigationBar.isTransitioning else { return }
        View.performWithoutAnimation { layoutBars() }
    }

    // MARK: The stack

    /// The stack, root first. Setting it is `setViewControllers(_:animated: false)`.
    public var viewControllers: [ViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The last controller of the stack.
    public var topViewController: ViewController? { stack.last }

    /// What is on screen: what the navigation controller presents, if
    /// anything, else the top controller.
    public var visibleViewController: ViewController? { presentedViewController ?? stack.last }

    /// Pushes `viewController`; with `animated` the built-in slide or the
    /// delegate's animator. A controller already in the stack is refused with
    /// a diagnostic. While a transition runs in the window, the push waits for
    /// its end (see the type's summary); the check is made then.
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        if deferWhileTransitioning({ [weak self] in self?.pushViewController(viewController, animated: animated) }) {
            return
        }
        if stack.contains(where: { $0 === viewController }) || viewController === self {
            return reportTransition(
                .diagnostic(
                    .cannotPush(
                        pushed: reportName(viewController),
                        reason: "it is already in the navigation stack")), in: viewIfLoaded?.window)
        }
        changeStack(to: stack + [viewController], animated: animated)
    }

    /// Pops the top controller and returns it; nil (nothing happens) when
    /// only the root is left. While a transition runs, the pop waits for its
    /// end and nil is returned (what it pops is known only then).
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        if deferWhileTransitioning({ [weak self] in _ = self?.popViewController(animated: animated) }) { return nil }
        return pop(to: stack.count - 2, animated: animated, interaction: nil).last
    }

    /// Pops every controller above the root; returns them, bottom first.
    /// While a transition runs, it waits for its end and returns nil.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        if deferWhileTransitioning({ [weak self] in _ = self?.popToRootViewController(animated: animated) }) { return nil }
        return pop(to: 0, animated: animated, interaction: nil)
    }

    /// Pops every controller above `viewController`; returns them, bottom
    /// first. Nil, with a diagnostic, when it is not in the stack. While a
    /// transition runs, it waits for its end (the check is made then) and returns nil.
    @discardableResult
    open func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        if deferWhileTransitioning({ [weak self] in _ = self?.popToViewController(viewController, animated: animated) }) {
            return nil
        }
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            reportTransition(
                .diagnostic(.notInNavigationStack(controller: reportName(viewController))),
                in: viewIfLoaded?.window)
            return nil
        }
        return pop(to: index, animated: animated, interaction: nil)
    }

    /// Replaces the stack. When the top changes on screen, the transition is
    /// a push if the new top was not in the stack, else a pop. Controllers
    /// that leave get `willMove(toParent: nil)` now and `didMove(toParent: nil)`
    /// at the end; new ones are added now and get `didMove(toParent:)` at the end.
    /// While a transition runs, the change waits for its end.
    open func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
        if deferWhileTransitioning({ [weak self] in self?.setViewControllers(viewControllers, animated: animated) }) {
            return
        }
        var unique: [ViewController] = []
        for vc in viewControllers where !unique.contains(where: { $0 === vc }) && vc !== self { unique.append(vc) }
        changeStack(to: unique, animated: animated)
    }

    /// Pushes (UIKit's `show(_:sender:)` of a navigation controller).
    open override func show(_ vc: ViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    func pop(to index: Int, animated: Bool, interaction: PercentDrivenInteractiveTransition?) -> [ViewController] {
        guard index >= 0, index < stack.count - 1 else { return [] }
        let popped = Array(stack[(index + 1)...])
        let started = changeStack(to: Array(stack[...index]), animated: animated, interaction: interaction)
        return started ? popped : []
    }

    /// Puts `top`'s view in the transition view, full size, and takes out every other child's view.
    func install(_ top: ViewController) {
        View.performWithoutAnimation {
            for child in children where child !== top {
                if let v = child.viewIfLoaded, v.superview === transitionView { v.removeFromSuperview() }
            }
            transitionView.frame = view.bounds
            top.view.frame = transitionView.bounds
            top.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            if top.view.superview !== transitionView { transitionView.addSubview(top.view) }
        }
        showBarsForStack()
    }
}
