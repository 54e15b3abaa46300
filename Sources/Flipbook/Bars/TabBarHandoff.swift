import Foundation

/// Carries a tab bar controller's bar through a push or pop that hides or
/// shows it (`hidesBottomBarWhenPushed`), as UIKit does: for the transition
/// the bar becomes a subview of the view that leaves with it (the from-view
/// of a push that hides it) or comes with it (the to-view of a pop that
/// shows it), at the same place on screen, so whatever animation moves that
/// view (the built-in slide, a custom animator, an interactive pop) moves
/// the bar. At the end the bar goes back to the tab bar controller's view,
/// shown or hidden by the stack then in place: after a cancelled pop it is
/// where it was.
@MainActor
final class TabBarHandoff {
    private let tabs: TabBarController
    private let carrier: View

    private init(tabs: TabBarController, carrier: View) {
        self.tabs = tabs
        self.carrier = carrier
    }

    /// The handoff of `transition`, when it is a push or pop of a
    /// navigation controller that is a tab of a tab bar controller on screen,
    /// and the bar is hidden on one side only; nil otherwise.
    static func begin(
        operation: ContainerTransition.Operation, owner: ViewController, from: ViewController,
        to: ViewController, container: View
    ) -> TabBarHandoff? {
        guard operation != .tabSwitch, let nav = owner as? NavigationController,
            let tabs = nav.parent as? TabBarController, let root = tabs.viewIfLoaded,
            tabs.tabBar.superview === root
        else { return nil }
        // Whether the bar showed before the push or pop: read before laying
        // out, which already hides or shows it for the new top controller.
        let hiddenBefore = tabs.tabBar.isHidden
        root.layoutIfNeeded()
        let hiddenAfter = tabs.isTabBarHidden(for: to)
        guard hiddenBefore != hiddenAfter else { return nil }
        let bar = tabs.tabBar
        let frameInContainer = container.convert(bar.frame, from: root)
        let carrier: View
        let frame: CGRect
        if hiddenAfter {
            guard let view = from.viewIfLoaded, view.superview != nil else { return nil }
            carrier = view
            frame = view.convert(frameInContainer, from: container)
        } else {
            carrier = to.view
            // The to-view sits at its frame in the container; it may not be in it yet.
            let f = carrier.frame
            let b = carrier.bounds
            frame = frameInContainer.offsetBy(dx: b.minX - f.minX, dy: b.minY - f.minY)
        }
        View.performWithoutAnimation {
            bar.removeFromSuperview()
            bar.frame = frame
            bar.isHidden = false
            carrier.addSubview(bar)
        }
        return TabBarHandoff(tabs: tabs, carrier: carrier)
    }

    /// Puts the bar back in the tab bar controller's view, shown or hidden
    /// for the stack now in place (the new one, or the old one after a cancel).
    func finish() {
        guard let root = tabs.viewIfLoaded else { return }
        let bar = tabs.tabBar
        View.performWithoutAnimation {
            if bar.superview === carrier { bar.removeFromSuperview() }
            if bar.superview == nil { root.addSubview(bar) }
        }
        tabs.layoutTabBar()
        tabs.safeAreaMayHaveChanged()
    }
}
