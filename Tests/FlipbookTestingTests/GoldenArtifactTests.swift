import Flipbook
import FlipbookCairo
@testable import FlipbookTesting
@testable import FlipbookTestingCore
import Foundation
import Testing

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
        #expect(folder.path == box.artifacts.appendingPathComponent("GoldenArtifactTests.failingFramesGetExpectedActualAndDiffPictures/strip").path)
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
        for y in 0..<sheet.height where column.contains(where: { x in
            let p = sheet[x, y]; return p.r > 200 && p.g < 60 && p.b < 60
        }) { redRows.append(y) }
        let bands = zip(redRows, redRows.dropFirst()).filter { $1 - $0 > 1 }.count + (redRows.isEmpty ? 0 : 1)
        #expect(bands == 3, "expected box, actual box, diff mark")
    }

    @Test func theMessageNamesTheReportAndTheAcceptCommand() throws {
        let (_, result) = try failing()
        let report = try #require(result.reportURL)
        #expect(result.message.contains("Report: \(report.path)"))
        #expect(result.message.contains("If the change is intended, accept it with: FLIPBOOK_RECORD=failed swift test --filter '"))
        #expect(result.acceptCommand.hasPrefix("FLIPBOOK_RECORD=failed swift test --filter 'GoldenArtifactTests/theMessageNamesTheReportAndTheAcceptCommand\\('"))
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
        let result = verifyFilmstrip(film, named: "strip", sampling: .all, record: .never, goldensDirectory: box.goldens,
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
    }
}
