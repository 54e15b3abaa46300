import Foundation

/// One animation added to a layer with `add(_:forKey:)`: the layer's own
/// copy, the clock it runs on, and what has been reported about it.
///
/// Times: the animation's `beginTime` is in its layer's time space. The
/// layer's time comes from a *base time*: the window clock, or, for an
/// animation added while an interactive transition set up its animations,
/// `clockAtAdd` plus the position of the transition's timeline since the
/// animation was added, so a scrub of the transition scrubs the animation.
@MainActor
final class AddedAnimation {
    let key: String?
    let animation: Animation
    /// The transition timeline's child that carries the animation, if bound to one.
    let timeline: AnimationTimeline?
    /// The window clock when the animation was added, in seconds.
    let clockAtAdd: Double
    /// The old picture of the layer, for a `Transition`.
    let snapshot: RenderNode?
    var hasStarted = false
    var hasStopped = false
    /// Tells the transactions that waited for this animation that it ended;
    /// nil once called. An animation that stays on its layer after it ends
    /// (`isRemovedOnCompletion` false) must not keep the transactions'
    /// completion blocks, and what they captured, alive.
    private var leave: (() -> Void)?

    init(
        key: String?, animation: Animation, timeline: AnimationTimeline?, clockAtAdd: Double,
        snapshot: RenderNode?, leaveTransactions: @escaping () -> Void
    ) {
        self.key = key
        self.animation = animation
        self.timeline = timeline
        self.clockAtAdd = clockAtAdd
        self.snapshot = snapshot
        self.leave = leaveTransactions
    }

    /// Tells the transactions that waited for this animation that it ended (once).
    func leaveTransactions() {
        let call = leave
        leave = nil
        call?()
    }

    /// The base time at window clock `now`: the clock, or the bound
    /// transition's position since the animation was added.
    func baseTime(now: Double) -> Double {
        guard let timeline else { return now }
        return clockAtAdd + timeline.position
    }
}
