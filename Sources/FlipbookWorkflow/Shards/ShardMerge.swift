import Foundation

/// Shard results joined into one: the checks that they are the shards of one
/// run, exactly once each, and the merged summary.
package struct ShardMerge {
    /// The results, by shard index.
    package var shards: [ShardResult]
    /// Every scene object, sorted by name, with the index of the shard that ran it.
    package var scenes: [(scene: [String: Any], shard: Int)]
    /// Each scene's object as a JSON value, by name (what ``summary`` writes).
    private var sceneValues: [String: JSONValue] = [:]

    package var command: String { shards[0].command }

    /// Checks that `results` are the shards 1...N of one run (same command,
    /// same shard count, same scene list), each given once, every scene in
    /// exactly one of them.
    /// - Throws: ``CLIError/coded(_:_:)`` `FB-MERGE-MISMATCH`, `FB-MERGE-DUPLICATE` or `FB-MERGE-INCOMPLETE`.
    package init(_ results: [ShardResult]) throws {
        precondition(!results.isEmpty, "merge needs at least one result")
        let first = results[0]
        for other in results.dropFirst() {
            if other.command != first.command {
                throw CLIError.coded(
                    "FB-MERGE-MISMATCH",
                    "\(first.path) is a result of '\(first.command)' but \(other.path) of "
                        + "'\(other.command)'; merge the results of one run")
            }
            if other.shard.count != first.shard.count {
                throw CLIError.coded(
                    "FB-MERGE-MISMATCH",
                    "\(first.path) is shard \(first.shard) but \(other.path) is shard \(other.shard): "
                        + "the results come from runs split into different numbers of shards")
            }
            if other.sceneList != first.sceneList || other.sceneTotal != first.sceneTotal {
                throw CLIError.coded(
                    "FB-MERGE-MISMATCH",
                    "\(first.path) (\(first.sceneTotal) scenes in all) and \(other.path) "
                        + "(\(other.sceneTotal) scenes in all) were cut from different lists of scenes; "
                        + "give every shard the same scenes")
            }
        }
        var byIndex: [Int: ShardResult] = [:]
        for result in results {
            if let twice = byIndex[result.shard.index] {
                throw CLIError.coded(
                    "FB-MERGE-DUPLICATE", "shard \(result.shard) is given twice: \(twice.path) and \(result.path)")
            }
            byIndex[result.shard.index] = result
        }
        let count = first.shard.count
        // (Found without counting up to `count`, which only the results bound.)
        let missingCount = count - byIndex.count
        guard missingCount == 0 else {
            var missing: [Int] = []
            var index = 1
            while missing.count < min(missingCount, 10) {
                if byIndex[index] == nil { missing.append(index) }
                index += 1
            }
            let list =
                missing.map(String.init).joined(separator: ", ")
                + (missingCount > missing.count ? " and \(missingCount - missing.count) more" : "")
            throw CLIError.coded(
                "FB-MERGE-INCOMPLETE",
                "shard\(missingCount == 1 ? "" : "s") \(list) of \(count) "
                    + "\(missingCount == 1 ? "is" : "are") missing: give all \(count) shard results "
                    + "(\(results.count) given)")
        }
        shards = (1...count).map { byIndex[$0]! }
        var owner: [String: ShardResult] = [:]
        var values: [String: JSONValue] = [:]
        var all: [(scene: [String: Any], shard: Int)] = []
        for shard in shards {
            for (i, (name, scene)) in zip(shard.names, shard.scenes).enumerated() {
                if let other = owner[name] {
                    throw CLIError.coded(
                        "FB-MERGE-DUPLICATE",
                        "scene '\(name)' is in shard \(other.shard) (\(other.path)) and in shard "
                            + "\(shard.shard) (\(shard.path)); a scene runs in one shard only")
                }
                owner[name] = shard
                if i < shard.sceneValues.count { values[name] = shard.sceneValues[i] }
                all.append((scene, shard.shard.index))
            }
        }
        if all.count != first.sceneTotal || ShardResult.sceneListHash(Array(owner.keys)) != first.sceneList {
            throw CLIError.coded(
                "FB-MERGE-INCOMPLETE",
                "the \(count) shards hold \(all.count) scenes but the run had "
                    + "\(first.sceneTotal)\(all.count == first.sceneTotal ? ", not the same ones" : ""): "
                    + "a shard's result lost scenes or is from another run")
        }
        sceneValues = values
        scenes = all.sorted { ($0.scene["name"] as! String) < ($1.scene["name"] as! String) }
    }

    /// Scenes per status.
    package var counts: [String: Int] {
        var counts: [String: Int] = [:]
        for entry in scenes { counts[entry.scene["status"] as! String, default: 0] += 1 }
        return counts
    }

    /// The shards' seconds added up.
    package var seconds: Double { (shards.reduce(0) { $0 + $1.seconds } * 1000).rounded() / 1000 }

    /// The merged summary (`summary.json`): what an unsharded run's `--json`
    /// prints (the goldens folder as shard 1 saw it), with `seconds` the shards' sum.
    package var summary: MergeSummary {
        MergeSummary(
            command: command, goldens: shards[0].goldens, counts: counts,
            scenes: scenes.map { sceneValues[$0.scene["name"] as! String] ?? .object([:]) }, seconds: seconds)
    }

    /// The statuses that make a run fail.
    package static let failing: Set<String> = ["failed", "missing", "error"]

    /// The scenes of `status`.
    package func names(_ status: String) -> [String] {
        scenes.filter { $0.scene["status"] as? String == status }.map { $0.scene["name"] as! String }
    }

    /// The failure a merged run ends with, as `verify` says it; nil when no scene failed.
    package var failure: CLIError? {
        let failed = names("failed")
        let missing = names("missing")
        let errors = names("error")
        let total = scenes.count
        func of(_ group: [String]) -> String { "\(group.count) of \(total) scene\(total == 1 ? "" : "s")" }
        var parts: [String] = []
        if !failed.isEmpty {
            parts.append(
                of(failed) + " did not match \(failed.count == 1 ? "its golden" : "their goldens"): "
                    + failed.joined(separator: ", "))
        }
        if !missing.isEmpty {
            parts.append(of(missing) + " \(missing.count == 1 ? "has" : "have") no golden: " + missing.joined(separator: ", "))
        }
        if !errors.isEmpty { parts.append(of(errors) + " could not run: " + errors.joined(separator: ", ")) }
        guard !parts.isEmpty else { return nil }
        let message = parts.joined(separator: "; ") + " (see the merged report)"
        return failed.isEmpty && errors.isEmpty ? .coded("FB-VERIFY-MISSING", message) : .verificationFailed(message)
    }
}
