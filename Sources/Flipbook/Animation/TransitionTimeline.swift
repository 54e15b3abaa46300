import Foundation

/// The one timeline a transition's animations live on, and the controls an
/// interactive transition needs: place it at a percent (scrub), pause, play,
/// and run it to the end or back to the start along a completion curve.
///
/// Animations made while ``capture(_:)`` runs (by `View.animate`, property
/// animators and alongside blocks) follow this timeline, so one scrub moves
/// all of them; each still applies its own curve to the timeline's position.
/// When the timeline reaches an end, every animation on it ends too and its
/// completion runs, then `onEnd` is called. After a cancel, ``restore()``
/// puts every property the transition touched back to its earlier value.
@preconcurrency @MainActor
public final class TransitionTimeline {
    /// Seconds from 0 % to 100 %.
    public let duration: Double
    private let timeline: AnimationTimeline
    private let captured: AnimationCapture
    private weak var window: Window?
    /// Called once when the timeline reaches 100 % (`.end`) or 0 % (`.start`) on its own.
    public var onEnd: ((ViewAnimatingPosition) -> Void)?

    /// A paused timeline at 0 %, driven by `window`'s clock.
    public init(duration: Double, window: Window) {
        self.duration = max(0, duration.isFinite ? duration : 0)
        self.window = window
        timeline = AnimationTimeline(duration: self.duration)
        captured = AnimationCapture(timeline: timeline)
        timeline.capture = captured
        timeline.onReachEnd = { [weak self] position in self?.reached(position) }
        window.animationEngine.add(timeline)
    }

    /// Runs `body` so that the animations it makes join this timeline. With
    /// `adoptingTimelines` false they keep their own timelines (a property
    /// animator that is driven by itself) and only the values from before
    /// are remembered for ``restore()``.
    public func capture(adoptingTimelines: Bool = true, _ body: () -> Void) {
        captured.run(adoptingTimelines: adoptingTimelines, body)
    }

    /// How far along, 0...1 (the position divided by the duration).
    public var percentComplete: Double {
        duration > 0 ? min(1, max(0, timeline.position / duration)) : (timeline.position > 0 ? 1 : 0)
    }

    /// True while the timeline moves by itself (playing, finishing or cancelling).
    public var isMoving: Bool { timeline.isMoving }

    /// Places the paused timeline at `percent` (clamped to 0...1) of its duration.
    public func update(_ percent: Double) {
        timeline.pause()
        timeline.place(at: min(1, max(0, percent)) * duration)
    }

    /// Stops the timeline where it is.
    public func pause() {
        guard let window, timeline.isMoving else { return }
        _ = timeline.advance(to: window.clock.time)
        timeline.pause()
    }

    /// Plays from where it is to the end at normal speed.
    public func play() {
        guard let window else { return }
        timeline.play(at: window.clock.time)
    }

    /// Runs to 100 % over `(1 - p) * duration / speed` seconds along `curve`;
    /// returns that run time in seconds.
    @discardableResult
    public func finish(speed: Double = 1, curve: TimingCurve = .linear) -> Double {
        run(to: duration, speed: speed, curve: curve)
    }

    /// Runs back to 0 % over `p * duration / speed` seconds along `curve`;
    /// returns that run time in seconds.
    @discardableResult
    public func cancel(speed: Double = 1, curve: TimingCurve = .linear) -> Double {
        run(to: 0, speed: speed, curve: curve)
    }

    private func run(to target: Double, speed: Double, curve: TimingCurve) -> Double {
        guard let window else { return 0 }
        let s = speed.isFinite && speed > 0 ? speed : 1
        let distance = abs(target - min(duration, max(0, timeline.position)))
        timeline.seek(to: target, over: distance / s, curve: curve, now: window.clock.time)
        if distance == 0 {
            // Already there: end on the next tick, as a run of zero length would.
            window.performOnNextTick { [weak self] in
                guard let self, !self.timeline.isRetired else { return }
                self.reached(target > 0 ? .end : .start)
            }
        }
        return distance / s
    }

    private func reached(_ position: ViewAnimatingPosition) {
        guard position != .current, !timeline.isRetired else { return }
        timeline.isRetired = true
        window?.animationEngine.endChildren(of: timeline, at: position)
        onEnd?(position)
    }

    /// Puts every property changed during ``capture(adoptingTimelines:_:)``
    /// back to its value from before, without animation.
    public func restore() { captured.restoreOriginals() }

    /// True once the timeline has reached an end or was abandoned.
    var hasEnded: Bool { timeline.isRetired }

    /// Ends the timeline where it is without calling `onEnd`: its animations
    /// end at `position` (their completions run) and it leaves the engine.
    func abandon(at position: ViewAnimatingPosition) {
        guard !timeline.isRetired else { return }
        timeline.pause()
        timeline.isRetired = true
        window?.animationEngine.endChildren(of: timeline, at: position)
    }
}
