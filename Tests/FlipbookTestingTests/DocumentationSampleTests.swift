import Flipbook
import FlipbookCairo
import FlipbookTesting
import FlipbookTestingCore
import Foundation
import Testing

/// The code samples of the DocC articles (Sources/Flipbook/Documentation.docc), compiled and
/// run: scripts/docc-samples-check.py fails `make test` when an article's Swift block is not
/// found verbatim in a compiled file, and these tests check that the samples do what the
/// articles say.
@MainActor @Suite struct DocumentationSampleTests {
    /// GoldenWorkflows.md, "Record, then verify".
    @Test func recordThenVerify() throws {
        let window = Window(size: CGSize(width: 160, height: 100), scale: 1)
        let box = View(frame: CGRect(x: 10, y: 40, width: 20, height: 20))
        box.backgroundColor = .systemBlue
        window.addSubview(box)
        let goldens = FileManager.default.temporaryDirectory
            .appendingPathComponent("flipbook-doc-sample-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: goldens) }

        let film = try window.film { View.animate(withDuration: 0.25) { box.center.x += 100 } }
        let context = TestContext(filePath: #filePath, function: #function)
        let first = verifyFilmstrip(
            film, named: "slide", sampling: .evenly(3), record: .missing,
            goldensDirectory: goldens, context: context)
        #expect(first.outcome == .recorded)  // the first run writes the golden and fails
        let second = verifyFilmstrip(
            film, named: "slide", sampling: .evenly(3), record: .never,
            goldensDirectory: goldens, context: context)
        #expect(second.passed)  // every run after compares with it

        #expect(film.frames.count == 16, "15 ticks of 1/60 s after frame 0")
        let manifest = try Data(contentsOf: goldens.appendingPathComponent("slide/manifest.json"))
        #expect(!manifest.isEmpty)
    }

    /// GoldenWorkflows.md, "Tolerances": a box 2 % lighter than its golden fails the exact
    /// comparison and passes pixelmatch's (its YIQ distance is far below the 0.1 threshold),
    /// once the trace, which prints the colour, is left out of the comparison.
    @Test func aToleranceLetsANearlyEqualPicturePass() throws {
        func slide(_ color: Color) throws -> Film {
            let window = Window(size: CGSize(width: 160, height: 100), scale: 1)
            let box = View(frame: CGRect(x: 10, y: 40, width: 20, height: 20))
            box.backgroundColor = color
            window.addSubview(box)
            return try window.film { View.animate(withDuration: 0.1) { box.center.x += 50 } }
        }
        let goldens = FileManager.default.temporaryDirectory
            .appendingPathComponent("flipbook-doc-tolerance-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: goldens) }
        let context = TestContext(filePath: #filePath, function: #function)
        _ = verifyFilmstrip(
            try slide(.black), named: "slide", sampling: .all, record: .missing,
            goldensDirectory: goldens, context: context)

        let lighter = try slide(Color(white: 0.02))
        let tolerance = FilmTolerance(
            frame: .pixelmatch(maxDifferingPixels: .count(4)), strip: .ratio(0.0005), checksTrace: false)
        let exact = verifyFilmstrip(
            lighter, named: "slide", sampling: .all, record: .never,
            goldensDirectory: goldens, context: context)
        let tolerant = verifyFilmstrip(
            lighter, named: "slide", sampling: .all, tolerance: tolerance, record: .never,
            goldensDirectory: goldens, context: context)
        #expect(exact.outcome == .failed)
        #expect(tolerant.passed)
    }
}
