import Foundation

/// The animations for `modalTransitionStyle`, used when the transitioning
/// delegate gives no animator. Durations (chosen; UIKit does not document
/// them): cover vertical 0.5 s, cross-dissolve 0.5 s, flip 0.75 s, partial
/// curl 0.75 s; ease-in-out curves.
@MainActor
final class BuiltInTransitionAnimator: ViewControllerAnimatedTransitioning {
    let style: ModalTransitionStyle
    let isPresenting: Bool

    /// Identifies the curled-page snapshot that `.partialCurl` leaves in the container.
    static let curlIdentifier = "flipbook.partialCurl"
    /// The perspective of the flip: `m34 = -1 / flipEyeDistance`, in points.
    static let flipEyeDistance: CGFloat = 1000

    /// Under Reduce Motion (``Accessibility/isReduceMotionEnabled``) a flip
    /// or a page curl cross-dissolves instead; cover vertical stays (iOS
    /// keeps sheets rising), as does the dissolve itself.
    init(style: ModalTransitionStyle, isPresenting: Bool) {
        let reduces = Accessibility.isReduceMotionEnabled && (style == .flipHorizontal || style == .partialCurl)
        self.style = reduces ? .crossDissolve : style
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> TimeInterval {
        switch style {
        case .coverVertical, .crossDissolve: 0.5
        case .flipHorizontal, .partialCurl: 0.75
        }
    }

    func animateTransition(using context: any ViewControllerContextTransitioning) {
        let duration = transitionDuration(using: context)
        let container = context.containerView
        let toView = context.view(forKey: .to)
        let fromView = context.view(forKey: .from)
        if isPresenting, let toView, let toVC = context.viewController(forKey: .to) {
            container.addSubview(toView)
            toView.frame = context.finalFrame(for: toVC)
        }
        let done: (Bool) -> Void = { _ in
            let success = !context.transitionWasCancelled
            if self.isPresenting != success { (self.isPresenting ? toView : fromView)?.removeFromSuperview() }
            context.completeTransition(success)
        }
        switch style {
        case .coverVertical: coverVertical(context, duration, toView, fromView, done)
        case .crossDissolve: crossDissolve(duration, toView, fromView, done)
        case .flipHorizontal: flip(duration, toView, fromView, done)
        case .partialCurl: curl(context, duration, toView, fromView, done)
        }
    }

    private func coverVertical(
        _ context: any ViewControllerContextTransitioning, _ duration: TimeInterval,
        _ toView: View?, _ fromView: View?, _ done: @escaping (Bool) -> Void
    ) {
        let height = context.containerView.bounds.height
        if isPresenting, let toView {
            let final = toView.frame
            toView.frame = final.offsetBy(dx: 0, dy: height - final.minY)
            View.animate(withDuration: duration, animations: { toView.frame = final }, completion: done)
        } else if let fromView {
            let final = fromView.frame.offsetBy(dx: 0, dy: height - fromView.frame.minY)
            View.animate(withDuration: duration, animations: { fromView.frame = final }, completion: done)
        } else {
            View.animate(withDuration: duration, animations: {}, completion: done)
        }
    }

    private func crossDissolve(
        _ duration: TimeInterval, _ toView: View?, _ fromView: View?,
        _ done: @escaping (Bool) -> Void
    ) {
        if isPresenting, let toView {
            toView.alpha = 0
            View.animate(withDuration: duration, animations: { toView.alpha = 1 }, completion: done)
        } else if let fromView {
            View.animate(
                withDuration: duration, animations: { fromView.alpha = 0 },
                completion: { finished in
                    View.performWithoutAnimation { fromView.alpha = 1 }
                    done(finished)
                })
        } else {
            View.animate(withDuration: duration, animations: {}, completion: done)
        }
    }

    /// The transform of a view turned `angle` radians about its vertical axis, in perspective.
    static func flipTransform(_ angle: CGFloat) -> Transform3D {
        Transform3D.perspective(eyeDistance: flipEyeDistance).rotated(by: angle, x: 0, y: 1, z: 0)
    }

    /// A real perspective flip: the leaving view turns 0 → 90° in the first
    /// half, the arriving view −90° → 0 in the second, each through eight
    /// keyframes of true rotations. The arriving view is transparent until the
    /// half-way point, the leaving one after it.
    private func flip(_ duration: TimeInterval, _ toView: View?, _ fromView: View?, _ done: @escaping (Bool) -> Void) {
        let leaving = fromView
        let arriving = toView
        let steps = 8
        arriving?.transform3D = Self.flipTransform(-.pi / 2)
        arriving?.alpha = 0
        // Linear time: the flip turns at a steady rate, keyframe by keyframe.
        View.animateKeyframes(
            withDuration: duration, delay: 0,
            options: KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue),
            animations: {
                for i in 1...steps {
                    let f = Double(i) / Double(steps)
                    View.addKeyframe(withRelativeStartTime: (f - 1 / Double(steps)) / 2, relativeDuration: 0.5 / Double(steps)) {
                        leaving?.transform3D = Self.flipTransform(.pi / 2 * CGFloat(f))
                    }
                    View.addKeyframe(
                        withRelativeStartTime: 0.5 + (f - 1 / Double(steps)) / 2, relativeDuration: 0.5 / Double(steps)
                    ) {
                        arriving?.transform3D = Self.flipTransform(-.pi / 2 * CGFloat(1 - f))
                    }
                }
                View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.001) {
                    arriving?.alpha = 1
                    leaving?.alpha = 0
                }
            },
            completion: { finished in
                View.performWithoutAnimation {
                    leaving?.transform3D = .identity
                    leaving?.alpha = 1
                    arriving?.transform3D = .identity
                    arriving?.alpha = 1
                }
                done(finished)
            })
    }

    /// The curled page: lifted by 60 % of its height and tilted by −0.12 rad about its top-left corner.
    static func curlTransform(height: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: 0, y: -0.6 * height).rotated(by: -0.12)
    }

    /// The page-curl approximation: a snapshot of the presenter's view lifts
    /// up and tilts, and stays curled at the top while presented; dismissal
    /// lays it back down. Without the presenter's view (styles that keep it)
    /// this is a cover-vertical.
    private func curl(
        _ context: any ViewControllerContextTransitioning, _ duration: TimeInterval,
        _ toView: View?, _ fromView: View?, _ done: @escaping (Bool) -> Void
    ) {
        let container = context.containerView
        if isPresenting {
            guard let fromView, let page = fromView.snapshotView(afterScreenUpdates: false) else {
                return coverVertical(context, duration, toView, fromView, done)
            }
            page.accessibilityIdentifier = Self.curlIdentifier
            page.anchorPoint = .zero
            page.frame = context.initialFrame(for: context.viewController(forKey: .from) ?? ViewController())
            container.addSubview(page)
            let height = page.bounds.height
            View.animate(
                withDuration: duration, animations: { page.transform = Self.curlTransform(height: height) },
                completion: { finished in
                    if context.transitionWasCancelled { page.removeFromSuperview() }
                    done(finished)
                })
        } else {
            guard let page = container.view(withIdentifier: Self.curlIdentifier) else {
                return coverVertical(context, duration, toView, fromView, done)
            }
            container.bringSubviewToFront(page)
            View.animate(
                withDuration: duration, animations: { page.transform = .identity },
                completion: { finished in
                    if !context.transitionWasCancelled { page.removeFromSuperview() }
                    done(finished)
                })
        }
    }
}

/// The animator of a non-animated transition: places the views and completes at once.
@MainActor
final class ImmediateTransitionAnimator: ViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> TimeInterval { 0 }

    func animateTransition(using context: any ViewControllerContextTransitioning) {
        guard let toVC = context.viewController(forKey: .to), let fromVC = context.viewController(forKey: .from) else {
            return context.completeTransition(true)
        }
        let presenting = toVC.presentingViewController === fromVC
        if presenting, let toView = context.view(forKey: .to) {
            context.containerView.addSubview(toView)
            toView.frame = context.finalFrame(for: toVC)
        } else if !presenting {
            context.view(forKey: .from)?.removeFromSuperview()
            context.containerView.view(withIdentifier: BuiltInTransitionAnimator.curlIdentifier)?.removeFromSuperview()
        }
        context.completeTransition(true)
    }
}
