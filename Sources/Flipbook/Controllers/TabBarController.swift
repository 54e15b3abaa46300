import Foundation

/// Shows one of several controllers at a time (`UITabBarController`).
///
/// The controller's view holds its transition view, in which the selected
/// controller's view fills the bounds, and the ``tabBar`` over its bottom
/// edge, showing each controller's ``ViewController/tabBarItem`` (see
/// `TabBarController+TabBar.swift` for its layout, the safe area it gives
/// the tabs, and `hidesBottomBarWhenPushed`). A tap on an item, or
/// ``selectTab(at:)``, selects its tab. Switching runs
/// through the transition machinery as a ``ContainerTransition``: without a
/// delegate animator it is not animated (it happens at the next tick, with
/// `animated == false` callbacks); with one it is animated, and interactive
/// when the delegate also gives an interaction controller.
///
/// Every controller in ``viewControllers`` is a child (added at once, with
/// `didMove(toParent:)`); only the selected one's view is in the hierarchy.
@preconcurrency @MainActor
open class TabBarController: ViewController {
    /// Gives animators and interaction controllers and decides taps; held weakly.
    public weak var delegate: (any TabBarControllerDelegate)?
    /// The view the children's views live in and transitions run in.
    let transitionView = View()
    /// The bar of tabs (`tabBar`), at the bottom of the controller's view.
    public let tabBar = TabBar()
    private var tabs: [ViewController] = []
    private var selected = 0

    /// A tab bar controller with no tabs (`UITabBarController(nibName:bundle:)`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// UIKit's archive initializer; the coder is not read (see ``ViewController/init(coder:)``).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func loadView() {
        let root = View(frame: Screen.main.bounds)
        transitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(transitionView)
        root.addSubview(tabBar)
        tabBar.onSelect = { [weak self] index in self?.selectTab(at: index) }
        view = root
        refreshTabBar()
        if let vc = selectedViewController { install(vc) }
    }

    /// The tabs' controllers. Setting them replaces the children; the
    /// selection is kept when still in range, else it is the first tab.
    public var viewControllers: [ViewController] {
        get { tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs (the change is immediate; `animated` is accepted for UIKit's signature).
    open func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
        var unique: [ViewController] = []
        for vc in viewControllers where !unique.contains(where: { $0 === vc }) && vc !== self { unique.append(vc) }
        let visible = appearanceState == .appeared
        let oldSelected = selectedViewController
        for vc in tabs where !unique.contains(where: { $0 === vc }) {
            vc.willMove(toParent: nil)
            if visible, vc === oldSelected { vc.beginAppearanceTransition(false, animated: false) }
            vc.viewIfLoaded?.removeFromSuperview()
            if visible, vc === oldSelected { vc.endAppearanceTransition() }
            vc.removeFromParent()
        }
        var added: [ViewController] = []
        for vc in unique where vc.parent !== self {
            addChild(vc)
            vc.didMove(toParent: self)
            added.append(vc)
        }
        tabs = unique
        if selected >= tabs.count { selected = 0 }
        // Only the tab shown now is "moving to its parent" in its next appearance.
        for vc in added where vc !== selectedViewController { vc.isMovingToParent = false }
        refreshTabBar()
        guard let newSelected = selectedViewController, isViewLoaded else { return }
        if newSelected !== oldSelected || newSelected.viewIfLoaded?.superview !== transitionView {
            if visible { newSelected.beginAppearanceTransition(true, animated: false) }
            install(newSelected)
            if visible { newSelected.endAppearanceTransition() }
        }
    }

    /// The index of the selected tab. Setting it switches tabs (without
    /// asking the delegate's `shouldSelect`, as in UIKit); an index out of
    /// range is reported and ignored.
    public var selectedIndex: Int {
        get { selected }
        set { switchTab(to: newValue) }
    }

    /// The selected tab's controller; setting it to one of the tabs selects it.
    public var selectedViewController: ViewController? {
        get { tabs.indices.contains(selected) ? tabs[selected] : nil }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else {
                return reportTransition(
                    .diagnostic(.tabIndexOutOfRange(index: -1, count: tabs.count)),
                    in: viewIfLoaded?.window)
            }
            switchTab(to: index)
        }
    }

    /// What a tap on tab `index` does: asks the delegate's `shouldSelect`,
    /// switches (through the transition machinery), then tells `didSelect`.
    public func selectTab(at index: Int) {
        guard tabs.indices.contains(index) else {
            return reportTransition(
                .diagnostic(.tabIndexOutOfRange(index: index, count: tabs.count)),
                in: viewIfLoaded?.window)
        }
        let vc = tabs[index]
        guard delegate?.tabBarController(self, shouldSelect: vc) ?? true else { return }
        switchTab(to: index)
        delegate?.tabBarController(self, didSelect: vc)
    }

    private func switchTab(to index: Int) {
        guard tabs.indices.contains(index) else {
            return reportTransition(
                .diagnostic(.tabIndexOutOfRange(index: index, count: tabs.count)),
                in: viewIfLoaded?.window)
        }
        defer { refreshTabBar() }
        guard index != selected, let from = selectedViewController else {
            selected = index
            return
        }
        let to = tabs[index]
        guard let window = viewIfLoaded?.window, appearanceState == .appeared else {
            selected = index
            if isViewLoaded { install(to) }
            return
        }
        if let running = window.controllerState.activeTransition {
            return window.reportTransition(
                .diagnostic(
                    .containerDuringTransition(
                        operation: "switching tabs of \(reportName(self))", running: running.summary)))
        }
        let previous = selected
        selected = index
        var animator: any ViewControllerAnimatedTransitioning = ImmediateTransitionAnimator()
        var interactor: (any ViewControllerInteractiveTransitioning)?
        var animated = false
        if let custom = delegate?.tabBarController(self, animationControllerForTransitionFrom: from, to: to) {
            animator = custom
            animated = true
            interactor = delegate?.tabBarController(self, interactionControllerFor: custom)
        }
        let transition = ContainerTransition(
            operation: .tabSwitch, owner: self, from: from, to: to, container: transitionView, window: window,
            animator: animator, interactor: interactor, isAnimated: animated)
        transition.onEnd = { [weak self] completed in
            if !completed { self?.selected = previous }
            self?.refreshTabBar()
        }
        transition.beginOnNextTick()
    }

    /// Lays the tab bar out in the view's layout pass, after `layoutSubviews()`.
    override func layoutContainerChrome() { layoutTabBar() }

    private func install(_ vc: ViewController) {
        View.performWithoutAnimation {
            for child in children where child !== vc {
                if let v = child.viewIfLoaded, v.superview === transitionView { v.removeFromSuperview() }
            }
            transitionView.frame = view.bounds
            vc.view.frame = transitionView.bounds
            vc.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            if vc.view.superview !== transitionView { transitionView.addSubview(vc.view) }
        }
    }
}

/// Decides tab taps and customises tab switches (`UITabBarControllerDelegate`).
/// Every member has a default implementation.
@preconcurrency @MainActor
public protocol TabBarControllerDelegate: AnyObject {
    /// Asked by ``TabBarController/selectTab(at:)``; true by default.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// Told by ``TabBarController/selectTab(at:)`` after the switch started.
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
    /// The animator of a switch; nil (the default) switches without animation.
    func tabBarController(
        _ tabBarController: TabBarController,
        animationControllerForTransitionFrom fromVC: ViewController, to toVC: ViewController
    )
        -> (any ViewControllerAnimatedTransitioning)?
    /// Asked only when the delegate gave an animator.
    func tabBarController(
        _ tabBarController: TabBarController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    )
        -> (any ViewControllerInteractiveTransitioning)?
}

extension TabBarControllerDelegate {
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        true
    }
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
    public func tabBarController(
        _ tabBarController: TabBarController,
        animationControllerForTransitionFrom fromVC: ViewController, to toVC: ViewController
    )
        -> (any ViewControllerAnimatedTransitioning)?
    { nil }
    public func tabBarController(
        _ tabBarController: TabBarController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    )
        -> (any ViewControllerInteractiveTransitioning)?
    { nil }
}
