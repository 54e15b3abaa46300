import Flipbook
import FlipbookCairo
import Foundation
import Testing

/// `flipbook verify --changed-only` skips scenes whose inputs match the
/// fingerprint their golden recorded, renders the others, and `--explain`
/// says why for each.
@Suite struct ChangedOnlyCommandTests {
    /// A 40 x 60 fade to a screen showing `photo.png` (10 x 10 px).
    static let imageScene = """
        canvas: {width: 40, height: 60, scale: 1, fps: 10}
        screens:
          A: {backgroundColor: blue}
          B:
            backgroundColor: red
            children: [{type: image, image: photo.png, frame: [5, 5, 10, 10]}]
        transition: {kind: present, from: A, to: B, style: overFullScreen, animator: fade, duration: 1, curve: linear}
        """

    struct Workspace {
        let folder: URL
        var goldens: URL { folder.appendingPathComponent("goldens") }
        init() throws { folder = try cliScratch() }
        func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
        func write(_ text: String, _ name: String) throws {
            try text.write(toFile: path(name), atomically: true, encoding: .utf8)
        }
        func photo(_ colour: (UInt8, UInt8, UInt8, UInt8)) throws {
            try PNGEncoder().write(Bitmap(width: 10, height: 10, fill: colour), to: folder.appendingPathComponent("photo.png"))
        }
        func verify(_ extra: [String]) throws -> CLIRun {
            try CLI.run(
                [
                    "verify", path("fade.yaml"), path("shown.yaml"), "--goldens", goldens.path,
                    "--artifacts", path("artifacts"),
                ] + extra, environment: CLI.environmentWithoutCI)
        }
        func statuses(_ run: CLIRun) throws -> [String: String] {
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stdout)")
            let scenes = try #require(object["scenes"] as? [[String: Any]])
            return Dictionary(uniqueKeysWithValues: scenes.map { ($0["name"] as! String, $0["status"] as! String) })
        }
        func manifestURL(_ name: String) -> URL { goldens.appendingPathComponent("\(name)/manifest.json") }
    }

    func makeWorkspace() throws -> Workspace {
        let w = try Workspace()
        try w.write(goldenScene(), "fade.yaml")
        try w.write(Self.imageScene, "shown.yaml")
        try w.photo((0, 255, 0, 255))
        let record = try CLI.run(["record", w.path("fade.yaml"), w.path("shown.yaml"), "--goldens", w.goldens.path])
        #expect(record.status == 0, "\(record.stdout)\(record.stderr)")
        return w
    }

    @Test func unchangedScenesAreSkippedAndChangedOnesRenderedWithTheReason() throws {
        let w = try makeWorkspace()
        defer { try? FileManager.default.removeItem(at: w.folder) }
        let manifest = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: w.manifestURL("shown"))) as? [String: Any])
        let parts = try #require((manifest["inputs"] as? [String: Any])?["parts"] as? [String: String])
        #expect(
            Set(parts.keys) == [
                "scene", "image:photo.png", "flipbook", "cairo", "pixman", "freetype", "libpng", "font", "font-name",
            ])
        #expect(
            parts["font-name"]?.hasPrefix("Inter Regular ") == true,
            "the system font's name and version: \(parts["font-name"] ?? "none")")
        let sceneHash = try sha256(of: w.path("shown.yaml"))
        let photoHash = try sha256(of: w.path("photo.png"))
        #expect(parts["scene"] == "sha256:" + sceneHash && parts["image:photo.png"] == "sha256:" + photoHash)

        let skipped = try w.verify(["--changed-only", "--explain"])
        #expect(skipped.status == 0, "\(skipped.stdout)\(skipped.stderr)")
        #expect(
            skipped.stdout.contains("skipped    fade (3 of 11 frames) (inputs unchanged since the golden was recorded)"),
            "\(skipped.stdout)")
        #expect(skipped.stdout.contains("explain    shown: skipped: its inputs match the golden's fingerprint sha256:"))
        #expect(skipped.stdout.contains("2 skipped"))
        #expect(try w.statuses(try w.verify(["--changed-only", "--json"])) == ["fade": "skipped", "shown": "skipped"])
        // Without --changed-only every scene is rendered, and --explain says it could have been skipped.
        let all = try w.verify(["--explain"])
        #expect(
            all.status == 0 && all.stdout.contains("explain    fade: rendered: its inputs match the golden's fingerprint")
                && all.stdout.contains("but --changed-only was not given"), "\(all.stdout)")

        // The image changes: that scene is rendered, fails, and the reason names the image.
        try w.photo((255, 255, 0, 255))
        let image = try w.verify(["--changed-only", "--explain"])
        #expect(image.status == 1, "\(image.stdout)")
        #expect(
            image.stdout.contains(
                "explain    shown: rendered: its inputs changed since the golden was recorded: image:photo.png changed (sha256:"),
            "\(image.stdout)")
        #expect(image.stdout.contains("FAILED     shown") && image.stdout.contains("skipped    fade"))
        // The scene's bytes change (a comment only): rendered, and it passes.
        try w.photo((0, 255, 0, 255))
        try w.write(goldenScene() + "\n# a comment\n", "fade.yaml")
        let scene = try w.verify(["--changed-only", "--explain", "--json"])
        #expect(scene.status == 0)
        #expect(try w.statuses(scene) == ["fade": "passed", "shown": "skipped"])
        #expect(scene.stdout.contains("rendered: its inputs changed since the golden was recorded: scene changed (sha256:"))
        // record refreshes the fingerprint of a golden that matches; then it is skipped again.
        let record = try CLI.run(["record", w.path("fade.yaml"), "--goldens", w.goldens.path])
        #expect(record.stdout.contains("refreshed  fade"), "\(record.stdout)")
        #expect(try w.statuses(try w.verify(["--changed-only", "--json"])) == ["fade": "skipped", "shown": "skipped"])
    }

    @Test func versionsSamplingOldGoldensAndMissingFilesAreRendered() throws {
        let w = try makeWorkspace()
        defer { try? FileManager.default.removeItem(at: w.folder) }
        // Another cairo drew the golden.
        let url = w.manifestURL("fade")
        let original = try Data(contentsOf: url)
        var manifest = try #require(try JSONSerialization.jsonObject(with: original) as? [String: Any])
        var inputs = try #require(manifest["inputs"] as? [String: Any])
        var parts = try #require(inputs["parts"] as? [String: String])
        let cairo = try #require(parts["cairo"])
        parts["cairo"] = "1.0.0"
        inputs["parts"] = parts
        manifest["inputs"] = inputs
        try JSONSerialization.data(withJSONObject: manifest).write(to: url)
        let versions = try w.verify(["--changed-only", "--explain"])
        #expect(
            versions.status == 0
                && versions.stdout.contains(
                    "explain    fade: rendered: its inputs changed since the golden was recorded: "
                        + "cairo changed (1.0.0 -> \(cairo))"),
            "\(versions.stdout)")
        // A golden recorded before fingerprints.
        manifest["inputs"] = nil
        try JSONSerialization.data(withJSONObject: manifest).write(to: url)
        let old = try w.verify(["--changed-only", "--explain"])
        #expect(old.stdout.contains("fade: rendered: the golden was recorded without an input fingerprint"), "\(old.stdout)")
        try original.write(to: url)
        // Other frames asked for than the golden's.
        let sample = try w.verify(["--changed-only", "--explain", "--sample", "all"])
        #expect(
            sample.status == 1 && sample.stdout.contains("fade: rendered: --sample asks for all, the golden was sampled with"),
            "\(sample.stdout)")
        // A golden frame file is gone: rendered, and the check reports it.
        try FileManager.default.removeItem(at: w.goldens.appendingPathComponent("fade/frame-0005.png"))
        let missing = try w.verify(["--changed-only", "--explain"])
        #expect(
            missing.status == 1 && missing.stdout.contains("fade: rendered: the golden file frame-0005.png is missing"),
            "\(missing.stdout)")
        #expect(missing.stdout.contains("skipped    shown"))
        // No golden at all.
        try FileManager.default.removeItem(at: w.goldens.appendingPathComponent("fade"))
        let none = try w.verify(["--changed-only", "--explain"])
        #expect(none.status == 1 && none.stdout.contains("fade: rendered: there is no golden at"), "\(none.stdout)")
        // The candidate verify kept carries the fingerprint: once accepted, the scene is skipped.
        #expect(
            try CLI.run(["accept", w.path("fade.yaml"), "--goldens", w.goldens.path, "--artifacts", w.path("artifacts")]).status
                == 0)
        #expect(try w.statuses(try w.verify(["--changed-only", "--json"])) == ["fade": "skipped", "shown": "skipped"])
    }

    /// The SHA-256 of a file by the system's sha256sum, as a reference.
    func sha256(of path: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        process.arguments = [path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        process.waitUntilExit()
        return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(separator: " ").first.map(
            String.init) ?? ""
    }
}
