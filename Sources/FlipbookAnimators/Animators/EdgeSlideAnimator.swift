import Flipbook
import Foundation

/// Views sliding across an edge: the animator behind `push`, `pop`, `cover`,
/// `uncover` and `slide`.
///
/// With the container's extent along the edge `E` (its width for a side edge,
/// its height for top or bottom) and `d` the displacement that moves a view
/// fully past the edge (`(E, 0)` for the right edge), at progress
/// `p = curve(t / duration)`:
///
/// | operation | top view | bottom view | dimming over the bottom view |
/// | --- | --- | --- | --- |
/// | forward (push, cover) | to: `final + d (1 − p)` | from: `start − parallax · d · p` | `dimming · p` |
/// | backward (pop, uncover) | from: `start + d · p` | to: `final − parallax · d (1 − p)` | `dimming (1 − p)` |
///
/// `slide` is parallax 1 with no dimming: the two views move together. A top
/// view casts an edge shadow of `shadowOpacity` (0: none) toward the bottom
/// view during the transition. The dimming view is black and covers the
/// container, between the two views.
public final class EdgeSlideAnimator: StandardAnimator {
    /// Forward or backward; `auto` resolves to backward for a dismissal.
    public let operation: TransitionOperation
    /// The edge the top view enters by going forward (and leaves by going backward); trailing by default.
    public let edge: TransitionEdge
    /// The layout direction that resolves `leading` and `trailing` to physical edges.
    public let layoutDirection: LayoutDirection
    /// The fraction, 0...1, of the extent that the bottom view moves.
    public let parallax: CGFloat
    /// The dimming's alpha, 0...1, when the bottom view is fully covered.
    public let dimming: CGFloat
    /// The top view's shadow opacity, 0...1; 0 draws no shadow.
    public let shadowOpacity: CGFloat
    /// The shadow's blur radius, in points.
    public let shadowRadius: CGFloat

    /// A slide across `edge` with parallax, dimming and an edge shadow; `duration` in seconds.
    public init(
        operation: TransitionOperation = .forward, edge: TransitionEdge = .trailing,
        layoutDirection: LayoutDirection = .leftToRight, parallax: CGFloat = 0.3, dimming: CGFloat = 0.25,
        shadowOpacity: CGFloat = 0.3, shadowRadius: CGFloat = 10,
        duration: TimeInterval = 0.5, curve: TimingCurve = .easeInOut
    ) {
        self.operation = operation
        self.edge = edge
        self.layoutDirection = layoutDirection
        self.parallax = min(1, max(0, parallax))
        self.dimming = min(1, max(0, dimming))
        self.shadowOpacity = min(1, max(0, shadowOpacity))
        self.shadowRadius = max(0, shadowRadius)
        super.init(duration: duration, curve: curve)
    }

    override func prepare(_ run: TransitionRun, _ animator: ViewPropertyAnimator) {
        let forward = run.resolve(operation) == .forward
        let d = edge.offset(in: run.container.bounds, direction: layoutDirection)
        let top = forward ? run.toView : run.fromView
        let bottom = forward ? run.fromView : run.toView
        if forward { run.placeToViewOnTop() } else { run.placeToViewBelow() }
        var dimmingView: View?
        if dimming > 0 {
            let view = run.makeDimmingView()
            run.insert(view, above: bottom, below: top)
            view.alpha = forward ? 0 : dimming
            dimmingView = view
        }
        if let top, shadowOpacity > 0 {
            top.layer.shadowColor = .black
            top.layer.shadowOpacity = Float(shadowOpacity)
            top.layer.shadowRadius = shadowRadius
            top.layer.shadowOffset = .zero
        }
        let topStart = forward ? run.toFinalFrame.offsetBy(d) : run.fromInitialFrame
        let topEnd = forward ? run.toFinalFrame : run.fromInitialFrame.offsetBy(d)
        let bottomStart = forward ? run.fromInitialFrame : run.toFinalFrame.offsetBy(d, times: -parallax)
        let bottomEnd = forward ? run.fromInitialFrame.offsetBy(d, times: -parallax) : run.toFinalFrame
        View.performWithoutAnimation {
            top?.frame = topStart
            bottom?.frame = bottomStart
        }
        let dimming = self.dimming
        animator.addAnimations {
            top?.frame = topEnd
            if self.parallax > 0 { bottom?.frame = bottomEnd }
            dimmingView?.alpha = forward ? dimming : 0
        }
    }
}

extension EdgeSlideAnimator {
    /// The parameters of `push` and `pop` (and, with other defaults, `cover` and `uncover`).
    static func parameters(
        edge: TransitionEdge, parallax: Double?, dimming: Double, shadow: Double,
        duration: Double, operation: Bool
    ) -> [AnimatorParameter] {
        var list = [CommonParameters.duration(duration), CommonParameters.curve]
        if operation { list.append(CommonParameters.operation) }
        list += [CommonParameters.edge(edge), CommonParameters.layoutDirection]
        if let parallax {
            list.append(
                AnimatorParameter(
                    "parallax", .number(0...1), default: .number(parallax),
                    "fraction of the extent the lower view moves (0.3: 30 %)"))
        }
        if dimming >= 0 {
            list.append(
                AnimatorParameter(
                    "dimming", .number(0...1), default: .number(dimming),
                    "alpha of the black dimming over the lower view when fully covered"))
        }
        if shadow >= 0 {
            list.append(
                AnimatorParameter(
                    "shadowOpacity", .number(0...1), default: .number(shadow),
                    "opacity of the upper view's edge shadow; 0 disables it"))
            list.append(
                AnimatorParameter("shadowRadius", .number(0...100), default: 10, "blur radius of the edge shadow, points"))
        }
        return list
    }

    /// Makes the animator from registry arguments; absent parameters take `fixed` values.
    convenience init(_ args: AnimatorArguments, operation: TransitionOperation, parallax: CGFloat? = nil) {
        self.init(
            operation: args["operation"] == nil ? operation : args.choice("operation", default: operation),
            edge: args.edge("edge"), layoutDirection: args.choice("layoutDirection", default: .leftToRight),
            parallax: parallax ?? args.cgFloat("parallax"),
            dimming: args["dimming"] == nil ? 0 : args.cgFloat("dimming"),
            shadowOpacity: args["shadowOpacity"] == nil ? 0 : args.cgFloat("shadowOpacity"),
            shadowRadius: args["shadowRadius"] == nil ? 0 : args.cgFloat("shadowRadius"),
            duration: args.number("duration"), curve: args.curve("curve"))
    }
}
