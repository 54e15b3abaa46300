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
@preconcurrency @MainActor
open class PresentationController: NSObject {
    /// The controller being presented. It owns this presentation controller
    /// (not the other way round), so the reference is unowned: the two do not
    /// keep each other alive once the window lets go of them.
    public unowned let presentedViewController: ViewController
    private weak var presenting: ViewController?

    /// The view the transition runs in; nil before the presentation starts.
    /// It stays in the window while the controller is presented.
    public internal(set) var containerView: View?

    /// The presenter's view and where it was, while this presentation has it out of the window.
    var removedPresenterView: RemovedViewSlot?

    /// - Parameters:
    ///   - presentedViewController: the controller to present.
    ///   - presentingViewController: the presenter; nil lets the runtime resolve it.
    public init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        self.presentedViewController = presentedViewController
        presenting = presentingViewController
        super.init()
    }

    /// The controller that presents. The runtime sets it before any callback; before the
    /// presentation starts, when created with nil, it is the presented controller itself.
    public var presentingViewController: ViewController {
        get { presenting ?? presentedViewController.presentingStorage ?? presentedViewController }
        set { presenting = newValue }
    }

    /// The view the animator moves in and out: the presented controller's view by default.
    open var presentedView: View? { presentedViewController.view }

    /// Where the presented view sits in the container, in container coordinates;
    /// the container's bounds by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// True when the presenter's view leaves the window after the presentation
    /// (and the presenter gets disappear callbacks); false by default.
    open var shouldRemovePresentersView: Bool { false }

    /// True when the presentation covers the whole window; true by default.
    open var shouldPresentInFullscreen: Bool { true }

    /// The style of this presentation: `.custom` for subclasses.
    open var presentationStyle: ModalPresentationStyle { .custom }

    /// The traits of the presented controller's environment.
    public var traitCollection: TraitCollection {
        let view = containerView ?? presentingViewController.viewIfLoaded
        guard let window = view?.window else { return TraitCollection() }
        return TraitCollection(size: window.bounds.size, scale: window.scale)
    }

    /// The style this presentation adapts to in the current traits.
    public var adaptivePresentationStyle: ModalPresentationStyle { adaptivePresentationStyle(for: traitCollection) }

    /// The style to adapt to in `traitCollection`; `.none` (keep the style) by
    /// default. The built-in sheets return `.fullScreen` in a compact width.
    /// Only the built-in styles adapt; a custom controller's answer is
    /// informational (UIKit consults its delegate here).
    open func adaptivePresentationStyle(for traitCollection: TraitCollection) -> ModalPresentationStyle { .none }

    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}
    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
}

/// The presentation controller for the built-in styles.
final class BuiltInPresentationController: PresentationController {
    /// The effective style: never `.automatic` or `.custom`.
    let style: ModalPresentationStyle

    init(presentedViewController: ViewController, presenting: ViewController?, style: ModalPresentationStyle) {
        self.style = style
        super.init(presentedViewController: presentedViewController, presenting: presenting)
    }

    override var presentationStyle: ModalPresentationStyle { style }
    override var shouldRemovePresentersView: Bool { style == .fullScreen || style == .currentContext }
    override var shouldPresentInFullscreen: Bool { style == .fullScreen || style == .overFullScreen }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let effective = adaptivePresentationStyle(for: traitCollection) == .fullScreen ? .fullScreen : style
        return Self.frame(for: effective, in: bounds, preferredSize: presentedViewController.preferredContentSize)
    }

    /// The sheet sizes: see ``ModalPresentationStyle``.
    static func frame(for style: ModalPresentationStyle, in bounds: CGRect, preferredSize: CGSize) -> CGRect {
        switch style {
        case .pageSheet:
            let width = min(bounds.width, 704)
            let top = min(40, bounds.height)
            return CGRect(x: bounds.minX + (bounds.width - width) / 2, y: bounds.minY + top,
                          width: width, height: bounds.height - top)
        case .formSheet:
            let size = preferredSize.width > 0 && preferredSize.height > 0 ? preferredSize : CGSize(width: 540, height: 620)
            let w = min(size.width, bounds.width), h = min(size.height, bounds.height)
            return CGRect(x: bounds.minX + (bounds.width - w) / 2, y: bounds.minY + (bounds.height - h) / 2, width: w, height: h)
        default:
            return bounds
        }
    }

    override func adaptivePresentationStyle(for traitCollection: TraitCollection) -> ModalPresentationStyle {
        (style == .pageSheet || style == .formSheet) && traitCollection.horizontalSizeClass == .compact ? .fullScreen : .none
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
        self.view = view; self.superview = superview; self.index = index; self.frame = frame
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
