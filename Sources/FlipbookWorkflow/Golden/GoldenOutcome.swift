import Flipbook
import FlipbookTestingCore
import Foundation

/// What checking (or recording) one scene gave.
package struct GoldenOutcome {
    package enum Status: String {
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

    package var scene: GoldenScene
    package var status: Status
    package var frameCount = 0
    package var sampledFrames: [Int] = []
    /// The sampling used, as a `--sample` value.
    package var sampling: String?
    /// The sampling used.
    package var usedSampling: FrameSampling?
    /// verify, while checking a scene that failed: the film and the verification, to keep a candidate.
    package var film: Film?
    package var verification: FilmstripVerification?
    /// Sampled frames that differ beyond the tolerance.
    package var failingFrames: [Int] = []
    package var message = ""
    /// `--explain`: why the scene was rendered or skipped.
    package var explanation: String?
    /// What the scene threw when it could not run (status `.error`).
    package var error: (any Error)?
    package var report: URL?
    package var contactSheet: URL?
    package var acceptCommand: String?
    /// verify: where what was rendered for a failing scene was kept, and the command that promotes it.
    package var candidate: URL?
    package var candidateCommand: String?
    /// Golden PNG files decoded (none when every frame's pixel hash matched).
    package var decodedGoldenFrames = 0
    /// Wall-clock seconds spent on the scene (to the millisecond).
    package var seconds: Double?
    /// The scene's cost, frames x pixels (see ``SceneCost``), which shards are balanced by.
    package var cost: Int?

    /// The scene's entry in `verify --json` and `record --json`.
    package var record: Record {
        Record(
            name: scene.name, scene: scene.path, status: status.rawValue, frameCount: frameCount, sampledFrames: sampledFrames,
            failingFrames: failingFrames, message: message.isEmpty ? nil : message, report: report?.path,
            contactSheet: contactSheet?.path, accept: acceptCommand, candidate: candidate?.path,
            acceptCandidate: candidateCommand,
            decodedGoldenFrames: [.passed, .failed, .unchanged, .refreshed].contains(status) ? decodedGoldenFrames : nil,
            sample: sampling, explain: explanation, seconds: seconds, cost: cost)
    }

    /// One scene of a ``GoldenRunReport``; absent fields are not written.
    package struct Record: Codable, Equatable {
        package var name: String
        /// The scene file's path as given.
        package var scene: String
        /// A ``Status`` raw value.
        package var status: String
        package var frameCount: Int
        package var sampledFrames: [Int]
        package var failingFrames: [Int]
        package var message: String?
        /// The failure report's path.
        package var report: String?
        package var contactSheet: String?
        /// The command that re-records the golden.
        package var accept: String?
        /// The candidate's folder, and the command that promotes it.
        package var candidate: String?
        package var acceptCandidate: String?
        /// Golden PNG files decoded (for the statuses that compare).
        package var decodedGoldenFrames: Int?
        /// The sampling used, as a `--sample` value.
        package var sample: String?
        /// `--explain`'s reason.
        package var explain: String?
        /// Wall-clock seconds spent on the scene.
        package var seconds: Double?
        /// Frames x pixels, which shards are balanced by.
        package var cost: Int?

        package init(
            name: String, scene: String, status: String, frameCount: Int, sampledFrames: [Int], failingFrames: [Int],
            message: String? = nil, report: String? = nil, contactSheet: String? = nil, accept: String? = nil,
            candidate: String? = nil, acceptCandidate: String? = nil, decodedGoldenFrames: Int? = nil,
            sample: String? = nil, explain: String? = nil, seconds: Double? = nil, cost: Int? = nil
        ) {
            self.name = name
            self.scene = scene
            self.status = status
            self.frameCount = frameCount
            self.sampledFrames = sampledFrames
            self.failingFrames = failingFrames
            self.message = message
            self.report = report
            self.contactSheet = contactSheet
            self.accept = accept
            self.candidate = candidate
            self.acceptCandidate = acceptCandidate
            self.decodedGoldenFrames = decodedGoldenFrames
            self.sample = sample
            self.explain = explain
            self.seconds = seconds
            self.cost = cost
        }
    }
}
