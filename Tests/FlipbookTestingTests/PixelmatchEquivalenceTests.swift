import Flipbook
import FlipbookCairo
import FlipbookTestSupport
import FlipbookTesting
import Foundation
import Testing

@testable import FlipbookTestingCore

/// The optimised pixelmatch kernel against the direct port kept in the tests
/// (``ReferencePixelmatch``): the same mismatch count and the same diff image, byte for byte,
/// on the conformance fixtures under other options and on random pairs drawn by Cairo
/// (anti-aliased edges, gradients, translucency, noise), beyond what the fixtures cover.
@Suite struct PixelmatchEquivalenceTests {
    /// The invariant behind the kernel's integer brightness (`PixelmatchKernel.luma`): the form
    /// `29889531 dr + 58662247 dg + 11448223 db` is at least 229 in magnitude for every nonzero
    /// difference of two 8-bit colours. For fixed `dr`, `dg` the form grows with `db`, so its
    /// smallest magnitude lies at one of the two `db` around its root; checking those covers
    /// all 511^3 differences.
    @Test func integerBrightnessSeparatesEveryColourDifference() {
        let w = PixelmatchKernel.lumaWeights
        var smallest = Int64.max
        for dr in Int64(-255)...255 {
            for dg in Int64(-255)...255 {
                let base = w.r * dr + w.g * dg
                let root = (-base).quotientAndRemainder(dividingBy: w.b).quotient
                for db in [root - 1, root, root + 1] where (-255...255).contains(db) && (dr, dg, db) != (0, 0, 0) {
                    smallest = min(smallest, abs(base + w.b * db))
                }
                for db in [Int64(-255), 255] {  // the root may lie outside the range
                    smallest = min(smallest, abs(base + w.b * db))
                }
            }
        }
        #expect(smallest == 229)
        // pixelmatch's Double evaluation stays far closer to the exact value than 229e-8
        var random = SeededRandom(seed: 0x1A7A)
        for _ in 0..<100_000 {
            let d = (0..<3).map { _ in Int64(random.next() % 511) - 255 }
            let y = Double(d[0]) * 0.29889531 + Double(d[1]) * 0.58662247 + Double(d[2]) * 0.11448223
            let exact = Double(w.r * d[0] + w.g * d[1] + w.b * d[2]) / 1e8
            #expect(abs(y - exact) < 1e-12)
        }
    }

    @Test func fixturePairsMatchTheReferenceUnderOtherOptions() throws {
        let folder = PixelmatchConformanceTests.folder
        let variants = [
            PixelmatchOptions(threshold: 0), PixelmatchOptions(threshold: 0.05),
            PixelmatchOptions(threshold: 0.2, includeAA: true, diffColorAlt: .init(0, 0, 255)),
            PixelmatchOptions(threshold: 0.05, alpha: 0.7, diffMask: true),
        ]
        for pair in ["1", "2", "3", "4", "5", "6", "7"] {
            let a = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent(pair + "a.png"))
            let b = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent(pair + "b.png"))
            for options in variants {
                try expectSameAsReference(a, b, options, "\(pair)a/\(pair)b \(options)")
            }
        }
    }

    @Test func randomDrawnPairsMatchTheReference() throws {
        var random = SeededRandom(seed: 0xD1FF_19)
        for round in 0..<160 {
            let width = round < 8 ? round % 4 + 1 : Int(random.next() % 64) + 1
            let height = round < 8 ? round / 4 + 1 : Int(random.next() % 64) + 1
            let (a, b) = try Self.drawnPair(width: width, height: height, &random)
            var options = PixelmatchOptions()
            options.threshold = [0, 0.05, 0.1, 0.3, Double(random.next() % 1000) / 1000][Int(random.next() % 5)]
            options.includeAA = random.next() % 5 == 0
            options.alpha = Double(random.next() % 101) / 100
            options.diffMask = random.next() % 4 == 0
            options.diffColorAlt = random.next() % 2 == 0 ? nil : .init(0, 128, 255)
            try expectSameAsReference(a, b, options, "round \(round) (\(width)x\(height)) \(options)")
            try expectSameAsReference(b, a, options, "round \(round) swapped")
            try expectSameAsReference(a, a, options, "round \(round) identical")
        }
    }

    func expectSameAsReference(_ a: Bitmap, _ b: Bitmap, _ options: PixelmatchOptions, _ label: String) throws {
        let reference = ReferencePixelmatch.compare(a, b, options: options, producesDiffImage: true)
        let image = try ImageDiff.pixelmatch(a, b, options: options, producesDiffImage: true)
        let count = try ImageDiff.pixelmatch(a, b, options: options)
        #expect(image.mismatchedPixels == reference.count, "\(label)")
        #expect(count.mismatchedPixels == reference.count, "\(label)")
        let sameImage = image.diffImage == reference.image  // (not inside #expect, which would print both images)
        #expect(sameImage, "\(label): diff images differ")
    }

    /// Two similar scenes drawn by Cairo (the second with shapes moved by fractions of a pixel,
    /// some recoloured), then noise: small and large changes to single pixels, and pixels made
    /// translucent. About a third of the pairs have a translucent background.
    static func drawnPair(width: Int, height: Int, _ random: inout SeededRandom) throws -> (Bitmap, Bitmap) {
        func unit() -> Double { Double(random.next() % 10_001) / 10_000 }
        func colour(translucent: Bool) -> Color {
            Color(red: unit(), green: unit(), blue: unit(), alpha: translucent && random.next() % 2 == 0 ? unit() : 1)
        }
        let opaque = random.next() % 3 != 0
        let size = CGSize(width: width, height: height)
        var first: [DrawCommand] = []
        var second: [DrawCommand] = []
        let background = Path(rect: CGRect(origin: .zero, size: size))
        if opaque || random.next() % 2 == 0 {
            let paint = Paint.linearGradient(
                Gradient(colors: [colour(translucent: !opaque), colour(translucent: !opaque)]),
                start: .zero, end: CGPoint(x: width, y: height))
            first.append(.fill(background, paint, .nonZero))
            second.append(.fill(background, paint, .nonZero))
        }
        for _ in 0..<Int(random.next() % 8) + 1 {
            let x = unit() * Double(width)
            let y = unit() * Double(height)
            let w = unit() * Double(width) + 0.5
            let h = unit() * Double(height) + 0.5
            let dx = (unit() - 0.5) * (random.next() % 3 == 0 ? 0 : 1.5)
            let dy = (unit() - 0.5) * 1.5
            let paint = Paint.color(colour(translucent: true))
            let moved = random.next() % 4 == 0 ? Paint.color(colour(translucent: true)) : paint
            switch random.next() % 3 {
            case 0:
                first.append(.fill(Path(ellipseIn: CGRect(x: x, y: y, width: w, height: h)), paint, .nonZero))
                second.append(.fill(Path(ellipseIn: CGRect(x: x + dx, y: y + dy, width: w, height: h)), moved, .nonZero))
            case 1:
                let turn = CGAffineTransform(rotationAngle: unit() * 3)
                first += [
                    .save, .concatenate(turn), .fill(Path(rect: CGRect(x: x, y: y, width: w, height: h)), paint, .nonZero),
                    .restore,
                ]
                second += [
                    .save, .concatenate(turn),
                    .fill(Path(rect: CGRect(x: x + dx, y: y + dy, width: w, height: h)), moved, .nonZero), .restore,
                ]
            default:
                func line(_ shift: Double) -> Path {
                    var path = Path()
                    path.move(to: CGPoint(x: x + shift, y: y))
                    path.addLine(to: CGPoint(x: x + w + shift, y: y + h - shift))
                    return path
                }
                let style = StrokeStyle(lineWidth: unit() * 4 + 0.3)
                first.append(.stroke(line(0), paint, style))
                second.append(.stroke(line(dx), moved, style))
            }
        }
        let rasterizer = CairoRasterizer()
        let a = try rasterizer.rasterize(DisplayList(commands: first), size: size, scale: 1, opaque: opaque)
        var b = try rasterizer.rasterize(DisplayList(commands: second), size: size, scale: 1, opaque: opaque)
        for _ in 0..<Int(random.next() % UInt64(width * height / 8 + 1)) {
            let i = Int(random.next() % UInt64(width * height)) * 4
            switch random.next() % 4 {
            case 0:  // a small change of one channel
                let c = i + Int(random.next() % 3)
                b.pixels[c] = UInt8(clamping: Int(b.pixels[c]) + Int(random.next() % 21) - 10)
            case 1:  // another colour
                for c in 0..<3 { b.pixels[i + c] = UInt8(truncatingIfNeeded: random.next()) }
            case 2:  // translucent
                b.pixels[i + 3] = UInt8(truncatingIfNeeded: random.next())
            default:  // a copy of a neighbour (flat regions with siblings)
                let j = i >= 4 ? i - 4 : i + 4
                if j + 3 < b.pixels.count { for c in 0..<4 { b.pixels[i + c] = b.pixels[j + c] } }
            }
        }
        return (a, b)
    }
}
