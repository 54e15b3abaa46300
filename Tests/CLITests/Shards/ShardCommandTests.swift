import Foundation
import Testing

/// `verify --shard I/N` and `--shard auto`: which scenes each shard takes, read
/// from each CI system's variables, balanced by cost; bad shards exit 2 and write nothing.
@Suite struct ShardCommandTests {
    /// Five scenes of different costs with their goldens: (name, width, height, duration).
    static let sizes: [(String, Int, Int, Double)] = [
        ("a", 40, 30, 1.0), ("b", 20, 20, 0.5), ("c", 60, 40, 0.8), ("d", 30, 30, 0.3), ("e", 50, 20, 1.2),
    ]

    /// A folder with the scenes of ``sizes`` and their goldens in `goldens/`.
    func recordedScenes() throws -> (folder: URL, paths: [String], goldens: String) {
        let folder = try cliScratch()
        var paths: [String] = []
        for (name, width, height, duration) in Self.sizes {
            let url = folder.appendingPathComponent("\(name).yaml")
            try costedScene(width: width, height: height, duration: duration).write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let goldens = folder.appendingPathComponent("goldens").path
        let record = try CLI.run(["record"] + paths + ["--goldens", goldens], environment: ShardVariables.environment())
        #expect(record.status == 0, "\(record.stderr)")
        return (folder, paths, goldens)
    }

    /// Runs verify with `extra` arguments and `variables`; returns the scenes of its JSON summary.
    func shardNames(
        _ scenes: (folder: URL, paths: [String], goldens: String), _ extra: [String],
        _ variables: [String: String] = [:]
    ) throws -> [String] {
        let run = try CLI.run(
            ["verify"] + scenes.paths + ["--goldens", scenes.goldens, "--json"] + extra,
            environment: ShardVariables.environment(variables))
        #expect(run.status == 0, "\(extra) \(variables): \(run.stderr)")
        return sceneNames(try jsonObject(run.stdout))
    }

    @Test func autoReadsEachSystemsVariablesAsTheExplicitShard() throws {
        let scenes = try recordedScenes()
        defer { try? FileManager.default.removeItem(at: scenes.folder) }
        let explicit = try (1...3).map { try shardNames(scenes, ["--shard", "\($0)/3"]) }
        #expect(explicit.flatMap { $0 }.sorted() == Self.sizes.map(\.0), "3 shards cover every scene exactly once: \(explicit)")
        #expect(explicit.allSatisfy { !$0.isEmpty })
        let status = scenes.folder.appendingPathComponent("bazel-status").path
        for i in 1...3 {
            let systems: [(String, [String], [String: String])] = [
                ("Bazel", [], ["TEST_SHARD_INDEX": "\(i - 1)", "TEST_TOTAL_SHARDS": "3", "TEST_SHARD_STATUS_FILE": status]),
                ("Kubernetes", ["--shard-count", "3"], ["JOB_COMPLETION_INDEX": "\(i - 1)"]),
                ("GitLab", [], ["CI_NODE_INDEX": "\(i)", "CI_NODE_TOTAL": "3"]),
                ("CircleCI", [], ["CIRCLE_NODE_INDEX": "\(i - 1)", "CIRCLE_NODE_TOTAL": "3"]),
                ("Buildkite", [], ["BUILDKITE_PARALLEL_JOB": "\(i - 1)", "BUILDKITE_PARALLEL_JOB_COUNT": "3"]),
            ]
            for (system, arguments, variables) in systems {
                #expect(
                    try shardNames(scenes, ["--shard", "auto"] + arguments, variables) == explicit[i - 1], "\(system), shard \(i)"
                )
            }
        }
        #expect(FileManager.default.fileExists(atPath: status), "Bazel's TEST_SHARD_STATUS_FILE is touched")
        // Two systems that agree are one shard; GitLab's CI_NODE_TOTAL=1 alone (a job that is not parallel) is none.
        #expect(
            try shardNames(
                scenes, ["--shard", "auto"],
                [
                    "TEST_SHARD_INDEX": "1", "TEST_TOTAL_SHARDS": "3",
                    "CIRCLE_NODE_INDEX": "1", "CIRCLE_NODE_TOTAL": "3",
                ]) == explicit[1])
        #expect(try shardNames(scenes, ["--shard", "auto"], ["CI_NODE_TOTAL": "1"]) == Self.sizes.map(\.0))
        #expect(try shardNames(scenes, ["--shard", "auto"]) == Self.sizes.map(\.0), "no variable: every scene")
    }

    @Test func badShardsExitTwoWithTheirCodeAndWriteNothing() throws {
        let scenes = try recordedScenes()
        defer { try? FileManager.default.removeItem(at: scenes.folder) }
        let status = scenes.folder.appendingPathComponent("status").path
        let cases: [([String], [String: String], String, String)] = [
            (["--shard", "5/4"], [:], "FB-SHARD-RANGE", "there is no shard 5 of 4"),
            (["--shard", "0/4"], [:], "FB-SHARD-RANGE", "there is no shard 0 of 4"),
            (["--shard", "half"], [:], "FB-SHARD-SPEC", "--shard must be I/N"),
            (["--shard", "1/2", "--shard-count", "2"], [:], "FB-SHARD-SPEC", "--shard-count goes with --shard auto"),
            (["--shard-count", "2"], [:], "FB-SHARD-SPEC", "--shard-count goes with --shard auto"),
            (
                ["--shard", "auto"], ["TEST_TOTAL_SHARDS": "4", "TEST_SHARD_INDEX": "4"], "FB-SHARD-RANGE",
                "TEST_SHARD_INDEX=4 is out of range for TEST_TOTAL_SHARDS=4 (0...3)"
            ),
            (["--shard", "auto"], ["TEST_TOTAL_SHARDS": "4"], "FB-SHARD-ENV", "TEST_SHARD_INDEX is not set"),
            (
                ["--shard", "auto"], ["TEST_TOTAL_SHARDS": "four", "TEST_SHARD_INDEX": "0"], "FB-SHARD-ENV",
                "TEST_TOTAL_SHARDS='four' is not a whole number"
            ),
            (
                ["--shard", "auto"], ["TEST_TOTAL_SHARDS": "0", "TEST_SHARD_INDEX": "0"], "FB-SHARD-RANGE",
                "the number of shards must be 1 or more"
            ),
            (
                ["--shard", "auto"], ["CI_NODE_INDEX": "0", "CI_NODE_TOTAL": "2"], "FB-SHARD-RANGE",
                "CI_NODE_INDEX=0 is out of range for CI_NODE_TOTAL=2 (1...2)"
            ),
            (["--shard", "auto"], ["CI_NODE_TOTAL": "3"], "FB-SHARD-ENV", "CI_NODE_INDEX is not set"),
            (
                ["--shard", "auto"], ["CIRCLE_NODE_INDEX": "2", "CIRCLE_NODE_TOTAL": "2"], "FB-SHARD-RANGE",
                "CIRCLE_NODE_INDEX=2 is out of range"
            ),
            (
                ["--shard", "auto"], ["BUILDKITE_PARALLEL_JOB": "-1", "BUILDKITE_PARALLEL_JOB_COUNT": "2"], "FB-SHARD-ENV",
                "BUILDKITE_PARALLEL_JOB='-1' is not a whole number"
            ),
            (["--shard", "auto"], ["JOB_COMPLETION_INDEX": "1"], "FB-SHARD-ENV", "give --shard-count"),
            (["--shard", "auto", "--shard-count", "2"], [:], "FB-SHARD-ENV", "JOB_COMPLETION_INDEX is not set"),
            (["--shard", "auto", "--shard-count", "0"], ["JOB_COMPLETION_INDEX": "0"], "FB-SHARD-RANGE", "--shard-count 0"),
            (
                ["--shard", "auto"],
                ["TEST_TOTAL_SHARDS": "4", "TEST_SHARD_INDEX": "0", "CIRCLE_NODE_INDEX": "1", "CIRCLE_NODE_TOTAL": "4"],
                "FB-SHARD-CONFLICT", "Bazel says shard 1/4 (TEST_SHARD_INDEX=0, TEST_TOTAL_SHARDS=4) but CircleCI says shard 2/4"
            ),
        ]
        for command in ["verify", "record"] {
            for (arguments, variables, code, text) in cases {
                let goldens = scenes.folder.appendingPathComponent("new-goldens").path
                let artifacts = scenes.folder.appendingPathComponent("artifacts").path
                let run = try CLI.run(
                    [command] + scenes.paths + [
                        "--goldens", command == "record" ? goldens : scenes.goldens,
                        "--artifacts", artifacts, "--json",
                    ] + arguments,
                    environment: ShardVariables.environment(variables.merging(["TEST_SHARD_STATUS_FILE": status]) { $1 }))
                let label = "\(command) \(arguments) \(variables)"
                #expect(run.status == 2, "\(label): \(run.status) \(run.stderr)")
                #expect(run.stderr.hasPrefix("flipbook: error[\(code)]: "), "\(label): \(run.stderr)")
                #expect(run.stderr.contains(text), "\(label): \(run.stderr)")
                #expect(run.stdout.isEmpty, "\(label): \(run.stdout)")
                for path in [goldens, artifacts, status] {
                    #expect(!FileManager.default.fileExists(atPath: path), "\(label) wrote \(path)")
                }
            }
        }
    }

    /// One expensive scene and many cheap ones: shards by count would put the
    /// expensive one with as many cheap ones as any other shard; by cost, it
    /// stays alone, and no shard costs more than the mean plus the largest scene.
    @Test func shardsAreBalancedByCostTheSameWayOnEveryRun() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        var specs: [(String, Int, Int, Double)] = [("big", 200, 150, 2.0)]
        for i in 0..<11 { specs.append((String(format: "s%02d", i), 20 + 7 * i, 20 + (i * 5) % 23, [0.3, 0.6, 0.9][i % 3])) }
        var paths: [String] = []
        var expectedCost: [String: Int] = [:]
        for (name, width, height, duration) in specs {
            let url = folder.appendingPathComponent("\(name).yaml")
            try costedScene(width: width, height: height, duration: duration).write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
            expectedCost[name] = (Int((duration * 10).rounded(.up)) + 1) * width * height
        }
        let goldens = folder.appendingPathComponent("goldens").path
        for count in [2, 3, 5] {
            var costs: [String: Int] = [:]
            var shards: [[String]] = []
            for i in 1...count {
                // No goldens: every scene is missing (exit 1), and the summary still lists the shard's scenes and costs.
                let run = try CLI.run(
                    ["verify"] + paths + [
                        "--goldens", goldens, "--shard", "\(i)/\(count)", "--json",
                        "--artifacts", folder.appendingPathComponent("artifacts").path,
                    ],
                    environment: ShardVariables.environment())
                #expect(run.status == 1, "\(run.stderr)")
                let object = try jsonObject(run.stdout)
                for scene in object["scenes"] as? [[String: Any]] ?? [] {
                    costs[scene["name"] as! String] = scene["cost"] as? Int
                }
                shards.append(sceneNames(object))
                // The same shard from the paths in another order: the same scenes.
                let reversed = try CLI.run(
                    ["verify"] + paths.reversed() + [
                        "--goldens", goldens, "--shard", "\(i)/\(count)", "--json",
                        "--artifacts", folder.appendingPathComponent("artifacts").path,
                    ],
                    environment: ShardVariables.environment())
                #expect(
                    sceneNames(try jsonObject(reversed.stdout)) == shards.last,
                    "shard \(i)/\(count) depends on the order of the paths")
            }
            #expect(costs == expectedCost, "each scene's cost is its frames x pixels")
            #expect(shards.flatMap { $0 }.sorted() == specs.map(\.0).sorted(), "\(count) shards cover every scene exactly once")
            let loads = shards.map { $0.reduce(0) { $0 + costs[$1]! } }
            let mean = Double(loads.reduce(0, +)) / Double(count)
            let largest = costs.values.max()!
            for (i, load) in loads.enumerated() {
                #expect(
                    Double(load) <= mean + Double(largest),
                    "shard \(i + 1)/\(count) costs \(load), mean \(mean), largest scene \(largest)")
            }
            #expect(shards.first { $0.contains("big") } == ["big"], "the expensive scene has a shard to itself: \(shards)")
        }
    }
}
