import Flipbook
import FlipbookCairo
import Foundation
import Testing

/// A 40 x 60 pt scene at scale 1 and 10 fps: a linear 1 s fade from a blue screen to `to`.
func goldenScene(to colour: String = "red", animator: String = "fade", curve: String = "linear") -> String {
    """
    canvas: {width: 40, height: 60, scale: 1, fps: 10}
    screens:
      A: {backgroundColor: blue}
      B:
        backgroundColor: \(colour)
        children: [{id: box, frame: [5, 5, 10, 10], backgroundColor: white}]
    transition: {kind: present, from: A, to: B, style: overFullScreen, animator: \(animator), duration: 1, curve: \(curve)}
    """
}

/// `flipbook record`, `flipbook verify` and `--shard`, end to end: files, exit codes, messages, reports.
@Suite struct GoldenCommandTests {
    func write(_ text: String, in folder: URL, name: String = "fade.yaml") throws -> String {
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    func json(_ run: CLIRun) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stdout)")
    }

    func htmlEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;")
    }

    /// The report of a failed `verify` of scene "fade" names it and shows the
    /// expected, actual and diff pictures of exactly the `failing` frames; the
    /// expected pictures are the goldens, and each diff picture is red
    /// exactly where its expected and actual pictures differ (found here by
    /// comparing them pixel by pixel).
    func checkFailureArtifacts(in folder: URL, goldens: URL, failing: [Int], passing: [Int]) throws {
        let html = try String(contentsOf: folder.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(html.contains("<title>Flipbook golden: fade</title>"))
        #expect(html.contains("<h1>Filmstrip <code>fade</code> does not match its golden</h1>"))
        let sources = Set(html.matches(of: /src="([^"]+)"/).map { String($0.1) })
        for index in failing + passing {
            let stem = String(format: "frames/frame-%04d", index)
            for role in ["expected", "actual", "diff"] {
                let path = "\(stem)-\(role).png"
                let exists = FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path)
                #expect(sources.contains(path) == failing.contains(index), "\(path) shown")
                #expect(exists == failing.contains(index), "\(path) written")
            }
        }
        for index in failing {
            let stem = String(format: "frame-%04d", index)
            let frames = folder.appendingPathComponent("frames")
            let expected = try PNGDecoder.decode(contentsOf: frames.appendingPathComponent("\(stem)-expected.png"))
            let actual = try PNGDecoder.decode(contentsOf: frames.appendingPathComponent("\(stem)-actual.png"))
            let diff = try PNGDecoder.decode(contentsOf: frames.appendingPathComponent("\(stem)-diff.png"))
            #expect(expected == (try PNGDecoder.decode(contentsOf: goldens.appendingPathComponent("\(stem).png"))))
            #expect(diff.width == expected.width && diff.height == expected.height)
            var differing = 0
            var same = 0
            var misdrawn: [String] = []
            for y in 0..<expected.height {
                for x in 0..<expected.width {
                    let differs = expected[x, y] != actual[x, y]
                    if differs { differing += 1 } else { same += 1 }
                    if differs != (diff[x, y] == (255, 0, 0, 255)) { misdrawn.append("(\(x), \(y))") }
                }
            }
            #expect(differing > 0 && same > 0, "frame \(index): \(differing) differ, \(same) equal")
            #expect(misdrawn.isEmpty, "frame \(index): diff wrong at \(misdrawn.prefix(5))")
        }
    }

    /// The golden files of every scene folder under `goldens`, with their bytes.
    func snapshot(_ goldens: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        guard let paths = FileManager.default.enumerator(atPath: goldens.path) else { return files }
        for case let path as String in paths {
            let url = goldens.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = try Data(contentsOf: url)
            }
        }
        return files
    }

    @Test func verifyPassesOnFreshlyRecordedGoldens() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fade = try write(goldenScene(), in: folder)
        let push = try write(goldenScene(animator: "push"), in: folder, name: "push.yaml")
        let goldens = folder.appendingPathComponent("goldens")
        let record = try CLI.run(["record", fade, push, "--goldens", goldens.path])
        #expect(record.status == 0, "\(record.stdout)\(record.stderr)")
        #expect(record.stdout.contains("recorded   fade (3 of 11 frames)"), "\(record.stdout)")
        let files = try FileManager.default.contentsOfDirectory(atPath: goldens.appendingPathComponent("fade").path).sorted()
        #expect(files == ["frame-0000.png", "frame-0005.png", "frame-0010.png", "manifest.json", "trace.txt"])
        // The frame at 50 % of a linear fade from blue to red is half of each.
        let half = try PNGDecoder.decode(contentsOf: goldens.appendingPathComponent("fade/frame-0005.png"))
        #expect(abs(Int(half[30, 40].r) - 128) <= 1 && abs(Int(half[30, 40].b) - 128) <= 1, "\(half[30, 40])")
        let manifest = try #require(
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: goldens.appendingPathComponent("fade/manifest.json"))) as? [String: Any])
        #expect(manifest["frameCount"] as? Int == 11 && manifest["sampledFrames"] as? [Int] == [0, 5, 10])

        let verify = try CLI.run(["verify", fade, push, "--goldens", goldens.path, "--json"])
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
        let summary = try json(verify)
        #expect(summary["counts"] as? [String: Int] == ["passed": 2])
        let scenes = try #require(summary["scenes"] as? [[String: Any]])
        #expect(scenes.map { $0["name"] as? String } == ["fade", "push"])
        #expect(scenes.allSatisfy { $0["sampledFrames"] as? [Int] == [0, 5, 10] })
    }

    @Test func aChangedSceneFailsWithTheReportAndTheRecordCommandThenRecordRewrites() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try write(goldenScene(), in: folder)
        let goldens = folder.appendingPathComponent("goldens")
        let artifacts = folder.appendingPathComponent("artifacts")
        #expect(try CLI.run(["record", scene, "--goldens", goldens.path]).status == 0)
        let before = try snapshot(goldens)

        _ = try write(goldenScene(to: "green"), in: folder)
        let verify = try CLI.run(["verify", scene, "--goldens", goldens.path, "--artifacts", artifacts.path])
        #expect(verify.status == 1, "\(verify.stdout)\(verify.stderr)")
        #expect(verify.stdout.contains("FAILED     fade (3 of 11 frames)"), "\(verify.stdout)")
        // Frame 0 shows only screen A (B is transparent): only frames 5 and 10 differ.
        #expect(
            verify.stdout.contains("- frame 5: ") && verify.stdout.contains("- frame 10: ")
                && !verify.stdout.contains("- frame 0: "))
        let report = artifacts.appendingPathComponent("flipbook-verify/fade/report.html")
        #expect(verify.stdout.contains("Report: \(report.path)"))
        #expect(FileManager.default.fileExists(atPath: report.path))
        #expect(
            FileManager.default.fileExists(
                atPath: artifacts.appendingPathComponent("flipbook-verify/fade/frames/frame-0005-diff.png").path))
        let command = "flipbook record \(scene) --goldens \(goldens.path)"
        #expect(verify.stdout.contains("accept it with: \(command)"), "\(verify.stdout)")
        #expect(verify.stderr.contains("1 of 1 scene did not match its golden: fade"), "\(verify.stderr)")
        #expect(try snapshot(goldens) == before, "verify never writes goldens")
        let out = artifacts.appendingPathComponent("flipbook-verify/fade")
        try checkFailureArtifacts(in: out, goldens: goldens.appendingPathComponent("fade"), failing: [5, 10], passing: [0])

        // The printed command accepts the change.
        let words = Array(command.split(separator: " ").map(String.init).dropFirst())
        let record = try CLI.run(words)
        #expect(record.status == 0, "\(record.stdout)\(record.stderr)")
        #expect(record.stdout.contains("rerecorded fade"), "\(record.stdout)")
        let after = try snapshot(goldens)
        #expect(
            after["fade/frame-0005.png"] != before["fade/frame-0005.png"]
                && after["fade/frame-0000.png"] == before["fade/frame-0000.png"])
        // actual-trace.txt held the trace of the changed scene, which `record` has now written as the golden;
        // the report's trace diff removed the lines only the old trace had and added those only the new one has.
        let oldTrace = try #require(before["fade/trace.txt"].flatMap { String(data: $0, encoding: .utf8) })
        let newTrace = try #require(after["fade/trace.txt"].flatMap { String(data: $0, encoding: .utf8) })
        #expect(oldTrace != newTrace)
        #expect(try String(contentsOf: out.appendingPathComponent("actual-trace.txt"), encoding: .utf8) == newTrace)
        let html = try String(contentsOf: report, encoding: .utf8)
        let oldLines = Set(oldTrace.split(separator: "\n").map(String.init))
        let newLines = Set(newTrace.split(separator: "\n").map(String.init))
        let removed = oldLines.subtracting(newLines)
        let added = newLines.subtracting(oldLines)
        #expect(!removed.isEmpty && !added.isEmpty)
        for line in removed { #expect(html.contains("<span class=\"del\">-\(htmlEscaped(line))</span>"), "\(line)") }
        for line in added { #expect(html.contains("<span class=\"add\">+\(htmlEscaped(line))</span>"), "\(line)") }
        let green = try PNGDecoder.decode(contentsOf: goldens.appendingPathComponent("fade/frame-0010.png"))
        #expect(green[30, 40].g > 100 && green[30, 40].r == 0 && green[30, 40].b == 0, "\(green[30, 40])")
        #expect(try CLI.run(["verify", scene, "--goldens", goldens.path]).status == 0)
        let again = try CLI.run(["record", scene, "--goldens", goldens.path])
        #expect(again.status == 0 && again.stdout.contains("unchanged  fade"), "\(again.stdout)")
        #expect(try snapshot(goldens) == after)
    }

    @Test func toleranceOptionsLetASmallChangePass() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try write(goldenScene(), in: folder)
        let goldens = folder.appendingPathComponent("goldens")
        #expect(try CLI.run(["record", scene, "--goldens", goldens.path, "--sample", "all"]).status == 0)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: goldens.appendingPathComponent("fade").path)
                .filter { $0.hasPrefix("frame-") }.count == 11)
        // Red 1.0 -> 0.99: under pixelmatch's threshold, but not exact, and the trace changes.
        _ = try write(goldenScene(to: "[0.99, 0, 0]"), in: folder)
        let exact = try CLI.run(["verify", scene, "--goldens", goldens.path, "--sample", "all", "--artifacts", folder.path])
        #expect(exact.status == 1)
        let loose = try CLI.run([
            "verify", scene, "--goldens", goldens.path, "--sample", "all", "--tolerance", "pixelmatch",
            "--skip-trace", "--artifacts", folder.path,
        ])
        #expect(loose.status == 0, "\(loose.stdout)")
        let counted = try CLI.run([
            "verify", scene, "--goldens", goldens.path, "--sample", "all", "--skip-trace",
            "--max-differing-pixels", "100%", "--artifacts", folder.path,
        ])
        #expect(counted.status == 0, "\(counted.stdout)")
        // Sampling other frames than the golden's is a manifest difference.
        let other = try CLI.run(["verify", scene, "--goldens", goldens.path, "--sample", "3", "--artifacts", folder.path])
        #expect(
            other.status == 1
                && other.stdout.contains("sampled frames: expected [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10], got [0, 5, 10]"),
            "\(other.stdout)")
    }

    @Test func aMissingGoldenFailsAndNothingIsWritten() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try write(goldenScene(), in: folder)
        let goldens = folder.appendingPathComponent("goldens")
        let verify = try CLI.run(["verify", scene, "--goldens", goldens.path, "--json"], environment: CLI.environmentWithoutCI)
        #expect(verify.status == 1)
        let entry = try #require((try json(verify)["scenes"] as? [[String: Any]])?.first)
        #expect(entry["status"] as? String == "missing")
        // No golden: the default sampling, spelt out.
        #expect(entry["accept"] as? String == "flipbook record \(scene) --goldens \(goldens.path) --sample 0%,50%,100%")
        #expect((entry["message"] as? String)?.contains("No golden 'fade' at \(goldens.path)/fade") == true)
        #expect(!FileManager.default.fileExists(atPath: goldens.path))
    }

    @Test func shardsCoverEverySceneExactlyOnce() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let names = ["e", "a", "d", "b", "c"]
        let paths = try names.map { try write(goldenScene(), in: folder, name: "\($0).yaml") }
        let goldens = folder.appendingPathComponent("goldens")
        // Recording shard 1 of 2 writes a, c and e only (equal costs: by name, each to the least loaded shard).
        let first = try CLI.run(["record"] + paths + ["--goldens", goldens.path, "--shard", "1/2"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: goldens.path).sorted() == ["a", "c", "e"])
        #expect(try CLI.run(["record"] + paths + ["--goldens", goldens.path, "--shard", "2/2"]).status == 0)
        var seen: [String] = []
        for i in 1...3 {
            let run = try CLI.run(["verify"] + paths.reversed() + ["--goldens", goldens.path, "--shard", "\(i)/3", "--json"])
            #expect(run.status == 0, "\(run.stdout)")
            let object = try json(run)
            let shard = try #require(object["shard"] as? [String: Any])
            #expect(shard["index"] as? Int == i && shard["count"] as? Int == 3 && shard["scenes"] as? Int == 5)
            let mine = try #require(object["scenes"] as? [[String: Any]]).compactMap { $0["name"] as? String }
            #expect(mine == [["a", "d"], ["b", "e"], ["c"]][i - 1])
            seen += mine
        }
        #expect(seen.sorted() == names.sorted())
    }

    @Test func badInputExitsTwo() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try write(goldenScene(), in: folder)
        let goldens = folder.appendingPathComponent("goldens").path
        let cases: [([String], String)] = [
            (["verify", scene], "--goldens"),
            (["verify", "--goldens", goldens], "at least one scene"),
            (["verify", folder.appendingPathComponent("nope.yaml").path, "--goldens", goldens], "nope.yaml"),
            (["verify", scene, "--goldens", goldens, "--sample", "1"], "at least 2 frames"),
            (["verify", scene, "--goldens", goldens, "--sample", "half"], "'half'"),
            (["verify", scene, "--goldens", goldens, "--tolerance", "fuzzy"], "--tolerance"),
            (["verify", scene, "--goldens", goldens, "--max-differing-pixels", "-3"], "--max-differing-pixels"),
            (["verify", scene, "--goldens", goldens, "--shard", "0/2"], "--shard"),
            (["record", scene, "--goldens", goldens, "--shard", "2"], "--shard"),
            (["record", scene, "--goldens", goldens, "--tolerance", "exact"], "--tolerance"),
            (["verify", scene, folder.appendingPathComponent("sub/fade.yaml").path, "--goldens", goldens], "same name 'fade'"),
            (["verify", scene, "--goldens", goldens, "--sample", "150%"], "'150%'"),
        ]
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        _ = try write(goldenScene(), in: folder.appendingPathComponent("sub"))
        for (arguments, text) in cases {
            let run = try CLI.run(arguments)
            #expect(run.status == 2, "\(arguments): \(run.status) \(run.stderr)")
            #expect(run.stderr.contains(text), "\(arguments): \(run.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: goldens), "bad input writes no golden")
        // A scene that loads but cannot run is bad input too.
        let stuck = try write(
            goldenScene().replacingOccurrences(of: "animator: fade", with: "animator: {name: fade, parameters: {bogus: 1}}"),
            in: folder, name: "stuck.yaml")
        let run = try CLI.run(["record", stuck, "--goldens", goldens])
        #expect(run.status == 2 && run.stderr.contains("stuck.yaml"), "\(run.stdout)\(run.stderr)")
    }
}
