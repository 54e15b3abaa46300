import Foundation
import Testing

/// Issue 18's "done when": the gallery verified as 4 shards in 4 processes
/// through Bazel's variables, merged, is the unsharded run.
@Suite struct GalleryShardTests {
    @Test func theGalleryInFourBazelShardsMergesToTheUnshardedRun() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let renders = CLI.packageRoot.appendingPathComponent("Renders")
        let scenes = try FileManager.default.contentsOfDirectory(atPath: renders.appendingPathComponent("scenes").path)
            .filter { $0.hasSuffix(".yaml") }.sorted()
            .filter {
                FileManager.default.fileExists(
                    atPath: renders.appendingPathComponent(String($0.dropLast(5)) + "/manifest.json").path)
            }
        #expect(scenes.count >= 30, "the gallery's scenes with goldens")
        let arguments =
            ["verify"] + scenes.map { renders.appendingPathComponent("scenes/" + $0).path }
            + ["--goldens", renders.path, "--json", "--artifacts", folder.appendingPathComponent("artifacts").path]

        var runs: [(arguments: [String], environment: [String: String])] = [(arguments, ShardVariables.environment())]
        for index in 0..<4 {
            runs.append(
                (
                    arguments + ["--shard", "auto"],
                    ShardVariables.environment([
                        "TEST_TOTAL_SHARDS": "4", "TEST_SHARD_INDEX": "\(index)",
                        "TEST_SHARD_STATUS_FILE": folder.appendingPathComponent("status-\(index)").path,
                    ])
                ))
        }
        let results = try runConcurrently(runs)
        for (i, run) in results.enumerated() { #expect(run.status == 0, "run \(i): \(run.stderr)") }

        var shardFiles: [String] = []
        var ran: [String] = []
        for (index, run) in results.dropFirst().enumerated() {
            let object = try jsonObject(run.stdout)
            let shard = try #require(object["shard"] as? [String: Any])
            #expect(shard["index"] as? Int == index + 1 && shard["count"] as? Int == 4 && shard["scenes"] as? Int == scenes.count)
            #expect(
                FileManager.default.fileExists(atPath: folder.appendingPathComponent("status-\(index)").path),
                "shard \(index) touched TEST_SHARD_STATUS_FILE")
            ran += sceneNames(object)
            let file = folder.appendingPathComponent("shard-\(index).json")
            try run.stdout.write(to: file, atomically: true, encoding: .utf8)
            shardFiles.append(file.path)
        }
        #expect(ran.sorted() == scenes.map { String($0.dropLast(5)) }, "every scene ran exactly once")

        let out = folder.appendingPathComponent("merged")
        let merge = try CLI.run(["merge"] + shardFiles + ["--out", out.path])
        #expect(merge.status == 0, "\(merge.stderr)")
        let merged = try jsonObject(try String(contentsOf: out.appendingPathComponent("summary.json"), encoding: .utf8))
        let whole = try jsonObject(results[0].stdout)
        #expect(withoutTimings(merged) == withoutTimings(whole), "the merged summary is the unsharded run's apart from timings")
        #expect((merged["counts"] as? [String: Int]) == ["passed": scenes.count])
    }

    /// docs/examples/bazel/flipbook_verify_shard.sh, run as `bazel test` runs a
    /// `shard_count = 4` test (4 processes, Bazel's variables, the package as the
    /// working folder), writes 4 shard results that merge into the whole gallery.
    @Test func theBazelExampleRunsAsFourShardsThatMerge() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = CLI.packageRoot.appendingPathComponent("docs/examples/bazel/flipbook_verify_shard.sh").path
        let runs = (0..<4).map { index in
            (
                arguments: [script, CLI.binary.path],
                environment: ShardVariables.environment([
                    "TEST_TOTAL_SHARDS": "4", "TEST_SHARD_INDEX": "\(index)", "TEST_UNDECLARED_OUTPUTS_DIR": folder.path,
                    "TEST_SHARD_STATUS_FILE": folder.appendingPathComponent("status-\(index)").path,
                ])
            )
        }
        let results = try runConcurrently(runs, executable: URL(fileURLWithPath: "/bin/sh"), directory: CLI.packageRoot)
        for (i, run) in results.enumerated() { #expect(run.status == 0, "shard \(i): \(run.stderr)") }
        let files = (0..<4).map { folder.appendingPathComponent("shard-\($0).json").path }
        let merge = try CLI.run(["merge"] + files + ["--out", folder.appendingPathComponent("merged").path])
        #expect(merge.status == 0, "\(merge.stderr)")
        let scenes = try FileManager.default.contentsOfDirectory(
            atPath: CLI.packageRoot.appendingPathComponent("Renders/scenes").path
        )
        .filter { $0.hasSuffix(".yaml") }
        // A scene with variants is one golden per variant, Renders/<scene>@<variant>/.
        let goldens = try FileManager.default.contentsOfDirectory(atPath: CLI.packageRoot.appendingPathComponent("Renders").path)
        let count = scenes.map { file in
            let base = (file as NSString).deletingPathExtension
            return max(1, goldens.filter { $0.hasPrefix(base + "@") }.count)
        }.reduce(0, +)
        #expect(count > scenes.count, "the gallery has scenes with variants")
        #expect(merge.stdout.hasPrefix("merged 4 shards of \(count) scenes: \(count) passed"), "\(merge.stdout)")
    }
}
