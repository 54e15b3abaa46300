import Foundation

/// Decides how a presentation adapts to a horizontally compact environment,
/// and hears about user-initiated dismissals
/// (`UIAdaptivePresentationControllerDelegate`). Set it on
/// ``PresentationController/delegate`` (`vc.presentationController?.delegate = self`
/// before presenting, as in UIKit). Every member is optional in UIKit; here
/// each has a default implementation, and a member left to its default
/// counts as not implemented.
///
/// When a presentation starts, and when the window's traits change during a
/// resize, in a horizontally compact environment the presentation
/// controller asks ``adaptivePresentationStyle(for:traitCollection:)``, then
/// (when that is not implemented) ``adaptivePresentationStyle(for:)``, and
/// without an answer uses its own default (`.fullScreen` for the built-in
/// sheets, no adaptation for a custom presentation controller). `.none`
/// means "do not adapt". When the style changes,
/// ``presentationController(_:viewControllerForAdaptivePresentationStyle:)``
/// may replace the presented controller (at presentation time), then
/// ``presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)``
/// is called (with `.none` when nothing adapts).
@preconcurrency @MainActor
public protocol AdaptivePresentationControllerDelegate: AnyObject {
    /// The style to adapt to in a horizontally compact environment: `.fullScreen`,
    /// `.overFullScreen`, a sheet style, or `.none` to keep the presentation's own style.
    func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle

    /// As ``adaptivePresentationStyle(for:)``, with the traits the
    /// presentation adapts to; asked first. The default asks ``adaptivePresentationStyle(for:)``.
    func adaptivePresentationStyle(
        for controller: PresentationController,
        traitCollection: TraitCollection
    ) -> ModalPresentationStyle

    /// The controller to present in the adapted `style` instead of the
    /// presented one (wrap it in a navigation controller, say); nil (the
    /// default) keeps the presented controller. Asked only when the
    /// presentation adapts, at presentation time.
    func presentationController(
        _ controller: PresentationController,
        viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle
    ) -> ViewController?

    /// Called before the presentation is shown in `style` (`.none` when it
    /// keeps its own style), with the coordinator of the presentation or of
    /// the resize that changed the traits.
    func presentationController(
        _ presentationController: PresentationController,
        willPresentWithAdaptiveStyle style: ModalPresentationStyle,
        transitionCoordinator: (any ViewControllerTransitionCoordinator)?)

    /// Called with the built-in presentation controller that runs an adapted
    /// presentation, before it starts (UIKit's iOS 15 `prepare` call).
    func presentationController(
        _ presentationController: PresentationController,
        prepare adaptivePresentationController: PresentationController)

    /// Whether a user-initiated dismissal may go ahead; true by default.
    /// Flipbook has no user-initiated dismissal (no swipe-down of sheets), so
    /// the runtime never calls it; programmatic `dismiss` never does in UIKit either.
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool

    /// Called before a user-initiated dismissal starts; never called by Flipbook (see above).
    func presentationControllerWillDismiss(_ presentationController: PresentationController)

    /// Called after a user-initiated dismissal ended; never called by Flipbook (see above).
    func presentationControllerDidDismiss(_ presentationController: PresentationController)

    /// Called when a user-initiated dismissal was refused; never called by Flipbook (see above).
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
}

extension AdaptivePresentationControllerDelegate {
    /// Default: not implemented (the presentation controller uses its own default).
    public func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle {
        AdaptiveDelegateProbe.markUnanswered()
    }

    /// Default: asks ``adaptivePresentationStyle(for:)``, as UIKit does when this one is not implemented.
    public func adaptivePresentationStyle(
        for controller: PresentationController,
        traitCollection: TraitCollection
    ) -> ModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }

    /// Default: nil (the presented controller is kept).
    public func presentationController(
        _ controller: PresentationController,
        viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle
    )
        -> ViewController?
    { nil }

    /// Default: nothing.
    public func presentationController(
        _ presentationController: PresentationController,
        willPresentWithAdaptiveStyle style: ModalPresentationStyle,
        transitionCoordinator: (any ViewControllerTransitionCoordinator)?
    ) {}

    /// Default: nothing.
    public func presentationController(
        _ presentationController: PresentationController,
        prepare adaptivePresentationController: PresentationController
    ) {}

    /// Default: true.
    public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool { true }
    /// Default: nothing.
    public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
    /// Default: nothing.
    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
    /// Default: nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {}
}

/// Tells whether a delegate implemented the adaptive-style questions: UIKit
/// checks `respondsToSelector:`; here the default implementation marks the
/// question unanswered.
@MainActor
enum AdaptiveDelegateProbe {
    private static var unanswered = false

    /// Called by the default implementation; the value is never used.
    static func markUnanswered() -> ModalPresentationStyle {
        unanswered = true
        return .none
    }

    /// The delegate's answer, or nil when only the default implementation answered.
    static func ask(_ question: () -> ModalPresentationStyle) -> ModalPresentationStyle? {
        let outer = unanswered
        unanswered = false
        defer { unanswered = outer }
        let answer = question()
        return unanswered ? nil : answer
    }
}
