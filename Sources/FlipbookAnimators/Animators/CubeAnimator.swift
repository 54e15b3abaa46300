import Flipbook
import Foundation

/// A 3-D cube turning about the vertical axis, the from screen on its front
/// face and the to screen on the next one, written as UIKit code writes it
/// with Core Animation:
///
/// - the container's `layer.sublayerTransform` gets the perspective
///   (`m34 = -1 / eyeDistance`);
/// - the two screens become faces of a view whose layer is a
///   ``TransformLayer`` (`layerClass`), so they stay in one 3-D scene: the
///   from face half the container's width towards the viewer, the to face
///   turned 90° about the y axis on the right (forward) or left (backward)
///   edge; `isDoubleSided` is false on both, so a face turned away is not drawn;
/// - one ``BasicAnimation`` of the cube layer's `transform` turns the cube by
///   90° about its centre, half the width behind the screen;
/// - a ``Transaction`` completion block puts the screens back into the view
///   tree and calls `completeTransition(!transitionWasCancelled)`.
///
/// The cube turns as one rigid body because its transform is a rotation
/// followed by a constant translation: Core Animation interpolates a
/// transform by its decomposition (translation, rotation, scale), so the
/// rotation angle moves evenly and the translation stays put. Animating each
/// face's own transform (a rotation about an axis behind the screen) instead
/// interpolates their translations in straight lines, and the faces come apart.
///
/// Both screens must be handed over by the context: a presentation that keeps
/// the presenter on screen gives no from view (`view(forKey: .from)` is nil,
/// as in UIKit), and then only the to face turns in. Present full screen (as
/// the gallery's cube scene does) for the whole cube. Behind the cube the
/// container shows ``backdrop``.
///
/// Driven interactively, the turn follows the transition's timeline (it is
/// added while the transition sets up): a scrub shows the played frame, and a
/// cancel turns the cube back before the completion block runs.
@preconcurrency @MainActor
public final class CubeAnimator: ViewControllerAnimatedTransitioning {
    /// A view whose layer is a transform layer (`CATransformLayer` as a
    /// `UIView`'s `layerClass`): its subviews' layers stay in 3-D.
    final class CubeView: View {
        override class var layerClass: AnyClass { TransformLayer.self }
    }

    /// Forward (the to view arrives), backward (the from view leaves) or `.auto`: backward for a dismissal.
    public let operation: TransitionOperation
    /// The viewer's distance from the screen, in points; positive.
    public let eyeDistance: CGFloat
    /// The container's colour while the cube turns.
    public let backdrop: Color
    /// The transition's duration in seconds.
    public let duration: TimeInterval
    /// The timing of the Core Animation animations (ease-in-ease-out by default).
    public let timingFunction: MediaTimingFunction

    /// A cube turn seen from `eyeDistance` points over `backdrop`; `duration` in seconds.
    public init(
        operation: TransitionOperation = .auto, eyeDistance: CGFloat = 500, backdrop: Color = .black,
        duration: TimeInterval = 0.6, timingFunction: MediaTimingFunction = MediaTimingFunction(name: .easeInEaseOut)
    ) {
        self.operation = operation
        self.eyeDistance = eyeDistance > 0 && eyeDistance.isFinite ? eyeDistance : 500
        self.backdrop = backdrop
        self.duration = duration.isFinite ? max(0, duration) : 0.6
        self.timingFunction = timingFunction
    }

    /// Under Reduce Motion the animator cross-dissolves instead (see ``ReducedMotionBehavior``).
    public var reducedMotionBehavior: ReducedMotionBehavior { .crossDissolve }
    /// The cross-dissolve running instead of the motion, under Reduce Motion.
    private var reducedMotionStandIn: FadeAnimator?

    public func animationEnded(_ transitionCompleted: Bool) {
        reducedMotionStandIn?.animationEnded(transitionCompleted)
        reducedMotionStandIn = nil
    }

    public func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    /// The cube's transform turned by `angle` radians: the rotation about the
    /// y axis, then half the `width` away from the viewer.
    public static func cubeTransform(angle: CGFloat, width: CGFloat) -> Transform3D {
        Transform3DRotate(Transform3DMakeTranslation(0, 0, -width / 2), angle, 0, 1, 0)
    }

    public func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
        if let standIn = ReducedMotionStandIn.make(duration: transitionDuration(using: transitionContext)) {
            reducedMotionStandIn = standIn
            return standIn.animateTransition(using: transitionContext)
        }
        let container = transitionContext.containerView
        let toVC = transitionContext.viewController(forKey: .to)
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        let forward = CoreAnimationSupport.isForward(operation, transitionContext)
        let width = container.bounds.width

        // Where each screen lives now, to put it back afterwards.
        struct Home {
            let superview: View?
            let index: Int
            let frame: CGRect
            let transform: Transform3D
            let doubleSided: Bool
        }
        func home(of view: View?) -> Home? {
            guard let view else { return nil }
            let index = view.superview?.subviews.firstIndex { $0 === view } ?? 0
            return Home(
                superview: view.superview, index: index, frame: view.frame,
                transform: view.layer.transform, doubleSided: view.layer.isDoubleSided)
        }
        let fromHome = home(of: fromView)
        let toHome = home(of: toView)
        let toFrame = CoreAnimationSupport.finalFrame(for: toVC, in: transitionContext)
        let fromFrame = fromView.map { view in view.superview.map { $0.convert(view.frame, to: container) } ?? view.frame }

        // The scene: perspective on the container, a transform layer holding the faces.
        let oldPerspective = container.layer.sublayerTransform
        let oldBackground = container.backgroundColor
        var perspective = Transform3D.identity
        perspective.m34 = -1 / eyeDistance
        container.layer.sublayerTransform = perspective
        if fromView != nil, toView != nil { container.backgroundColor = backdrop }
        let cube = CubeView(frame: container.bounds)
        container.addSubview(cube)
        if let fromView, let fromFrame {
            cube.addSubview(fromView)
            fromView.frame = fromFrame
            fromView.layer.isDoubleSided = false
            fromView.layer.transform = Transform3DMakeTranslation(0, 0, width / 2)
        }
        if let toView {
            cube.addSubview(toView)
            toView.frame = toFrame
            toView.layer.isDoubleSided = false
            toView.layer.transform =
                forward
                ? Transform3DRotate(Transform3DMakeTranslation(width / 2, 0, 0), .pi / 2, 0, 1, 0)
                : Transform3DRotate(Transform3DMakeTranslation(-width / 2, 0, 0), -.pi / 2, 0, 1, 0)
        }

        Transaction.begin()
        Transaction.setCompletionBlock {
            let completed = !transitionContext.transitionWasCancelled
            for (view, home) in [(fromView, fromHome), (toView, toHome)] {
                guard let view, let home else { continue }
                view.layer.transform = home.transform
                view.layer.isDoubleSided = home.doubleSided
                if let superview = home.superview {
                    superview.insertSubview(view, at: min(home.index, superview.subviews.count))
                    view.frame = home.frame
                } else if completed, view === toView {
                    container.addSubview(view)
                    view.frame = toFrame
                } else {
                    view.removeFromSuperview()
                }
            }
            if completed, let fromView, fromView.superview === container { fromView.removeFromSuperview() }
            cube.removeFromSuperview()
            container.layer.sublayerTransform = oldPerspective
            container.backgroundColor = oldBackground
            transitionContext.completeTransition(completed)
        }
        let start = Self.cubeTransform(angle: 0, width: width)
        let end = Self.cubeTransform(angle: forward ? -.pi / 2 : .pi / 2, width: width)
        cube.layer.transform = end
        let turn = BasicAnimation(keyPath: "transform")
        turn.fromValue = start
        turn.toValue = end
        turn.duration = transitionDuration(using: transitionContext)
        turn.timingFunction = timingFunction
        if turn.duration > 0 { cube.layer.add(turn, forKey: "cube") }
        Transaction.commit()
    }
}
