import FlipbookWorkflow
import Foundation
import Testing

/// `flipbook merge`'s `summary.json` is a typed report (``MergeSummary``): the
/// shape of an unsharded `verify --json` (format `flipbook-result`, version 1),
/// scenes sorted by name across shards, seconds added up, no `shard` part, and
/// each scene object as its shard wrote it.
struct MergeSummaryTests {
    /// A shard's `verify --json` text, as `GoldenRunReport` writes it, with one unknown field added to its first scene.
    private func shardText(index: Int, of count: Int, scenes: [GoldenOutcome.Record], all: [String], seconds: Double) throws
        -> Data
    {
        let report = GoldenRunReport(
            command: "verify", goldens: "/g", counts: Dictionary(scenes.map { ($0.status, 1) }, uniquingKeysWith: +),
            scenes: scenes, seconds: seconds)
        var object = try #require(try JSONSerialization.jsonObject(with: Data(try report.text().utf8)) as? [String: Any])
        var list = try #require(object["scenes"] as? [[String: Any]])
        list[0]["fromANewerFlipbook"] = ["kept": true]
        object["scenes"] = list
        object["shard"] =
            ["index": index, "count": count, "scenes": all.count, "sceneList": ShardResult.sceneListHash(all)] as [String: Any]
        return try JSONSerialization.data(withJSONObject: object)
    }

    @Test func theSummaryHasTheUnshardedReportsShapeWithScenesSortedAndSecondsAddedUp() throws {
        let all = ["cube", "fade", "push"]
        var fade = GoldenOutcome.Record(
            name: "fade", scene: "s/fade.yaml", status: "passed", frameCount: 11, sampledFrames: [0, 5, 10], failingFrames: [])
        fade.seconds = 0.25
        var push = GoldenOutcome.Record(
            name: "push", scene: "s/push.yaml", status: "failed", frameCount: 31, sampledFrames: [0, 15, 30], failingFrames: [15])
        push.seconds = 1.5
        push.message = "frame 15 differs"
        var cube = GoldenOutcome.Record(
            name: "cube", scene: "s/cube.yaml", status: "missing", frameCount: 21, sampledFrames: [], failingFrames: [])
        cube.seconds = 0.125
        let first = try ShardResult.parse(
            try shardText(index: 1, of: 2, scenes: [push, fade], all: all, seconds: 2), path: "one.json")
        let second = try ShardResult.parse(
            try shardText(index: 2, of: 2, scenes: [cube], all: all, seconds: 0.5), path: "two.json")
        let summary = try ShardMerge([second, first]).summary

        #expect(summary.format == "flipbook-result" && summary.version == 1)
        let data = try summary.encoded()
        #expect(data.last == 0x0A, "the file ends with a newline")
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == ["format", "version", "command", "goldens", "counts", "scenes", "seconds"])
        #expect(object["format"] as? String == "flipbook-result" && object["version"] as? Int == 1)
        #expect(object["command"] as? String == "verify" && object["goldens"] as? String == "/g")
        #expect(object["seconds"] as? Double == 2.5)
        #expect(object["counts"] as? [String: Int] == ["passed": 1, "failed": 1, "missing": 1])
        let scenes = try #require(object["scenes"] as? [[String: Any]])
        #expect(scenes.map { $0["name"] as? String } == ["cube", "fade", "push"])
        #expect(scenes[2]["failingFrames"] as? [Int] == [15] && scenes[2]["message"] as? String == "frame 15 differs")
        #expect(scenes[2]["seconds"] as? Double == 1.5 && scenes[2]["frameCount"] as? Int == 31)
        #expect((scenes[2]["fromANewerFlipbook"] as? [String: Any])?["kept"] as? Bool == true, "unknown fields pass through")
        #expect(scenes[1]["fromANewerFlipbook"] == nil)

        // It reads back as a whole-run result, and decodes as the type it was written from.
        let again = try ShardResult.parse(data, path: "summary.json")
        #expect(again.names == ["cube", "fade", "push"] && again.seconds == 2.5 && again.shard == .whole)
        #expect(try JSONDecoder().decode(MergeSummary.self, from: data) == summary)
        #expect(!String(decoding: data, as: UTF8.self).contains("\\/"), "slashes are not escaped")
    }
}
