import Foundation
import Testing

/// `flipbook verify` samples as the golden was recorded, and the `flipbook
/// record ...` command it prints re-records the same golden; the trace diff
/// it prints and reports is a line diff of the changed lines only.
@Suite struct GoldenSamplingCommandTests {
    func write(_ text: String, in folder: URL, name: String = "fade.yaml") throws -> String {
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    func manifest(_ goldens: URL, _ name: String = "fade") throws -> [String: Any] {
        let url = goldens.appendingPathComponent(name).appendingPathComponent("manifest.json")
        return try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    func frameFiles(_ goldens: URL, _ name: String = "fade") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: goldens.appendingPathComponent(name).path)
            .filter { $0.hasPrefix("frame-") }.sorted()
    }

    /// The one scene entry of `verify --json`.
    func entry(_ run: CLIRun) throws -> [String: Any] {
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stdout)")
        return try #require((object["scenes"] as? [[String: Any]])?.first)
    }

    /// Runs a printed `flipbook record ...` command (its words have no spaces or quotes).
    func runPrinted(_ command: String) throws -> CLIRun {
        let words = command.split(separator: " ").map(String.init)
        #expect(Array(words.prefix(2)) == ["flipbook", "record"] && !command.contains("'"), "\(command)")
        return try CLI.run(Array(words.dropFirst()))
    }

    @Test func verifyUsesTheRecordedSamplingAndPrintsACommandThatReRecordsTheSameGolden() throws {
        let plugin = try ExamplePlugin.library.get()
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The plugin's "spin" animator: the scene cannot even load without --plugin.
        let scene = try write(goldenScene(animator: "spin"), in: folder)
        let goldens = folder.appendingPathComponent("goldens")
        let artifacts = folder.appendingPathComponent("artifacts")
        let shaping = ["--scale", "2", "--plugin", plugin.path]
        let record = try CLI.run(["record", scene, "--goldens", goldens.path, "--sample", "5"] + shaping)
        #expect(record.status == 0, "\(record.stdout)\(record.stderr)")
        #expect(record.stdout.contains("recorded   fade (5 of 11 frames)"), "\(record.stdout)")
        var recorded = try manifest(goldens)
        #expect(recorded["sampling"] as? String == "evenly(5)")
        #expect(recorded["sampledFrames"] as? [Int] == [0, 3, 5, 8, 10] && recorded["scale"] as? Double == 2)
        #expect(
            try frameFiles(goldens) == ["frame-0000.png", "frame-0003.png", "frame-0005.png", "frame-0008.png", "frame-0010.png"])

        // Without --sample, verify checks the golden's 5 frames (not the default 0%, 50%, 100%).
        let same = try CLI.run(["verify", scene, "--goldens", goldens.path, "--artifacts", artifacts.path] + shaping)
        #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
        #expect(same.stdout.hasPrefix("ok         fade (5 of 11 frames)\n"), "\(same.stdout)")

        // A changed scene fails on the recorded frames only; the manifest agrees on the sampling.
        _ = try write(goldenScene(to: "green", animator: "spin"), in: folder)
        let changed = try CLI.run(
            ["verify", scene, "--goldens", goldens.path, "--artifacts", artifacts.path, "--json"] + shaping)
        #expect(changed.status == 1, "\(changed.stdout)\(changed.stderr)")
        let failed = try entry(changed)
        #expect(failed["status"] as? String == "failed")
        #expect(failed["sampledFrames"] as? [Int] == [0, 3, 5, 8, 10] && failed["sample"] as? String == "5")
        #expect(
            (failed["failingFrames"] as? [Int]).map {
                Set($0).isSubset(of: [0, 3, 5, 8, 10]) && $0.contains(3) && $0.contains(8)
            } == true,
            "\(failed)")
        let message = try #require(failed["message"] as? String)
        #expect(!message.contains("sampled frames") && !message.contains("sampling:"), "\(message)")
        let command = "flipbook record \(scene) --goldens \(goldens.path) --sample 5 --scale 2 --plugin \(plugin.path)"
        #expect(failed["accept"] as? String == command)
        #expect(message.hasSuffix("If the change is intended, accept it with: \(command)"), "\(message)")
        let text = try CLI.run(["verify", scene, "--goldens", goldens.path, "--artifacts", artifacts.path] + shaping)
        #expect(
            text.stdout.contains("FAILED     fade (5 of 11 frames)\n")
                && text.stdout.contains("  If the change is intended, accept it with: \(command)\n"),
            "\(text.stdout)")

        // The printed command re-records the golden with the same shape, and verify then passes.
        let rerecord = try runPrinted(command)
        #expect(rerecord.status == 0, "\(rerecord.stdout)\(rerecord.stderr)")
        #expect(rerecord.stdout.contains("rerecorded fade (5 of 11 frames)"), "\(rerecord.stdout)")
        recorded = try manifest(goldens)
        #expect(recorded["sampling"] as? String == "evenly(5)")
        #expect(recorded["sampledFrames"] as? [Int] == [0, 3, 5, 8, 10] && recorded["scale"] as? Double == 2)
        #expect(
            try frameFiles(goldens) == ["frame-0000.png", "frame-0003.png", "frame-0005.png", "frame-0008.png", "frame-0010.png"])
        let after = try CLI.run(["verify", scene, "--goldens", goldens.path, "--artifacts", artifacts.path] + shaping)
        #expect(
            after.status == 0 && after.stdout.hasPrefix("ok         fade (5 of 11 frames)\n"), "\(after.stdout)\(after.stderr)")
    }

    @Test func percentsReadBackExactlyInThePrintedCommand() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try write(goldenScene(), in: folder)
        let goldens = folder.appendingPathComponent("goldens")
        // 29 / 100 * 100 is 28.999999999999996 in binary: the command must still say 29%.
        #expect(try CLI.run(["record", scene, "--goldens", goldens.path, "--sample", "0%,29%,100%"]).status == 0)
        #expect(try manifest(goldens)["sampling"] as? String == "percents(0.0, 0.29, 1.0)")
        #expect(try manifest(goldens)["sampledFrames"] as? [Int] == [0, 3, 10])
        _ = try write(goldenScene(to: "green"), in: folder)
        let verify = try CLI.run(["verify", scene, "--goldens", goldens.path, "--artifacts", folder.path, "--json"])
        #expect(verify.status == 1)
        let failed = try entry(verify)
        #expect(failed["sampledFrames"] as? [Int] == [0, 3, 10])
        let command = try #require(failed["accept"] as? String)
        #expect(command == "flipbook record \(scene) --goldens \(goldens.path) --sample 0%,29%,100%")
        #expect(try runPrinted(command).status == 0)
        #expect(try manifest(goldens)["sampling"] as? String == "percents(0.0, 0.29, 1.0)")
        #expect(try CLI.run(["verify", scene, "--goldens", goldens.path, "--artifacts", folder.path]).status == 0)
    }

    @Test func aGoldenWithoutAStoredSamplingIsCheckedOnTheFramesItPins() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try write(goldenScene(), in: folder)
        let goldens = folder.appendingPathComponent("goldens")
        // Goldens recorded before the manifest stored its sampling: the same files without "sampling".
        func forgetSampling() throws {
            let url = goldens.appendingPathComponent("fade/manifest.json")
            var object = try manifest(goldens)
            #expect(object.removeValue(forKey: "sampling") != nil)
            try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys]).write(to: url)
        }
        for (sample, frames, printed) in [
            ("all", Array(0...10), "all"), ("frames:1,4", [1, 4], "frames:1,4"),
            ("0%,50%,100%", [0, 5, 10], "0%,50%,100%"),
        ] {
            _ = try write(goldenScene(), in: folder)
            #expect(try CLI.run(["record", scene, "--goldens", goldens.path, "--sample", sample]).status == 0, "\(sample)")
            try forgetSampling()
            let same = try CLI.run(["verify", scene, "--goldens", goldens.path, "--artifacts", folder.path])
            #expect(
                same.status == 0 && same.stdout.hasPrefix("ok         fade (\(frames.count) of 11 frames)\n"),
                "\(sample): \(same.stdout)")
            _ = try write(goldenScene(to: "green"), in: folder)
            let verify = try CLI.run(["verify", scene, "--goldens", goldens.path, "--artifacts", folder.path, "--json"])
            let failed = try entry(verify)
            #expect(verify.status == 1 && failed["sampledFrames"] as? [Int] == frames, "\(sample): \(failed)")
            #expect(
                failed["accept"] as? String == "flipbook record \(scene) --goldens \(goldens.path) --sample \(printed)",
                "\(sample)")
        }
    }

    @Test func anExplicitSampleOtherThanTheGoldensIsAManifestDifference() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try write(goldenScene(), in: folder)
        let goldens = folder.appendingPathComponent("goldens")
        #expect(try CLI.run(["record", scene, "--goldens", goldens.path, "--sample", "every:4"]).status == 0)
        #expect(try manifest(goldens)["sampling"] as? String == "every(4)")
        #expect(try frameFiles(goldens) == ["frame-0000.png", "frame-0004.png", "frame-0008.png", "frame-0010.png"])
        #expect(try CLI.run(["verify", scene, "--goldens", goldens.path, "--artifacts", folder.path]).status == 0)
        let other = try CLI.run(["verify", scene, "--goldens", goldens.path, "--sample", "3", "--artifacts", folder.path])
        #expect(other.status == 1, "\(other.stdout)")
        #expect(
            other.stdout.contains("  - sampling: expected every(4), got evenly(3)\n")
                && other.stdout.contains("  - sampled frames: expected [0, 4, 8, 10], got [0, 5, 10]\n"), "\(other.stdout)")
        // Accepting that re-records with the sampling asked for.
        #expect(
            other.stdout.contains("accept it with: flipbook record \(scene) --goldens \(goldens.path) --sample 3\n"),
            "\(other.stdout)")
    }

    @Test func aLongTraceDiffShowsOnlyTheChangedLines() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        // 40 boxes on screen B and a 10 s fade at 10 fps: 101 frames of about 46 trace lines.
        func scene(box7: String) -> String {
            let boxes = (0..<40).map { i in
                "{id: c\(i), frame: [\(i % 8 * 5), \(i / 8 * 5), 4, 4], backgroundColor: \(i == 7 ? box7 : "white")}"
            }
            return """
                canvas: {width: 40, height: 60, scale: 1, fps: 10}
                screens:
                  A: {backgroundColor: blue}
                  B:
                    backgroundColor: red
                    children: [\(boxes.joined(separator: ", "))]
                transition: {kind: present, from: A, to: B, style: overFullScreen, animator: fade, duration: 10, curve: linear}
                """
        }
        let path = try write(scene(box7: "white"), in: folder, name: "boxes.yaml")
        let goldens = folder.appendingPathComponent("goldens")
        let artifacts = folder.appendingPathComponent("artifacts")
        #expect(try CLI.run(["record", path, "--goldens", goldens.path]).status == 0)
        let trace = try String(contentsOf: goldens.appendingPathComponent("boxes/trace.txt"), encoding: .utf8)
        let lines = trace.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        let box7 = lines.filter { $0.contains("View#c7 ") }
        #expect(lines.count > 3000 && box7.count == 101 && Set(box7).count == 1, "\(lines.count) lines, \(box7.count) of box 7")
        let oldLine = try #require(box7.first)
        let newLine = oldLine.replacingOccurrences(
            of: "rgba(1.000 1.000 1.000 1.000)",
            with: "rgba(0.000 0.000 0.000 1.000)")
        #expect(newLine != oldLine)

        _ = try write(scene(box7: "black"), in: folder, name: "boxes.yaml")
        let verify = try CLI.run(["verify", path, "--goldens", goldens.path, "--artifacts", artifacts.path])
        #expect(verify.status == 1)
        // The printed message: the counts and the first hunk (12 diff lines at most).
        let at = try #require(lines.firstIndex(of: oldLine))
        let firstHunk =
            ["@@ -\(at - 2),7 +\(at - 2),7 @@"] + lines[(at - 3)..<at].map { " " + $0 } + ["-" + oldLine, "+" + newLine]
            + lines[(at + 1)...(at + 3)].map { " " + $0 }
        let shown =
            "  - trace differs: 101 lines removed, 101 added:\n"
            + (["--- expected", "+++ actual"] + firstHunk).map { "    " + $0 }.joined(separator: "\n")
        #expect(verify.stdout.contains(shown + "\n"), "\(verify.stdout.prefix(2000))")
        // trace.diff: one hunk per frame, each the old line of box 7 removed and the new one added.
        let diff = try String(contentsOf: artifacts.appendingPathComponent("flipbook-verify/boxes/trace.diff"), encoding: .utf8)
        let body = diff.split(separator: "\n").dropFirst(2).map(String.init)
        #expect(body.filter { $0.hasPrefix("-") } == Array(repeating: "-" + oldLine, count: 101))
        #expect(body.filter { $0.hasPrefix("+") } == Array(repeating: "+" + newLine, count: 101))
        #expect(body.filter { $0.hasPrefix("@@") }.count == 101 && body.count == 101 * 9)
        #expect(Array(body.prefix(9)) == firstHunk)
        // The report shows the same diff.
        let report = try String(
            contentsOf: artifacts.appendingPathComponent("flipbook-verify/boxes/report.html"), encoding: .utf8)
        #expect(report.components(separatedBy: "<span class=\"del\">").count - 1 == 101)
        #expect(report.components(separatedBy: "<span class=\"add\">").count - 1 == 101)
        #expect(report.components(separatedBy: "<span class=\"hunk\">").count - 1 == 101)
    }
}
