import Foundation

/// A transition that failed; the runtime force-completed it so the window stays usable.
public enum TransitionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The animator did not call `completeTransition(_:)` within its duration
    /// plus the 2 s grace period, measured on the window's clock from the call
    /// to `animateTransition(using:)`. `animator` is the animator's type name.
    case animatorDidNotComplete(animator: String, duration: TimeInterval, deadline: Double)

    public var description: String {
        switch self {
        case let .animatorDidNotComplete(animator, duration, deadline):
            "\(animator) did not call completeTransition(_:) within its duration of \(duration) s plus 2 s "
                + "(deadline \(deadline) s on the window's clock); the transition was force-completed. "
                + "Call transitionContext.completeTransition(_:) when the animations end, typically in "
                + "the completion block of View.animate."
        }
    }
}

/// A call the runtime refused or corrected, with what happened instead.
public enum TransitionDiagnostic: Error, Equatable, Sendable, CustomStringConvertible {
    /// `completeTransition(_:)` was called again after the transition had ended; ignored.
    case completeTransitionCalledTwice(animator: String)
    /// `completeTransition(true)` after `cancelInteractiveTransition()`: the
    /// transition completed, as in UIKit (which says nothing), with
    /// `transitionWasCancelled` still true and the views where the cancel left them.
    case completedAfterCancel(animator: String)
    /// `present` was called while another transition ran in the same window;
    /// the presentation was not started and its completion handler is not
    /// called. UIKit ignores it the same way and logs "Attempt to present
    /// <presented> on <presenter> (from <source>) while a presentation is in progress."
    case presentDuringTransition(presented: String, presenter: String, source: String, running: String)
    /// `dismiss` was called while another transition ran in the same window;
    /// nothing was dismissed and the completion handler is not called (UIKit
    /// logs "Attempt to dismiss from view controller <receiver> while a
    /// presentation or dismiss is in progress!").
    case dismissDuringTransition(receiver: String, running: String)
    /// `dismiss` was called on a controller that neither presented nor was presented;
    /// the completion handler runs on the next tick.
    case nothingToDismiss(receiver: String)
    /// The presenter already presents a controller; UIKit refuses too ("Attempt
    /// to present <attempted> on <presenter> which is already presenting <presented>"). Not presented.
    case alreadyPresenting(presenter: String, presented: String, attempted: String)
    /// The controller to present is already presented, is the presenter, or has a parent. Not presented.
    case cannotPresent(presented: String, reason: String)
    /// The presenter's view is not in a window, so there is nothing to present over. Not presented.
    case presenterNotInWindow(presenter: String)
    /// The animator's duration was negative or not finite; 0 s was used.
    case invalidDuration(animator: String, value: TimeInterval)
    /// An interactive-only call (`updateInteractiveTransition` and friends) on a
    /// non-interactive transition; ignored.
    case notInteractive(call: String)
    /// A percent that is NaN or infinite; ignored.
    case invalidPercent(call: String)
    /// An interactive call after the interaction had ended (by `endedBy`:
    /// finishing, cancelling, or the transition completing); ignored.
    case interactionEnded(call: String, endedBy: String)
    /// A call on a ``PercentDrivenInteractiveTransition`` that drives no
    /// transition (not started yet, or its transition has ended); ignored.
    case interactionNotStarted(call: String)
    /// `startInteractiveTransition(_:)` of a ``PercentDrivenInteractiveTransition``
    /// was called twice, or with a context the runtime did not make; ignored.
    case cannotStartInteraction(reason: String)
    /// A `completionSpeed` that is not a positive, finite number; 1 was used.
    case invalidCompletionSpeed(value: Double)
    /// A release velocity that is NaN or infinite; the call went ahead without a velocity.
    case invalidVelocity(call: String)
    /// A tab switch, or an edge-swipe pop, while another transition ran in the window; not done.
    /// (Push, pop and stack changes asked for meanwhile wait for the running transition instead.)
    case containerDuringTransition(operation: String, running: String)
    /// `pushViewController` with a controller already in the stack (UIKit raises); not pushed.
    case cannotPush(pushed: String, reason: String)
    /// `popToViewController` with a controller that is not in the stack; nothing popped.
    case notInNavigationStack(controller: String)
    /// `performSegue(withIdentifier:sender:)` with an identifier the source has not registered; nothing happened.
    case unknownSegue(identifier: String, source: String, known: [String])
    /// An unwind segue for which no controller up the chain declares the action; nothing happened.
    case noUnwindDestination(action: String, source: String)
    /// `Window.resize(to:duration:)` while another transition ran; the window was not resized.
    case resizeDuringTransition(running: String)
    /// A tab index outside `0..<viewControllers.count`; the selection did not change.
    case tabIndexOutOfRange(index: Int, count: Int)

    /// True when a transition summary names a presentation or a dismissal.
    private static func isPresentation(_ summary: String) -> Bool {
        summary.hasPrefix("the presentation") || summary.hasPrefix("the dismissal")
    }

    public var description: String {
        switch self {
        case let .completeTransitionCalledTwice(animator):
            "\(animator) called completeTransition(_:) after the transition had already ended; the call was ignored."
        case let .completedAfterCancel(animator):
            "\(animator) called completeTransition(true) after cancelInteractiveTransition(); the transition completed "
                + "(as UIKit does) with transitionWasCancelled true, and its views stay where the cancel left them. "
                + "Call completeTransition(!transitionContext.transitionWasCancelled)."
        case let .presentDuringTransition(presented, presenter, source, running):
            "Attempt to present \(presented) on \(presenter) (from \(source)) while "
                + (Self.isPresentation(running) ? "a presentation is in progress" : "a transition is in progress")
                + " (\(running)); it was not presented and its completion handler is not called. "
                + "Present from the completion handler of the running transition."
        case let .dismissDuringTransition(receiver, running):
            "Attempt to dismiss from view controller \(receiver) while "
                + (Self.isPresentation(running) ? "a presentation or dismiss is in progress" : "a transition is in progress")
                + " (\(running)); nothing was dismissed and the completion handler is not called. "
                + "Dismiss from the completion handler of the running transition."
        case let .nothingToDismiss(receiver):
            "\(receiver).dismiss was called but it neither presented nor was presented; "
                + "nothing was dismissed and the completion handler runs on the next tick."
        case let .alreadyPresenting(presenter, presented, attempted):
            "Attempt to present \(attempted) on \(presenter) which is already presenting \(presented); it was not presented. "
                + "Present from the top-most presented controller, or dismiss first."
        case let .cannotPresent(presented, reason):
            "\(presented) cannot be presented: \(reason)."
        case let .presenterNotInWindow(presenter):
            "\(presenter)'s view is not in a window, so nothing was presented. Set the window's rootViewController first."
        case let .invalidDuration(animator, value):
            "\(animator).transitionDuration(using:) returned \(value), which is not a finite, non-negative number of seconds; 0 s was used."
        case let .notInteractive(call):
            "\(call) was called on a transition that is not interactive; the call was ignored."
        case let .invalidPercent(call):
            "\(call) was given a percent that is not a finite number; the call was ignored."
        case let .interactionEnded(call, endedBy):
            "\(call) was called after the interaction had ended with \(endedBy); the call was ignored. "
                + "An interaction ends once; start a new transition to interact again."
        case let .interactionNotStarted(call):
            "\(call) was called on a PercentDrivenInteractiveTransition that drives no transition "
                + "(startInteractiveTransition(_:) has not been called, or its transition has ended); the call was ignored."
        case let .cannotStartInteraction(reason):
            "startInteractiveTransition(_:) was ignored: \(reason)."
        case let .invalidCompletionSpeed(value):
            "completionSpeed was \(value), which is not a positive, finite number; 1 was used."
        case let .invalidVelocity(call):
            "\(call) was given a velocity that is not a finite number; the transition completes without one."
        case let .containerDuringTransition(operation, running):
            "\(operation) was asked for while \(running) was running; nothing changed. "
                + "Do it from the completion of the running transition (a coordinator completion block)."
        case let .cannotPush(pushed, reason):
            "\(pushed) was not pushed: \(reason)."
        case let .notInNavigationStack(controller):
            "popToViewController(\(controller)) was called but \(controller) is not in the navigation stack; nothing was popped."
        case let .unknownSegue(identifier, source, known):
            "\(source) has no segue named \"\(identifier)\" (known: \(known.isEmpty ? "none" : known.joined(separator: ", "))); "
                + "register it with registerSegue(identifier:kind:destination:) first."
        case let .noUnwindDestination(action, source):
            "no controller above \(source) (parents, navigation stack, presenting controllers) declares the unwind action "
                + "\"\(action)\"; nothing was dismissed. Register it with registerUnwindAction(_:_:) on the destination."
        case let .resizeDuringTransition(running):
            "the window was asked to resize while \(running) was running; it was not resized."
        case let .tabIndexOutOfRange(index, count):
            "tab index \(index) is outside 0..<\(count); the selection did not change."
        }
    }
}

/// What the transition runtime reports: a failure or a diagnostic.
///
/// Reports go to the window's ``Window/transitionReports`` list and, when set,
/// to ``Window/transitionReportHandler``. Reports about controllers that are
/// not in any window go to ``TransitionReport/windowlessHandler``.
public enum TransitionReport: Equatable, Sendable, CustomStringConvertible {
    /// A transition failed or was refused.
    case failure(TransitionError)
    /// Something the runtime corrected or ignored, as UIKit would (a call UIKit logs and ignores).
    case diagnostic(TransitionDiagnostic)

    public var description: String {
        switch self {
        case let .failure(error): "error: \(error)"
        case let .diagnostic(diagnostic): "diagnostic: \(diagnostic)"
        }
    }

    /// Receives reports that have no window; the default passes them to
    /// ``Diagnostics`` (code "transition.windowless"), which writes to standard error.
    @MainActor public static var windowlessHandler: (TransitionReport) -> Void = { report in
        Diagnostics.report("transition.windowless", report.description)
    }
}

/// A readable name for an object in reports: its type, and its title when it has one.
@MainActor
func reportName(_ object: AnyObject) -> String {
    if let vc = object as? ViewController, let title = vc.title { return "\(type(of: vc))(\"\(title)\")" }
    return String(describing: type(of: object))
}
