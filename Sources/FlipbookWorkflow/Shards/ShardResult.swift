import FlipbookCairo
import FlipbookTestingCore
import Foundation

/// One `flipbook verify --json` (or `record --json`) summary read back: what
/// `flipbook merge` joins.
///
/// The summary is an object with `format` (``format``), `version`
/// (``version``), `command`, `goldens`, `counts` (scenes per status),
/// `scenes` (one object per scene, sorted by name: `name`, `status`, ...,
/// `seconds`, `cost`) and `seconds`; a shard's also has `shard`: `index` (from
/// 1), `count`, `scenes` (how many scenes the whole run has) and `sceneList`
/// (``sceneListHash(_:)`` of all their names), so that merge can tell that the
/// shards were cut from the same run and cover it exactly.
package struct ShardResult {
    package static let format = "flipbook-result"
    /// The version of the result format this Flipbook writes and reads.
    package static let version = 1
    /// The statuses a scene may have.
    package static let statuses = Set(GoldenOutcome.Status.allOrdered.map(\.rawValue))

    /// The file, as given.
    package var path: String
    package var command: String
    package var goldens: String
    package var shard: Shard
    /// The number of scenes of the whole run.
    package var sceneTotal: Int
    /// ``sceneListHash(_:)`` of the whole run's scene names.
    package var sceneList: String
    /// The scene objects, as read.
    package var scenes: [[String: Any]]
    /// The same scene objects as JSON values, in the same order (what the merged summary writes).
    package var sceneValues: [JSONValue] = []
    package var seconds: Double

    /// The names of ``scenes``.
    package var names: [String] { scenes.map { $0["name"] as! String } }

    /// `sha256:` of the sorted names, one per line: the same for every shard of one run.
    package static func sceneListHash(_ names: [String]) -> String {
        "sha256:" + SHA256.hex(of: Data(names.sorted().joined(separator: "\n").utf8))
    }

    /// A JSON number as a `Double`, or nil.
    package static func number(_ value: Any?) -> Double? {
        switch value {
        case let d as Double: return d
        case let i as Int: return Double(i)
        case let n as NSNumber: return n.doubleValue
        default: return nil
        }
    }

    /// The largest result file merge reads: 64 MiB (a result of 10 000 scenes is about 10 MB).
    package static let maximumFileSize = 64 << 20
    /// The most shards a run may be split into.
    package static let maximumShardCount = 100_000
    /// The most seconds a scene or a shard may report (about 31 years): sums of them stay finite.
    package static let maximumSeconds = 1e9

    /// The fields whose types merge checks strictly (a whole number is not `true`, nor `1.5`).
    private struct TypedFields: Decodable {
        struct ShardFields: Decodable {
            package var index: Int
            package var count: Int
            package var scenes: Int
            package var sceneList: String
        }
        struct SceneFields: Decodable {
            package var seconds: Double?
        }
        var version: Int?
        var counts: [String: Int]?
        var seconds: Double?
        var shard: ShardFields?
        var scenes: [SceneFields]?
    }

    /// The scene objects as JSON values, to write back unchanged (``ShardMerge/summary``).
    private struct SceneValues: Decodable {
        var scenes: [JSONValue]
    }

    /// Reads at most ``maximumFileSize`` bytes of `path`.
    private static func contents(_ path: String, bad: (String) -> CLIError) throws -> Data {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw bad("no such file") }
        guard !isFolder.boolValue else { throw bad("is a folder, not a result file") }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw bad("cannot be read (permission denied?)") }
        defer { try? handle.close() }
        let data: Data
        do { data = try handle.read(upToCount: maximumFileSize + 1) ?? Data() } catch { throw bad("cannot be read: \(error)") }
        guard data.count <= maximumFileSize else {
            throw bad("the file is larger than \(maximumFileSize >> 20) MiB, more than any result of 'flipbook verify --json'")
        }
        return data
    }

    /// Reads and checks the result file at `path`.
    /// - Throws: ``CLIError/coded(_:_:)`` `FB-MERGE-INPUT` naming the file and what is wrong with it.
    package static func read(_ path: String) throws -> ShardResult {
        try parse(try contents(path, bad: { .coded("FB-MERGE-INPUT", "\(path): \($0)") }), path: path)
    }

    /// Checks the bytes of a result file (``read(_:)`` without the file; the merge fuzz target's entry).
    /// - Throws: ``CLIError/coded(_:_:)`` `FB-MERGE-INPUT` naming `path` and what is wrong.
    package static func parse(_ data: Data, path: String) throws -> ShardResult {
        func bad(_ reason: String) -> CLIError { .coded("FB-MERGE-INPUT", "\(path): \(reason)") }
        guard data.count <= maximumFileSize else {
            throw bad("the file is larger than \(maximumFileSize >> 20) MiB, more than any result of 'flipbook verify --json'")
        }
        guard !data.isEmpty else { throw bad("the file is empty (did the shard's verify stop before printing its summary?)") }
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw bad("not a JSON object: not the output of 'flipbook verify --json', or cut short")
        }
        guard object["format"] as? String == format else {
            throw bad("not a Flipbook result (no \"format\": \"\(format)\"; write it with 'flipbook verify --json')")
        }
        guard let version = object["version"] as? Int else { throw bad("\"version\" is missing or not a whole number") }
        guard version == Self.version else {
            throw bad(
                "result format version \(version); this Flipbook reads version \(Self.version): merge with the Flipbook that verified"
            )
        }
        guard let command = object["command"] as? String, ["verify", "record"].contains(command) else {
            throw bad("\"command\" must be \"verify\" or \"record\"")
        }
        guard let goldens = object["goldens"] as? String else { throw bad("\"goldens\" is missing") }
        let typed: TypedFields
        do { typed = try JSONDecoder().decode(TypedFields.self, from: data) } catch {
            // The JSON itself was read above: a "corrupted" value is a number that is not a whole number, or too large for one.
            let text = FilmError.decodingText(error)
            throw bad(
                text == "it is not valid JSON"
                    ? "a value has the wrong type: a number is not a whole number, or is too large" : text)
        }
        func checkSeconds(_ value: Double?, _ what: String) throws {
            guard let value else { return }
            guard value.isFinite, value >= 0, value <= maximumSeconds else {
                throw bad("\(what) must be a number of seconds from 0 to \(Int(maximumSeconds)), not \(value)")
            }
        }
        try checkSeconds(typed.seconds, "\"seconds\"")
        guard let scenes = object["scenes"] as? [[String: Any]] else {
            throw bad("\"scenes\" is missing or not a list of objects")
        }
        // The two readings of the file must see the same list (a key written
        // twice can give them different ones).
        guard let typedScenes = typed.scenes, typedScenes.count == scenes.count else {
            throw bad("\"scenes\" cannot be read consistently (a key appears twice, or the file was damaged)")
        }
        var seen: Set<String> = []
        var counts: [String: Int] = [:]
        for (i, scene) in scenes.enumerated() {
            guard let name = scene["name"] as? String, !name.isEmpty else { throw bad("scene \(i + 1) has no \"name\"") }
            guard let status = scene["status"] as? String, statuses.contains(status) else {
                throw bad("scene '\(name)' has no known \"status\"")
            }
            if scene["seconds"] != nil, number(scene["seconds"]) == nil {
                throw bad("scene '\(name)': \"seconds\" is not a number")
            }
            try checkSeconds(typedScenes[i].seconds, "scene '\(name)': \"seconds\"")
            guard seen.insert(name).inserted else { throw bad("scene '\(name)' is listed twice") }
            counts[status, default: 0] += 1
        }
        guard let written = object["counts"] as? [String: Int], written == counts else {
            throw bad("\"counts\" does not agree with the scenes listed (the file was edited or damaged)")
        }
        guard let values = try? JSONDecoder().decode(SceneValues.self, from: data).scenes, values.count == scenes.count else {
            throw bad("\"scenes\" cannot be read consistently (a key appears twice, or the file was damaged)")
        }
        let seconds = number(object["seconds"]) ?? 0
        var result = ShardResult(
            path: path, command: command, goldens: goldens, shard: .whole, sceneTotal: scenes.count,
            sceneList: sceneListHash(Array(seen)), scenes: scenes, seconds: seconds)
        result.sceneValues = values
        if let shard = object["shard"] {
            guard shard is [String: Any], let typedShard = typed.shard else {
                throw bad("\"shard\" must hold \"index\", \"count\", \"scenes\" and \"sceneList\"")
            }
            let (index, count, total, list) = (typedShard.index, typedShard.count, typedShard.scenes, typedShard.sceneList)
            guard count <= maximumShardCount else {
                throw bad("\"shard\" says the run was split into \(count) shards, more than the limit of \(maximumShardCount)")
            }
            guard count >= 1, index >= 1, index <= count, total >= scenes.count else {
                throw bad("\"shard\" says shard \(index) of \(count) with \(total) scenes in all, which cannot be")
            }
            result.shard = Shard(index: index, count: count)
            result.sceneTotal = total
            result.sceneList = list
        }
        return result
    }

    package init(
        path: String, command: String, goldens: String, shard: Shard, sceneTotal: Int, sceneList: String, scenes: [[String: Any]],
        seconds: Double
    ) {
        self.path = path
        self.command = command
        self.goldens = goldens
        self.shard = shard
        self.sceneTotal = sceneTotal
        self.sceneList = sceneList
        self.scenes = scenes
        self.seconds = seconds
    }
}
