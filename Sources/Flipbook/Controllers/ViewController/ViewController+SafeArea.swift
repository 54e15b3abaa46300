import Foundation

/// What a controller stores for its safe area and the bars around it.
struct ControllerBarState {
    var additionalSafeAreaInsets = EdgeInsets.zero
    /// The root view's safe area last told to `viewSafeAreaInsetsDidChange()`.
    var reportedSafeAreaInsets: EdgeInsets?
    var tabBarItem: TabBarItem?
}

/// The safe area of a controller's view: additional insets, the insets its
/// containers' bars add, and the change callback.
extension ViewController {
    /// Insets added to the safe area of the controller's root view
    /// (`additionalSafeAreaInsets`), points: its `safeAreaInsets` are what it
    /// inherits from its superview plus these, and the views inside it
    /// (child controllers' views included) inherit the larger area. Setting
    /// it marks the view for layout and calls ``viewSafeAreaInsetsDidChange()``
    /// on this controller and the children whose safe area changed.
    public var additionalSafeAreaInsets: EdgeInsets {
        get { barsAndSafeArea.additionalSafeAreaInsets }
        set {
            guard newValue != barsAndSafeArea.additionalSafeAreaInsets else { return }
            barsAndSafeArea.additionalSafeAreaInsets = newValue
            safeAreaMayHaveChanged()
        }
    }

    /// What the containers' bars add to the root view's safe area, points:
    /// a navigation controller's bars (``navigationBarSafeAreaInsets``), and
    /// a tab bar controller's bar height (49, without the home indicator's
    /// inset, which the view inherits) at the bottom of each content
    /// controller it shows while its bar is shown. A content controller is a
    /// tab's controller, or, for a tab that is a navigation controller, each
    /// controller of its stack (``TabBarController/isTabBarHidden(for:)``).
    var barSafeAreaInsets: EdgeInsets {
        var tab = EdgeInsets.zero
        if let tabs = parent as? TabBarController {
            tab = self is NavigationController ? .zero : tabs.bottomBarInsets(for: self)
        } else if let nav = parent as? NavigationController, let tabs = nav.parent as? TabBarController {
            tab = tabs.bottomBarInsets(for: self)
        }
        let n = navigationBarSafeAreaInsets
        return EdgeInsets(
            top: tab.top + n.top, left: tab.left + n.left, bottom: tab.bottom + n.bottom, right: tab.right + n.right)
    }

    /// The whole addition to the root view's safe area: additional and bar insets.
    var safeAreaAddition: EdgeInsets {
        let a = barsAndSafeArea.additionalSafeAreaInsets
        let b = barSafeAreaInsets
        return EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }

    /// Marks this controller's view and its children's for layout and tells
    /// those whose safe area changed now.
    func safeAreaMayHaveChanged() {
        viewIfLoaded?.setNeedsLayout()
        reportSafeAreaIfChanged()
        for child in children { child.safeAreaMayHaveChanged() }
        if let view = viewIfLoaded, let window = view.window { window.markSafeAreaChanged(view) }
    }

    /// Calls ``viewSafeAreaInsetsDidChange()`` (and the view's
    /// `safeAreaInsetsDidChange()`) when the root view's safe area differs
    /// from the one last told; run by the layout pass of the root view.
    func reportSafeAreaIfChanged() {
        guard let view = viewIfLoaded, view.window != nil else { return }
        let now = view.safeAreaInsets
        let last = barsAndSafeArea.reportedSafeAreaInsets ?? .zero
        guard now != last else { return }
        barsAndSafeArea.reportedSafeAreaInsets = now
        view.safeAreaInsetsDidChange()
        viewSafeAreaInsetsDidChange()
    }
}
