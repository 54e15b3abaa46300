import Flipbook
import FlipbookTestSupport
import Foundation
import Testing

@testable import FlipbookCairo

/// The contact sheet: its size from the documented layout, its thumbnails,
/// captions and timeline.
@MainActor @Suite struct FilmstripTests {
    // The documented layout, points: margin 16, title 22, gap 12, caption 30, bar 14, legend 14.
    let margin = 16.0, title = 22.0, gap = 12.0, caption = 30.0, bar = 14.0, legend = 14.0

    @Test func samplesAreEvenlySpacedWithBothEnds() {
        #expect(FilmstripWriter.sampleIndices(frameCount: 33, samples: 8) == [0, 5, 9, 14, 18, 23, 27, 32])
        #expect(FilmstripWriter.sampleIndices(frameCount: 61, samples: 5) == [0, 15, 30, 45, 60])
        #expect(FilmstripWriter.sampleIndices(frameCount: 3, samples: 8) == [0, 1, 2])
        #expect(FilmstripWriter.sampleIndices(frameCount: 1, samples: 8) == [0])
        #expect(FilmstripWriter.sampleIndices(frameCount: 0, samples: 8).isEmpty)
    }

    @Test func sheetHasItsSizeThumbnailsCaptionsAndTimeline() throws {
        let folder = try temporaryFolder("filmstrip")
        defer { try? FileManager.default.removeItem(at: folder) }
        let film = FilmFixture.makeFilm()
        let manifest = try FilmExporter.export(film, to: folder)
        if let look = ProcessInfo.processInfo.environment["FLIPBOOK_RENDER_LOOK"] {
            // For a person to look at: the whole output folder.
            let target = URL(fileURLWithPath: look).appendingPathComponent("film")
            try? FileManager.default.removeItem(at: target)
            try FileManager.default.createDirectory(atPath: look, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: folder, to: target)
        }
        let sheet = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("filmstrip.png"))
        // 4 columns of 160 pt, 8 samples in 2 rows; thumbnails 80 pt high (200 x 100 canvas); scale 2.
        let width = 2 * margin + 4 * 160 + 3 * gap
        let rowHeight = 80 + caption + gap
        let height = margin + title + 2 * rowHeight + bar + 6 + legend + margin
        #expect(sheet.width == Int(width * 2) && sheet.height == Int(height * 2))
        let samples = try #require(manifest.files.filmstripFrames)
        #expect(samples == [0, 5, 9, 14, 18, 23, 27, 32])

        let renderer = CairoRenderer()
        for (n, index) in samples.enumerated() {
            let x = margin + Double(n % 4) * (160 + gap)
            let y = margin + title + Double(n / 4) * rowHeight
            // The thumbnail shows the box where the frame has it (thumbnail scale 160/200 pt per pt, 2 px per pt).
            let boxX = Int(((x + 0.8 * Double(5 * min(index, 30))) * 2).rounded())
            let inside = sheet.rgba(boxX + 4, Int((y + 0.8 * 50) * 2))
            #expect(close(inside, [255, 0, 0, 255], 3), "sample \(index): red at its box, got \(inside)")
            let left = sheet.rgba(boxX - 4, Int((y + 0.8 * 50) * 2))
            #expect(close(left, [255, 255, 255, 255], 3), "sample \(index): white left of the box, got \(left)")

            // The caption band equals the expected label drawn alone on white.
            let label = Label(frame: CGRect(x: x, y: y + 80 + 2, width: 160, height: caption - 4))
            label.text =
                "#\(index) \u{00B7} \(String(format: "%.3f", film.frames[index].time)) s\n"
                + (index < 30
                    ? String(format: "%.1f", Double(index) / 30 * 100) + " % \u{00B7} running" : "100.0 % \u{00B7} done")
            label.numberOfLines = 2
            label.textAlignment = .center
            label.font = .systemFont(ofSize: 10)
            label.textColor = Color(white: 0.15)
            let page = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
            page.backgroundColor = .white
            page.addSubview(label)
            let alone = try renderer.render(RenderTree(size: page.bounds.size, scale: 2, root: page.renderNode()!))
            var ink = 0
            var different = 0
            for py in Int((y + 80 + 2) * 2)..<Int((y + 80 + caption - 2) * 2) {
                for px in Int(x * 2)..<Int((x + 160) * 2) {
                    if sheet.rgba(px, py) != alone.rgba(px, py) { different += 1 }
                    if sheet[px, py].r < 128 { ink += 1 }
                }
            }
            #expect(ink > 200, "caption of sample \(index) has text")
            #expect(different == 0, "caption of sample \(index) is the expected text, \(different) pixels differ")
        }

        // Timeline: running colour over frames 0..<30, done colour over 30...32, marks at the samples.
        let barY = Int((margin + title + 2 * rowHeight + bar / 2) * 2)
        let barWidth = width - 2 * margin
        func px(_ frame: Double) -> Int { Int(((margin + barWidth * frame / 33)) * 2) }
        let running = FilmstripWriter.color(of: .running)
        let done = FilmstripWriter.color(of: .done)
        func bytes(_ c: Color) -> [Int] { [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) } + [255] }
        #expect(close(sheet.rgba(px(2), barY), bytes(running)))
        #expect(close(sheet.rgba(px(31), barY), bytes(done)))
        for index in samples {
            #expect(sheet.rgba(px(Double(index) + 0.5), barY)[0] < 40, "a dark mark at sample \(index)")
        }
        #expect(close(sheet.rgba(px(3.5), barY), bytes(running)), "no mark between samples")
    }
}
