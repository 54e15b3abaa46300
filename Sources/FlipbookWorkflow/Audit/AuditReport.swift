import Flipbook
import FlipbookTestingCore
import Foundation

/// What `flipbook audit` prints: one line per invariant, and for a broken one
/// the first violating frame (of the played film, or of the cancel film),
/// what is wrong, and the pictures.
@MainActor
package struct AuditReport {
    package let scene: String
    package let sweep: AuditSweep
    package let result: AuditOutcome
    /// How pictures were compared, as given to `--tolerance` (`exact` by default).
    package let tolerance: String

    /// Where a violation is: the played frame of a sweep step, or the cancel film's frame.
    package func location(_ violation: FilmAuditViolation) -> (film: String, frame: Int) {
        let inCancelFilm = violation.invariant == .cancelRetraces || violation.message.hasPrefix("cancel film")
        if inCancelFilm { return ("cancel", violation.frameIndex) }
        let step = violation.frameIndex
        return ("played", step >= 0 && step < sweep.frames.count ? sweep.frames[step] : step)
    }

    package func text() -> String {
        var lines = [
            "audit \(scene): \(sweep.percents.count) percents over \(FilmTrace.fixed(sweep.duration, 3)) s, "
                + "\(result.framesChecked) frames checked, pictures compared \(tolerance)"
                + (sweep.scrubbable ? "" : " (the transition cannot be scrubbed: played frames only)")
        ]
        for invariant in FilmAudit.Invariant.allCases where invariant != .reducedMotion || sweep.motion != nil {
            let label = invariant.rawValue.padding(toLength: 17, withPad: " ", startingAt: 0)
            guard sweep.checks(invariant) else {
                lines.append("skipped  \(label)")
                continue
            }
            guard let v = result.violations.first(where: { $0.invariant == invariant }) else {
                lines.append("ok       \(label)")
                continue
            }
            let (film, frame) = location(v)
            lines.append(
                "VIOLATED \(label)at \(film == "cancel" ? "cancel film " : "")frame \(frame) "
                    + "(\(FilmTrace.fixed(v.percent * 100, 1)) %): \(v.message)")
            if let url = v.frameFile { lines.append("  picture:   \(url.path)") }
            if let url = v.referenceFile { lines.append("  reference: \(url.path)") }
            if let url = v.diffFile { lines.append("  diff:      \(url.path)") }
        }
        if let error = result.error { lines.append("the audit stopped: \(error)") }
        return lines.joined(separator: "\n")
    }

    package func json() throws -> String {
        var invariants: [JSON.Invariant] = []
        for invariant in FilmAudit.Invariant.allCases where invariant != .reducedMotion || sweep.motion != nil {
            var entry = JSON.Invariant(name: invariant.rawValue, status: "ok")
            if !sweep.checks(invariant) {
                entry.status = "skipped"
            } else if let v = result.violations.first(where: { $0.invariant == invariant }) {
                let (film, frame) = location(v)
                entry.status = "violated"
                entry.film = film
                entry.frame = frame
                entry.percent = v.percent
                entry.message = v.message
                entry.picture = v.frameFile?.path
                entry.reference = v.referenceFile?.path
                entry.diff = v.diffFile?.path
            }
            invariants.append(entry)
        }
        return try JSON(
            scene: scene, duration: sweep.duration, percents: sweep.percents, framesChecked: result.framesChecked,
            passed: result.passed, scrubbable: sweep.scrubbable, invariants: invariants, tolerance: tolerance,
            error: result.error
        ).text()
    }

    /// `audit --json`.
    package struct JSON: JSONReport {
        package var format = "flipbook-audit"
        package var version = 1
        package var scene: String
        /// Seconds of the transition swept.
        package var duration: Double
        /// The percents (0...1) the sweep stopped at.
        package var percents: [Double]
        package var framesChecked: Int
        package var passed: Bool
        /// False when the transition cannot be scrubbed (played frames only).
        package var scrubbable: Bool
        package var invariants: [Invariant]
        /// `--tolerance` as given.
        package var tolerance: String
        /// Why the audit stopped early.
        package var error: String?

        /// One invariant: `ok`, `skipped` or `violated` (then where, and the pictures).
        package struct Invariant: Encodable {
            package var name: String
            package var status: String
            /// `played` or `cancel`.
            package var film: String?
            package var frame: Int?
            package var percent: Double?
            package var message: String?
            package var picture: String?
            package var reference: String?
            package var diff: String?
        }
    }

    package init(scene: String, sweep: AuditSweep, result: AuditOutcome, tolerance: String) {
        self.scene = scene
        self.sweep = sweep
        self.result = result
        self.tolerance = tolerance
    }
}
