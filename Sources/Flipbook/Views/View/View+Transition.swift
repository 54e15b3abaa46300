import Foundation

extension View {
    /// Changes a view's content with a transition effect
    /// (`UIView.transition(with:duration:options:animations:completion:)`).
    ///
    /// A snapshot of the view as it looks now is laid over it; `animations`
    /// runs without animation (it changes the content at once); then the
    /// option's effect runs: `.transitionCrossDissolve` fades the snapshot
    /// out; the flips turn the snapshot away over the first half (a
    /// perspective rotation, eye at 1000 pt) and the new content in over the
    /// second; the curls lift the snapshot off upwards (curl up) or pull the
    /// new content down over it (curl down), an approximation of UIKit's page
    /// curl. With no transition option the change is immediate.
    public static func transition(
        with view: View, duration: TimeInterval, options: AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        let snapshot = view.snapshotView(afterScreenUpdates: false)
        performWithoutAnimation { animations?() }
        runEffect(
            old: snapshot, new: view, container: view.superview, duration: duration, options: options,
            completion: completion)
    }

    /// Replaces `fromView` with `toView` in its superview with a transition
    /// effect (`UIView.transition(from:to:duration:options:completion:)`).
    /// With `.showHideTransitionViews` the views are hidden and shown instead
    /// of removed and added.
    public static func transition(
        from fromView: View, to toView: View, duration: TimeInterval,
        options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil
    ) {
        let snapshot = fromView.snapshotView(afterScreenUpdates: false)
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let parent = fromView.superview {
            if toView.superview !== parent { parent.insertSubview(toView, aboveSubview: fromView) }
            fromView.removeFromSuperview()
        }
        runEffect(
            old: snapshot, new: toView, container: toView.superview, duration: duration, options: options,
            completion: completion)
    }

    private static func runEffect(
        old snapshot: View?, new view: View, container: View?, duration: TimeInterval,
        options: AnimationOptions, completion: ((Bool) -> Void)?
    ) {
        guard let snapshot, let container, options.transitionKind != 0 else {
            if let window = view.window ?? Window.active {
                window.performOnNextTick { completion?(true) }
            } else {
                completion?(true)
            }
            return
        }
        snapshot.center = view.center
        container.insertSubview(snapshot, aboveSubview: view)
        let perspective = Transform3D.perspective(eyeDistance: 1000)
        let finalTransform = view.transform3D
        let finish: (Bool) -> Void = { finished in
            snapshot.removeFromSuperview()
            completion?(finished)
        }
        switch options.transitionKind {
        case 5:  // cross-dissolve
            animate(withDuration: duration, delay: 0, options: options, animations: { snapshot.alpha = 0 }, completion: finish)
        case 1, 2, 6, 7:  // flips: left, right, top, bottom
            let (x, y): (CGFloat, CGFloat) = options.transitionKind <= 2 ? (0, 1) : (1, 0)
            let sign: CGFloat = (options.transitionKind == 1 || options.transitionKind == 7) ? 1 : -1
            func turned(_ angle: CGFloat) -> Transform3D {
                Transform3D(rotationAngle: angle, x: x, y: y, z: 0).concatenating(perspective)
            }
            performWithoutAnimation { view.transform3D = turned(-sign * .pi / 2).concatenating(finalTransform) }
            // The flip turns in linear time; the options' curve is not applied to it.
            animateKeyframes(
                withDuration: duration, delay: 0,
                options: KeyframeAnimationOptions(rawValue: options.rawValue & 0x3FF | AnimationOptions.curveLinear.rawValue),
                animations: {
                    addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                        snapshot.transform3D = turned(sign * .pi / 2)
                    }
                    addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                        view.transform3D = finalTransform
                    }
                    // Edge-on at the half, the old picture covers nothing (UIKit
                    // turns the container, so it is gone); drawn, the plane would
                    // leave a one-pixel line down the axis for the second half.
                    addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0) {
                        snapshot.alpha = 0
                    }
                }, completion: finish)
        case 3:  // curl up: the old page lifts away upwards
            animate(
                withDuration: duration, delay: 0, options: options,
                animations: {
                    snapshot.transform3D = Transform3D(translationX: 0, y: -snapshot.bounds.height, z: 0)
                        .concatenating(Transform3D(rotationAngle: -0.3, x: 1, y: 0, z: 0)).concatenating(perspective)
                    snapshot.alpha = 0
                }, completion: finish)
        default:  // curl down: the new page comes down over the old one
            container.bringSubviewToFront(view)
            performWithoutAnimation {
                view.transform3D = Transform3D(translationX: 0, y: -view.bounds.height, z: 0).concatenating(finalTransform)
            }
            animate(
                withDuration: duration, delay: 0, options: options, animations: { view.transform3D = finalTransform },
                completion: finish)
        }
    }
}
