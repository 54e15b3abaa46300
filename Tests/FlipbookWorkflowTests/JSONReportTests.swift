import FlipbookWorkflow
import Foundation
import Testing

/// Every `--json` report names its format and version; absent fields are not
/// written; `flipbook merge` reads a verify report back.
struct JSONReportTests {
    @Test func aVerifyReportCarriesItsFormatAndVersionAndReadsBackAsAShardResult() throws {
        var scene = GoldenOutcome.Record(
            name: "fade", scene: "scenes/fade.yaml", status: "passed", frameCount: 11, sampledFrames: [0, 5, 10],
            failingFrames: [])
        scene.decodedGoldenFrames = 0
        scene.seconds = 0.25
        let report = GoldenRunReport(command: "verify", goldens: "/g", counts: ["passed": 1], scenes: [scene], seconds: 0.5)
        let text = try report.text()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["format"] as? String == "flipbook-result" && object["version"] as? Int == 1)
        #expect(object["shard"] == nil && object["command"] as? String == "verify")
        let entry = try #require((object["scenes"] as? [[String: Any]])?.first)
        #expect(
            Set(entry.keys) == [
                "name", "scene", "status", "frameCount", "sampledFrames", "failingFrames", "decodedGoldenFrames", "seconds",
            ])
        #expect(!text.contains("\\/"), "slashes are not escaped")

        let file = FileManager.default.temporaryDirectory.appendingPathComponent("result-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(text.utf8).write(to: file)
        let read = try ShardResult.read(file.path)
        #expect(read.goldens == "/g" && read.seconds == 0.5)
    }
}
