import Flipbook
import Foundation

/// A perspective flip about the vertical axis through each view's centre.
///
/// The whole turn is 180° spread over progress `p = curve(t / duration)`:
/// while `p < 0.5` the from view turns from 0 to 90° (`180° · p`), then the
/// to view turns from −90° to 0 (`−180° · (1 − p)`), each as
/// `perspective · rotation` with `m34 = −1 / eyeDistance`. Only the view
/// facing the viewer is visible: the to view's alpha is 0 until `p` reaches
/// 0.5 and the from view's is 0 after it, so a view's back never shows and
/// the two halves never cross in depth (both views are edge-on at the switch).
///
/// Both views turn only when the transition hands the animator both: a
/// presentation that keeps the presenter's view on screen (over full screen,
/// a custom style) gives no from view (`view(forKey: .from)` is nil, as in
/// UIKit), so only the to view turns in, over the unmoving presenter.
/// Present full screen (as the gallery's flip scene does) for the whole flip.
///
/// `direction` says which edge comes toward the viewer first: `left` (the
/// left edge rises, as UIKit's `.transitionFlipFromLeft`) or `right`. A
/// backward run (a dismissal) turns the other way, so it undoes the forward one.
///
/// The turn is laid down as keyframes at every 1/32 of the duration (and at
/// the switch), each an exact rotation; between keyframes the matrices are
/// interpolated. It has no interruptible property animator.
public final class FlipAnimator: StandardAnimator {
    /// Which edge comes toward the viewer first.
    public enum Direction: String, CaseIterable, Sendable {
        /** The left edge rises first (UIKit's `.transitionFlipFromLeft`), or the right edge does. */
        case left, right
    }

    /// Forward (the to view arrives), backward (the from view leaves) or `.auto`: backward for a dismissal.
    public let operation: TransitionOperation
    /// Which edge comes toward the viewer first going forward; the backward run turns the other way.
    public let direction: Direction
    /// The viewer's distance from the screen, in points; positive.
    public let eyeDistance: CGFloat
    /// Keyframes per transition (at equal times, plus the switch).
    static let keyframeCount = 32

    /// A flip about the vertical axis, with the viewer `eyeDistance` points away; `duration` in seconds.
    public init(
        operation: TransitionOperation = .auto, direction: Direction = .right, eyeDistance: CGFloat = 1000,
        duration: TimeInterval = 0.75, curve: TimingCurve = .easeInOut
    ) {
        self.operation = operation
        self.direction = direction
        self.eyeDistance = eyeDistance > 0 && eyeDistance.isFinite ? eyeDistance : 1000
        super.init(duration: duration, curve: curve)
    }

    /// The transform of a view turned `angle` radians about its vertical axis, seen in perspective.
    public func transform(angle: CGFloat) -> Transform3D {
        Transform3D.perspective(eyeDistance: eyeDistance).rotated(by: angle, x: 0, y: 1, z: 0)
    }

    /// The signed angles, in radians, of the from and to views at progress `p`.
    public func angles(progress p: Double, forward: Bool) -> (from: CGFloat, to: CGFloat) {
        let sign: CGFloat = (direction == .left) == forward ? 1 : -1
        let half = CGFloat.pi / 2
        return (sign * min(half, .pi * CGFloat(p)), -sign * min(half, .pi * CGFloat(1 - p)))
    }

    /// The first time fraction at which the curve reaches 0.5 (the switch).
    func switchTime() -> Double {
        var previous = 0.0
        for i in 1...1000 {
            let t = Double(i) / 1000
            if curve.value(at: t) >= 0.5 {
                var lo = previous
                var hi = t
                for _ in 0..<50 {
                    let mid = (lo + hi) / 2
                    if curve.value(at: mid) >= 0.5 { hi = mid } else { lo = mid }
                }
                return hi
            }
            previous = t
        }
        return 1
    }

    override var usesPropertyAnimator: Bool { false }

    override func startKeyframes(_ run: TransitionRun) {
        let forward = run.resolve(operation) == .forward
        if forward { run.placeToViewOnTop() } else { run.placeToViewBelow() }
        let fromView = run.fromView
        let toView = run.toView
        let toAlpha = toView?.alpha ?? 1
        let toTransform = toView?.transform3D ?? .identity
        let start = angles(progress: 0, forward: forward)
        View.performWithoutAnimation {
            toView?.alpha = 0
            toView?.transform3D = transform(angle: start.to)
            fromView?.transform3D = transform(angle: start.from)
        }
        run.onFinish { completed in
            if completed { View.performWithoutAnimation { toView?.transform3D = toTransform } }
        }
        let switchAt = switchTime()
        var times = (1...Self.keyframeCount).map { Double($0) / Double(Self.keyframeCount) }
        if !times.contains(switchAt) { times.append(switchAt) }
        times.sort()
        // The keyframes sample `curve` themselves, so they run in linear time.
        View.animateKeyframes(
            withDuration: duration, delay: 0,
            options: KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue),
            animations: {
                var previous = 0.0
                for t in times {
                    let a = angles(progress: curve.value(at: t), forward: forward)
                    View.addKeyframe(withRelativeStartTime: previous, relativeDuration: t - previous) {
                        fromView?.transform3D = transform(angle: a.from)
                        toView?.transform3D = transform(angle: a.to)
                    }
                    previous = t
                }
                View.addKeyframe(withRelativeStartTime: switchAt, relativeDuration: 1e-6) {
                    toView?.alpha = toAlpha
                    fromView?.alpha = 0
                }
            }, completion: { _ in run.finish() })
    }
}
