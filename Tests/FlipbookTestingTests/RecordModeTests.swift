import Flipbook
import FlipbookCairo
import Foundation
import Testing

@testable import FlipbookTesting
@testable import FlipbookTestingCore

@Suite @MainActor struct RecordModeTests {
    @Test func environmentSelectsTheMode() throws {
        #expect(try RecordMode.from(environment: [:]) == .missing)
        #expect(try RecordMode.from(environment: ["CI": "true"]) == .never)
        #expect(try RecordMode.from(environment: ["CI": "false"]) == .missing)
        #expect(try RecordMode.from(environment: ["CI": "1", "FLIPBOOK_RECORD": "failed"]) == .failed)
        #expect(try RecordMode.from(environment: ["FLIPBOOK_RECORD": "ALL"]) == .all)
        #expect(throws: RecordModeError(value: "sometimes")) {
            try RecordMode.from(environment: ["FLIPBOOK_RECORD": "sometimes"])
        }
    }

    @Test func aBadModeFailsWithAClearMessage() throws {
        let box = try Sandbox()
        let result = box.verify(GoldenFixture.film(), record: nil, environment: ["FLIPBOOK_RECORD": "sometimes"])
        #expect(result.outcome == .failed)
        #expect(result.message.contains("FLIPBOOK_RECORD=sometimes is not a record mode; use one of never, missing, failed, all"))
        #expect(!fileExists(box.golden("strip")))
    }

    @Test func neverFailsOnAMissingGoldenWithoutWriting() throws {
        let box = try Sandbox()
        let result = box.verify(GoldenFixture.film(), record: nil, environment: ["CI": "true"])
        #expect(result.outcome == .failed)
        #expect(result.problems == [.goldenMissing(path: box.golden("strip").path)])
        #expect(result.message.contains("No golden 'strip'"))
        #expect(result.message.contains("because CI is set"))
        #expect(result.message.contains("FLIPBOOK_RECORD=missing swift test --filter"))
        #expect(!fileExists(box.golden("strip")))
        #expect(!result.wroteGolden)
    }

    @Test func missingRecordsAndFailsThenPasses() throws {
        let box = try Sandbox()
        let film = GoldenFixture.film()
        let first = box.verify(film, sampling: .evenly(4), record: nil)
        #expect(first.outcome == .recorded && !first.passed && first.wroteGolden)
        #expect(first.message.contains("Recorded a new golden 'strip'"))
        #expect(first.message.contains("Re-run the test"))
        let folder = box.golden("strip")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files == ["frame-0000.png", "frame-0003.png", "frame-0006.png", "frame-0009.png", "manifest.json", "trace.txt"])
        // The golden frame is the rendered frame, pixel for pixel.
        let stored = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("frame-0006.png"))
        #expect(stored == (try CairoRenderer().render(film.frames[6].tree)))
        let manifest = try JSONDecoder().decode(
            FilmManifest.self, from: Data(contentsOf: folder.appendingPathComponent("manifest.json")))
        #expect(manifest.frameCount == 10 && manifest.sampledFrames == [0, 3, 6, 9] && manifest.fps == 20)
        #expect(manifest.canvasWidth == 100 && manifest.canvasHeight == 60 && manifest.pixelWidth == 100)
        let second = box.verify(film, sampling: .evenly(4), record: nil)
        #expect(second.outcome == .passed && second.message.isEmpty && !second.wroteGolden)
        #expect(second.frames.map(\.index) == [0, 3, 6, 9])
    }

    @Test func failedRewritesAFailingGolden() throws {
        let box = try Sandbox()
        _ = box.verify(GoldenFixture.film(), record: .missing)
        let blue = GoldenFixture.film(color: .blue)
        #expect(box.verify(blue, record: .never).outcome == .failed)
        let rewrite = box.verify(blue, record: .failed)
        #expect(rewrite.outcome == .recorded && rewrite.wroteGolden)
        #expect(rewrite.message.contains("did not match and was re-recorded (record mode failed)"))
        #expect(rewrite.message.contains("frame 0:"))
        #expect(box.verify(blue, record: .never).outcome == .passed)
        // A passing golden is left alone in failed mode.
        #expect(box.verify(blue, record: .failed).outcome == .passed)
    }

    @Test func allRewritesEvenPassingGoldens() throws {
        let box = try Sandbox()
        let film = GoldenFixture.film()
        _ = box.verify(film, record: .missing)
        let manifest = box.golden("strip").appendingPathComponent("manifest.json")
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: manifest.path)
        #expect(box.verify(film, record: .never).outcome == .passed)
        let all = box.verify(film, record: .all)
        #expect(all.outcome == .recorded && all.wroteGolden)
        #expect(all.message.contains("record mode all"))
        let date = try #require(try FileManager.default.attributesOfItem(atPath: manifest.path)[.modificationDate] as? Date)
        #expect(date > old)
    }

    @Test func aScopedModeOverridesTheEnvironmentAndAnArgumentOverridesTheScope() throws {
        let box = try Sandbox()
        let film = GoldenFixture.film()
        let scoped = withFlipbookTesting(record: .never) {
            box.verify(film, record: nil, environment: ["FLIPBOOK_RECORD": "all"])
        }
        #expect(scoped.outcome == .failed && scoped.recordMode == .never && !fileExists(box.golden("strip")))
        let argument = withFlipbookTesting(record: .never) { box.verify(film, record: .missing) }
        #expect(argument.outcome == .recorded && argument.recordMode == .missing)
    }

    @Test func recordingReplacesFramesThatAreNoLongerSampled() throws {
        let box = try Sandbox()
        _ = box.verify(GoldenFixture.film(), sampling: .all, record: .missing)
        _ = box.verify(GoldenFixture.film(), sampling: .indices([2, 5]), record: .all)
        let files = try FileManager.default.contentsOfDirectory(atPath: box.golden("strip").path).sorted()
        #expect(files == ["frame-0002.png", "frame-0005.png", "manifest.json", "trace.txt"])
    }

    @Test func badNamesAndSamplingsFailClearly() throws {
        let box = try Sandbox()
        let film = GoldenFixture.film()
        #expect(box.verify(film, "../escape", record: .missing).message.contains("contains a path separator"))
        #expect(box.verify(film, "", record: .missing).message.contains("the golden name is empty"))
        let out = box.verify(film, sampling: .indices([3, 12]), record: .missing)
        #expect(out.outcome == .failed)
        #expect(out.message.contains("frame index 12 is outside the film's 10 frames (0...9)"))
        #expect(box.verify(Film(fps: 20), record: .missing).message.contains("the film has no frames"))
        #expect(!fileExists(box.goldens))
    }
}
