import Flipbook
import FlipbookCairo
import Foundation
import Testing

@testable import FlipbookTesting
@testable import FlipbookTestingCore

@Suite @MainActor struct GoldenComparisonTests {
    private func manifestLines(_ result: FilmstripVerification) -> [String] {
        for problem in result.problems { if case .manifest(let lines) = problem { return lines } }
        return []
    }

    @Test func aSizeMismatchIsReportedByTheManifestBeforePixels() throws {
        let box = try Sandbox()
        _ = box.verify(GoldenFixture.film(), record: .missing)
        let result = box.verify(GoldenFixture.film(width: 120), record: .never)
        #expect(result.outcome == .failed)
        #expect(manifestLines(result).contains("canvas size: expected 100 x 60 pt, got 120 x 60 pt"))
        #expect(manifestLines(result).contains("pixel size: expected 100 x 60 px, got 120 x 60 px"))
        #expect(result.frames.isEmpty, "pixels are not compared when the manifest differs")
        #expect(!result.problems.contains { if case .frame = $0 { true } else { false } })
    }

    @Test func aChangedFrameCountIsNamed() throws {
        let box = try Sandbox()
        _ = box.verify(GoldenFixture.film(), record: .missing)
        let result = box.verify(GoldenFixture.film(frames: 12), record: .never)
        #expect(manifestLines(result).first == "frame count: expected 10, got 12")
        #expect(result.message.contains("manifest differs:"))
    }

    @Test func aChangedFrameTimeIsNamed() throws {
        let box = try Sandbox()
        let film = GoldenFixture.film()
        _ = box.verify(film, record: .missing)
        var late = film
        late.frames[3].time += 0.01
        let result = box.verify(late, record: .never)
        let expected =
            "frame 3 time: expected \(String(format: "%.4f", film.frames[3].time)) s, got \(String(format: "%.4f", late.frames[3].time)) s"
        #expect(manifestLines(result) == [expected])
        #expect(result.message.contains(expected))
    }

    @Test func aChangedPercentStateAndFPSAreNamed() throws {
        let box = try Sandbox()
        let film = GoldenFixture.film()
        _ = box.verify(film, record: .missing)
        var other = film
        other.fps = 30
        other.frames[2].state = FilmFrameState(percentComplete: 0.5, phase: .interactive)
        let lines = manifestLines(box.verify(other, record: .never))
        #expect(lines.contains("fps: expected 20, got 30"))
        #expect(
            lines.contains(
                "frame 2 percent complete: expected \(String(format: "%.1f", film.frames[2].percentComplete! * 100)) %, got 50.0 %"
            ))
        #expect(lines.contains("frame 2 state: expected running, got interactive"))
    }

    @Test func aMissingGoldenFrameFileIsNamed() throws {
        let box = try Sandbox()
        _ = box.verify(GoldenFixture.film(), record: .missing)
        let file = box.golden("strip").appendingPathComponent("frame-0004.png")
        try FileManager.default.removeItem(at: file)
        let result = box.verify(GoldenFixture.film(), record: .never)
        #expect(result.problems == [.goldenUnreadable(path: file.path, reason: "the file is missing")])
    }

    @Test func aCorruptedGoldenPNGFailsClearly() throws {
        let box = try Sandbox()
        let film = GoldenFixture.film()
        _ = box.verify(film, record: .missing)
        let file = box.golden("strip").appendingPathComponent("frame-0005.png")
        try Data("not a png at all".utf8).write(to: file)
        let result = box.verify(film, record: .never)
        #expect(result.outcome == .failed)
        #expect(
            result.message.contains(
                "golden file \(file.path) cannot be used: not a readable PNG: not a PNG (the PNG signature is missing)"))
        // A truncated PNG: the signature is right, the data ends early.
        let good = try Data(contentsOf: box.golden("strip").appendingPathComponent("frame-0004.png"))
        try good.prefix(60).write(to: file)
        let truncated = box.verify(film, record: .never)
        #expect(truncated.problems.count == 1)
        #expect(truncated.message.contains("frame-0005.png cannot be used: not a readable PNG: malformed or unsupported PNG"))
        // failed mode repairs it.
        #expect(box.verify(film, record: .failed).outcome == .recorded)
        #expect(box.verify(film, record: .never).passed)
    }

    @Test func aCorruptedManifestFailsClearly() throws {
        let box = try Sandbox()
        _ = box.verify(GoldenFixture.film(), record: .missing)
        let file = box.golden("strip").appendingPathComponent("manifest.json")
        try Data("{ \"format\": 1 ".utf8).write(to: file)
        let result = box.verify(GoldenFixture.film(), record: .never)
        #expect(result.outcome == .failed)
        #expect(result.message.contains("golden file \(file.path) cannot be used: not a valid filmstrip manifest"))
    }

    @Test func theTraceDiffIsReadable() throws {
        let box = try Sandbox()
        _ = box.verify(GoldenFixture.film(), sampling: .indices([0]), record: .missing)
        let file = box.golden("strip").appendingPathComponent("trace.txt")
        let original = try String(contentsOf: file, encoding: .utf8)
        let lines = original.components(separatedBy: "\n")
        let target = try #require(lines.firstIndex { $0.contains("View#box") && $0.contains("frame=(20.00,") })
        var edited = lines
        edited[target] = lines[target].replacingOccurrences(of: "frame=(20.00,", with: "frame=(21.00,")
        try edited.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        let result = box.verify(GoldenFixture.film(), sampling: .indices([0]), record: .never)
        #expect(result.outcome == .failed)
        #expect(result.message.contains("trace differs: 1 line removed, 1 added:"))
        #expect(result.message.contains("-" + edited[target]))
        #expect(result.message.contains("+" + lines[target]))
        #expect(result.message.contains("@@ -\(target - 2),7 +\(target - 2),7 @@"))
        // The trace can be left out.
        #expect(
            box.verify(
                GoldenFixture.film(), sampling: .indices([0]), tolerance: FilmTolerance(checksTrace: false), record: .never
            ).passed)
    }

    @Test func versionsAreNotCompared() throws {
        let box = try Sandbox()
        let film = GoldenFixture.film()
        _ = box.verify(film, record: .missing)
        let url = box.golden("strip").appendingPathComponent("manifest.json")
        var manifest = try JSONDecoder().decode(FilmManifest.self, from: Data(contentsOf: url))
        manifest.versions?.cairo = "0.0.1"
        try manifest.encoded().write(to: url)
        #expect(box.verify(film, record: .never).passed)
    }
}
