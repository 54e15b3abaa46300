import Flipbook
import FlipbookTestingCore
import Foundation

/// What `flipbook audit` prints: one line per invariant, and for a broken one
/// the first violating frame (of the played film, or of the cancel film),
/// what is wrong, and the pictures.
@MainActor
struct AuditReport {
    let scene: String
    let sweep: AuditSweep
    let result: AuditOutcome
    /// How pictures were compared, as given to `--tolerance` (`exact` by default).
    let tolerance: String

    /// Where a violation is: the played frame of a sweep step, or the cancel film's frame.
    func location(_ violation: FilmAuditViolation) -> (film: String, frame: Int) {
        let inCancelFilm = violation.invariant == .cancelRetraces || violation.message.hasPrefix("cancel film")
        if inCancelFilm { return ("cancel", violation.frameIndex) }
        let step = violation.frameIndex
        return ("played", step >= 0 && step < sweep.frames.count ? sweep.frames[step] : step)
    }

    func text() -> String {
        var lines = ["audit \(scene): \(sweep.percents.count) percents over \(FilmTrace.fixed(sweep.duration, 3)) s, "
                     + "\(result.framesChecked) frames checked, pictures compared \(tolerance)"
                     + (sweep.scrubbable ? "" : " (the transition cannot be scrubbed: played frames only)")]
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
            lines.append("VIOLATED \(label)at \(film == "cancel" ? "cancel film " : "")frame \(frame) "
                         + "(\(FilmTrace.fixed(v.percent * 100, 1)) %): \(v.message)")
            if let url = v.frameFile { lines.append("  picture:   \(url.path)") }
            if let url = v.referenceFile { lines.append("  reference: \(url.path)") }
            if let url = v.diffFile { lines.append("  diff:      \(url.path)") }
        }
        if let error = result.error { lines.append("the audit stopped: \(error)") }
        return lines.joined(separator: "\n")
    }

    func json() throws -> String {
        var invariants: [[String: Any]] = []
        for invariant in FilmAudit.Invariant.allCases where invariant != .reducedMotion || sweep.motion != nil {
            var entry: [String: Any] = ["name": invariant.rawValue]
            if !sweep.checks(invariant) {
                entry["status"] = "skipped"
            } else if let v = result.violations.first(where: { $0.invariant == invariant }) {
                let (film, frame) = location(v)
                entry["status"] = "violated"
                entry["film"] = film
                entry["frame"] = frame
                entry["percent"] = v.percent
                entry["message"] = v.message
                if let url = v.frameFile { entry["picture"] = url.path }
                if let url = v.referenceFile { entry["reference"] = url.path }
                if let url = v.diffFile { entry["diff"] = url.path }
            } else {
                entry["status"] = "ok"
            }
            invariants.append(entry)
        }
        var object: [String: Any] = ["scene": scene, "duration": sweep.duration, "percents": sweep.percents,
                                     "framesChecked": result.framesChecked, "passed": result.passed,
                                     "scrubbable": sweep.scrubbable, "invariants": invariants, "tolerance": tolerance]
        if let error = result.error { object["error"] = error }
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self)
    }
}
