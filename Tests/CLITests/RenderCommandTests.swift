import Flipbook
import FlipbookCairo
import Foundation
import Testing

/// A scratch folder for one test, removed by the caller.
func cliScratch() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-cli-render-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

/// A 40 x 60 pt scene at scale 1 and 10 fps: a linear 1 s fade from blue to red.
let fadeScene = """
    canvas: {width: 40, height: 60, scale: 1, fps: 10}
    screens:
      A: {backgroundColor: blue}
      B: {backgroundColor: red}
    transition: {kind: present, from: A, to: B, style: overFullScreen, animator: fade, duration: 1, curve: linear}
    """

/// Runs the built `flipbook render` end to end: files, manifest, pixels, options and exit codes.
@Suite struct RenderCommandTests {
    func write(_ text: String, in folder: URL, name: String = "scene.yaml") throws -> String {
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test func rendersEveryFrameAndTheManifest() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try write(fadeScene, in: folder)
        let out = folder.appendingPathComponent("out")
        let run = try CLI.run(["render", scene, "--out", out.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty, "quiet when piped: \(run.stderr)")
        let data = try Data(contentsOf: out.appendingPathComponent("manifest.json"))
        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(manifest["frameCount"] as? Int == 11)
        let frames = try #require(manifest["frames"] as? [[String: Any]])
        for (k, frame) in frames.enumerated() {
            #expect(abs((frame["time"] as? Double ?? -1) - Double(k) / 10) < 1e-9)
            #expect(frame["file"] as? String == String(format: "frame-%04d.png", k))
            // The fade is linear in time: the red share of a pixel is k / 10.
            let bitmap = try PNGDecoder.decode(contentsOf: out.appendingPathComponent(String(format: "frame-%04d.png", k)))
            let p = bitmap[20, 30]
            #expect(
                abs(Double(p.r) - 25.5 * Double(k)) <= 1.5 && abs(Double(p.b) - 25.5 * Double(10 - k)) <= 1.5, "frame \(k): \(p)")
        }
        #expect(frames.last?["state"] as? String == "done" && frames.first?["state"] as? String == "running")
    }

    @Test func framesAndPercentChooseTheFrameFiles() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try write(fadeScene, in: folder)
        let a = folder.appendingPathComponent("a")
        let b = folder.appendingPathComponent("b")
        let frames = try CLI.run(["render", scene, "--out", a.path, "--frames", "0,3-4,10", "--json"])
        #expect(frames.status == 0, "\(frames.stderr)")
        let pngs = try FileManager.default.contentsOfDirectory(atPath: a.path).filter { $0.hasSuffix(".png") }.sorted()
        #expect(pngs == ["frame-0000.png", "frame-0003.png", "frame-0004.png", "frame-0010.png"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(frames.stdout.utf8)) as? [String: Any])
        #expect(object["frameCount"] as? Int == 11 && object["frameFiles"] as? Int == 4 && object["completed"] as? Bool == true)

        let percent = try CLI.run(["render", scene, "--out", b.path, "--percent", "0.5", "--outputs", "frames"])
        #expect(percent.status == 0, "\(percent.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: b.path) == ["frame-0005.png"])
        let half = try PNGDecoder.decode(contentsOf: b.appendingPathComponent("frame-0005.png"))
        #expect(abs(Int(half[20, 30].r) - 128) <= 1 && abs(Int(half[20, 30].b) - 128) <= 1)
    }

    @Test func badInputExitsTwoWithOneMessage() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = try CLI.run(["render", folder.appendingPathComponent("nope.yaml").path, "--out", folder.path])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("nope.yaml") && missing.stderr.split(separator: "\n").count == 1, "\(missing.stderr)")

        let bad = try write("canvas: {width: 40, height: 60}\nscreens:\n  A: [unclosed\n", in: folder, name: "bad.yaml")
        let yaml = try CLI.run(["render", bad, "--out", folder.path])
        #expect(yaml.status == 2)
        #expect(yaml.stderr.contains("invalid YAML") && yaml.stderr.contains("bad.yaml:"), "\(yaml.stderr)")
        #expect(yaml.stderr.range(of: #"bad\.yaml:\d+:\d+"#, options: .regularExpression) != nil)

        let typo = try write(
            fadeScene.replacingOccurrences(of: "animator: fade", with: "animator: fdae"), in: folder, name: "typo.yaml")
        let name = try CLI.run(["render", typo, "--out", folder.path])
        #expect(name.status == 2)
        #expect(name.stderr.contains("typo.yaml:5:") && name.stderr.contains("'fade'"), "\(name.stderr)")

        let scene = try write(fadeScene, in: folder)
        let file = folder.appendingPathComponent("a-file")
        try Data().write(to: file)
        let unwritable = try CLI.run(["render", scene, "--out", file.path])
        #expect(unwritable.status == 2)
        #expect(unwritable.stderr.contains(file.path) && unwritable.stderr.contains("is a file"), "\(unwritable.stderr)")
        #expect(unwritable.stderr.split(separator: "\n").count == 1)

        let both = try CLI.run(["render", scene, "--out", folder.path, "--frames", "1", "--percent", "0.5"])
        #expect(both.status == 2 && both.stderr.contains("--frames or --percent"), "\(both.stderr)")
        let noOut = try CLI.run(["render", scene])
        #expect(noOut.status == 2 && noOut.stderr.contains("--out"))
        let range = try CLI.run(["render", scene, "--out", folder.path, "--frames", "5-2"])
        #expect(range.status == 2 && range.stderr.contains("runs backwards"))
        let jobs = try CLI.run(["render", scene, "--out", folder.path, "--jobs", "0"])
        #expect(jobs.status == 2 && jobs.stderr.contains("--jobs must be 1 to 64, got 0"), "\(jobs.stderr)")
        let noVariants = try CLI.run(["render", scene, "--out", folder.path, "--variant", "dark"])
        #expect(noVariants.status == 2 && noVariants.stderr.contains("the scene lists no variants"), "\(noVariants.stderr)")
    }

    @Test func oneThreadAndTwoWriteTheSameBytes() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try write(fadeScene, in: folder)
        let one = try CLI.run(["render", scene, "--out", folder.appendingPathComponent("one").path, "--jobs", "1"])
        let two = try CLI.run(["render", scene, "--out", folder.appendingPathComponent("two").path, "--jobs", "2"])
        #expect(one.status == 0 && two.status == 0, "\(one.stderr)\(two.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("one").path).sorted()
        #expect(names.contains("frame-0000.png"))
        for name in names {
            let a = try Data(contentsOf: folder.appendingPathComponent("one").appendingPathComponent(name))
            let b = try Data(contentsOf: folder.appendingPathComponent("two").appendingPathComponent(name))
            #expect(a == b, "\(name) differs")
        }
    }

    @Test func listShowsAnimatorsAndParameters() throws {
        let text = try CLI.run(["list"])
        #expect(text.status == 0)
        #expect(
            text.stdout.contains("push  The to view slides over") && text.stdout.contains("  parallax: number in 0...1 = 0.3"))
        let json = try CLI.run(["list", "--json"])
        #expect(json.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let animators = try #require(object["animators"] as? [[String: Any]])
        #expect(animators.count == 17)
        let push = try #require(animators.first { $0["name"] as? String == "push" })
        let parameters = try #require(push["parameters"] as? [[String: Any]])
        #expect(parameters.first { $0["name"] as? String == "parallax" }?["default"] as? Double == 0.3)
        #expect(object["presentationControllers"] as? [String] == ["dimming"])
    }

    @Test func galleryRendersEachSceneIntoItsFolder() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenes = folder.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        _ = try write(fadeScene, in: scenes, name: "tiny-fade.yaml")
        let out = folder.appendingPathComponent("gallery")
        let run = try CLI.run(["gallery", "--out", out.path, "--scenes", scenes.path, "--scenes-only", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("tiny-fade").path).sorted()
        // The golden in flipbook record's layout: frames at 0 %, 50 % and 100 %.
        #expect(
            files == [
                "filmstrip.png", "frame-0000.png", "frame-0005.png", "frame-0010.png", "manifest.json", "preview.png",
                "trace.txt",
            ])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let summary = try #require((object["scenes"] as? [[String: Any]])?.first)
        #expect(summary["scene"] as? String == "tiny-fade" && summary["frameCount"] as? Int == 11)
        #expect(summary["golden"] as? String == "recorded")
        let golden = try PNGDecoder.decode(contentsOf: out.appendingPathComponent("tiny-fade/frame-0010.png"))
        #expect(golden[20, 30].r == 255 && golden[20, 30].b == 0)
        // What the gallery wrote is what verify checks against.
        let verify = try CLI.run(["verify", scenes.appendingPathComponent("tiny-fade.yaml").path, "--goldens", out.path])
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
        let again = try CLI.run(["gallery", "--out", out.path, "--scenes", scenes.path, "--scenes-only", "--json"])
        let second = try #require(try JSONSerialization.jsonObject(with: Data(again.stdout.utf8)) as? [String: Any])
        #expect((second["scenes"] as? [[String: Any]])?.first?["golden"] as? String == "unchanged")
        // The gallery's golden records its inputs as record does: verify --changed-only skips it, record leaves it.
        let sceneFile = scenes.appendingPathComponent("tiny-fade.yaml").path
        let changedOnly = try CLI.run(["verify", sceneFile, "--goldens", out.path, "--changed-only"])
        #expect(changedOnly.status == 0 && changedOnly.stdout.contains("skipped    tiny-fade"), "\(changedOnly.stdout)")
        let record = try CLI.run(["record", sceneFile, "--goldens", out.path])
        #expect(record.stdout.contains("unchanged  tiny-fade"), "\(record.stdout)")
        let bad = try CLI.run(["gallery", "--out", out.path, "--scenes", scenes.path, "--shard", "3/2"])
        #expect(bad.status == 2 && bad.stderr.contains("--shard"))
    }
}
