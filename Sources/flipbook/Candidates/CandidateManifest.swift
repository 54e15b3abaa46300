import FlipbookTestingCore
import Foundation

/// `candidate.json`: what `flipbook verify` rendered for a failing scene and
/// what it belongs to. `flipbook accept` promotes the candidate only when
/// the scene file still has these bytes, the golden is still the one
/// checked, and every file has the hash written here.
struct CandidateManifest: Codable, Equatable {
    /// The layout of this file; 1.
    var format = 1
    /// The scene's name: the golden's folder name.
    var scene: String
    /// The scene file's absolute path when verify ran.
    var scenePath: String
    /// `sha256:` and the SHA-256 of the scene file's bytes.
    var sceneHash: String
    /// The goldens folder checked (absolute).
    var goldens: String
    /// `sha256:` of the golden's manifest.json when verify ran; nil when there was no golden.
    var goldenManifestHash: String?
    /// `failed` or `missing`.
    var status: String
    /// Sampled frames that differed.
    var failingFrames: [Int]
    /// Each file of `golden/` and its `sha256:` hash.
    var files: [String: String]
    /// The Flipbook that rendered it.
    var flipbookVersion: String
    /// The failure report, when one was written.
    var report: String?

    static let fileName = "candidate.json"
    /// The folder holding the golden files (as `flipbook record` would write them).
    static let goldenFolder = "golden"
    /// The folder holding the diff pictures of failing frames.
    static let diffsFolder = "diffs"

    /// Sorted, pretty-printed JSON with a final newline.
    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }

    /// `sha256:` and the hex digest of `data`.
    static func hash(_ data: Data) -> String { "sha256:" + SHA256.hex(of: data) }
}
