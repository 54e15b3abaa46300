import Foundation

extension ViewController {
    /// A system transition a controller asks for with
    /// ``ViewController/preferredTransition`` (`UIViewController.Transition`,
    /// iOS 18): the zoom, or one of the four modal transition styles.
    ///
    /// It is the same type as ``Flipbook/Transition`` (`CATransition`):
    /// deleting the prefixes maps both `CATransition` and
    /// `UIViewController.Transition` to `Transition`, and inside a controller
    /// subclass a separate nested type would hide the Core Animation one, so
    /// that `Transition()` (the common `CATransition()` idiom) would no longer
    /// compile there. One class plays both roles: a value made by the static
    /// members (``Flipbook/Transition/zoom(options:sourceViewProvider:)``,
    /// ``Flipbook/Transition/crossDissolve``...) is a preferred transition; one
    /// made by `init()` is a layer transition animation, and as a
    /// `preferredTransition` it asks for nothing (the default animation runs).
    public typealias Transition = Flipbook.Transition
}

/// The preferred-transition role of ``Transition`` (`UIViewController.Transition`).
extension Transition {
    /// What a preferred transition does.
    enum PreferredKind {
        /// The zoom, with its options and source-view provider.
        case zoom(ViewController.Transition.ZoomOptions?, (ViewController.Transition.ZoomSourceViewProviderContext) -> View?)
        /// The built-in animation of a modal transition style.
        case modal(ModalTransitionStyle)
    }

    /// A preferred transition (made only by the static members, as in UIKit).
    convenience init(preferred: PreferredKind) {
        self.init()
        preferredKind = preferred
    }

    /// A zoom from the view `sourceViewProvider` returns
    /// (`zoom(options:sourceViewProvider:)`): presenting or pushing the
    /// controller grows its view out of the source view; dismissing or
    /// popping shrinks it back into the view the provider returns then.
    ///
    /// The provider is called once at the start of every zoomed transition
    /// (present, push, dismiss, pop), with a context naming the zoomed
    /// controller and the controller it zooms from; return a view that is
    /// in the window at that moment (Apple: "use a stable identifier to
    /// look up the view in the closure instead of capturing a UIView").
    /// When it returns nil, or a view outside the window or inside the
    /// zoomed view, the transition falls back: a presentation or dismissal
    /// runs the built-in animation of the zoomed controller's
    /// ``ViewController/modalTransitionStyle`` (cover vertical by
    /// default), a push or pop the standard slide.
    ///
    /// The motion, in container coordinates (points): the zoomed view's
    /// frame goes from the source view's frame to its final frame (back on
    /// the way out), its layer clips to its bounds with a corner radius
    /// going from the source view's `cornerRadius` to 0, a dimming view
    /// (``ZoomOptions/dimmingColor``, default black at 20 % opacity) fades
    /// in under it, and the source view is hidden for the whole
    /// transition, then shown again. Timing: a critically damped spring
    /// of response ``zoomSpringResponse`` (0.5 s), run until it settles,
    /// ``zoomDuration`` seconds; linear while an interaction drives it.
    /// `options` is kept whole (see ``ZoomOptions`` for what is used).
    public static func zoom(
        options: ZoomOptions? = nil,
        sourceViewProvider: @escaping (ZoomSourceViewProviderContext) -> View?
    ) -> Transition {
        Transition(preferred: .zoom(options, sourceViewProvider))
    }

    /// The response of the zoom's spring, in seconds (the period of the
    /// undamped spring; damping ratio 1). Chosen: UIKit does not document
    /// the zoom's timing.
    public static let zoomSpringResponse: TimeInterval = 0.5

    /// The zoom's curve: a critically damped spring of response
    /// ``zoomSpringResponse``; input in seconds, monotonic from 0 to 1.
    public static let zoomCurve = TimingCurve.spring(dampingRatio: 1, response: zoomSpringResponse)

    /// The zoom's duration in seconds: the time ``zoomCurve`` takes to
    /// come within 0.1 % of its target (about 0.735 s).
    public static let zoomDuration: TimeInterval = zoomCurve.settlingDuration

    /// The presented view slides up from the bottom (`.coverVertical`).
    public static var coverVertical: Transition { Transition(preferred: .modal(.coverVertical)) }
    /// The presented view fades in over the presenter (`.crossDissolve`).
    public static var crossDissolve: Transition { Transition(preferred: .modal(.crossDissolve)) }
    /// A perspective flip about the vertical axis (`.flipHorizontal`).
    public static var flipHorizontal: Transition { Transition(preferred: .modal(.flipHorizontal)) }
    /// The presenter's view curls up, revealing the presented one (`.partialCurl`).
    public static var partialCurl: Transition { Transition(preferred: .modal(.partialCurl)) }

    /// The modal style this transition stands for; nil for the zoom and for
    /// a layer transition.
    var modalTransitionStyle: ModalTransitionStyle? {
        if case .modal(let style)? = preferredKind { return style }
        return nil
    }

    /// True for the zoom.
    var isZoom: Bool {
        if case .zoom? = preferredKind { return true }
        return false
    }
}
