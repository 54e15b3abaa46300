import ArgumentParser
import FlipbookTestingCore
import FlipbookWorkflow
import Foundation

/// Options shared by `flipbook verify` and `flipbook record`: the scenes, where
/// the goldens and the failure artifacts live, which frames are pinned, the
/// shard, and machine output.
struct GoldenOptions: ParsableArguments {
    @Argument(
        help: ArgumentHelp(
            "Scene documents (YAML or JSON); each is checked against GOLDENS/<scene name>/.",
            valueName: "SCENE"))
    var scenes: [String] = []

    @Option(help: ArgumentHelp("The goldens folder: one folder per scene, named after the scene file.", valueName: "DIR"))
    var goldens: String?

    @Option(
        help: ArgumentHelp(
            "The frames pinned as pictures: N (N frames evenly spaced, first and last included), 'all', percents "
                + "such as 0%,50%,100% (the frame nearest each), every:N (frames 0, N, 2N... and the last) or "
                + "frames:I,J,... (those indices). record: default 0%,50%,100%; verify: default the sampling the "
                + "golden was recorded with.", valueName: "N|all|P%,..."))
    var sample: String?

    @Option(
        help: ArgumentHelp(
            "Where failure artifacts go (default $FLIPBOOK_ARTIFACTS, else .build/flipbook-artifacts).",
            valueName: "DIR"))
    var artifacts: String?

    @Option(
        help: ArgumentHelp(
            "verify: where to keep what was rendered for each failing scene, for 'flipbook accept' "
                + "(default ARTIFACTS/flipbook-candidates).", valueName: "DIR"))
    var candidates: String?

    @Option(
        help: ArgumentHelp(
            "Take only shard I of N (I from 1), the shards balanced by cost (frames x pixels); 'auto' reads "
                + "the shard from Bazel (TEST_SHARD_INDEX, TEST_TOTAL_SHARDS), a Kubernetes Indexed Job "
                + "(JOB_COMPLETION_INDEX with --shard-count), GitLab (CI_NODE_INDEX, CI_NODE_TOTAL), CircleCI "
                + "(CIRCLE_NODE_INDEX, CIRCLE_NODE_TOTAL) or Buildkite (BUILDKITE_PARALLEL_JOB, "
                + "BUILDKITE_PARALLEL_JOB_COUNT); no variable: every scene.",
            valueName: "I/N|auto"))
    var shard: String?

    @Option(
        help: ArgumentHelp(
            "With --shard auto on a Kubernetes Indexed Job: the number of shards (the Job's completions).",
            valueName: "N"))
    var shardCount: Int?

    @Option(
        help: ArgumentHelp(
            "Only this variant of scenes that list 'variants' (its name, such as iPhone-SE_dark); "
                + "each variant has its own golden, GOLDENS/<scene>@<variant>/.", valueName: "NAME"))
    var variant: String?

    @OptionGroup var input: SceneInputOptions
    var scale: Double? { input.scale }
    var plugins: [String] { input.plugins }

    @Flag(help: "Print a JSON summary on standard output instead of text (a shard result that 'flipbook merge' reads).")
    var json = false

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
                throw ValidationError(
                    "--sample frames:I,J,... needs frame indices (0 or more) separated by commas; got '\(text)'")
            }
            return .indices(list)
        }
        if let n = Int(value) {
            guard n >= 2 else {
                throw ValidationError("--sample \(n): sample at least 2 frames (the first and the last), or 'all'")
            }
            return .evenly(n)
        }
        let items = value.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        let percents = try items.map { item -> Double in
            guard item.hasSuffix("%"), let p = Double(item.dropLast()), p >= 0, p <= 100 else {
                throw ValidationError(
                    "--sample must be a number of frames, 'all', or percents such as 0%,50%,100%; "
                        + "'\(item)' is none of these")
            }
            return p / 100
        }
        return .percents(percents)
    }

    /// The sampling `record` uses: `--sample`, else ``defaultSampling``.
    var sampling: FrameSampling {
        get throws { try sample.map(Self.sampling) ?? GoldenRequest.defaultSampling }
    }

    /// `--sample`, when given (`verify` otherwise samples as each golden was recorded).
    var givenSampling: FrameSampling? {
        get throws { try sample.map(Self.sampling) }
    }

    /// The request these options make of ``GoldenRun``.
    /// - Throws: `ValidationError` for a bad `--sample`.
    var request: GoldenRequest {
        get throws {
            GoldenRequest(
                scenes: scenes, goldens: goldens ?? ".", sample: sample, sampling: try sampling,
                givenSampling: try givenSampling, artifacts: artifacts, candidates: candidates, shard: shard,
                shardCount: shardCount, variant: variant, scale: scale, plugins: plugins, json: json)
        }
    }
}
