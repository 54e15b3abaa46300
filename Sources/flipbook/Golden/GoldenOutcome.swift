import Flipbook
import FlipbookTestingCore
import Foundation

/// What checking (or recording) one scene gave.
struct GoldenOutcome {
    enum Status: String {
        /// verify: every check passed.
        case passed
        /// verify: something differs.
        case failed
        /// verify: there is no golden.
        case missing
        /// record: a new golden was written.
        case recorded
        /// record: the golden differed and was rewritten.
        case rerecorded
        /// record: the golden matched; only its manifest was rewritten, to add the
        /// pixel hashes or the input fingerprint it lacked.
        case refreshed
        /// record: the golden already matched; nothing was written.
        case unchanged
        /// The scene could not run or be checked (bad input).
        case error
        /// verify --changed-only: its inputs match its golden's fingerprint; not rendered.
        case skipped
    }

    var scene: GoldenScene
    var status: Status
    var frameCount = 0
    var sampledFrames: [Int] = []
    /// The sampling used, as a `--sample` value.
    var sampling: String?
    /// The sampling used.
    var usedSampling: FrameSampling?
    /// verify, while checking a scene that failed: the film and the verification, to keep a candidate.
    var film: Film?
    var verification: FilmstripVerification?
    /// Sampled frames that differ beyond the tolerance.
    var failingFrames: [Int] = []
    var message = ""
    /// `--explain`: why the scene was rendered or skipped.
    var explanation: String?
    /// What the scene threw when it could not run (status `.error`).
    var error: (any Error)?
    var report: URL?
    var contactSheet: URL?
    var acceptCommand: String?
    /// verify: where what was rendered for a failing scene was kept, and the command that promotes it.
    var candidate: URL?
    var candidateCommand: String?
    /// Golden PNG files decoded (none when every frame's pixel hash matched).
    var decodedGoldenFrames = 0
    /// Wall-clock seconds spent on the scene (to the millisecond).
    var seconds: Double?
    /// The scene's cost, frames x pixels (see ``SceneCost``), which shards are balanced by.
    var cost: Int?

    var json: [String: Any] {
        var object: [String: Any] = ["name": scene.name, "scene": scene.path, "status": status.rawValue,
                                     "frameCount": frameCount, "sampledFrames": sampledFrames, "failingFrames": failingFrames]
        if !message.isEmpty { object["message"] = message }
        if let report { object["report"] = report.path }
        if let contactSheet { object["contactSheet"] = contactSheet.path }
        if let acceptCommand { object["accept"] = acceptCommand }
        if let candidate { object["candidate"] = candidate.path }
        if let candidateCommand { object["acceptCandidate"] = candidateCommand }
        if [.passed, .failed, .unchanged, .refreshed].contains(status) { object["decodedGoldenFrames"] = decodedGoldenFrames }
        if let sampling { object["sample"] = sampling }
        if let explanation { object["explain"] = explanation }
        if let seconds { object["seconds"] = seconds }
        if let cost { object["cost"] = cost }
        return object
    }
}
