import FlipbookTestingCore
import Foundation

/// The files of a candidate's folder: `candidate.json` (the film's
/// ``FilmManifest`` with its ``FilmManifest/candidate`` part: what `flipbook
/// verify` rendered for a failing scene and what it belongs to), `golden/`
/// and `diffs/`. `flipbook accept` promotes the candidate only when the scene
/// file still has the bytes named there, the golden is still the one checked,
/// and every file has the hash written there.
package enum CandidateLayout {
    package static let fileName = "candidate.json"
    /// The folder holding the golden files (as `flipbook record` would write them).
    package static let goldenFolder = "golden"
    /// The folder holding the diff pictures of failing frames.
    package static let diffsFolder = "diffs"

    /// `sha256:` and the hex digest of `data`.
    package static func hash(_ data: Data) -> String { "sha256:" + SHA256.hex(of: data) }
}
