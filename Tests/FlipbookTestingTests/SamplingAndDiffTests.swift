import Flipbook
import FlipbookCairo
import Foundation
import Testing

@testable import FlipbookTesting
@testable import FlipbookTestingCore

@Suite @MainActor struct SamplingTests {
    let film = GoldenFixture.film()

    @Test func samplings() throws {
        #expect(try FrameSampling.all.indices(in: film) == Array(0..<10))
        #expect(try FrameSampling.every(4).indices(in: film) == [0, 4, 8, 9])
        #expect(try FrameSampling.every(3).indices(in: film) == [0, 3, 6, 9])
        #expect(try FrameSampling.evenly(3).indices(in: film) == [0, 5, 9])  // 4.5 rounds to 5
        #expect(try FrameSampling.evenly(20).indices(in: film) == Array(0..<10))
        #expect(try FrameSampling.indices([7, 2, 7]).indices(in: film) == [2, 7])
        // Percents of the fixture: frame k is at k * 0.05 / 0.45 = k / 9.
        #expect(try FrameSampling.percents([0, 0.45, 1]).indices(in: film) == [0, 4, 9])
        #expect(try FrameSampling.percents([0.3]).indices(in: film) == [3])
    }

    @Test func descriptionsReadBackAsTheSameSampling() throws {
        let samplings: [FrameSampling] = [
            .all, .every(3), .evenly(10), .indices([7, 2]), .indices([]),
            .percents([0, 0.29, 1.0 / 3, 1]), .percents([1e-7]),
        ]
        for sampling in samplings {
            #expect(FrameSampling(sampling.description) == sampling, "\(sampling)")
        }
        #expect(FrameSampling.percents([0, 0.5, 1]).description == "percents(0.0, 0.5, 1.0)")
        for bad in ["", "some", "evenly()", "evenly(x)", "every(1, 2)", "percents(0.5", "indices(1, b)", "slice(1)"] {
            #expect(FrameSampling(bad) == nil, "\(bad)")
        }
    }

    @Test func aManifestKnowsItsSampling() throws {
        let manifest = FilmManifest(film: film, sampled: try FrameSampling.evenly(3).indices(in: film), sampling: .evenly(3))
        #expect(manifest.sampling == "evenly(3)" && manifest.recordedSampling() == .evenly(3))
        #expect(try FrameSampling.percents([0.3]).indices(in: manifest) == [3])
        // Stored before the sampling was: the first candidate that picks the same frames, else those frames.
        var old = manifest
        old.sampling = nil
        #expect(old.recordedSampling(candidates: [.all, .evenly(3)]) == .evenly(3))
        #expect(old.recordedSampling(candidates: [.all]) == .indices([0, 5, 9]))
        // A stored sampling is a manifest field: another one is a difference, a missing one is not.
        var other = manifest
        other.sampling = FrameSampling.indices([0, 5, 9]).description
        #expect(other.differences(from: manifest) == ["sampling: expected evenly(3), got indices(0, 5, 9)"])
        #expect(old.differences(from: manifest).isEmpty && manifest.differences(from: old).isEmpty)
    }

    @Test func badSamplingsThrow() {
        #expect(throws: SamplingError.self) { try FrameSampling.every(0).indices(in: film) }
        #expect(throws: SamplingError.self) { try FrameSampling.evenly(1).indices(in: film) }
        #expect(throws: SamplingError("percent 1.5 is outside 0...1")) { try FrameSampling.percents([1.5]).indices(in: film) }
        #expect(throws: SamplingError("frame index -1 is outside the film's 10 frames (0...9)")) {
            try FrameSampling.indices([-1]).indices(in: film)
        }
        var idle = film
        for i in idle.frames.indices { idle.frames[i].state = .idle }
        #expect(throws: SamplingError.self) { try FrameSampling.percents([0.5]).indices(in: idle) }
    }
}

@Suite struct LineDiffTests {
    @Test func unifiedDiffWithContext() {
        let a = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let b = a.replacingOccurrences(of: "line 5\n", with: "line five\n").replacingOccurrences(of: "line 10\n", with: "")
        let diff = LineDiff.unified(expected: a, actual: b, context: 1)
        #expect(
            diff == """
                --- expected
                +++ actual
                @@ -4,3 +4,3 @@
                 line 4
                -line 5
                +line five
                 line 6
                @@ -9,2 +9,1 @@
                 line 9
                -line 10

                """)
        #expect(LineDiff.unified(expected: a, actual: a).isEmpty)
    }

    @Test func textStrategyMessage() throws {
        let diffing = Diffing<String>.lines
        let failure = try #require(diffing.diff("a\nb\nc\n", "a\nB\nc\nd\n"))
        #expect(failure.message.hasPrefix("1 line removed, 2 added:\n--- expected\n+++ actual\n@@ -1,3 +1,4 @@"))
        #expect(failure.attachments.first?.role == "diff")
        #expect(diffing.diff("same", "same") == nil)
        #expect(throws: TextDecodingError.self) { try diffing.fromData(Data([0xFF, 0xFE, 0xC3])) }
    }

    @Test func strategiesPullBack() throws {
        struct Point { var x: Int }
        let text = Snapshotting<String, String>.lines.pullback { (p: Point) in "x=\(p.x)\n" }
        #expect(try text.snapshot(Point(x: 3)) == "x=3\n")
        #expect(text.pathExtension == "txt")
        #expect(
            text.diffing.diff(try text.snapshot(Point(x: 3)), try text.snapshot(Point(x: 4)))?.message.contains("-x=3") == true)
    }
}
