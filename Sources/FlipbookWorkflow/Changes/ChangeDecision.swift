import FlipbookCairo
import FlipbookTestingCore
import Foundation

/// Whether `verify --changed-only` renders a scene, and why (`--explain`
/// prints the reason). A scene is skipped only when its golden exists, is
/// whole (the manifest reads, its trace and sampled frame files are there),
/// records an input fingerprint equal to the scene's, and was sampled as
/// `--sample` asks (when given): the same inputs draw the same frames.
package struct ChangeDecision {
    /// True: the scene is rendered and checked; false: it is skipped.
    package var render: Bool
    /// One sentence: why.
    package var reason: String

    /// The decision for scene `name` with inputs `fingerprint`, against `goldens`.
    /// - Parameter sampling: `--sample`, when given (as its ``FrameSampling`` description).
    package static func decide(name: String, fingerprint: InputFingerprint, goldens: URL, sampling: String?) -> ChangeDecision {
        let folder = goldens.appendingPathComponent(name)
        let url = folder.appendingPathComponent("manifest.json")
        guard FileManager.default.fileExists(atPath: url.path) else {
            return ChangeDecision(render: true, reason: "there is no golden at \(folder.path)")
        }
        guard let data = try? Data(contentsOf: url), let manifest = try? Diffing<FilmManifest>.manifest.fromData(data) else {
            return ChangeDecision(render: true, reason: "the golden's manifest cannot be read")
        }
        guard let recorded = manifest.inputs else {
            return ChangeDecision(
                render: true,
                reason: "the golden was recorded without an input fingerprint "
                    + "(flipbook record adds one to a golden that matches)")
        }
        let changes = fingerprint.changes(from: recorded)
        if !changes.isEmpty {
            return ChangeDecision(
                render: true, reason: "its inputs changed since the golden was recorded: " + changes.joined(separator: ", "))
        }
        if let sampling, let stored = manifest.sampling, stored != sampling {
            return ChangeDecision(render: true, reason: "--sample asks for \(sampling), the golden was sampled with \(stored)")
        }
        let files = manifest.sampledFrames.map(manifest.fileName(ofFrame:)) + ["trace.txt"]
        if let missing = files.first(where: { !FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) }) {
            return ChangeDecision(render: true, reason: "the golden file \(missing) is missing")
        }
        return ChangeDecision(
            render: false, reason: "its inputs match the golden's fingerprint \(InputFingerprint.short(recorded.digest))")
    }

    package init(render: Bool, reason: String) {
        self.render = render
        self.reason = reason
    }
}
