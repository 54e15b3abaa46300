import Foundation
import Testing

/// The sharding variables of the CI systems `--shard auto` reads.
enum ShardVariables {
    static let names = [
        "TEST_TOTAL_SHARDS", "TEST_SHARD_INDEX", "TEST_SHARD_STATUS_FILE", "JOB_COMPLETION_INDEX",
        "CI_NODE_INDEX", "CI_NODE_TOTAL", "CIRCLE_NODE_INDEX", "CIRCLE_NODE_TOTAL",
        "BUILDKITE_PARALLEL_JOB", "BUILDKITE_PARALLEL_JOB_COUNT",
    ]

    /// The test process's environment without `CI` and without any sharding variable, plus `extra`.
    static func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var env = CLI.environmentWithoutCI
        for name in names { env[name] = nil }
        return env.merging(extra) { $1 }
    }
}

/// A scene of `width` x `height` points at scale 1 and 10 fps, a linear fade of
/// `duration` seconds: it costs (ceil(duration x 10) + 1) x width x height.
func costedScene(width: Int, height: Int, duration: Double) -> String {
    """
    canvas: {width: \(width), height: \(height), scale: 1, fps: 10}
    screens:
      A: {backgroundColor: blue}
      B: {backgroundColor: red, children: [{id: box, frame: [2, 2, 6, 6], backgroundColor: white}]}
    transition: {kind: present, from: A, to: B, style: overFullScreen, animator: fade, duration: \(duration), curve: linear}
    """
}

/// The summary object a `--json` run printed.
func jsonObject(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "not a JSON object: \(text)")
}

/// The scene names of a `--json` summary, in its order.
func sceneNames(_ object: [String: Any]) -> [String] {
    (object["scenes"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
}

/// `object` without its timings: `seconds` at the top and in every scene.
func withoutTimings(_ object: [String: Any]) -> NSDictionary {
    var copy = object
    copy["seconds"] = nil
    copy["scenes"] = (object["scenes"] as? [[String: Any]] ?? []).map { scene -> [String: Any] in
        var scene = scene
        scene["seconds"] = nil
        return scene
    }
    return copy as NSDictionary
}

/// Runs `flipbook` once per element of `runs` at the same time, each with its own
/// arguments and environment; returns the runs in order.
/// `executable` is the built `flipbook` unless given; `directory` the working folder unless nil.
func runConcurrently(
    _ runs: [(arguments: [String], environment: [String: String])], executable: URL = CLI.binary,
    directory: URL? = nil
) throws -> [CLIRun] {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-cli-concurrent-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var processes: [(Process, URL, URL)] = []
    for (i, run) in runs.enumerated() {
        let out = folder.appendingPathComponent("out-\(i)")
        let err = folder.appendingPathComponent("err-\(i)")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = executable
        process.arguments = run.arguments
        if let directory { process.currentDirectoryURL = directory }
        process.environment = run.environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        processes.append((process, out, err))
    }
    return processes.map { process, out, err in
        process.waitUntilExit()
        return CLIRun(
            status: process.terminationStatus, stdout: (try? String(contentsOf: out, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOf: err, encoding: .utf8)) ?? "")
    }
}
