import Flipbook
import Foundation

/// Push, pop, tab, child and resize transitions: the container each needs,
/// set up before the run and started at frame 0.
///
/// | kind | before | at frame 0 |
/// | --- | --- | --- |
/// | push | a `NavigationController` showing `from` | `pushViewController(to)` |
/// | pop | a navigation stack `[to, from]` | `popViewController`, or the touch script's edge swipe |
/// | tab | a `TabBarController` with tabs `[from, to]`, `from` selected | `selectTab(at: 1)` |
/// | child | a container controller with `from` as its child | `transition(from:to:)`, a cross-dissolve of `duration` (0.3 s) |
/// | resize | `from` as the root | `Window.resize(to: size, duration:)` (0.3 s) |
/// | layout | `from` as the root | `View.animate` (0.3 s, the curve or ease-in-out) hiding and showing views, then `layoutIfNeeded()` |
///
/// Navigation and tab bar controllers get the scene's animator and
/// interaction through their delegates; without an animator a push or pop
/// is the built-in slide and a tab switch is not animated (UIKit's rules).
extension SceneStage {
    func prepareContainer(animator: (any ViewControllerAnimatedTransitioning)?) throws {
        let delegate = SceneContainerDelegate(animator: animator, interaction: interaction)
        containerDelegate = delegate
        switch transition.kind {
        case .push:
            let nav = NavigationController(rootViewController: fromVC)
            nav.delegate = delegate
            configureNavigationBar(of: nav)
            containerController = nav
            if let zoom = transition.zoom { toVC!.preferredTransition = zoomTransition(zoom) }
        case .pop:
            let nav = NavigationController()
            nav.setViewControllers([toVC!, fromVC], animated: false)
            nav.delegate = delegate
            configureNavigationBar(of: nav)
            containerController = nav
        case .tab:
            let tabs = TabBarController()
            var controllers: [ViewController] = [fromVC, toVC!]
            if let items = transition.tabs {
                controllers += items.dropFirst(2).map { _ in ViewController() }
                for (vc, item) in zip(controllers, items) {
                    let tabItem = TabBarItem(title: item.title, image: item.systemImage.flatMap { Image(systemName: $0) }, tag: 0)
                    tabItem.badgeValue = item.badge
                    tabItem.badgeColor = item.badgeColor
                    vc.tabBarItem = tabItem
                }
            }
            tabs.viewControllers = controllers
            tabs.delegate = delegate
            containerController = tabs
        case .child:
            guard animator == nil else {
                throw SceneRunError(
                    file: file, problem: "a child transition takes no 'animator' or 'keyframes'",
                    hint: "it is transition(from:to:duration:options:), a cross-dissolve of the transition's 'duration'")
            }
            let parent = ViewController()
            parent.addChild(fromVC)
            parent.view.addSubview(fromVC.view)
            fromVC.view.frame = parent.view.bounds
            fromVC.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            fromVC.didMove(toParent: parent)
            containerController = parent
        case .resize, .layout:
            guard animator == nil, interaction == nil else {
                if transition.kind == .layout {
                    throw SceneRunError(
                        file: file, problem: "a layout transition takes no 'animator', 'keyframes' or 'interaction'",
                        hint: "it is View.animate over the transition's 'duration' and 'curve'")
                }
                throw SceneRunError(
                    file: file, problem: "a resize transition takes no 'animator', 'keyframes' or 'interaction'",
                    hint: "it is Window.resize(to:duration:) over the transition's 'duration'")
            }
            fromVC.onSizeTransition = { [unowned self] coordinator in self.sizeCoordinator = coordinator }
            window.rootViewController = fromVC
            window.tick()
            return
        case .present, .dismiss:
            return
        }
        window.rootViewController = containerController
        // A scene without 'tabs' draws no tab bar (as before tab bars existed).
        if transition.tabs == nil, let tabs = containerController as? TabBarController {
            tabs.loadViewIfNeeded()
            tabs.tabBar.removeFromSuperview()
        }
        window.tick()  // the container appears: its transitions are animated from now on
    }

    /// Starts the container transition at the next tick (frame 0).
    func beginContainer() {
        let kind = transition.kind
        let duration = transition.duration ?? 0.3
        let touchPop = kind == .pop && isTouchDriven
        switch kind {
        // Container transitions start at the next tick by themselves.
        case .push: (containerController as? NavigationController)?.pushViewController(toVC!, animated: true)
        case .pop: if !touchPop { _ = (containerController as? NavigationController)?.popViewController(animated: true) }
        case .tab: (containerController as? TabBarController)?.selectTab(at: 1)
        // These start when called: call them at the next tick.
        case .child: window.performOnNextTick { [self] in startChildSwap(duration: duration) }
        case .resize:
            window.performOnNextTick { [self] in window.resize(to: transition.size ?? window.bounds.size, duration: duration) }
        case .layout: window.performOnNextTick { [self] in startLayoutChange(duration: duration) }
        case .present, .dismiss: break
        }
    }

    /// Hides and shows the views inside one animation block that lays the
    /// screen out: constrained frames (a stack's collapse) animate.
    private func startLayoutChange(duration: Double) {
        let root: View = fromVC.view
        let curve = transition.curve.flatMap { try? TimingCurve(css: $0) } ?? .easeInOut
        timedTransition = duration
        let state = self.state
        let animator = ViewPropertyAnimator(duration: duration, timingCurve: curve) { [transition] in
            for id in transition.hide { root.view(withIdentifier: id)?.isHidden = true }
            for id in transition.show { root.view(withIdentifier: id)?.isHidden = false }
            root.layoutIfNeeded()
        }
        animator.addCompletion { _ in state.markEnded(cancelled: false) }
        layoutAnimator = animator
        animator.startAnimation()
    }

    /// The built-in zoom from the from screen's view `zoom.source`, or from
    /// the cell of row or item `zoom.item` of that list or grid.
    private func zoomTransition(_ zoom: SceneZoom) -> ViewController.Transition {
        let root = fromVC.view!
        return .zoom { _ in
            guard let source = SceneStage.view(withID: zoom.source, in: root) else { return nil }
            guard let item = zoom.item else { return source }
            if let grid = source as? CollectionView { return grid.cellForItem(at: IndexPath(item: item, section: 0)) }
            if let list = source as? TableView { return list.cellForRow(at: IndexPath(row: item, section: 0)) }
            return source
        }
    }

    static func view(withID id: String, in view: View) -> View? {
        if view.accessibilityIdentifier == id { return view }
        for s in view.subviews { if let found = self.view(withID: id, in: s) { return found } }
        return nil
    }

    private func startChildSwap(duration: Double) {
        guard let parent = containerController, let toVC else { return }
        parent.addChild(toVC)
        fromVC.willMove(toParent: nil)
        toVC.view.frame = parent.view.bounds
        toVC.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        timedTransition = duration
        let from = fromVC
        let state = self.state
        parent.transition(from: from, to: toVC, duration: duration, options: [.transitionCrossDissolve], animations: nil) { _ in
            from.removeFromParent()
            toVC.didMove(toParent: parent)
            state.markEnded(cancelled: false)
        }
    }
}

/// The navigation and tab bar delegate of a scene run: the scene's animator
/// and interaction for every push, pop and tab switch.
@MainActor
final class SceneContainerDelegate: NavigationControllerDelegate, TabBarControllerDelegate {
    let animator: (any ViewControllerAnimatedTransitioning)?
    let interaction: (any ViewControllerInteractiveTransitioning)?

    init(animator: (any ViewControllerAnimatedTransitioning)?, interaction: (any ViewControllerInteractiveTransitioning)?) {
        self.animator = animator
        self.interaction = interaction
    }

    func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? {
        animator
    }

    func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    )
        -> (any ViewControllerInteractiveTransitioning)?
    { interaction }

    func tabBarController(
        _ tabBarController: TabBarController,
        animationControllerForTransitionFrom fromVC: ViewController, to toVC: ViewController
    )
        -> (any ViewControllerAnimatedTransitioning)?
    { animator }

    func tabBarController(
        _ tabBarController: TabBarController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    )
        -> (any ViewControllerInteractiveTransitioning)?
    { interaction }
}

extension SceneStage {
    /// The document's navigation bar on `nav`, or the bar hidden when the
    /// document has none (scenes from before bars draw as they did).
    func configureNavigationBar(of nav: NavigationController) {
        guard let spec = runner.document.navigationBar else {
            nav.isNavigationBarHidden = true
            return
        }
        let bar = nav.navigationBar
        bar.prefersLargeTitles = spec.prefersLargeTitles
        bar.barTintColor = spec.barTintColor
        bar.tintColor = spec.tintColor
        bar.isTranslucent = spec.isTranslucent
        for vc in [fromVC, toVC].compactMap({ $0 }) {
            guard let name = vc.title, let itemSpec = spec.items[name] else { continue }
            let item = vc.navigationItem
            if let title = itemSpec.title { item.title = title }
            item.backButtonTitle = itemSpec.backButtonTitle
            item.hidesBackButton = itemSpec.hidesBackButton
            item.largeTitleDisplayMode = itemSpec.largeTitleDisplayMode
            item.leftBarButtonItems = itemSpec.leftBarButtonItems.map(Self.barButtonItem)
            item.rightBarButtonItems = itemSpec.rightBarButtonItems.map(Self.barButtonItem)
        }
    }

    private static func barButtonItem(_ spec: SceneNavigationBar.BarItem) -> BarButtonItem {
        let item: BarButtonItem
        switch spec.content {
        case let .title(title, done): item = BarButtonItem(title: title, style: done ? .done : .plain)
        case let .system(system): item = BarButtonItem(systemItem: system)
        }
        item.isEnabled = spec.isEnabled
        return item
    }
}
