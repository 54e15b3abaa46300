import Flipbook
import FlipbookCairo
import Foundation
import Testing

@testable import FlipbookTestingCore

/// The diff image of an exact comparison (what failure reports show) is graded
/// as pixelmatch draws it: unchanged pixels faint grey, changes beyond
/// pixelmatch's threshold solid red, anti-aliasing yellow, and changes under
/// the threshold a pale tint, so a slight dimming does not paint the frame red.
@Suite struct DiffImageGradingTests {
    /// A 120 x 80 "screen": white, a blue bar, a dark text-like block; `dim` is
    /// the opacity of a black dimming view over all of it, `card` adds a black card.
    static func screen(dim: Double, card: Bool = false) -> Bitmap {
        var b = Bitmap(width: 120, height: 80, fill: (255, 255, 255, 255))
        func fill(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ c: (UInt8, UInt8, UInt8)) {
            for y in y0..<y1 { for x in x0..<x1 { b[x, y] = (c.0, c.1, c.2, 255) } }
        }
        fill(0, 0, 120, 16, (51, 102, 217))
        fill(10, 30, 70, 36, (40, 40, 50))
        if card { fill(80, 40, 110, 70, (0, 0, 0)) }
        let keep = 1 - dim
        for i in stride(from: 0, to: b.pixels.count, by: 4) {
            for c in 0..<3 { b.pixels[i + c] = UInt8((Double(b.pixels[i + c]) * keep).rounded()) }
        }
        return b
    }

    static func isSolidRed(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p == (255, 0, 0, 255) }

    @Test func aDimmingChangeIsAPaleTintNotSolidRed() throws {
        let expected = Self.screen(dim: 0.4)
        let actual = Self.screen(dim: 0.3)
        let outcome = try DiffTolerance.exact.compare(expected, actual, producesDiffImage: true)
        #expect(outcome.differingPixels == 120 * 80, "the exact comparison counts every pixel")
        let image = try #require(outcome.diffImage)
        var red = 0
        for y in 0..<80 {
            for x in 0..<120 {
                let p = image[x, y]
                if Self.isSolidRed(p) {
                    red += 1
                    continue
                }
                // Tinted: redder than it is green or blue, but far from solid (green and blue stay light).
                #expect(p.r > p.g && p.g == p.b && p.g >= 90 && p.a == 255, "(\(x), \(y)): \(p)")
            }
        }
        #expect(red == 0, "\(red) pixels are solid red")
        // Where the picture was white, the tint is pale: the white page stays readable.
        let page = image[100, 75]
        #expect(page.r >= 245 && page.g == page.b && (100...160).contains(page.g), "\(page)")
    }

    @Test func aNewShapeIsSolidRedAndTheRestStaysGrey() throws {
        let expected = Self.screen(dim: 0.4)
        let actual = Self.screen(dim: 0.4, card: true)
        let image = try #require(try DiffTolerance.exact.compare(expected, actual, producesDiffImage: true).diffImage)
        for y in 40..<70 { for x in 80..<110 { #expect(Self.isSolidRed(image[x, y]), "card pixel (\(x), \(y))") } }
        // Unchanged: the expected picture's luma faded into white (pixelmatch's alpha 0.1), an opaque grey.
        let bar = image[5, 5]
        #expect(bar.r == bar.g && bar.g == bar.b && bar.r > 200 && bar.r < 255, "\(bar)")
        let page = image[20, 60]
        #expect(page.r == page.g && page.g == page.b && page.r == 244, "white under the 0.4 dimming (153): grey 244, \(page)")
    }

    @Test func antiAliasedEdgesAreYellowAsPixelmatchDrawsThem() throws {
        // pixelmatch's own fixture pair 1a/1b (anti-aliased text): its yellow and red pixels are the same here.
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/pixelmatch")
        let a = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("1a.png"))
        let b = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("1b.png"))
        let reference = try #require(try ImageDiff.pixelmatch(a, b, producesDiffImage: true).diffImage)
        let graded = try ImageDiff.exactDiffImage(a, b)
        var yellow = 0
        var red = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let r = reference[x, y]
                if r == (255, 255, 0, 255) {
                    yellow += 1
                    #expect(graded[x, y] == r, "(\(x), \(y)) yellow")
                }
                if r == (255, 0, 0, 255) {
                    red += 1
                    #expect(graded[x, y] == r, "(\(x), \(y)) red")
                }
            }
        }
        #expect(yellow > 0 && red > 0, "the fixture has both: \(yellow) yellow, \(red) red")
    }
}
