import Flipbook
import FlipbookCairo
import FlipbookScene
import FlipbookTestSupport
import Foundation
import Testing

/// The gallery's flip scene (`Renders/scenes/animator-flip.yaml`) shows the
/// whole flip: the from screen turns away to 90°, then the to screen turns
/// in from −90° to 0 (``FlipAnimator``).
@Suite("Gallery: the flip scene")
@MainActor
struct GalleryFlipSceneTests {
    /// Inbox's bar (blue) and Detail's bar (red), as the scene colours them.
    static let blue = [51, 102, 217], red = [217, 89, 64]

    /// The columns of row `y` whose colour is within 3 of `rgb`.
    func span(_ bitmap: Bitmap, y: Int, _ rgb: [Int]) -> (min: Int, max: Int, count: Int)? {
        var lo = Int.max
        var hi = -1
        var count = 0
        for x in 0..<bitmap.width {
            let p = bitmap.rgba(x, y)
            if zip(p.prefix(3), rgb).allSatisfy({ abs($0 - $1) <= 3 }) {
                lo = min(lo, x)
                hi = max(hi, x)
                count += 1
            }
        }
        return count > 0 ? (lo, hi, count) : nil
    }

    @Test func bothScreensTurn() throws {
        let url = repositoryRoot.appendingPathComponent("Renders/scenes/animator-flip.yaml")
        let film = try SceneRunner(document: try SceneLoader().load(contentsOf: url), fileName: "animator-flip.yaml").run().film
        let renderer = CairoRenderer()
        func row(_ frame: Int) throws -> (blue: (min: Int, max: Int, count: Int)?, red: (min: Int, max: Int, count: Int)?) {
            let b = try renderer.render(film.frames[frame].tree)
            return (span(b, y: 44, Self.blue), span(b, y: 44, Self.red))
        }
        // 0.75 s at 30 fps, ease-in-out: the faces switch at 0.375 s, between frames 11 and 12.
        #expect(film.frames.count == 24)
        let first = try row(0)
        let last = try row(film.frames.count - 1)
        #expect(first.blue?.count == 375 && first.red == nil, "frame 0: the inbox, flat")
        #expect(last.red?.count == 375 && last.blue == nil, "the last frame: the detail screen, flat")

        // The first half: the inbox turns away about its centre (its left
        // edge recedes from the canvas edge), the detail screen is not shown yet.
        let away = try row(6)
        let blueAway = try #require(away.blue, "frame 6 shows the inbox")
        #expect(blueAway.min > 20 && blueAway.max > 187 && blueAway.count < 375 - 20, "turning away: \(blueAway)")
        #expect(away.red == nil)

        // The second half: the detail screen turns in about its centre (its
        // right edge short of the canvas edge); the inbox is gone.
        let back = try row(17)
        let redIn = try #require(back.red, "frame 17 shows the detail screen")
        #expect(redIn.max < 375 - 20 && redIn.min < 187 && redIn.count > 100 && redIn.count < 375 - 20, "turning in: \(redIn)")
        #expect(back.blue == nil, "the inbox has turned away: \(String(describing: back.blue))")
        // It opens up frame by frame.
        let widths = try (12...23).map { try row($0).red?.count ?? 0 }
        #expect(widths == widths.sorted() && widths.first! < widths.last!, "\(widths)")
    }
}
