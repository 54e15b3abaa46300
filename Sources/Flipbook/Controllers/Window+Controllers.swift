import Foundation

/// A window's view-controller state: its root controller, the running
/// transition (one at a time) and the transition reports.
@MainActor
final class WindowControllerState {
    var rootViewController: ViewController?
    var activeTransition: TransitionContext?
    var reports: [TransitionReport] = []
    var reportHandler: ((TransitionReport) -> Void)?
}

extension Window {
    /// The controller whose view fills the window (`UIWindow.rootViewController`).
    ///
    /// Setting it installs the controller's view full size (flexible width and
    /// height) at the back of the window, with the appearance callbacks UIKit
    /// gives when a window is shown: `viewWillAppear(false)` and
    /// `viewIsAppearing(false)` at once, `viewDidAppear(false)` at the start of
    /// the next tick. A replaced root gets `viewWillDisappear(false)` and
    /// `viewDidDisappear(false)` at once and its view leaves the window
    /// (what it presented is not dismissed).
    public var rootViewController: ViewController? {
        get { controllerState.rootViewController }
        set {
            let old = controllerState.rootViewController
            guard old !== newValue else { return }
            if let old, let oldView = old.viewIfLoaded, oldView.superview === self {
                old.beginAppearanceTransition(false, animated: false)
                oldView.removeFromSuperview()
                old.endAppearanceTransition()
            }
            controllerState.rootViewController = newValue
            guard let controller = newValue else { return }
            let view: View = controller.view
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            controller.beginAppearanceTransition(true, animated: false)
            insertSubview(view, at: 0)
            controller.callViewIsAppearingIfDue()
            performOnNextTick { [weak controller] in
                guard let controller, controller.appearanceState == .appearing else { return }
                controller.endAppearanceTransition()
            }
        }
    }

    /// Every transition failure and diagnostic reported in this window, oldest first.
    public var transitionReports: [TransitionReport] { controllerState.reports }

    /// Forgets the reports collected so far.
    public func clearTransitionReports() { controllerState.reports.removeAll() }

    /// Called with every transition report as it happens (after it is added to
    /// ``transitionReports``); nil by default.
    public var transitionReportHandler: ((TransitionReport) -> Void)? {
        get { controllerState.reportHandler }
        set { controllerState.reportHandler = newValue }
    }

    /// True while a presentation or dismissal runs in this window.
    public var isTransitionRunning: Bool { controllerState.activeTransition != nil }

    func reportTransition(_ report: TransitionReport) {
        controllerState.reports.append(report)
        controllerState.reportHandler?(report)
    }
}

/// Sends a report to the window if there is one, else to the windowless handler.
@MainActor
func reportTransition(_ report: TransitionReport, in window: Window?) {
    if let window { window.reportTransition(report) } else { TransitionReport.windowlessHandler(report) }
}
