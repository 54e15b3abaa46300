import Foundation

/// A window resize (a rotation): the ``TransitionContext`` whose coordinator
/// is handed to `viewWillTransition(to:with:)` and `willTransition(to:with:)`.
///
/// It runs at once when ``Window/resize(to:duration:)`` is called:
/// `willTransition(to:with:)` on every controller when the size classes
/// change, `viewWillTransition(to:with:)` on every controller (parents
/// before children, presented controllers after their presenters), then one
/// animation of `duration` (ease-in-out) in which the window's bounds change,
/// autoresizing and `layoutSubviews()` run, presented sheets adapt, and
/// `traitCollectionDidChange(_:)` is called; alongside animations share it.
@MainActor
final class SizeTransition: TransitionContext {
    let oldSize: CGSize
    let newSize: CGSize
    /// Every controller in the window when the resize began.
    let controllers: [ViewController]

    init(window: Window, to size: CGSize, duration: TimeInterval) {
        oldSize = window.bounds.size
        newSize = size
        controllers = window.allViewControllers
        super.init(window: window, container: window, animator: ResizeAnimator(duration: duration),
                   interactor: nil, isAnimated: duration > 0, completion: nil)
    }

    override var participants: [ViewController] { controllers }
    override var summary: String {
        "the resize of the window from \(oldSize.width) × \(oldSize.height) to \(newSize.width) × \(newSize.height) pt"
    }
    var oldTraits: TraitCollection { TraitCollection(size: oldSize, scale: window.scale) }
    var newTraits: TraitCollection { TraitCollection(size: newSize, scale: window.scale) }

    override func prepareForStart() {
        let changes = oldTraits != newTraits
        if changes { for vc in controllers { vc.willTransition(to: newTraits, with: self) } }
        for vc in controllers { vc.viewWillTransition(to: newSize, with: self) }
    }

    /// The body of the resize animation: the new bounds, autoresizing,
    /// adapted presentations, layout, then the trait change callbacks.
    func applyNewSize() {
        let previous = oldTraits
        window.frame = CGRect(origin: window.frame.origin, size: newSize)
        for vc in controllers {
            guard let pc = vc.presentationControllerStorage as? BuiltInPresentationController,
                  let presented = pc.presentedView, let container = pc.containerView else { continue }
            if container.superview === window { container.frame = window.bounds }
            let frame = pc.frameOfPresentedViewInContainerView
            if presented.frame != frame { presented.frame = frame }
        }
        window.layoutIfNeeded()
        if previous != newTraits { for vc in controllers { vc.traitCollectionDidChange(previous) } }
    }

    override func placeViewsForForcedCompletion() { applyNewSize() }
}

/// Animates a ``SizeTransition``: ``SizeTransition/applyNewSize()`` in one ease-in-out animation.
@MainActor
final class ResizeAnimator: ViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    init(duration: TimeInterval) { self.duration = duration }

    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    func animateTransition(using context: any ViewControllerContextTransitioning) {
        guard let resize = context as? SizeTransition else { return context.completeTransition(true) }
        guard duration > 0 else {
            View.performWithoutAnimation { resize.applyNewSize() }
            return context.completeTransition(true)
        }
        View.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut],
                     animations: { resize.applyNewSize() },
                     completion: { _ in context.completeTransition(true) })
    }
}
