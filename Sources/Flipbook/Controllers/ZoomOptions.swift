import Foundation

extension ViewController.Transition {
    /// Options of a zoom transition (`UIViewController.Transition.ZoomOptions`).
    ///
    /// Flipbook draws ``dimmingColor`` and ``dimmingVisualEffect``; the other
    /// options are kept so that UIKit code compiles, and are not used: the
    /// zoom always grows from the whole source view (``alignmentRectProvider``
    /// is never called), and there is no
    /// interactive zoom dismissal to begin (``interactiveDismissShouldBegin``
    /// is never called).
    @preconcurrency @MainActor
    public final class ZoomOptions: NSObject {
        /// Options with nothing set: the default dimming, no providers.
        public override init() { super.init() }

        /// Asked, in UIKit, when an interactive dismissal of the zoomed
        /// controller (a drag on its view) is about to begin; returning false
        /// prevents it. Never called here: Flipbook has no interactive zoom
        /// dismissal.
        public var interactiveDismissShouldBegin: ((InteractionContext) -> Bool)?

        /// In UIKit, returns the rectangle, in the zoomed controller's view's
        /// coordinates (points), that the source view aligns with; nil for no
        /// preference. Never called here: the zoom aligns the zoomed view's
        /// whole frame with the source view's frame.
        public var alignmentRectProvider: ((AlignmentRectContext) -> CGRect?)?

        /// The colour of the dimming view that fades in over the source
        /// controller's view, behind the zoomed view (alpha 0 → 1 of the view,
        /// so the colour's own alpha is the strongest dimming). Nil (the
        /// default) dims with black at 20 % opacity
        /// (``ViewController/Transition/defaultZoomDimmingColor``, chosen).
        public var dimmingColor: Color?

        /// The blur over the source controller's view, behind the zoomed
        /// view: it ramps in as the zoom opens (and out as it closes), with
        /// ``dimmingColor`` fading in over it. Nil (the default) for no blur.
        public var dimmingVisualEffect: BlurEffect?
    }

    /// The dimming colour of a zoom whose options set no ``ZoomOptions/dimmingColor``:
    /// black at 20 % opacity. Chosen; UIKit does not document its default.
    public static let defaultZoomDimmingColor = Color(white: 0, alpha: 0.2)
}
