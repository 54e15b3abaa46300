import FlipbookCairo
import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// `flipbook merge`: shard results joined into one summary, report and JUnit
/// file; results that are not the shards of one run exit 2 and write nothing.
@Suite struct MergeCommandTests {
    /// Four scenes with goldens, `c` changed after recording when `failing`;
    /// the summaries of `verify --shard I/2 --json` and of the unsharded run.
    func shardResults(failing: Bool) throws -> (folder: URL, shards: [String], whole: [String: Any]) {
        let folder = try cliScratch()
        var paths: [String] = []
        for (name, width) in [("a", 40), ("b", 30), ("c", 50), ("d", 20)] {
            let url = folder.appendingPathComponent("\(name).yaml")
            try costedScene(width: width, height: 30, duration: 0.5).write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let goldens = folder.appendingPathComponent("goldens").path
        let env = ShardVariables.environment()
        #expect(try CLI.run(["record"] + paths + ["--goldens", goldens], environment: env).status == 0)
        if failing {
            try costedScene(width: 50, height: 30, duration: 0.5).replacingOccurrences(of: "red", with: "green")
                .write(toFile: paths[2], atomically: true, encoding: .utf8)
        }
        let common = ["--goldens", goldens, "--json", "--artifacts", folder.appendingPathComponent("artifacts").path]
        var shards: [String] = []
        for i in 1...2 {
            let run = try CLI.run(["verify"] + paths + common + ["--shard", "\(i)/2"], environment: env)
            let file = folder.appendingPathComponent("shard-\(i).json")
            try run.stdout.write(to: file, atomically: true, encoding: .utf8)
            shards.append(file.path)
        }
        let whole = try CLI.run(["verify"] + paths + common, environment: env)
        #expect(whole.status == (failing ? 1 : 0), "\(whole.stderr)")
        return (folder, shards, try jsonObject(whole.stdout))
    }

    @Test func mergesAFailingRunIntoSummaryReportAndJUnit() throws {
        let results = try shardResults(failing: true)
        defer { try? FileManager.default.removeItem(at: results.folder) }
        let out = results.folder.appendingPathComponent("merged")
        let run = try CLI.run(["merge"] + results.shards.reversed() + ["--out", out.path])
        #expect(run.status == 1, "a failed scene fails the merge too: \(run.stderr)")
        #expect(run.stderr.contains("error[FB-VERIFY-FAILED]: 1 of 4 scenes did not match its golden: c"), "\(run.stderr)")
        #expect(run.stdout.contains("merged 2 shards of 4 scenes: 3 passed, 1 failed"), "\(run.stdout)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
                == ["artifacts", "junit.xml", "report.html", "summary.json"])

        let summary = try jsonObject(try String(contentsOf: out.appendingPathComponent("summary.json"), encoding: .utf8))
        #expect(withoutTimings(summary) == withoutTimings(results.whole), "the merged summary is the unsharded run's")
        #expect(sceneNames(summary) == ["a", "b", "c", "d"])

        let junit = try XMLDocument(contentsOf: out.appendingPathComponent("junit.xml"))
        let cases = try junit.nodes(forXPath: "/testsuites/testsuite/testcase").compactMap { $0 as? XMLElement }
        #expect(cases.map { $0.attribute(forName: "name")?.stringValue ?? "" } == ["a", "b", "c", "d"])
        for testcase in cases {
            let time = testcase.attribute(forName: "time")?.stringValue ?? ""
            #expect(Double(time).map { $0 >= 0 } == true, "time='\(time)'")
            #expect(testcase.attribute(forName: "classname")?.stringValue == "flipbook.verify")
        }
        let failures = try junit.nodes(forXPath: "//testcase/failure").compactMap { $0 as? XMLElement }
        #expect(failures.count == 1)
        #expect((failures.first?.parent as? XMLElement)?.attribute(forName: "name")?.stringValue == "c")
        #expect(failures.first?.attribute(forName: "message")?.stringValue?.isEmpty == false)
        let scenes = results.whole["scenes"] as? [[String: Any]] ?? []
        let report = try #require(scenes.first { $0["name"] as? String == "c" }?["report"] as? String)
        #expect(failures.first?.stringValue?.contains(report) == true, "the failure text names the report")
        let suite = try #require(try junit.nodes(forXPath: "/testsuites/testsuite").first as? XMLElement)
        #expect(suite.attribute(forName: "tests")?.stringValue == "4" && suite.attribute(forName: "failures")?.stringValue == "1")

        let html = try String(contentsOf: out.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(html.contains("3 passed, 1 failed") && html.contains("<code>c</code>"))
        #expect(!html.contains(report), "the report links its copy, not the shard's path")
        #expect(html.contains("href=\"artifacts/c/report.html\""))
    }

    /// What `src` and `href` of a page point at.
    static func references(in html: String) throws -> [String] {
        let pattern = try NSRegularExpression(pattern: #"(?:src|href)="([^"]*)""#)
        return pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)).map {
            String(html[Range($0.range(at: 1), in: html)!]).replacingOccurrences(of: "&amp;", with: "&")
        }
    }

    @Test func theMergedReportShowsTheFailingFramesPicturesRelativeToItselfOnAnotherMachine() throws {
        let results = try shardResults(failing: true)
        defer { try? FileManager.default.removeItem(at: results.folder) }
        // Another machine: the shards' uploads downloaded into one folder (results and artifacts/ side by side),
        // and the paths the shards printed gone.
        let downloads = results.folder.appendingPathComponent("downloads")
        try FileManager.default.createDirectory(at: downloads, withIntermediateDirectories: true)
        var moved: [String] = []
        for shard in results.shards {
            let target = downloads.appendingPathComponent(URL(fileURLWithPath: shard).lastPathComponent)
            try FileManager.default.moveItem(atPath: shard, toPath: target.path)
            moved.append(target.path)
        }
        let original = results.folder.appendingPathComponent("artifacts")
        try FileManager.default.moveItem(at: original, to: downloads.appendingPathComponent("artifacts"))
        let scenes = results.whole["scenes"] as? [[String: Any]] ?? []
        let shardReport = try #require(scenes.first { $0["name"] as? String == "c" }?["report"] as? String)
        #expect(!FileManager.default.fileExists(atPath: shardReport), "the shard's own path no longer exists")

        let out = results.folder.appendingPathComponent("merged")
        let run = try CLI.run(["merge"] + moved + ["--out", out.path])
        #expect(run.status == 1, "\(run.stderr)")
        let html = try String(contentsOf: out.appendingPathComponent("report.html"), encoding: .utf8)
        let references = try Self.references(in: html)
        let pictures = references.filter { $0.hasSuffix(".png") }
        for role in ["expected", "actual", "diff"] {
            #expect(
                pictures.contains { $0.hasPrefix("artifacts/c/frames/") && $0.hasSuffix("-\(role).png") },
                "a \(role) picture: \(pictures)")
        }
        #expect(html.contains("<img src=\"artifacts/c/frames/"))
        for reference in references {
            #expect(!reference.hasPrefix("/") && !reference.hasPrefix("file:"), "relative to the report: \(reference)")
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(reference).path), "\(reference) resolves")
        }
        // The copies are the shard's files, byte for byte, and the diff marks the changed colour.
        let shardFolder = URL(fileURLWithPath: shardReport).deletingLastPathComponent().path
        #expect(shardFolder.hasPrefix(original.path + "/"))
        let shardFrames = URL(
            fileURLWithPath: downloads.appendingPathComponent("artifacts").path
                + shardFolder.dropFirst(original.path.count)
        ).appendingPathComponent("frames")
        let diff = try #require(pictures.first { $0.hasSuffix("-diff.png") })
        let name = URL(fileURLWithPath: diff).lastPathComponent
        #expect(
            try Data(contentsOf: out.appendingPathComponent(diff)) == Data(contentsOf: shardFrames.appendingPathComponent(name)))
        let image = try PNGDecoder.decode(contentsOf: out.appendingPathComponent(diff))
        var red = 0
        for i in stride(from: 0, to: image.pixels.count, by: 4)
        where image.pixels[i] == 255 && image.pixels[i + 1] == 0 && image.pixels[i + 2] == 0 { red += 1 }
        #expect(red > 0, "the changed colour is red in the diff picture")

        // Without the downloaded artifacts: the report says where to put them, and links nothing outside.
        try FileManager.default.removeItem(at: downloads.appendingPathComponent("artifacts"))
        let again = try CLI.run(["merge"] + moved + ["--out", out.path])
        #expect(again.status == 1)
        let bare = try String(contentsOf: out.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(bare.contains("artifacts were not found here"))
        let links = try Self.references(in: bare)
        #expect(links.isEmpty, "no links: \(links)")
        #expect(
            !FileManager.default.fileExists(atPath: out.appendingPathComponent("artifacts").path),
            "the earlier merge's copies are gone with it")
    }

    @Test func mergesAPassingRunAndReplacesAnEarlierMerge() throws {
        let results = try shardResults(failing: false)
        defer { try? FileManager.default.removeItem(at: results.folder) }
        let out = results.folder.appendingPathComponent("merged")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try "old".write(to: out.appendingPathComponent("summary.json"), atomically: true, encoding: .utf8)
        try "keep".write(to: out.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let run = try CLI.run(["merge"] + results.shards + ["--out", out.path])
        #expect(run.status == 0, "\(run.stderr)")
        let summary = try jsonObject(try String(contentsOf: out.appendingPathComponent("summary.json"), encoding: .utf8))
        #expect(withoutTimings(summary) == withoutTimings(results.whole))
        #expect(try String(contentsOf: out.appendingPathComponent("notes.txt"), encoding: .utf8) == "keep")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: results.folder.path).allSatisfy {
                !$0.contains("flipbook-merge")
            },
            "no staging folder is left")
        let junit = try XMLDocument(contentsOf: out.appendingPathComponent("junit.xml"))
        #expect(try junit.nodes(forXPath: "//failure").isEmpty && junit.nodes(forXPath: "//testcase").count == 4)
    }

    @Test func badResultsExitTwoWithTheirCodeAndWriteNothing() throws {
        let results = try shardResults(failing: false)
        defer { try? FileManager.default.removeItem(at: results.folder) }
        let folder = results.folder
        func file(_ name: String, _ text: String) throws -> String {
            let url = folder.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return url.path
        }
        let first = try String(contentsOfFile: results.shards[0], encoding: .utf8)
        let second = try String(contentsOfFile: results.shards[1], encoding: .utf8)
        var object = try jsonObject(second)
        // Shard 2 claims one of shard 1's scenes too.
        var scenes = object["scenes"] as! [[String: Any]]
        let stolen = (try jsonObject(first)["scenes"] as! [[String: Any]])[0]
        scenes.append(stolen)
        object["scenes"] = scenes
        object["counts"] = ["passed": scenes.count]
        let twice = try file("twice.json", String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self))
        object["counts"] = ["passed": 99]
        let edited = try file("edited.json", String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self))
        // A shard of a three-way split of the same scenes.
        let paths = (results.whole["scenes"] as! [[String: Any]]).map { $0["scene"] as! String }
        let goldens = results.whole["goldens"] as! String
        let threeWay = try CLI.run(
            ["verify"] + paths + ["--goldens", goldens, "--json", "--shard", "1/3"], environment: ShardVariables.environment())
        let other = try file("three-way.json", threeWay.stdout)
        // A shard of a run over fewer scenes.
        let fewer = try CLI.run(
            ["verify"] + paths.dropLast() + ["--goldens", goldens, "--json", "--shard", "2/2"],
            environment: ShardVariables.environment())
        let otherList = try file("fewer.json", fewer.stdout)

        let cases: [([String], String, String)] = [
            (
                [results.shards[0], try file("cut.json", String(second.prefix(second.count / 2)))], "FB-MERGE-INPUT",
                "cut.json: not a JSON object"
            ),
            ([results.shards[0], try file("empty.json", "")], "FB-MERGE-INPUT", "empty.json: the file is empty"),
            ([results.shards[0], try file("other.json", "{\"scenes\": []}")], "FB-MERGE-INPUT", "not a Flipbook result"),
            (
                [
                    results.shards[0],
                    try file("future.json", second.replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : 9")),
                ],
                "FB-MERGE-INPUT", "result format version 9"
            ),
            ([results.shards[0], folder.appendingPathComponent("nope.json").path], "FB-MERGE-INPUT", "nope.json: no such file"),
            ([results.shards[0], edited], "FB-MERGE-INPUT", "\"counts\" does not agree"),
            ([results.shards[0], other], "FB-MERGE-MISMATCH", "is shard 1/2 but"),
            ([results.shards[0], otherList], "FB-MERGE-MISMATCH", "were cut from different lists of scenes"),
            ([results.shards[1]], "FB-MERGE-INCOMPLETE", "shard 1 of 2 is missing"),
            ([results.shards[0], results.shards[0]], "FB-MERGE-DUPLICATE", "shard 1/2 is given twice"),
            ([results.shards[0], twice], "FB-MERGE-DUPLICATE", "scene '\(stolen["name"] as! String)' is in shard 1/2"),
        ]
        let out = folder.appendingPathComponent("merged")
        for (inputs, code, text) in cases {
            let run = try CLI.run(["merge"] + inputs + ["--out", out.path])
            #expect(run.status == 2, "\(inputs): \(run.status) \(run.stderr)")
            #expect(run.stderr.hasPrefix("flipbook: error[\(code)]: "), "\(inputs): \(run.stderr)")
            #expect(run.stderr.contains(text), "\(inputs): \(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: out.path), "\(code) wrote \(out.path)")
        }
        let notAFolder = try file("not-a-folder", "")
        let run = try CLI.run(["merge"] + results.shards + ["--out", notAFolder])
        #expect(run.status == 2 && run.stderr.contains("error[FB-FS-NOT-A-FOLDER]"), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).allSatisfy { !$0.contains("flipbook-merge") })
    }
}
