import Foundation

/// Steps a window's timelines on every tick and runs what finished.
///
/// All positions are updated first, then the end callbacks run in the order
/// the timelines were made, so a completion block sees every animation of
/// the frame in place and may start new ones (they begin at this tick's time).
@MainActor
final class AnimationEngine {
    private(set) var roots: [AnimationTimeline] = []

    /// The clock time of the last tick; new timelines start here.
    private(set) var now: Double = 0

    /// Layers with explicit animations to start and stop as the clock
    /// moves, held weakly: a layer nobody else keeps goes away with its
    /// animations, as in Core Animation (a never-ending animation must not
    /// keep a removed layer alive).
    private var watched: [WeakLayer] = []
    private struct WeakLayer { weak var layer: Layer? }

    /// Steps `layer`'s explicit animations on every tick until they have all stopped.
    func watch(_ layer: Layer) {
        if !watched.contains(where: { $0.layer === layer }) { watched.append(WeakLayer(layer: layer)) }
    }

    func add(_ timeline: AnimationTimeline) {
        precondition(timeline.parent == nil, "only root timelines are stepped by the engine")
        roots.append(timeline)
    }

    /// The identities of the timelines still running (or paused, not yet
    /// ended) and of the explicit animations still running on layers: empty
    /// once nothing would move on a tick.
    var runningWork: Set<ObjectIdentifier> {
        var ids = Set(roots.lazy.filter { !$0.isRetired }.map { ObjectIdentifier($0) })
        for entry in watched {
            guard let layer = entry.layer else { continue }
            for added in layer.addedAnimations where !added.hasStopped { ids.insert(ObjectIdentifier(added)) }
        }
        return ids
    }

    /// The number of running animations, for tests and benchmarks.
    var animationCount: Int { roots.reduce(0) { $0 + count($1) } }

    private func count(_ t: AnimationTimeline) -> Int {
        t.animations.count { $0.isInstalled } + t.children.reduce(0) { $0 + count($1) }
    }

    func advance(to time: Double) {
        now = time
        var events: [(AnimationTimeline, ViewAnimatingPosition)] = []
        for t in roots where !t.isRetired {
            // Animations on layers whose time runs apart from the clock hold their timeline back.
            let clock = Layer.timingCustomized ? t.clockForEnd(now: time) : time
            if let end = t.advance(to: clock) { events.append((t, end)) }
            collectChildEvents(of: t, into: &events)
        }
        for t in roots where !t.isRetired { collectInterruptions(t, into: &events) }
        for (timeline, position) in events where !timeline.isRetired {
            // A completion that runs while a transition drives its timeline
            // (scrubbed, paused or running) starts its animations on that
            // transition's time, as animations added under a frozen container
            // layer run in that layer's time.
            if let capture = timeline.drivingCapture {
                capture.run { timeline.onReachEnd?(position) }
            } else {
                timeline.onReachEnd?(position)
            }
        }
        if !watched.isEmpty {
            for entry in watched { entry.layer?.stepAddedAnimations(now: time) }
            watched.removeAll { $0.layer?.hasRunningAddedAnimations != true }
        }
        prune()
    }

    /// Ends every child of `timeline` that has not ended yet (a transition
    /// finishing or cancelling ends all the animations it drove).
    func endChildren(of timeline: AnimationTimeline, at position: ViewAnimatingPosition) {
        // Collect first (deepest first), fire, then prune once: pruning releases a
        // retired timeline's children, which must all have been ended by then.
        var order: [AnimationTimeline] = []
        func collect(_ t: AnimationTimeline) {
            for child in t.children where !child.isRetired {
                collect(child)
                order.append(child)
            }
        }
        collect(timeline)
        for child in order where !child.isRetired { child.onReachEnd?(position) }
        prune()
    }

    private func collectChildEvents(of t: AnimationTimeline, into events: inout [(AnimationTimeline, ViewAnimatingPosition)]) {
        for child in t.children where !child.isRetired {
            // A phase that ends before the transition does also ends when a
            // scrub reaches it (in a frozen layer's time an animation ends when
            // `timeOffset` passes its end), so what its completion starts
            // follows the scrub; an animation that lasts the whole transition
            // ends only as the transition finishes or cancels, so `update(1)`
            // leaves the transition interactive.
            if !child.repeats, child.position >= child.cycleLength, !child.hasReportedEnd,
                t.isMoving || child.endsBeforeItsRoot
            {
                child.hasReportedEnd = true
                events.append((child, .end))
            }
            collectChildEvents(of: child, into: &events)
        }
    }

    private func collectInterruptions(_ t: AnimationTimeline, into events: inout [(AnimationTimeline, ViewAnimatingPosition)]) {
        if t.endsWhenReplaced, !t.animations.isEmpty, !t.hasReportedEnd, t.animations.allSatisfy({ !$0.isInstalled }) {
            t.hasReportedEnd = true
            events.append((t, .current))
        }
        for child in t.children where !child.isRetired { collectInterruptions(child, into: &events) }
    }

    private func prune() {
        for t in roots where t.isRetired { t.releaseReferences() }
        roots.removeAll { $0.isRetired }
        for t in roots { pruneChildren(t) }
    }

    private func pruneChildren(_ t: AnimationTimeline) {
        for c in t.children where c.isRetired { c.releaseReferences() }
        t.children.removeAll { $0.isRetired }
        for c in t.children { pruneChildren(c) }
    }

    /// A window that goes away mid-animation takes its timelines with it.
    /// Its layer tree goes with it, and UIKit calls the completion of an
    /// animation removed before its end with `finished == false`
    /// (https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:):
    /// "whether or not the animations actually finished before the
    /// completion handler was called"), so each `View.animate` block that
    /// had not ended runs its completion so, here, once, innermost first.
    /// Then the timelines' references to animations and completion blocks
    /// are cut, so nothing (views, controllers, the window) stays alive in a cycle.
    isolated deinit {
        var unended: [AnimationTimeline] = []
        func collect(_ t: AnimationTimeline) {
            for child in t.children { collect(child) }
            if !t.isRetired { unended.append(t) }
        }
        for t in roots { collect(t) }
        for t in unended { t.onAbandon?() }
        for t in roots { t.releaseReferences() }
        watched = []
    }
}
