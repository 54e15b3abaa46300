import Foundation
import Testing

/// `flipbook verify` compares pixel hashes and decodes a golden PNG only on a
/// mismatch; `flipbook record` adds the hashes to an older golden that matches.
@Suite struct VerifyHashCommandTests {
    func scenes(_ run: CLIRun) throws -> [[String: Any]] {
        try #require(
            (try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])?["scenes"] as? [[String: Any]],
            "\(run.stdout)\(run.stderr)")
    }

    @Test func aPassingVerifyDecodesNoGoldenAndAFailingOneOnlyTheChangedFrames() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("fade.yaml")
        try goldenScene().write(to: scene, atomically: true, encoding: .utf8)
        let goldens = folder.appendingPathComponent("goldens")
        let artifacts = ["--artifacts", folder.appendingPathComponent("artifacts").path]
        #expect(try CLI.run(["record", scene.path, "--goldens", goldens.path]).status == 0)
        let pass = try CLI.run(["verify", scene.path, "--goldens", goldens.path, "--json"] + artifacts)
        #expect(pass.status == 0)
        #expect(try scenes(pass).first?["decodedGoldenFrames"] as? Int == 0)

        // Frame 0 shows only screen A: only frames 5 and 10 change, and only their goldens are decoded.
        try goldenScene(to: "green").write(to: scene, atomically: true, encoding: .utf8)
        let fail = try CLI.run(["verify", scene.path, "--goldens", goldens.path, "--json"] + artifacts)
        #expect(fail.status == 1)
        let entry = try #require(try scenes(fail).first)
        #expect(entry["failingFrames"] as? [Int] == [5, 10] && entry["decodedGoldenFrames"] as? Int == 2, "\(entry)")

        // An older golden without hashes: every sampled frame is decoded, and it still passes.
        try goldenScene().write(to: scene, atomically: true, encoding: .utf8)
        let manifestURL = goldens.appendingPathComponent("fade/manifest.json")
        var manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: manifestURL)) as? [String: Any])
        manifest["pixelHashes"] = nil
        manifest["frameFileHashes"] = nil
        try JSONSerialization.data(withJSONObject: manifest, options: [.sortedKeys, .prettyPrinted]).write(to: manifestURL)
        let frame = try Data(contentsOf: goldens.appendingPathComponent("fade/frame-0005.png"))
        let old = try CLI.run(["verify", scene.path, "--goldens", goldens.path, "--json"] + artifacts)
        let oldDecoded = try scenes(old).first?["decodedGoldenFrames"] as? Int
        #expect(old.status == 0 && oldDecoded == 3, "\(old.stdout)")
        // record refreshes its manifest only.
        let record = try CLI.run(["record", scene.path, "--goldens", goldens.path])
        #expect(record.status == 0 && record.stdout.contains("refreshed  fade (3 of 11 frames)"), "\(record.stdout)")
        #expect(try Data(contentsOf: goldens.appendingPathComponent("fade/frame-0005.png")) == frame)
        let refreshed = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: manifestURL)) as? [String: Any])
        #expect((refreshed["pixelHashes"] as? [String])?.count == 3 && (refreshed["frameFileHashes"] as? [String])?.count == 3)
        let again = try CLI.run(["verify", scene.path, "--goldens", goldens.path, "--json"] + artifacts)
        let againDecoded = try scenes(again).first?["decodedGoldenFrames"] as? Int
        #expect(again.status == 0 && againDecoded == 0)
        #expect(try CLI.run(["record", scene.path, "--goldens", goldens.path]).stdout.contains("unchanged  fade"))
    }
}
