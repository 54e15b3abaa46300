import Foundation

/// A window resize (a rotation): the ``TransitionContext`` whose coordinator
/// is handed to `viewWillTransition(to:with:)` and `willTransition(to:with:)`.
///
/// It runs at once when ``Window/resize(to:duration:)`` is called. Every
/// content container in the window (controllers, and the presentation
/// controller of each presented controller, just before it) is called,
/// parents before children, presented controllers after their presenters:
/// when the size classes change, `willTransition(to:with:)` on every one,
/// then the presentations adapt to the new traits (the adaptive delegate's
/// `willPresentWithAdaptiveStyle` with this coordinator); then
/// `viewWillTransition(to:with:)` with each one's size to come (the window's
/// size for the root, then what each parent's
/// `size(forChildContentContainer:withParentContainerSize:)` gives; a child
/// whose view already has that size is skipped with its subtree). Then one
/// animation of `duration` (ease-in-out) in which the window's bounds
/// change, autoresizing and `layoutSubviews()` run, presented sheets take
/// their frames, and `traitCollectionDidChange(_:)` is called; alongside
/// animations share it.
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
        super.init(
            window: window, container: window, animator: ResizeAnimator(duration: duration),
            interactor: nil, isAnimated: duration > 0, completion: nil)
    }

    override var participants: [ViewController] { controllers }
    override var summary: String {
        "the resize of the window from \(oldSize.width) × \(oldSize.height) to \(newSize.width) × \(newSize.height) pt"
    }
    var oldTraits: TraitCollection { traits(of: oldSize) }
    var newTraits: TraitCollection { traits(of: newSize) }

    /// The window's traits with the size classes at `size`: the device's at
    /// the device's size, else the size rule.
    private func traits(of size: CGSize) -> TraitCollection {
        var t = window.traitCollection
        if let device = window.device, device.size == size {
            t.apply(device.traitCollection)
        } else {
            t.apply(TraitCollection(size: size, scale: window.scale))
        }
        return t
    }

    override func prepareForStart() {
        if oldTraits != newTraits {
            for entry in contentContainers() { entry.container.willTransition(to: newTraits, with: self) }
            adaptPresentations()
        }
        for entry in contentContainers() {
            if let size = entry.size { entry.container.viewWillTransition(to: size, with: self) }
        }
    }

    /// Every content container in the window, in calling order, with the size
    /// it is told (nil: its size does not change, it is not told).
    private func contentContainers() -> [(container: any ContentContainer, size: CGSize?)] {
        var result: [(container: any ContentContainer, size: CGSize?)] = []
        var seen = Set<ObjectIdentifier>()
        func visit(_ vc: ViewController, size: CGSize?, isRoot: Bool) {
            guard seen.insert(ObjectIdentifier(vc)).inserted else { return }
            var told = size
            if !isRoot, let size, vc.viewIfLoaded?.bounds.size == size { told = nil }
            result.append((vc, told))
            for child in vc.children {
                visit(
                    child, size: told.map { vc.size(forChildContentContainer: child, withParentContainerSize: $0) },
                    isRoot: false)
            }
            if let presented = vc.presentedStorage, let controller = presented.presentationControllerStorage {
                result.append((controller, told))
                let sizer = controller.runningController
                visit(
                    presented, size: told.map { sizer.size(forChildContentContainer: presented, withParentContainerSize: $0) },
                    isRoot: false)
            }
        }
        if let root = window.rootViewController { visit(root, size: newSize, isRoot: true) }
        return result
    }

    /// Adapts each presentation to the new traits: a style change swaps the
    /// controller that runs it (the adaptive one or the presentation
    /// controller itself) and tells the delegate. A presentation whose
    /// presenter's view is out of the window, or whose presented controller
    /// the delegate replaced, stays as it is.
    private func adaptPresentations() {
        for vc in controllers {
            guard vc.presentingStorage != nil, let controller = vc.presentationControllerStorage else { continue }
            let running = controller.runningController
            guard let container = running.containerView, running.removedPresenterView == nil,
                controller.replacedViewController == nil
            else { continue }
            let style = controller.adaptedStyle(for: newTraits)
            guard style != (controller.adaptiveController?.style ?? .none) else { continue }
            let next: PresentationController
            if style == .none {
                controller.adaptiveController = nil
                next = controller
            } else {
                let adaptive = BuiltInPresentationController(
                    presentedViewController: vc,
                    presenting: running.presentingViewController, style: style)
                adaptive.presentingViewController = running.presentingViewController
                controller.adaptiveController = adaptive
                controller.delegate?.presentationController(controller, prepare: adaptive)
                next = adaptive
            }
            if next !== running { running.containerView = nil }
            next.containerView = container
            (container as? TransitionContainerView)?.presentationController = next
            controller.delegate?.presentationController(
                controller, willPresentWithAdaptiveStyle: style,
                transitionCoordinator: self)
        }
    }

    /// The body of the resize animation: the new bounds, autoresizing,
    /// adapted presentations, layout, then the trait change callbacks.
    func applyNewSize() {
        let previous = oldTraits
        window.frame = CGRect(origin: window.frame.origin, size: newSize)
        for vc in controllers {
            guard let pc = vc.runningPresentationController as? BuiltInPresentationController,
                let presented = pc.presentedView, let container = pc.containerView
            else { continue }
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
        View.animate(
            withDuration: duration, delay: 0, options: [.curveEaseInOut],
            animations: { resize.applyNewSize() },
            completion: { _ in context.completeTransition(true) })
    }
}
