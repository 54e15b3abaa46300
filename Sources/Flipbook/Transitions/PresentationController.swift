import Foundation

/// Manages how a presented controller is shown while it is on screen
/// (`UIPresentationController`): its frame, extra views such as a dimming
/// view, and whether the presenter's view stays in the window.
///
/// Subclass it for a `.custom` presentation and return it from the
/// transitioning delegate's `presentationController(forPresented:presenting:source:)`.
/// The runtime calls, in order: `presentationTransitionWillBegin()`, the
/// layout calls while the container lays out, `presentationTransitionDidEnd(_:)`;
/// and for the dismissal `dismissalTransitionWillBegin()` ... `dismissalTransitionDidEnd(_:)`.
///
/// Adaptation (UIKit's rules, docs/porting-from-uikit.md "Adaptive
/// presentations"): in a horizontally compact environment the presentation
/// asks ``adaptivePresentationStyle(for:)`` (which asks the ``delegate``);
/// when that gives another style, a built-in presentation controller of that
/// style runs the presentation in this one's place (this controller's
/// callbacks are not called then), and this controller stays the presented
/// controller's ``ViewController/presentationController``.
///
/// As a ``ContentContainer`` it hears about the presented controller's
/// ``ViewController/preferredContentSize`` changes and about window resizes.
@preconcurrency @MainActor
open class PresentationController: NSObject, ContentContainer {
    /// The controller being presented. It owns this presentation controller
    /// (not the other way round), so the reference is unowned: the two do not
    /// keep each other alive once the window lets go of them.
    public unowned let presentedViewController: ViewController
    private weak var presenting: ViewController?

    /// The view the transition runs in; nil before the presentation starts.
    /// It stays in the window while the controller is presented. Nil while
    /// the presentation is adapted (the adaptive controller holds it).
    public internal(set) var containerView: View?

    /// Decides adaptation and hears about user-initiated dismissals; held weakly, as in UIKit.
    open weak var delegate: (any AdaptivePresentationControllerDelegate)?

    /// The presenter's view and where it was, while this presentation has it out of the window.
    var removedPresenterView: RemovedViewSlot?
    /// The built-in controller that runs the presentation while it is adapted
    /// to another style (UIKit's adaptive presentation controller); nil when not adapted.
    var adaptiveController: BuiltInPresentationController?
    /// The controller ``presentedViewController`` refers to when the delegate
    /// replaced it for an adapted presentation: kept alive while presented.
    var replacedViewController: ViewController?

    /// - Parameters:
    ///   - presentedViewController: the controller to present.
    ///   - presentingViewController: the presenter; nil lets the runtime resolve it.
    public init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        self.presentedViewController = presentedViewController
        presenting = presentingViewController
        super.init()
    }

    /// Told of a change registered with `addObserver(_:forKeyPath:options:context:)`
    /// (``KeyValueObserving``); override it as on iOS. Does nothing by default.
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [KeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {}

    /// The controller that presents. The runtime sets it before any callback; before the
    /// presentation starts, when created with nil, it is the presented controller itself.
    public var presentingViewController: ViewController {
        get { presenting ?? presentedViewController.presentingStorage ?? presentedViewController }
        set { presenting = newValue }
    }

    /// The view the animator moves in and out: the presented controller's view by default.
    open var presentedView: View? { presentedViewController.view }

    /// Where the presented view sits in the container, in container coordinates;
    /// the container's bounds by default (it does not read ``preferredContentSize``).
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// True when the presenter's view leaves the window after the presentation
    /// (and the presenter gets disappear callbacks); false by default.
    open var shouldRemovePresentersView: Bool { false }

    /// True when the presentation covers the whole window; true by default.
    open var shouldPresentInFullscreen: Bool { true }

    /// The style of this presentation: `.custom` for subclasses.
    open var presentationStyle: ModalPresentationStyle { .custom }

    /// The traits of the presented controller's environment: those of the
    /// window the container (or, before the presentation, the presenter) is in.
    open var traitCollection: TraitCollection {
        let view = containerView ?? runningController.containerView ?? presentingViewController.viewIfLoaded
        guard let window = view?.window else { return TraitCollection() }
        return window.traitCollection
    }

    /// The style to use when the environment becomes horizontally compact:
    /// the delegate's ``AdaptivePresentationControllerDelegate/adaptivePresentationStyle(for:)``
    /// when it implements it; otherwise `.fullScreen` for the built-in
    /// `.pageSheet` and `.formSheet` and `.none` (no adaptation) for the other
    /// styles and for subclasses.
    open var adaptivePresentationStyle: ModalPresentationStyle {
        if let delegate, let answer = AdaptiveDelegateProbe.ask({ delegate.adaptivePresentationStyle(for: self) }) {
            return answer
        }
        return defaultAdaptivePresentationStyle
    }

    /// The style to use in `traitCollection` when it is horizontally compact:
    /// the delegate's ``AdaptivePresentationControllerDelegate/adaptivePresentationStyle(for:traitCollection:)``
    /// when it implements it (or the one-argument form), else ``adaptivePresentationStyle``.
    /// The runtime asks only in a horizontally compact environment.
    open func adaptivePresentationStyle(for traitCollection: TraitCollection) -> ModalPresentationStyle {
        if let delegate,
            let answer = AdaptiveDelegateProbe.ask({
                delegate.adaptivePresentationStyle(for: self, traitCollection: traitCollection)
            })
        {
            return answer
        }
        return adaptivePresentationStyle
    }

    /// What ``adaptivePresentationStyle`` gives without a delegate answer.
    var defaultAdaptivePresentationStyle: ModalPresentationStyle { .none }

    /// Called on the container's layout pass, before it lays out its subviews.
    open func containerViewWillLayoutSubviews() {}
    /// Called on the container's layout pass, after it laid out its subviews.
    open func containerViewDidLayoutSubviews() {}
    /// Called at the start of the presentation, before the animator: add extra views here.
    open func presentationTransitionWillBegin() {}
    /// Called at the end of the presentation; `completed` is false when it was cancelled.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called at the start of the dismissal, before the animator.
    open func dismissalTransitionWillBegin() {}
    /// Called at the end of the dismissal; `completed` is false when it was cancelled.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    // MARK: ContentContainer

    /// The presented controller's ``ViewController/preferredContentSize``.
    open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }

    /// Called when the presented controller's ``ViewController/preferredContentSize``
    /// changed; does nothing by default (the built-in `.formSheet` resizes to it).
    /// Custom controllers typically lay out again here (`containerView?.setNeedsLayout()`).
    open func preferredContentSizeDidChange(forChildContentContainer container: any ContentContainer) {}

    /// Does nothing (Flipbook has no Auto Layout; the runtime never calls it).
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any ContentContainer) {}

    /// The size the presented controller gets when the container gets
    /// `parentSize`; `parentSize` by default (the built-in sheets give their sheet's size).
    open func size(
        forChildContentContainer container: any ContentContainer,
        withParentContainerSize parentSize: CGSize
    ) -> CGSize { parentSize }

    /// Called when the window is about to resize, before the presented
    /// controller's own call, with the size of the container to come (the
    /// window's, or the context's for `.currentContext`); does nothing by default.
    open func viewWillTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator) {}

    /// Called when the window's traits are about to change during a resize,
    /// before the presented controller's own call; does nothing by default.
    open func willTransition(
        to newCollection: TraitCollection,
        with coordinator: any ViewControllerTransitionCoordinator
    ) {}

    // MARK: Adaptation (runtime)

    /// The controller that lays out and runs the presentation: the adaptive one while adapted, else this one.
    var runningController: PresentationController { adaptiveController ?? self }

    /// The style the presentation adapts to in `traits`, or `.none`: asked
    /// only when the width is compact; answers other than `.fullScreen`,
    /// `.overFullScreen`, `.pageSheet` and `.formSheet`, and the
    /// presentation's own style, mean no adaptation.
    func adaptedStyle(for traits: TraitCollection) -> ModalPresentationStyle {
        guard traits.horizontalSizeClass == .compact else { return .none }
        let style = adaptivePresentationStyle(for: traits)
        switch style {
        case .fullScreen, .overFullScreen, .pageSheet, .formSheet:
            return style == presentationStyle ? .none : style
        default:
            return .none
        }
    }
}

/// Where a view was before a presentation took it out of the window. The
/// superview is held weakly: it is usually the window, which owns the
/// controllers that own this slot.
@MainActor
struct RemovedViewSlot {
    let view: View
    weak var superview: View?
    let index: Int
    let frame: CGRect

    init(view: View, superview: View?, index: Int, frame: CGRect) {
        self.view = view
        self.superview = superview
        self.index = index
        self.frame = frame
    }
}

/// The container of a presentation (UIKit's transition view): tells the
/// presentation controller when it lays out.
final class TransitionContainerView: View {
    weak var presentationController: PresentationController?

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}
