import ArgumentParser
import FlipbookTestingCore
import Foundation

/// Options shared by `flipbook verify` and `flipbook record`: the scenes, where
/// the goldens and the failure artifacts live, which frames are pinned, the
/// shard, and machine output.
struct GoldenOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("Scene documents (YAML or JSON); each is checked against GOLDENS/<scene name>/.",
                                 valueName: "SCENE"))
    var scenes: [String] = []

    @Option(help: ArgumentHelp("The goldens folder: one folder per scene, named after the scene file.", valueName: "DIR"))
    var goldens: String?

    @Option(help: ArgumentHelp(
        "The frames pinned as pictures: N (N frames evenly spaced, first and last included), 'all', percents "
            + "such as 0%,50%,100% (the frame nearest each), every:N (frames 0, N, 2N... and the last) or "
            + "frames:I,J,... (those indices). record: default 0%,50%,100%; verify: default the sampling the "
            + "golden was recorded with.", valueName: "N|all|P%,..."))
    var sample: String?

    @Option(help: ArgumentHelp("Where failure artifacts go (default $FLIPBOOK_ARTIFACTS, else .build/flipbook-artifacts).",
                               valueName: "DIR"))
    var artifacts: String?

    @Option(help: ArgumentHelp("verify: where to keep what was rendered for each failing scene, for 'flipbook accept' "
                                   + "(default ARTIFACTS/flipbook-candidates).", valueName: "DIR"))
    var candidates: String?

    @Option(help: ArgumentHelp("Take only shard I of N (I from 1), the shards balanced by cost (frames x pixels); 'auto' reads "
                                   + "the shard from Bazel (TEST_SHARD_INDEX, TEST_TOTAL_SHARDS), a Kubernetes Indexed Job "
                                   + "(JOB_COMPLETION_INDEX with --shard-count), GitLab (CI_NODE_INDEX, CI_NODE_TOTAL), CircleCI "
                                   + "(CIRCLE_NODE_INDEX, CIRCLE_NODE_TOTAL) or Buildkite (BUILDKITE_PARALLEL_JOB, "
                                   + "BUILDKITE_PARALLEL_JOB_COUNT); no variable: every scene.",
                               valueName: "I/N|auto"))
    var shard: String?

    @Option(help: ArgumentHelp("With --shard auto on a Kubernetes Indexed Job: the number of shards (the Job's completions).",
                               valueName: "N"))
    var shardCount: Int?

    @Option(help: ArgumentHelp("Only this variant of scenes that list 'variants' (its name, such as iPhone-SE_dark); "
                                   + "each variant has its own golden, GOLDENS/<scene>@<variant>/.", valueName: "NAME"))
    var variant: String?

    @OptionGroup var input: SceneInputOptions
    var scale: Double? { input.scale }
    var plugins: [String] { input.plugins }

    @Flag(help: "Print a JSON summary on standard output instead of text (a shard result that 'flipbook merge' reads).")
    var json = false

    /// The frames a golden pins by default: the film's first, middle and last
    /// by percent, as the gallery's golden frames.
    static let defaultSampling = FrameSampling.percents([0, 0.5, 1])

    func validate() throws {
        guard !scenes.isEmpty else { throw ValidationError("name at least one scene document") }
        guard let goldens, !goldens.isEmpty else { throw ValidationError("--goldens DIR is required: the folder of the goldens") }
        if let sample { _ = try Self.sampling(sample) }
        if let artifacts, artifacts.isEmpty { throw ValidationError("--artifacts must name a folder") }
        if let candidates, candidates.isEmpty { throw ValidationError("--candidates must name a folder") }
    }

    /// The sampling of `--sample`.
    static func sampling(_ text: String) throws -> FrameSampling {
        let value = text.trimmingCharacters(in: .whitespaces)
        if value.lowercased() == "all" { return .all }
        if value.lowercased().hasPrefix("every:") {
            guard let n = Int(value.dropFirst("every:".count).trimmingCharacters(in: .whitespaces)), n >= 1 else {
                throw ValidationError("--sample every:N needs a step N of 1 or more; got '\(text)'")
            }
            return .every(n)
        }
        if value.lowercased().hasPrefix("frames:") {
            let items = value.dropFirst("frames:".count).split(separator: ",", omittingEmptySubsequences: false)
            let list = items.compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
            guard !list.isEmpty, list.count == items.count, list.allSatisfy({ $0 >= 0 }) else {
                throw ValidationError("--sample frames:I,J,... needs frame indices (0 or more) separated by commas; got '\(text)'")
            }
            return .indices(list)
        }
        if let n = Int(value) {
            guard n >= 2 else { throw ValidationError("--sample \(n): sample at least 2 frames (the first and the last), or 'all'") }
            return .evenly(n)
        }
        let items = value.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        let percents = try items.map { item -> Double in
            guard item.hasSuffix("%"), let p = Double(item.dropLast()), p >= 0, p <= 100 else {
                throw ValidationError("--sample must be a number of frames, 'all', or percents such as 0%,50%,100%; "
                                      + "'\(item)' is none of these")
            }
            return p / 100
        }
        return .percents(percents)
    }

    /// The sampling `record` uses: `--sample`, else ``defaultSampling``.
    var sampling: FrameSampling {
        get throws { try sample.map(Self.sampling) ?? Self.defaultSampling }
    }

    /// `--sample`, when given (`verify` otherwise samples as each golden was recorded).
    var givenSampling: FrameSampling? {
        get throws { try sample.map(Self.sampling) }
    }

    /// `sampling` as a `--sample` value that reads back as the same sampling:
    /// `all`, `N` (evenly), `P%,...` (each percent with the fewest digits that
    /// read back exactly), `every:N`, `frames:I,J,...`.
    static func sampleText(_ sampling: FrameSampling) -> String {
        switch sampling {
        case .all: return "all"
        case .evenly(let n): return String(n)
        case .every(let n): return "every:\(n)"
        case .indices(let list): return "frames:" + list.map(String.init).joined(separator: ",")
        case .percents(let list): return list.map { percentText($0) + "%" }.joined(separator: ",")
        }
    }

    /// `p` (in 0...1) times 100, with the fewest significant digits whose value divided by 100 is `p` again.
    static func percentText(_ p: Double) -> String {
        for digits in 1...17 {
            var text = String(format: "%.\(digits)g", p * 100)
            if text.contains("e") { continue }
            if text.contains(".") {
                while text.hasSuffix("0") { text.removeLast() }
                if text.hasSuffix(".") { text.removeLast() }
            }
            if let value = Double(text), value / 100 == p { return text }
        }
        return String(p * 100)
    }

    /// A `--scale` value as typed: `2`, `1.5`.
    static func scaleText(_ scale: Double) -> String {
        scale == scale.rounded() ? String(Int(scale)) : String(scale)
    }

    /// The artifacts root: `--artifacts`, else `$FLIPBOOK_ARTIFACTS`, else `.build/flipbook-artifacts`,
    /// relative paths from the current folder.
    func artifactsRoot(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let path = artifacts ?? environment["FLIPBOOK_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 } ?? ".build/flipbook-artifacts"
        return URL(fileURLWithPath: path).standardizedFileURL
    }

    /// The exact command that records `scene`'s golden as these options and
    /// `sampling` (the sampling used: `--sample`, or the golden's) shaped it:
    /// the goldens folder, the sampling, `--scale` and every `--plugin`, so
    /// that running it re-records the golden that was checked. (The tolerance
    /// options only loosen `verify`'s comparison; `record` always compares
    /// exactly and stores the trace.)
    func recordCommand(scene: String, sampling: FrameSampling) -> String {
        var words = ["flipbook", "record", scene, "--goldens", goldens ?? "."]
        words += ["--sample", sample ?? Self.sampleText(sampling)]
        if let scale { words += ["--scale", Self.scaleText(scale)] }
        for plugin in plugins { words += ["--plugin", plugin] }
        return words.map(ShellQuote.word).joined(separator: " ")
    }

    /// The command that promotes `scene`'s candidate: the goldens folder, and
    /// the candidates or artifacts folder when one was given.
    func acceptCommand(scene: String) -> String {
        var words = ["flipbook", "accept", scene, "--goldens", goldens ?? "."]
        if let candidates { words += ["--candidates", candidates] } else if let artifacts { words += ["--artifacts", artifacts] }
        return words.map(ShellQuote.word).joined(separator: " ")
    }
}

/// Quoting for commands printed for the user to paste into a POSIX shell.
enum ShellQuote {
    /// `word` as is when it has only safe characters, otherwise in single quotes.
    static func word(_ word: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:,%+@")
        if !word.isEmpty, word.allSatisfy({ safe.contains($0) }) { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
