import Foundation

extension ViewController {
    /// Swaps one child's view for another's
    /// (`transition(from:to:duration:options:animations:completion:)`).
    ///
    /// Both must be children of this controller (otherwise nothing happens
    /// and a diagnostic is reported). `toViewController`'s view is added
    /// above `fromViewController`'s in its superview; `animations` run in one
    /// animation of `duration` seconds with the curve of `options`; with a
    /// transition option (`.transitionCrossDissolve`, the flips, the curls)
    /// the views are swapped with that effect as `View.transition(from:to:...)`
    /// does. At the end `fromViewController`'s view leaves its superview, then
    /// `completion(finished)` runs.
    ///
    /// Appearance (when this controller has appeared and
    /// ``shouldAutomaticallyForwardAppearanceMethods`` is true): at once
    /// `from.viewWillDisappear`, `to.viewWillAppear`; at the end, before
    /// `completion`, `from.viewDidDisappear`, `to.viewDidAppear`. The
    /// containment calls stay with the caller, as in UIKit (the guide's
    /// Listing 5-3: `willMove(toParent: nil)` and `addChild` before,
    /// `removeFromParent` and `didMove(toParent:)` in `completion`).
    public func transition(
        from fromViewController: ViewController, to toViewController: ViewController,
        duration: TimeInterval, options: AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        guard fromViewController.parent === self, toViewController.parent === self,
            fromViewController !== toViewController
        else {
            return reportTransition(
                .diagnostic(
                    .cannotPresent(
                        presented: reportName(toViewController),
                        reason: "transition(from:to:) needs two different children of \(reportName(self))")),
                in: viewIfLoaded?.window)
        }
        let fromView: View = fromViewController.view
        let toView: View = toViewController.view
        let forwards = shouldAutomaticallyForwardAppearanceMethods && appearanceState == .appeared
        let animated = duration > 0
        if forwards {
            fromViewController.beginAppearanceTransition(false, animated: animated)
            toViewController.beginAppearanceTransition(true, animated: animated)
        }
        let finish: (Bool) -> Void = { finished in
            if fromView.superview != nil, !options.contains(.showHideTransitionViews) { fromView.removeFromSuperview() }
            if forwards {
                fromViewController.endAppearanceTransition()
                toViewController.endAppearanceTransition()
            }
            completion?(finished)
        }
        if options.transitionKind != 0 {
            View.transition(from: fromView, to: toView, duration: duration, options: options, completion: finish)
            if forwards, toView.window != nil { toViewController.callViewIsAppearingIfDue() }
            if let animations { View.animate(withDuration: duration, delay: 0, options: options, animations: animations) }
            return
        }
        if let superview = fromView.superview, toView.superview !== superview {
            superview.insertSubview(toView, aboveSubview: fromView)
        }
        if forwards, toView.window != nil { toViewController.callViewIsAppearingIfDue() }
        View.animate(
            withDuration: duration, delay: 0, options: options, animations: animations ?? {},
            completion: finish)
    }
}

/// The parent chain: ancestry and the nearest containers.
extension ViewController {
    // MARK: Parent chain

    func isDescendant(of other: ViewController) -> Bool {
        var c: ViewController? = self
        while let current = c {
            if current === other { return true }
            c = current.parent
        }
        return false
    }

    /// The nearest split view controller up the parent chain (`splitViewController`).
    public var splitViewController: SplitViewController? {
        var c = parent
        while let current = c {
            if let split = current as? SplitViewController { return split }
            c = current.parent
        }
        return nil
    }

    /// The nearest navigation controller up the parent chain (not this controller).
    public var navigationController: NavigationController? {
        var c = parent
        while let current = c {
            if let nav = current as? NavigationController { return nav }
            c = current.parent
        }
        return nil
    }

    /// The nearest tab bar controller up the parent chain (not this controller).
    public var tabBarController: TabBarController? {
        var c = parent
        while let current = c {
            if let tab = current as? TabBarController { return tab }
            c = current.parent
        }
        return nil
    }

    /// The top of the parent chain (this controller when it has no parent).
    var rootAncestor: ViewController {
        var c = self
        while let p = c.parent { c = p }
        return c
    }
}
