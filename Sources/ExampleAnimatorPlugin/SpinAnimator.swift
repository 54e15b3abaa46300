import Flipbook
import FlipbookAnimators
import Foundation

/// "spin": the arriving view turns in through `angle` degrees while it
/// grows from `scale` and fades in; on a dismissal the leaving view turns
/// out the same way. Labels inside the moving view (found with `as? Label`
/// on the host's views) stay hidden for the first half and fade in during
/// the second, so their text never turns.
///
/// Written with `View.animate` only, to show that a plugin records its
/// animations into the host's runtime: at progress `p = curve(t / duration)`
/// the arriving view's transform is a rotation by `-angle (1 - p)` degrees
/// scaled by `scale + (1 - scale) p`, and its alpha is `p`.
@MainActor
final class SpinAnimator: RegistrableAnimator {
    static let animatorName = "spin"
    static let animatorSummary = "The to view turns in while it grows and fades in; its labels fade in during the second half."
    static let animatorParameters: [AnimatorParameter] = [
        AnimatorParameter("duration", .number(0...60), default: 0.6, "seconds from start to end"),
        AnimatorParameter(
            "angle", .number(-180...180), default: 90, "degrees the moving view turns through (positive: clockwise)"),
        AnimatorParameter("scale", .number(0.05...1), default: 0.5, "scale of the moving view at its hidden end"),
        AnimatorParameter(
            "curve", .choice(Curve.allCases.map(\.rawValue)), default: "easeInOut",
            "View.animate curve option"),
    ]

    /// The `View.animate` curve options by name: UIKit's names, and the CSS
    /// keywords with the same control points (as everywhere a curve is read).
    enum Curve: String, CaseIterable {
        case easeInOut, easeIn, easeOut, linear
        case cssEaseInOut = "ease-in-out"
        case cssEaseIn = "ease-in"
        case cssEaseOut = "ease-out"

        var option: AnimationOptions {
            switch self {
            case .easeInOut, .cssEaseInOut: .curveEaseInOut
            case .easeIn, .cssEaseIn: .curveEaseIn
            case .easeOut, .cssEaseOut: .curveEaseOut
            case .linear: .curveLinear
            }
        }
    }

    let duration: TimeInterval
    /// Radians.
    let angle: CGFloat
    let scale: CGFloat
    let options: AnimationOptions

    init(arguments: AnimatorArguments) throws {
        duration = arguments.number("duration")
        angle = arguments.cgFloat("angle") * .pi / 180
        scale = arguments.cgFloat("scale")
        options = arguments.choice("curve", default: Curve.easeInOut).option
    }

    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    func animateTransition(using context: any ViewControllerContextTransitioning) {
        let container = context.containerView
        let fromVC = context.viewController(forKey: .from)
        let toVC = context.viewController(forKey: .to)
        let fromView = context.view(forKey: .from)
        let toView = context.view(forKey: .to)
        let dismissing = toVC != nil && fromVC?.presentingViewController === toVC
        let hidden = CGAffineTransform(rotationAngle: -angle).scaledBy(x: scale, y: scale)

        // The arriving view goes on top; a presenter coming back goes below the leaving view.
        if let toView, !dismissing || toView.window == nil {
            if dismissing { container.insertSubview(toView, at: 0) } else { container.addSubview(toView) }
            if let toVC, context.finalFrame(for: toVC) != .zero { toView.frame = context.finalFrame(for: toVC) }
        }
        let moving = dismissing ? fromView : toView
        let labels = moving.map(Self.labels(in:)) ?? []
        let labelAlphas = labels.map(\.alpha)
        let saved = moving.map { ($0.transform, $0.alpha) }

        if !dismissing, let moving {
            View.performWithoutAnimation {
                moving.transform = hidden
                moving.alpha = 0
                for label in labels { label.alpha = 0 }
            }
        }
        View.animate(
            withDuration: duration, delay: 0, options: options,
            animations: {
                if dismissing {
                    moving?.transform = hidden
                    moving?.alpha = 0
                } else if let saved {
                    moving?.transform = saved.0
                    moving?.alpha = saved.1
                }
            },
            completion: { _ in
                let completed = !context.transitionWasCancelled
                if let moving, let saved {
                    View.performWithoutAnimation {
                        moving.transform = saved.0
                        moving.alpha = saved.1
                        for (label, alpha) in zip(labels, labelAlphas) { label.alpha = alpha }
                    }
                }
                if completed, dismissing { fromView?.removeFromSuperview() }
                if !completed, !dismissing { toView?.removeFromSuperview() }
                context.completeTransition(completed)
            })
        if !dismissing {
            // Labels wait for the first half, then fade in over the second.
            View.animate(
                withDuration: duration / 2, delay: duration / 2, options: options,
                animations: {
                    for (label, alpha) in zip(labels, labelAlphas) { label.alpha = alpha }
                })
        }
    }

    /// Every `Label` in `view`'s subtree (not `view` itself), depth first.
    static func labels(in view: View) -> [Label] {
        view.subviews.flatMap { subview -> [Label] in
            let own = (subview as? Label).map { [$0] } ?? []
            return own + labels(in: subview)
        }
    }
}
