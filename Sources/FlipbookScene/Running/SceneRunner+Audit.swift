import Flipbook
import Foundation

/// The runs an audit needs (`flipbook audit`, `FilmAudit`): the transition
/// played by itself, scrubbed to a percent, and cancelled part way.
///
/// Each is a fresh run of a copy of the document whose interaction is
/// replaced; the document's own interaction script (percent or touches) is
/// not used.
///
/// | run | interaction |
/// | --- | --- |
/// | ``runPlayed()`` | none: the transition plays from 0 % to 100 % by itself |
/// | ``run(scrubbedTo:alongCurves:)`` | a percent-driven interaction, `update(p)` at frame 0, held there |
/// | ``runCancelled(from:)`` | `update(p)` at frame 0, `cancel()` at frame 1 |
///
/// A paused property animator scrubs linearly by default, as in UIKit
/// (`scrubsLinearly`): a transition run by the one the animator offers
/// (`interruptibleAnimator(using:)`) then shows, scrubbed to p, each value at
/// p of the way, not at its curve's value for `p * duration`. Pass
/// `alongCurves: true` to ``run(scrubbedTo:alongCurves:)`` to scrub along the
/// curves instead, so that the scrubbed frame shows the timeline as the
/// played frame does.
extension SceneRunner {
    /// Whether the transition can be driven by a percent interaction: it has
    /// an `animator` or `keyframes` (the built-in animations cannot be driven,
    /// as in UIKit) and is not a child swap or a resize.
    public var supportsScrubbing: Bool {
        switch document.transition.kind {
        case .child, .resize, .layout: return false
        case .present, .dismiss, .push, .pop, .tab:
            if case .builtIn = document.transition.animation { return false }
            return true
        }
    }

    /// The transition played by itself (the document's interaction removed):
    /// frame `i` is at `i / fps` seconds, up to the frame at which it is done.
    /// - Throws: what ``run(sink:)`` throws.
    public func runPlayed() throws -> Result {
        var copy = document
        copy.interaction = nil
        return try sibling(copy).run()
    }

    /// The render tree of the transition started interactively and scrubbed
    /// to `percent` (`updateInteractiveTransition(percent)`), one frame after
    /// the update, while it is still interactive.
    /// - Parameters:
    ///   - percent: in 0...1.
    ///   - alongCurves: make the transition's property animator scrub along
    ///     its curve (`scrubsLinearly = false`); false keeps UIKit's default.
    /// - Throws: ``SceneRunError`` for a percent outside 0...1, a transition
    ///   that cannot be scrubbed (``supportsScrubbing``), or one that does
    ///   not reach `percent`; what ``run(sink:)`` throws.
    public func run(scrubbedTo percent: Double, alongCurves: Bool = false) throws -> RenderTree {
        try checkScrubbable(percent)
        let runner = sibling(scripted([.update(percent: percent, at: 0)]), scrubbing: alongCurves)
        return try withVariantSettings {
            let (_, window, stage) = try runner.start()
            window.tick()
            let state = stage.state.filmState(at: window.time)
            guard state.phase == .interactive, let reached = state.percentComplete, abs(reached - percent) < 1e-6 else {
                throw SceneRunError(
                    file: fileName,
                    problem: "scrubbing to \(format(percent)) left the transition "
                        + "\(state.phase.rawValue) at \(state.percentComplete.map(format) ?? "no percent")")
            }
            return window.renderTree()
        }
    }

    /// The transition started interactively, scrubbed to `percent` at frame
    /// 0 and cancelled at frame 1 (`cancelInteractiveTransition()`, with the
    /// document's completion speed and curve): its frames run back to 0 %.
    /// - Parameter percent: in 0...1.
    /// - Throws: as ``run(scrubbedTo:alongCurves:)``.
    public func runCancelled(from percent: Double) throws -> Result {
        try checkScrubbable(percent)
        let frame = 1 / document.canvas.fps
        return try sibling(scripted([.update(percent: percent, at: 0), .cancel(at: frame, velocity: nil)])).run()
    }

    private func checkScrubbable(_ percent: Double) throws {
        guard percent >= 0, percent <= 1 else {
            throw SceneRunError(file: fileName, problem: "cannot scrub to \(percent): a percent is in 0...1")
        }
        guard supportsScrubbing else {
            throw SceneRunError(
                file: fileName,
                problem: "a \(document.transition.kind.rawValue) transition "
                    + ([.child, .resize, .layout].contains(document.transition.kind)
                        ? "" : "with the built-in animation ") + "cannot be scrubbed",
                hint: "give it an 'animator' or 'keyframes' to drive it by percent")
        }
    }

    /// A copy of the document driven by a percent script of `steps`, keeping
    /// the document's completion speed and curve.
    private func scripted(_ steps: [PercentScript.Step]) -> SceneDocument {
        var script = PercentScript(steps: steps)
        if case let .percent(own)? = document.interaction {
            script.completionSpeed = own.completionSpeed
            script.completionCurve = own.completionCurve
        }
        var copy = document
        copy.interaction = .percent(script)
        return copy
    }

    private func sibling(_ document: SceneDocument, scrubbing: Bool = false) -> SceneRunner {
        let runner = SceneRunner(document: document, registry: registry, fileName: fileName, imageDecoder: imageDecoder)
        runner.scrubsAlongCurves = scrubbing
        return runner
    }
}
