import ArgumentParser
import FlipbookCairo
import FlipbookWorkflow
import Foundation

/// `flipbook accept [SCENE...] [--failed] --goldens DIR`: promotes what
/// `verify` rendered for failing scenes to their goldens, without rendering again.
struct AcceptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "accept",
        abstract: "Promotes the candidates verify kept for failing scenes to goldens, without rendering again.",
        discussion: """
            For each scene that fails, 'flipbook verify' keeps what it rendered in CANDIDATES/NAME/ \
            (the golden files as 'flipbook record' would write them, the diff pictures and candidate.json). \
            'accept' checks that each candidate is whole (every file has the hash candidate.json records), \
            that the scene file still has the bytes it was rendered from and that the golden is still the \
            one verify checked, then replaces the golden files (manifest.json, trace.txt, frame-NNNN.png) of \
            every accepted scene as one change: on any error, no golden changes. Other files in a golden's \
            folder are left alone. Accepted candidates are removed. \
            Exit status: 0 accepted, 2 bad input (no candidate, a damaged candidate, a candidate of other \
            scene input or of an older golden).
            """)

    @Argument(
        help: ArgumentHelp(
            "Scene documents whose candidates to accept (the candidate of NAME.yaml is CANDIDATES/NAME/).",
            valueName: "SCENE"))
    var scenes: [String] = []

    @Flag(help: "Accept every scene that has a candidate (of the scenes given, or all when none are given).")
    var failed = false

    @Option(help: ArgumentHelp("The goldens folder the candidates were checked against.", valueName: "DIR"))
    var goldens: String?

    @Option(help: ArgumentHelp("Where verify kept the candidates (default ARTIFACTS/flipbook-candidates).", valueName: "DIR"))
    var candidates: String?

    @Option(
        help: ArgumentHelp(
            "The artifacts folder verify used (default $FLIPBOOK_ARTIFACTS, else .build/flipbook-artifacts).",
            valueName: "DIR"))
    var artifacts: String?

    @Flag(help: "Print a JSON summary on standard output instead of text.")
    var json = false

    func validate() throws {
        guard !scenes.isEmpty || failed else {
            throw ValidationError("name the scenes to accept, or pass --failed to accept every candidate")
        }
        guard let goldens, !goldens.isEmpty else { throw ValidationError("--goldens DIR is required: the folder of the goldens") }
        if let candidates, candidates.isEmpty { throw ValidationError("--candidates must name a folder") }
        if let artifacts, artifacts.isEmpty { throw ValidationError("--artifacts must name a folder") }
    }

    func run() throws {
        let store = CandidateStore(folder: CandidateStore.root(candidates: candidates, artifacts: artifacts))
        let goldensURL = URL(fileURLWithPath: goldens!).standardizedFileURL
        let loader = CandidateLoader(store: store, goldens: goldensURL)

        // Which scenes, by name, with the scene file to check each against.
        var chosen: [(name: String, path: String?)] = []
        if scenes.isEmpty {
            chosen = loader.names().map { ($0, nil) }
        } else {
            var seen: [String: String] = [:]
            for path in scenes {
                let name = (URL(fileURLWithPath: path).lastPathComponent as NSString).deletingPathExtension
                guard !name.isEmpty, !name.hasPrefix(".") else {
                    throw CLIError.badInput("\(path) does not name a scene file (its name may not start with a dot)")
                }
                if let other = seen[name] {
                    throw CLIError.badInput(
                        "\(path) and \(other) have the same name '\(name)' and would share one golden; rename one")
                }
                seen[name] = path
                if failed && !loader.exists(name) { continue }
                chosen.append((name, path))
            }
        }
        guard !chosen.isEmpty else {
            throw CLIError.coded(
                "FB-ACCEPT-NO-CANDIDATE",
                "no candidates to accept in \(store.folder.path): verify keeps one "
                    + "only for a scene that fails; run flipbook verify first")
        }
        let (checked, removalProblems) = try CandidateAcceptance(loader: loader).accept(chosen)

        if json {
            let accepted = checked.map {
                Report.Accepted(
                    name: $0.manifest.scene, golden: goldensURL.appendingPathComponent($0.manifest.scene).path,
                    frames: $0.frameCount, files: $0.files)
            }
            print(try Report(goldens: goldensURL.path, candidates: store.folder.path, accepted: accepted).text())
        } else {
            for candidate in checked {
                let name = candidate.manifest.scene
                print(
                    "accepted   \(name) (\(candidate.frameCount) frame\(candidate.frameCount == 1 ? "" : "s"), "
                        + "was \(candidate.manifest.status)) into \(goldensURL.appendingPathComponent(name).path)")
            }
            print("accepted \(checked.count) scene\(checked.count == 1 ? "" : "s") into \(goldensURL.path)")
        }
        for problem in removalProblems {
            StandardError.write("flipbook: note: the accepted candidate stays: \(problem)\n")
        }
    }

    /// `accept --json`: the goldens written.
    struct Report: JSONReport {
        var format = "flipbook-accept"
        var version = 1
        var command = "accept"
        var goldens: String
        var candidates: String
        var accepted: [Accepted]

        struct Accepted: Encodable {
            var name: String
            /// The golden's folder.
            var golden: String
            /// Sampled frames.
            var frames: Int
            /// The golden's files.
            var files: [String]
        }
    }
}
