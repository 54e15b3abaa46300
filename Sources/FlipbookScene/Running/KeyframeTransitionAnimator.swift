import Flipbook
import Foundation

/// A declarative animator: the keyframe tracks of a scene document
/// (``SceneTransition/Animation/keyframes(_:)``) as a
/// `ViewControllerAnimatedTransitioning`.
///
/// - The to view (when the context gives one) is added on top of the
///   container at its final frame; the from view stays where it is.
/// - Each track animates its views' properties through its keyframes: view
///   *k* of a track runs from `delay + k * stagger` for the track's duration.
///   A property takes its value from when the transition starts up to the
///   first keyframe that sets it (a first keyframe at 0 applies from the very
///   start, as CSS `animation-fill-mode: both` does), then moves from keyframe
///   to keyframe along the segment's curve (the keyframe's own, else the
///   track's, else the transition's, else ease-in-out), and keeps the last
///   keyframe's value to the end. When two tracks set one property of one
///   view, the later track wins.
/// - `scale`, `rotation` and `translation` compose into the view's affine
///   transform as translate · rotate · scale.
/// - All of it runs as one `View.animateKeyframes` over the transition's
///   duration, sampled twice a frame, so a percent-driven interaction scrubs
///   it like any other animation; the values at frame times are exact.
/// - A cancelled transition puts every property it touched back.
@preconcurrency @MainActor
public final class KeyframeTransitionAnimator: ViewControllerAnimatedTransitioning {
    /// The document's tracks, each a view (or staggered views) and its keyframes.
    public let tracks: [KeyframeTrack]
    /// Seconds, > 0.
    public let duration: TimeInterval
    /// The curve of segments without their own, nil for ease-in-out.
    public let curve: TimingCurve?
    /// Frames per second of the clock: samples are taken twice a frame.
    public let fps: Double

    private var started = false

    /// - Throws: ``SceneRunError`` when a curve's CSS text does not parse.
    public init(tracks: [KeyframeTrack], duration: TimeInterval, curve: String?, fps: Double, file: String = "scene") throws {
        self.tracks = tracks
        self.duration = duration
        self.fps = fps > 0 && fps.isFinite ? fps : 60
        self.curve = try curve.map { try KeyframeTimeline.parseCurve($0, file: file) }
        for track in tracks {
            if let c = track.curve { _ = try KeyframeTimeline.parseCurve(c, file: file) }
            for k in track.keyframes { if let c = k.curve { _ = try KeyframeTimeline.parseCurve(c, file: file) } }
        }
    }

    public func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    public func animateTransition(using context: any ViewControllerContextTransitioning) {
        guard !started else { return }
        started = true
        let container = context.containerView
        let fromView = context.view(forKey: .from) ?? context.viewController(forKey: .from)?.viewIfLoaded
        let toView = context.view(forKey: .to) ?? context.viewController(forKey: .to)?.viewIfLoaded
        if let toView = context.view(forKey: .to), let toVC = context.viewController(forKey: .to) {
            if toView.superview !== container || container.subviews.last !== toView { container.addSubview(toView) }
            let final = context.finalFrame(for: toVC)
            if final != .zero { View.performWithoutAnimation { toView.frame = final } }
        }
        let timelines = KeyframeTimeline.make(
            tracks: tracks, fromRoot: fromView, toRoot: toView,
            defaultCurve: curve ?? .easeInOut)
        let saved = timelines.map { $0.save() }
        View.performWithoutAnimation { for t in timelines { t.apply(at: 0) } }
        let samples = KeyframeTimeline.sampleTimes(duration: duration, fps: fps, boundaries: timelines.flatMap(\.boundaries))
        let duration = self.duration
        // Linear time, so the sampled values land on their frame times.
        View.animateKeyframes(
            withDuration: duration, delay: 0,
            options: KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue),
            animations: {
                var previous = 0.0
                for time in samples where time > previous {
                    View.addKeyframe(withRelativeStartTime: previous / duration, relativeDuration: (time - previous) / duration) {
                        for t in timelines { t.apply(at: time) }
                    }
                    previous = time
                }
            },
            completion: { _ in
                let cancelled = context.transitionWasCancelled
                if cancelled { View.performWithoutAnimation { for s in saved { s() } } }
                context.completeTransition(!cancelled)
            })
    }

    public func animationEnded(_ transitionCompleted: Bool) { started = false }
}
