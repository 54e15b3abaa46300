import Flipbook
import FlipbookCairo
import Foundation
import Testing

@testable import FlipbookTesting
@testable import FlipbookTestingCore

/// One golden pixel changed (frame 4, pixel (90, 5): white in the film) under each tolerance.
@Suite @MainActor struct GoldenToleranceTests {
    let film = GoldenFixture.film()

    private func oneChangedPixel(_ color: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 255)) throws -> Sandbox {
        let box = try Sandbox()
        _ = box.verify(film, record: .missing)
        try box.editGoldenPixel("strip", frame: 4, x: 90, y: 5, to: color)
        return box
    }

    @Test func exactCatchesOnePixel() throws {
        let box = try oneChangedPixel()
        let result = box.verify(film, tolerance: .exact, record: .never)
        #expect(result.outcome == .failed)
        #expect(result.problems == [.frame(index: 4, message: "1 of 6000 px differ (0.02 %) by exact comparison; allowed 0 px")])
        #expect(result.frames.first { $0.index == 4 }?.differingPixels == 1)
        #expect(result.frames.filter { !$0.passed }.map(\.index) == [4])
    }

    @Test func countLimit() throws {
        let box = try oneChangedPixel()
        #expect(box.verify(film, tolerance: FilmTolerance(frame: .maxDifferingPixels(.count(1))), record: .never).passed)
        #expect(!box.verify(film, tolerance: FilmTolerance(frame: .maxDifferingPixels(.count(0))), record: .never).passed)
    }

    @Test func ratioLimit() throws {
        let box = try oneChangedPixel()
        // 1 of 6000 pixels is 0.0167 %.
        #expect(box.verify(film, tolerance: FilmTolerance(frame: .maxDifferingPixels(.ratio(1.0 / 6000))), record: .never).passed)
        let over = box.verify(film, tolerance: FilmTolerance(frame: .maxDifferingPixels(.ratio(0.9 / 6000))), record: .never)
        #expect(!over.passed)
        #expect(over.message.contains("allowed at most 0.0150 % of the pixels"))
    }

    @Test func pixelmatchIgnoresAFaintPixelButNotABlackOne() throws {
        let faint = try oneChangedPixel((254, 255, 255, 255))
        #expect(!faint.verify(film, tolerance: .exact, record: .never).passed)
        #expect(faint.verify(film, tolerance: FilmTolerance(frame: .pixelmatch()), record: .never).passed)
        let black = try oneChangedPixel()
        let result = black.verify(film, tolerance: FilmTolerance(frame: .pixelmatch()), record: .never)
        #expect(
            result.problems == [
                .frame(index: 4, message: "1 of 6000 px differ (0.02 %) by pixelmatch (threshold 0.1); allowed 0 px")
            ])
        #expect(
            black.verify(film, tolerance: FilmTolerance(frame: .pixelmatch(maxDifferingPixels: .count(1))), record: .never).passed
        )
    }

    @Test func perFrameAndStripLimits() throws {
        let box = try Sandbox()
        _ = box.verify(film, record: .missing)
        for frame in [1, 4, 7] { try box.editGoldenPixel("strip", frame: frame, x: 90, y: 5, to: (0, 0, 0, 255)) }
        let perFrame = FilmTolerance(frame: .maxDifferingPixels(.count(1)))
        let loose = box.verify(film, tolerance: perFrame, record: .never)
        #expect(loose.passed)
        #expect(loose.stripDifferingPixels == 3 && loose.stripTotalPixels == 60_000)
        var stripCount = perFrame
        stripCount.strip = .count(2)
        let tight = box.verify(film, tolerance: stripCount, record: .never)
        #expect(
            tight.problems == [
                .strip("3 of 60000 px differ over 10 sampled frames (0.01 %) by exact comparison; allowed at most 2 px")
            ])
        stripCount.strip = .count(3)
        #expect(box.verify(film, tolerance: stripCount, record: .never).passed)
        var stripRatio = perFrame
        stripRatio.strip = .ratio(3.0 / 60_000)
        #expect(box.verify(film, tolerance: stripRatio, record: .never).passed)
        stripRatio.strip = .ratio(2.9 / 60_000)
        #expect(!box.verify(film, tolerance: stripRatio, record: .never).passed)
        // A per-frame limit of 0 fails each of the three frames.
        let exact = box.verify(film, tolerance: .exact, record: .never)
        #expect(exact.frames.filter { !$0.passed }.map(\.index) == [1, 4, 7])
    }
}
