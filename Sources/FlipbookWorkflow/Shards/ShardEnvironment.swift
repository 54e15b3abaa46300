import FlipbookCairo
import Foundation

/// Which shard this process takes: `--shard I/N`, or `--shard auto` read from
/// the variables of the system that started it.
///
/// | system | index | count |
/// | --- | --- | --- |
/// | Bazel (`shard_count`) | `TEST_SHARD_INDEX`, from 0 | `TEST_TOTAL_SHARDS` |
/// | Kubernetes Indexed Job | `JOB_COMPLETION_INDEX`, from 0 | `--shard-count` (the Job's `completions`) |
/// | GitLab CI (`parallel`) | `CI_NODE_INDEX`, from 1 | `CI_NODE_TOTAL` |
/// | CircleCI (`parallelism`) | `CIRCLE_NODE_INDEX`, from 0 | `CIRCLE_NODE_TOTAL` |
/// | Buildkite (`parallelism`) | `BUILDKITE_PARALLEL_JOB`, from 0 | `BUILDKITE_PARALLEL_JOB_COUNT` |
///
/// Under Bazel, the file `TEST_SHARD_STATUS_FILE` names is touched to tell
/// Bazel the test shards (``touchStatusFile()``). No variable at all means one
/// shard: every scene. A variable that is set but not a whole number, a
/// missing partner, an index out of range or two systems that disagree are
/// errors with their own catalogue codes; nothing is written then.
package struct ShardEnvironment: Equatable {
    /// The shard, I from 1.
    package var shard: Shard
    /// Where it came from, for messages: `--shard 2/4`, `Bazel (TEST_SHARD_INDEX=1, TEST_TOTAL_SHARDS=4)`.
    package var source: String
    /// Bazel's `TEST_SHARD_STATUS_FILE`, to touch.
    package var statusFile: String?

    package static let whole = ShardEnvironment(shard: .whole, source: "all scenes", statusFile: nil)

    /// The shard `option` (`--shard`) and `shardCount` (`--shard-count`) choose,
    /// reading `environment` for `auto`.
    /// - Throws: ``CLIError/coded(_:_:)`` with `FB-SHARD-SPEC`, `FB-SHARD-RANGE`,
    ///   `FB-SHARD-ENV` or `FB-SHARD-CONFLICT`.
    package static func resolve(option: String?, shardCount: Int?, environment: [String: String]) throws -> ShardEnvironment {
        guard let option else {
            if shardCount != nil {
                throw CLIError.coded("FB-SHARD-SPEC", "--shard-count goes with --shard auto (on a Kubernetes Indexed Job)")
            }
            return .whole
        }
        let text = option.trimmingCharacters(in: .whitespaces)
        if text.lowercased() == "auto" { return try auto(shardCount: shardCount, environment: environment) }
        if shardCount != nil {
            throw CLIError.coded(
                "FB-SHARD-SPEC", "--shard-count goes with --shard auto, not with --shard \(option): I/N names the count already")
        }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map { wholeNumber(String($0)) }
        guard parts.count == 2, let i = parts[0], let n = parts[1] else {
            throw CLIError.coded("FB-SHARD-SPEC", "--shard must be I/N (shard I of N, from 1) or auto; got '\(option)'")
        }
        guard n >= 1 else { throw CLIError.coded("FB-SHARD-RANGE", "--shard \(option): the number of shards must be 1 or more") }
        guard i >= 1, i <= n else {
            throw CLIError.coded(
                "FB-SHARD-RANGE", "--shard \(option): there is no shard \(i) of \(n); shards count from 1 to \(n)")
        }
        return ShardEnvironment(shard: Shard(index: i, count: n), source: "--shard \(i)/\(n)", statusFile: nil)
    }

    /// One system's reading: its name, the shard, the variables it came from.
    package struct Reading {
        package var system: String
        package var shard: Shard
        package var variables: String
        package var statusFile: String?
    }

    package static func auto(shardCount: Int?, environment: [String: String]) throws -> ShardEnvironment {
        func value(_ name: String) -> String? { environment[name] }
        func number(_ name: String) throws -> Int {
            guard let text = value(name) else { throw CLIError.coded("FB-SHARD-ENV", "--shard auto: \(name) is not set") }
            guard let n = wholeNumber(text) else {
                throw CLIError.coded("FB-SHARD-ENV", "--shard auto: \(name)='\(text)' is not a whole number")
            }
            return n
        }
        /// `index` (from `base`) of `count` as a shard, or an out-of-range error naming both variables.
        func shard(system: String, index indexName: String, base: Int, count countName: String?, count total: Int) throws
            -> Reading
        {
            let index = try number(indexName)
            let countText = countName.map { "\($0)=\(total)" } ?? "--shard-count \(total)"
            guard total >= 1 else {
                throw CLIError.coded(
                    "FB-SHARD-RANGE", "--shard auto (\(system)): \(countText): the number of shards must be 1 or more")
            }
            guard index >= base, index < total + base else {
                throw CLIError.coded(
                    "FB-SHARD-RANGE",
                    "--shard auto (\(system)): \(indexName)=\(index) is out of range for \(countText) "
                        + "(\(base)...\(total - 1 + base))")
            }
            return Reading(
                system: system, shard: Shard(index: index - base + 1, count: total),
                variables: "\(indexName)=\(index), \(countText)")
        }

        var readings: [Reading] = []
        if value("TEST_TOTAL_SHARDS") != nil || value("TEST_SHARD_INDEX") != nil {
            var reading = try shard(
                system: "Bazel", index: "TEST_SHARD_INDEX", base: 0, count: "TEST_TOTAL_SHARDS",
                count: try number("TEST_TOTAL_SHARDS"))
            reading.statusFile = value("TEST_SHARD_STATUS_FILE").flatMap { $0.isEmpty ? nil : $0 }
            readings.append(reading)
        }
        if value("JOB_COMPLETION_INDEX") != nil || shardCount != nil {
            guard let shardCount else {
                throw CLIError.coded(
                    "FB-SHARD-ENV",
                    "--shard auto: JOB_COMPLETION_INDEX is set (a Kubernetes Indexed Job) but not --shard-count; "
                        + "give --shard-count, the Job's completions")
            }
            readings.append(
                try shard(system: "Kubernetes", index: "JOB_COMPLETION_INDEX", base: 0, count: nil, count: shardCount))
        }
        // GitLab sets CI_NODE_TOTAL=1 on every job that is not parallel, and CI_NODE_INDEX only on parallel ones.
        if value("CI_NODE_INDEX") != nil || (value("CI_NODE_TOTAL") != nil && value("CI_NODE_TOTAL") != "1") {
            readings.append(
                try shard(
                    system: "GitLab", index: "CI_NODE_INDEX", base: 1, count: "CI_NODE_TOTAL",
                    count: try number("CI_NODE_TOTAL")))
        }
        if value("CIRCLE_NODE_INDEX") != nil || value("CIRCLE_NODE_TOTAL") != nil {
            readings.append(
                try shard(
                    system: "CircleCI", index: "CIRCLE_NODE_INDEX", base: 0, count: "CIRCLE_NODE_TOTAL",
                    count: try number("CIRCLE_NODE_TOTAL")))
        }
        if value("BUILDKITE_PARALLEL_JOB") != nil || value("BUILDKITE_PARALLEL_JOB_COUNT") != nil {
            readings.append(
                try shard(
                    system: "Buildkite", index: "BUILDKITE_PARALLEL_JOB", base: 0, count: "BUILDKITE_PARALLEL_JOB_COUNT",
                    count: try number("BUILDKITE_PARALLEL_JOB_COUNT")))
        }
        guard let first = readings.first else { return .whole }
        if let other = readings.dropFirst().first(where: { $0.shard != first.shard }) {
            throw CLIError.coded(
                "FB-SHARD-CONFLICT",
                "--shard auto: \(first.system) says shard \(first.shard) (\(first.variables)) but "
                    + "\(other.system) says shard \(other.shard) (\(other.variables)); unset one system's variables "
                    + "or give --shard I/N")
        }
        let names = readings.map(\.system).joined(separator: " and ")
        return ShardEnvironment(
            shard: first.shard, source: "\(names) (\(readings.map(\.variables).joined(separator: "; ")))",
            statusFile: readings.compactMap(\.statusFile).first)
    }

    /// `Shard.wholeNumber(_:)`.
    package static func wholeNumber(_ text: String) -> Int? { Shard.wholeNumber(text) }

    /// Touches Bazel's `TEST_SHARD_STATUS_FILE` (creates it, or updates its
    /// modification time), which tells Bazel that this test shards.
    /// - Throws: a file-system catalogue error when the file cannot be written.
    package func touchStatusFile() throws {
        guard let statusFile else { return }
        let descriptor = open(statusFile, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            let reason = FilmError.text(errno)
            throw CLIError.coded(
                ErrorCatalogue.fileSystemCode(reason),
                "'\(statusFile)': Bazel's TEST_SHARD_STATUS_FILE cannot be touched: \(reason)")
        }
        close(descriptor)
        _ = utimes(statusFile, nil)
    }

    package init(shard: Shard, source: String, statusFile: String? = nil) {
        self.shard = shard
        self.source = source
        self.statusFile = statusFile
    }
}
