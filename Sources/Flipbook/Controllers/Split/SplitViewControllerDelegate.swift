import Foundation

/// Decides how a split view controller collapses and which column shows
/// (`UISplitViewControllerDelegate`,
/// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate);
/// every method has a default.
@preconcurrency @MainActor
public protocol SplitViewControllerDelegate: AnyObject {
    /// A classic split view controller (no style) collapses to one column:
    /// return true to show the primary column and drop the secondary, false
    /// (the default) to show the secondary on top, as UIKit does.
    func splitViewController(
        _ splitViewController: SplitViewController,
        collapseSecondary secondaryViewController: ViewController,
        onto primaryViewController: ViewController
    ) -> Bool
    /// A column-style split view controller collapses: the column shown,
    /// `proposedTopColumn` by default (the compact column when one is set,
    /// else the primary).
    func splitViewController(
        _ svc: SplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column
    )
        -> SplitViewController.Column
    /// The display mode is about to change.
    func splitViewController(_ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode)
}

extension SplitViewControllerDelegate {
    public func splitViewController(
        _ splitViewController: SplitViewController,
        collapseSecondary secondaryViewController: ViewController,
        onto primaryViewController: ViewController
    ) -> Bool { false }
    public func splitViewController(
        _ svc: SplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column
    )
        -> SplitViewController.Column
    { proposedTopColumn }
    public func splitViewController(_ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode) {}
}
