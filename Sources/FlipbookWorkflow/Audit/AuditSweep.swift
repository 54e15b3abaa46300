import Flipbook
import FlipbookScene
import FlipbookTestingCore
import Foundation

/// A scene's audit: the played run, the percents to visit (one per played
/// frame, so "played to p x duration" is a real frame), and the `FilmAudit`s
/// wired to the scene runner.
///
/// Two sweeps, because a paused property animator scrubs linearly (UIKit's
/// `scrubsLinearly`): `scrubMatchesPlay` compares the timeline scrubbed along
/// the curves with the played frames, and `cancelRetraces` compares the
/// cancel film with the frames a user scrubs through (UIKit's scrubbing).
@MainActor
package struct AuditSweep {
    /// The transition played by itself.
    package let played: Film
    /// Seconds from 0 % to 100 %.
    package let duration: Double
    /// For each sweep step, the played frame it matches.
    package let frames: [Int]
    /// False for built-in animations, child swaps and resizes: only the played frames are checked.
    package let scrubbable: Bool
    package let cancelFrom: Double
    /// The percents visited, ascending, the last 1.
    package let percents: [Double]
    /// The timeline audit (scrubbed along the curves against played) and the
    /// retrace audit (UIKit's scrubbing against the cancel film); one audit of
    /// the played frames when the transition cannot be scrubbed.
    package let audits: [FilmAudit]

    /// - Throws: ``SceneRunError`` when the scene does not run or its transition has no duration.
    /// The limits of the reduced-motion check; nil when it is not made.
    package let motion: FilmAudit.MotionLimits?

    package init(
        runner: SceneRunner, steps: Int?, cancelFrom: Double, tolerance: DiffTolerance, name: String,
        motion: FilmAudit.MotionLimits? = nil
    ) throws {
        let result = try runner.runPlayed()
        let film = result.film
        let fps = film.fps
        let duration = result.duration
        guard duration > 0, film.frames.count >= 2 else {
            throw SceneRunError(
                file: runner.fileName,
                problem: "the transition has no duration (\(film.frames.count) frame"
                    + "\(film.frames.count == 1 ? "" : "s")), so there is nothing to sweep")
        }
        // Every frame before the end, at its own percent; then 100 %, matched by the last (settled) frame.
        var percents: [Double] = []
        var frames: [Int] = []
        for frame in film.frames where frame.phase != .done {
            let previous = percents.last ?? -1
            guard let p = frame.percentComplete, p >= 0, p < 1, p > previous else { continue }
            percents.append(p)
            frames.append(frame.index)
        }
        percents.append(1)
        frames.append(film.frames.count - 1)
        if let steps, steps + 1 < percents.count {
            let picked = (0...steps).map { Int((Double($0) * Double(percents.count - 1) / Double(steps)).rounded()) }
            percents = picked.map { percents[$0] }
            frames = picked.map { frames[$0] }
        }
        let scrubbable = runner.supportsScrubbing
        let last = film.frames.count - 1
        let playedTree: @MainActor (Double) throws -> RenderTree = { t in
            if t >= duration - 1e-9 { return film.frames[last].tree }
            let index = Int((t * fps).rounded())
            guard index >= 0, index <= last, abs(Double(index) / fps - t) < 1e-6 else {
                throw SceneRunError(file: runner.fileName, problem: "no played frame at \(t) s (frames are 1/\(fps) s apart)")
            }
            return film.frames[index].tree
        }
        let settledTree = film.frames[last].tree
        if scrubbable {
            let cancelFilm = CancelFilm(runner: runner, from: cancelFrom)
            // The timeline: scrubbed along the curves, it must equal the played frames.
            var timeline = FilmAudit(
                name: name, duration: duration, scrubbed: { p in try runner.run(scrubbedTo: p, alongCurves: true) },
                played: playedTree, settled: { settledTree }, cancel: { try cancelFilm.film() },
                tolerance: tolerance, invariants: [.contentVisible, .alphaInRange, .endsSettled, .scrubMatchesPlay])
            // What the user scrubs through (UIKit's scrubbing): the cancel must pass back through it.
            var retrace = FilmAudit(
                name: name, duration: duration, scrubbed: { p in try runner.run(scrubbedTo: p) },
                cancel: { try cancelFilm.film() }, tolerance: tolerance, invariants: [.cancelRetraces])
            timeline.percents = percents
            retrace.percents = percents
            if let motion {
                timeline.invariants.insert(.reducedMotion)
                timeline.motionLimits = motion
            }
            audits = [timeline, retrace]
        } else {
            var played = FilmAudit(
                name: name, duration: duration, scrubbed: { p in try playedTree(p * duration) },
                settled: { settledTree }, tolerance: tolerance,
                invariants: [.contentVisible, .alphaInRange, .endsSettled])
            played.percents = percents
            if let motion {
                played.invariants.insert(.reducedMotion)
                played.motionLimits = motion
            }
            audits = [played]
        }
        self.played = film
        self.duration = duration
        self.frames = frames
        self.percents = percents
        self.scrubbable = scrubbable
        self.cancelFrom = cancelFrom
        self.motion = motion
    }

    /// Runs the audits; pictures of violations go under `artifacts`.
    package func run(artifacts: URL) -> AuditOutcome {
        var merged = AuditOutcome()
        for audit in audits {
            let result = audit.run(artifacts: artifacts)
            merged.framesChecked += result.framesChecked
            for v in result.violations where !merged.violations.contains(where: { $0.invariant == v.invariant }) {
                merged.violations.append(v)
            }
            if merged.error == nil { merged.error = result.error }
        }
        merged.violations.sort { ($0.percent, $0.frameIndex) < ($1.percent, $1.frameIndex) }
        return merged
    }

    /// Whether `invariant` was checked.
    package func checks(_ invariant: FilmAudit.Invariant) -> Bool {
        switch invariant {
        case .contentVisible, .alphaInRange, .endsSettled: return true
        case .scrubMatchesPlay, .cancelRetraces: return scrubbable
        case .reducedMotion: return motion != nil
        }
    }
}

/// The cancel run, made once and shared by the audits.
@MainActor
package final class CancelFilm {
    package let runner: SceneRunner
    package let from: Double
    private var cached: Film?

    package init(runner: SceneRunner, from: Double) {
        self.runner = runner
        self.from = from
    }

    package func film() throws -> Film {
        if let cached { return cached }
        let film = try runner.runCancelled(from: from).film
        cached = film
        return film
    }
}

/// The audits' results together: the first violation of each invariant, earliest first.
package struct AuditOutcome {
    package var framesChecked = 0
    package var violations: [FilmAuditViolation] = []
    /// A run threw: the audit could not finish.
    package var error: String?

    package var passed: Bool { violations.isEmpty && error == nil }
}
