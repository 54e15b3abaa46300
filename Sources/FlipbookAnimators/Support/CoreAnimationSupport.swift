import Flipbook
import Foundation

/// What the Core Animation animators (``CircularRevealAnimator``,
/// ``MorphAnimator``, ``CubeAnimator``, ``LoadingAnimator``) share. They are written as UIKit
/// transition code is written (explicit layer animations, a transaction
/// whose completion block completes the transition), so they do not use
/// ``TransitionRun``; these are the few decisions they would otherwise repeat.
@MainActor
enum CoreAnimationSupport {
    /// True when the transition dismisses the from controller: the to
    /// controller presented it, directly or up a chain of presentations.
    static func isDismissal(_ context: any ViewControllerContextTransitioning) -> Bool {
        guard let to = context.viewController(forKey: .to) else { return false }
        var presenter = context.viewController(forKey: .from)?.presentingViewController
        while let p = presenter {
            if p === to { return true }
            presenter = p.presentingViewController
        }
        return false
    }

    /// True when `operation` runs forward here (`.auto`: backward for a dismissal).
    static func isForward(_ operation: TransitionOperation, _ context: any ViewControllerContextTransitioning) -> Bool {
        switch operation {
        case .forward: true
        case .backward: false
        case .auto: !isDismissal(context)
        }
    }

    /// The frame `view` ends at: the context's final frame for `controller`,
    /// or the container's bounds when the context gives none.
    static func finalFrame(for controller: ViewController?, in context: any ViewControllerContextTransitioning) -> CGRect {
        let frame = controller.map { context.finalFrame(for: $0) } ?? .zero
        return frame == .zero ? context.containerView.bounds : frame
    }

    /// Puts the to view in the container: on top when presenting; below the
    /// from view when it is uncovered and not in the container yet (then it
    /// returns true: the caller takes it out again on a cancel). Views it
    /// places get their final frame.
    @discardableResult
    static func place(
        _ toView: View?, of toVC: ViewController?, above fromView: View?, presenting: Bool,
        in container: View, _ context: any ViewControllerContextTransitioning
    ) -> Bool {
        guard let toView else { return false }
        var added = false
        if presenting {
            container.addSubview(toView)
        } else if toView.superview == nil {
            if let fromView, fromView.superview === container {
                container.insertSubview(toView, belowSubview: fromView)
            } else {
                container.insertSubview(toView, at: 0)
            }
            added = true
        }
        if presenting || added { toView.frame = finalFrame(for: toVC, in: context) }
        return added
    }

    /// The view of the first element with `id` in `screen` (depth first),
    /// nil for an empty id or when there is none.
    static func element(_ id: String, in screen: View?) -> View? {
        guard !id.isEmpty, let screen else { return nil }
        return screen.view(withIdentifier: id)
    }

    /// The media timing function with `curve`'s control points: linear and
    /// cubic Bezier curves only (a `CAMediaTimingFunction` is a cubic Bezier).
    static func timingFunction(_ curve: TimingCurve) -> MediaTimingFunction? {
        if curve == .linear { return MediaTimingFunction(name: .linear) }
        guard let p = curve.controlPoints else { return nil }
        return MediaTimingFunction(controlPoints: Float(p.x1), Float(p.y1), Float(p.x2), Float(p.y2))
    }

    /// The `curve` argument as a media timing function, or the registry's error.
    static func timingFunction(_ arguments: AnimatorArguments, _ name: String = "curve") throws -> MediaTimingFunction {
        let curve = arguments.curve(name)
        guard let function = timingFunction(curve) else {
            throw AnimatorRegistryError.invalidValue(
                animator: arguments.animatorName, parameter: name, value: arguments.string(name),
                reason:
                    "this animator runs Core Animation animations, whose timing function is a cubic Bezier: use linear, ease, ease-in, ease-out, ease-in-out or cubic-bezier(...)"
            )
        }
        return function
    }

    /// A point written `x,y` (points; spaces allowed), nil for empty text,
    /// or the registry's error.
    static func point(_ arguments: AnimatorArguments, _ name: String) throws -> CGPoint? {
        let text = arguments.string(name).trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return nil }
        let parts = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite else {
            throw AnimatorRegistryError.invalidValue(
                animator: arguments.animatorName, parameter: name, value: text,
                reason: "a point is written x,y in container points, e.g. 40,300")
        }
        return CGPoint(x: x, y: y)
    }

    /// A `.number` parameter that must be a whole number (a count), or the registry's error.
    static func wholeNumber(_ arguments: AnimatorArguments, _ name: String) throws -> Int {
        let value = arguments.number(name)
        guard value == value.rounded(), abs(value) < 1e9 else {
            throw AnimatorRegistryError.invalidValue(
                animator: arguments.animatorName, parameter: name, value: "\(value)",
                reason: "a count is a whole number, e.g. 12")
        }
        return Int(value)
    }

    /// The media timing parameter every Core Animation animator has, in place of ``CommonParameters/curve``.
    static let curve = AnimatorParameter(
        "curve", .curve, default: "ease-in-out",
        "timing function: linear, ease, ease-in, ease-out, ease-in-out, cubic-bezier(...) or a UIKit name (no steps or springs)")
}
