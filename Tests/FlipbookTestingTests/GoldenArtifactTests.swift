import Flipbook
import FlipbookCairo
import Foundation
import Testing

@testable import FlipbookTesting
@testable import FlipbookTestingCore

@Suite @MainActor struct GoldenArtifactTests {
    let film = GoldenFixture.film()

    /// A golden whose frame 4 has pixel (90, 5) black, verified exactly.
    private func failing() throws -> (Sandbox, FilmstripVerification) {
        let box = try Sandbox()
        _ = box.verify(film, record: .missing)
        try box.editGoldenPixel("strip", frame: 4, x: 90, y: 5, to: (0, 0, 0, 255))
        return (box, box.verify(film, record: .never))
    }

    @Test func failingFramesGetExpectedActualAndDiffPictures() throws {
        let (box, result) = try failing()
        let folder = try #require(result.artifactsFolder)
        #expect(
            folder.path
                == box.artifacts.appendingPathComponent("GoldenArtifactTests.failingFramesGetExpectedActualAndDiffPictures/strip")
                .path)
        let frames = folder.appendingPathComponent("frames")
        let expected = try PNGDecoder.decode(contentsOf: frames.appendingPathComponent("frame-0004-expected.png"))
        let actual = try PNGDecoder.decode(contentsOf: frames.appendingPathComponent("frame-0004-actual.png"))
        let diff = try PNGDecoder.decode(contentsOf: frames.appendingPathComponent("frame-0004-diff.png"))
        #expect(expected[90, 5] == (0, 0, 0, 255))
        #expect(actual[90, 5] == (255, 255, 255, 255))
        #expect(actual == (try CairoRenderer().render(film.frames[4].tree)))
        // The diff marks the changed pixel in red and nothing else.
        #expect(diff[90, 5] == (255, 0, 0, 255))
        var red = 0
        for y in 0..<diff.height { for x in 0..<diff.width where diff[x, y] == (255, 0, 0, 255) { red += 1 } }
        #expect(red == 1)
        // Only the failing frame is written.
        let names = try FileManager.default.contentsOfDirectory(atPath: frames.path).sorted()
        #expect(names == ["frame-0004-actual.png", "frame-0004-diff.png", "frame-0004-expected.png"])
        #expect(fileExists(folder.appendingPathComponent("actual-manifest.json")))
        #expect(fileExists(folder.appendingPathComponent("actual-trace.txt")))
    }

    @Test func theContactSheetHasThreeRows() throws {
        let (_, result) = try failing()
        let url = try #require(result.contactSheetURL)
        let sheet = try PNGDecoder.decode(contentsOf: url)
        // 16 + 80 + 100 + 16 pt wide, at 2x.
        #expect(sheet.width == 2 * (16 + 80 + 100 + 16))
        // Three thumbnails stacked: the red box appears in the expected and actual rows (two boxes in one
        // column), and the diff row has the red mark.
        let column = (2 * (16 + 80))..<(2 * (16 + 80 + 100))
        var redRows: [Int] = []
        for y in 0..<sheet.height
        where column.contains(where: { x in
            let p = sheet[x, y]
            return p.r > 200 && p.g < 60 && p.b < 60
        }) { redRows.append(y) }
        let bands = zip(redRows, redRows.dropFirst()).filter { $1 - $0 > 1 }.count + (redRows.isEmpty ? 0 : 1)
        #expect(bands == 3, "expected box, actual box, diff mark")
    }

    @Test func theMessageNamesTheReportAndTheAcceptCommand() throws {
        let (_, result) = try failing()
        let report = try #require(result.reportURL)
        #expect(result.message.contains("Report: \(report.path)"))
        #expect(
            result.message.contains("If the change is intended, accept it with: FLIPBOOK_RECORD=failed swift test --filter '"))
        #expect(
            result.acceptCommand.hasPrefix(
                "FLIPBOOK_RECORD=failed swift test --filter 'GoldenArtifactTests/theMessageNamesTheReportAndTheAcceptCommand\\('")
        )
        #expect(report.path.hasSuffix("/strip/report.html"))
    }

    @Test func theReportIsSelfContainedAndReferencesFilesThatExist() throws {
        let (_, result) = try failing()
        let report = try #require(result.reportURL)
        let html = try String(contentsOf: report, encoding: .utf8)
        let sources = html.matches(of: /src="([^"]+)"/).map { String($0.1) }
        #expect(sources.count >= 5, "3 views + 2 slider images + the contact sheet")
        for source in sources {
            #expect(!source.contains(":"), "\(source) is not a relative path")
            #expect(fileExists(report.deletingLastPathComponent().appendingPathComponent(source)), "\(source) is missing")
        }
        #expect(sources.contains("frames/frame-0004-diff.png"))
        #expect(sources.contains("contact-sheet.png"))
        #expect(!html.contains("http://") && !html.contains("https://"))
        #expect(!html.contains("<link") && !html.contains("<script src"))
        #expect(html.contains("id=\"scrubber\"") && html.contains("data-mode=\"slider\""))
        #expect(html.contains("1 of 6000 px differ"))
        // `make report-check` keeps this report to load it in Chromium.
        if let keep = ProcessInfo.processInfo.environment["FLIPBOOK_KEEP_REPORT"], !keep.isEmpty {
            let target = URL(fileURLWithPath: keep, relativeTo: TestContext(filePath: #filePath, function: "").packageRoot)
            try? FileManager.default.removeItem(at: target)
            try FileManager.default.copyItem(at: report.deletingLastPathComponent(), to: target)
        }
    }

    @Test func theArtifactsRootComesFromTheEnvironment() throws {
        let box = try Sandbox()
        _ = box.verify(film, record: .missing)
        try box.editGoldenPixel("strip", frame: 0, x: 1, y: 1, to: (0, 0, 0, 255))
        let custom = box.root.appendingPathComponent("custom")
        let result = verifyFilmstrip(
            film, named: "strip", sampling: .all, record: .never, goldensDirectory: box.goldens,
            context: TestContext(filePath: #filePath, function: "envTest()"),
            environment: ["FLIPBOOK_ARTIFACTS": custom.path])
        #expect(result.reportURL?.path == custom.appendingPathComponent("GoldenArtifactTests.envTest/strip/report.html").path)
        #expect(fileExists(custom.appendingPathComponent("GoldenArtifactTests.envTest/strip/frames/frame-0000-diff.png")))
    }

    @Test func aTraceOnlyFailureStillWritesAReport() throws {
        let box = try Sandbox()
        _ = box.verify(film, record: .missing)
        let trace = box.golden("strip").appendingPathComponent("trace.txt")
        try (String(contentsOf: trace, encoding: .utf8) + "extra line\n").write(to: trace, atomically: true, encoding: .utf8)
        let result = box.verify(film, record: .never)
        let report = try #require(result.reportURL)
        let html = try String(contentsOf: report, encoding: .utf8)
        #expect(html.contains("<span class=\"del\">-extra line</span>"))
        #expect(fileExists(report.deletingLastPathComponent().appendingPathComponent("trace.diff")))
        // actual-trace.txt is the trace of the film that was verified, not the golden's.
        let actualTrace = try String(
            contentsOf: report.deletingLastPathComponent().appendingPathComponent("actual-trace.txt"),
            encoding: .utf8)
        #expect(actualTrace == FilmTrace.text(for: film))
        #expect(!actualTrace.contains("extra line"))
    }

    /// The diff picture is red exactly where the expected and actual frames
    /// differ, whichever channel differs, by as little as one step; the
    /// differing pixels are found here by comparing the two decoded pictures.
    @Test func theDiffMarksExactlyWhereTheFramesDiffer() throws {
        let box = try Sandbox()
        _ = box.verify(film, record: .missing)
        let url = box.golden("strip").appendingPathComponent("frame-0004.png")
        var golden = try PNGDecoder.decode(contentsOf: url)
        // One step in one channel each: red on white, green on white, blue inside the red box
        // (frame 4 shows it at x 26.7...46.7, y 20...40), green inside the box.
        for (x, y, channel) in [(90, 5, 0), (10, 50, 1), (35, 30, 2), (30, 25, 1)] {
            var p = golden[x, y]
            switch channel {
            case 0: p.r = p.r == 255 ? 254 : p.r + 1
            case 1: p.g = p.g == 255 ? 254 : p.g + 1
            default: p.b = p.b == 255 ? 254 : p.b + 1
            }
            golden[x, y] = p
        }
        try PNGEncoder().write(golden, to: url)
        let result = box.verify(film, record: .never)
        #expect(!result.passed)
        let frames = try #require(result.artifactsFolder).appendingPathComponent("frames")
        let expected = try PNGDecoder.decode(contentsOf: frames.appendingPathComponent("frame-0004-expected.png"))
        let actual = try PNGDecoder.decode(contentsOf: frames.appendingPathComponent("frame-0004-actual.png"))
        let diff = try PNGDecoder.decode(contentsOf: frames.appendingPathComponent("frame-0004-diff.png"))
        #expect(expected == golden)
        #expect(diff.width == actual.width && diff.height == actual.height)
        var differing: [String] = []
        var marked: [String] = []
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                if expected[x, y] != actual[x, y] { differing.append("\(x),\(y)") }
                // Unchanged pixels are grey; a change of one level is under pixelmatch's threshold: a pink dot.
                let p = diff[x, y]
                if p.r != p.g || p.g != p.b {
                    marked.append("\(x),\(y)")
                    #expect(p.r > p.g + 40 && p.g == p.b && p != (255, 0, 0, 255), "(\(x), \(y)): \(p)")
                }
            }
        }
        #expect(differing == ["90,5", "30,25", "35,30", "10,50"])
        #expect(marked == differing)
        // Only frame 4 fails.
        #expect(result.frames.filter { !$0.passed }.map(\.index) == [4])
    }

    /// The report names the filmstrip, links the expected, actual and diff
    /// pictures that were written, and lists the trace diff's lines.
    @Test func theReportNamesTheFilmstripAndShowsItsPicturesAndTraceDiff() throws {
        let box = try Sandbox()
        _ = box.verify(film, "box-slide", record: .missing)
        try box.editGoldenPixel("box-slide", frame: 2, x: 60, y: 50, to: (0, 0, 255, 255))
        // Frame 3's time changed in the golden trace: one line removed, one added.
        let traceURL = box.golden("box-slide").appendingPathComponent("trace.txt")
        let trace = try String(contentsOf: traceURL, encoding: .utf8)
        let real = FilmTrace.header(for: 3, time: film.frames[3].time)
        #expect(trace.contains(real + "\n"))
        try trace.replacingOccurrences(of: real + "\n", with: "# frame 3 t=9.9999s\n")
            .write(to: traceURL, atomically: true, encoding: .utf8)
        let result = box.verify(film, "box-slide", record: .never)
        let report = try #require(result.reportURL)
        let folder = report.deletingLastPathComponent()
        let html = try String(contentsOf: report, encoding: .utf8)
        #expect(html.contains("<title>Flipbook golden: box-slide</title>"))
        #expect(html.contains("<h1>Filmstrip <code>box-slide</code> does not match its golden</h1>"))
        let sources = Set(html.matches(of: /src="([^"]+)"/).map { String($0.1) })
        for role in ["expected", "actual", "diff"] {
            let path = "frames/frame-0002-\(role).png"
            #expect(sources.contains(path), "\(path) is not shown")
            #expect(fileExists(folder.appendingPathComponent(path)), "\(path) was not written")
        }
        #expect(html.contains("<span class=\"del\">-# frame 3 t=9.9999s</span>"))
        #expect(html.contains("<span class=\"add\">+\(real)</span>"))
        #expect(html.contains("<span class=\"hunk\">@@ "))
        let actualTrace = try String(contentsOf: folder.appendingPathComponent("actual-trace.txt"), encoding: .utf8)
        #expect(actualTrace == FilmTrace.text(for: film) && actualTrace == trace)
    }
}
