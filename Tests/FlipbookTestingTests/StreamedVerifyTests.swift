import Flipbook
import FlipbookCairo
import Foundation
import Testing

@testable import FlipbookTestingCore

/// A golden that matches is checked frame by frame in parallel batches (the
/// streamed path); anything else falls back to the full comparison. Both
/// must give the same per-frame figures.
@MainActor @Suite struct StreamedVerifyTests {
    @Test func aPassWithinToleranceReportsEveryFrameInOrder() throws {
        let box = try Sandbox()
        let film = GoldenFixture.film()
        #expect(box.verify(film, record: .missing).outcome == .recorded)
        try box.editGoldenPixel("strip", frame: 4, x: 90, y: 5, to: (0, 0, 0, 255))
        let result = box.verify(film, tolerance: FilmTolerance(frame: .maxDifferingPixels(.count(1))), record: .never)
        #expect(result.passed)
        #expect(result.frames.map(\.index) == Array(0..<10))
        #expect(result.frames.map(\.differingPixels) == [0, 0, 0, 0, 1, 0, 0, 0, 0, 0])
        #expect(result.frames.allSatisfy { $0.passed && $0.totalPixels == 100 * 60 })
        #expect(result.stripDifferingPixels == 1)
        #expect(result.stripTotalPixels == 10 * 100 * 60)
    }

    @Test func aStripLimitStillFailsThroughTheFullComparison() throws {
        let box = try Sandbox()
        let film = GoldenFixture.film()
        _ = box.verify(film, record: .missing)
        try box.editGoldenPixel("strip", frame: 7, x: 90, y: 5, to: (0, 0, 0, 255))
        let tolerance = FilmTolerance(frame: .maxDifferingPixels(.count(1)), strip: .count(0))
        let result = box.verify(film, tolerance: tolerance, record: .never)
        #expect(!result.passed)
        #expect(result.problems.contains { if case .strip = $0 { true } else { false } })
        #expect(result.stripDifferingPixels == 1)
        #expect(result.reportURL != nil, "a failure writes its report")
    }

    @Test func aFailingFrameIsReportedWithItsPictures() throws {
        let box = try Sandbox()
        let film = GoldenFixture.film()
        _ = box.verify(film, record: .missing)
        try box.editGoldenPixel("strip", frame: 9, x: 10, y: 10, to: (0, 0, 255, 255))
        let result = box.verify(film, record: .never)
        #expect(!result.passed)
        #expect(result.frames.filter { !$0.passed }.map(\.index) == [9])
        #expect(result.frames.count == 10, "the full comparison checks every frame")
    }

    @Test func parallelMapKeepsOrderAndRethrowsTheFirstError() throws {
        struct Odd: Error, Equatable { let value: Int }
        let squares = try Array(0..<1_000).parallelMap { $0 * $0 }
        #expect(squares == (0..<1_000).map { $0 * $0 })
        #expect(throws: Odd(value: 3)) {
            try Array(0..<100).parallelMap { value -> Int in
                if value % 2 == 1 && value >= 3 { throw Odd(value: value) }
                return value
            }
        }
    }
}
