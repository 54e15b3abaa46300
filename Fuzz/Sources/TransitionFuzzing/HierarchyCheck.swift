import FuzzSupport
import Flipbook
import Foundation

/// The structural invariants of a window's controllers and views.
@MainActor
enum HierarchyCheck {
    /// Every child's parent is its container, every presented controller's
    /// presenter points back, the navigation stack is the navigation
    /// controller's children (with nothing running), and every view is among its superview's subviews.
    static func verify(window: Window, nav: NavigationController, step: Int) {
        var vc: ViewController? = nav
        var seen = Set<ObjectIdentifier>()
        while let c = vc {
            require(seen.insert(ObjectIdentifier(c)).inserted, "step \(step): a presentation cycle")
            for child in c.children {
                require(child.parent === c, "step \(step): a child of \(c.title ?? "?") has another parent")
            }
            if let p = c.presentedViewController {
                require(p.presentingViewController === c, "step \(step): \(p.title ?? "?")'s presenter is not \(c.title ?? "?")")
            }
            vc = c.presentedViewController
        }
        // Mid-transition the stack and the children may differ (the outgoing controller is
        // removed at the end); with nothing running they must agree.
        if !window.isTransitionRunning {
            require(nav.viewControllers.map(ObjectIdentifier.init) == nav.children.map(ObjectIdentifier.init),
                    "step \(step): the navigation stack \(nav.viewControllers.map { $0.title ?? "?" }) and the children "
                        + "\(nav.children.map { $0.title ?? "?" }) differ")
        }
        require(!nav.viewControllers.isEmpty, "step \(step): the navigation stack is empty")
        verifyViews(window, step: step, depth: 0)
    }

    private static func verifyViews(_ view: View, step: Int, depth: Int) {
        require(depth < 200, "step \(step): the view tree is deeper than 200")
        for sub in view.subviews {
            require(sub.superview === view, "step \(step): a subview's superview is another view")
            verifyViews(sub, step: step, depth: depth + 1)
        }
    }

    /// With nothing running: every tracked controller is appeared or
    /// disappeared, the top controller (presented, else the navigation
    /// controller's top) is appeared and its view is in the window.
    static func verifySettled(window: Window, nav: NavigationController, top: ViewController, tracker: AppearanceTracker) {
        for (name, state) in tracker.states {
            require(state == .appeared || state == .disappeared, "\(name) is left \(state.rawValue)")
        }
        let visible = top === nav ? nav.topViewController! : top
        let name = visible.title ?? "?"
        require(tracker.state(of: name) == .appeared, "the visible controller \(name) is \(tracker.state(of: name).rawValue)")
        var v: View? = visible.view
        while let s = v, !(s is Window) { v = s.superview }
        require(v === window, "the visible controller \(name)'s view is not in the window")
    }
}
