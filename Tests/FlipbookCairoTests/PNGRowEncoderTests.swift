import Flipbook
import FlipbookTestSupport
import Foundation
import Testing

@testable import FlipbookCairo

/// The whole-buffer PNG encoder's row encoder (level 1, Sources/CPixelCodec):
/// its zlib streams must decode to the same pixels with libpng and with the
/// independent Python decoder (zlib's inflate), for every kind of image, and
/// rendered screens must come out no larger than libpng's level 1 made them.
@MainActor
@Suite struct PNGRowEncoderTests {
    /// A screen built like the reference workload's (bar, title, rounded bordered
    /// rows with labels), at scale 2, with the second screen pushed `offset` points in.
    func referenceLikeScreen(offset: Double) throws -> Bitmap {
        let window = Window(size: CGSize(width: 375, height: 667), scale: 2)
        func screen(title: String, bar: Color) -> View {
            let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
            root.backgroundColor = Color(red: 0.97, green: 0.97, blue: 0.98)
            let header = View(frame: CGRect(x: 0, y: 0, width: 375, height: 88))
            header.backgroundColor = bar
            root.addSubview(header)
            let heading = Label(frame: CGRect(x: 16, y: 50, width: 300, height: 28))
            heading.text = title
            heading.font = .boldSystemFont(ofSize: 20)
            heading.textColor = .white
            root.addSubview(heading)
            for row in 0..<8 {
                let card = View(frame: CGRect(x: 16, y: 104 + 68 * Double(row), width: 343, height: 56))
                card.backgroundColor = .white
                card.layer.cornerRadius = 12
                card.layer.borderWidth = 1
                card.layer.borderColor = Color(red: 0.85, green: 0.85, blue: 0.88).cgColor
                let label = Label(frame: CGRect(x: 16, y: 18, width: 300, height: 20))
                label.text = "\(title) row \(row + 1)"
                label.font = .systemFont(ofSize: 16)
                card.addSubview(label)
                root.addSubview(card)
            }
            return root
        }
        let from = screen(title: "Inbox", bar: Color(red: 0.2, green: 0.4, blue: 0.85))
        let to = screen(title: "Detail", bar: Color(red: 0.85, green: 0.35, blue: 0.25))
        from.frame.origin.x = -0.3 * offset
        to.frame.origin.x = 375 - offset
        window.addSubview(from)
        window.addSubview(to)
        return try CairoRenderer().render(window.renderTree())
    }

    func encodeRowEncoder(_ bitmap: Bitmap) throws -> Data {
        try bitmap.pixels.withUnsafeBufferPointer { (p) throws(PNGError) -> Data in
            try PNGEncoder.encodeWhole(
                p.baseAddress!, width: bitmap.width, height: bitmap.height, stride: bitmap.width * 4,
                premultipliedBGRA: false, alwaysAlpha: false, level: 1)
        }
    }

    func encodeLibpng(_ bitmap: Bitmap) throws -> Data {
        try bitmap.pixels.withUnsafeBufferPointer { (p) throws(PNGError) -> Data in
            try PNGEncoder.encodeStreaming(
                p.baseAddress!, width: bitmap.width, height: bitmap.height, stride: bitmap.width * 4,
                premultipliedBGRA: false, alwaysAlpha: false, level: 1)
        }
    }

    @Test func renderedScreensDecodeEqualAndAreNoLargerThanLibpngLevel1() throws {
        var files: [URL] = []
        var bitmaps: [Bitmap] = []
        let folder = try ReferencePNG.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (index, offset) in [0.0, 93.7, 187.25, 375].enumerated() {
            let bitmap = try referenceLikeScreen(offset: offset)
            let fast = try encodeRowEncoder(bitmap)
            let libpng = try encodeLibpng(bitmap)
            #expect(colorType(fast) == 2)
            #expect(try PNGDecoder.decode(fast) == bitmap)
            #expect(fast.count <= libpng.count, "offset \(offset): \(fast.count) bytes against libpng's \(libpng.count)")
            let file = folder.appendingPathComponent("\(index).png")
            try fast.write(to: file)
            files.append(file)
            bitmaps.append(bitmap)
        }
        #expect(try ReferencePNG.decode(files) == bitmaps)
    }

    /// Images whose bytes exercise every path of the parse: long runs (split into
    /// matches of at most 258 bytes over many blocks), rows equal to the row above,
    /// short periodic patterns, noise (stored blocks), translucency (RGBA rows).
    static func structured(kind: Int, width: Int, height: Int, seed: UInt64) -> Bitmap {
        var random = SeededRandom(seed: seed)
        var bitmap = Bitmap(width: width, height: height, fill: (240, 240, 245, 255))
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                switch kind {
                case 0:  // noise
                    for c in 0..<4 { bitmap.pixels[i + c] = UInt8.random(in: 0...255, using: &random) }
                    if x % 3 == 0 { bitmap.pixels[i + 3] = 255 }
                case 1:  // stripes of a period of 1 to 7 pixels, some rows repeated
                    let period = 1 + (y / 3) % 7
                    let v = UInt8((x % period) * 36)
                    bitmap.pixels[i] = v
                    bitmap.pixels[i + 1] = 255 &- v
                    bitmap.pixels[i + 2] = UInt8(y % 5 * 50)
                case 2:  // flat, with sparse specks
                    if UInt8.random(in: 0...255, using: &random) == 0 {
                        bitmap.pixels[i] = UInt8.random(in: 0...255, using: &random)
                    }
                default:  // translucent gradient
                    bitmap.pixels[i] = UInt8(x % 256)
                    bitmap.pixels[i + 1] = UInt8(y % 256)
                    bitmap.pixels[i + 3] = UInt8((x + y) % 256)
                }
            }
        }
        return bitmap
    }

    @Test(arguments: [(1, 1), (1, 40), (2, 3), (3, 70), (97, 61), (10_923, 4)])
    func everyKindOfImageDecodesEqual(size: (Int, Int)) throws {
        for kind in 0..<4 {
            let bitmap = Self.structured(kind: kind, width: size.0, height: size.1, seed: UInt64(kind * 7919 + size.0))
            let png = try encodeRowEncoder(bitmap)
            #expect(try PNGDecoder.decode(png) == bitmap, "kind \(kind), \(size.0) x \(size.1)")
        }
    }

    @Test func independentDecoderAgreesOnEveryKind() throws {
        let folder = try ReferencePNG.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [URL] = []
        var bitmaps: [Bitmap] = []
        // 10 923 pixels of RGB make rows longer than DEFLATE's 32 KiB window: no row-above matches.
        for (kind, size) in [(0, (64, 64)), (1, (97, 61)), (2, (300, 200)), (3, (50, 50)), (2, (10_923, 3))] {
            let bitmap = Self.structured(kind: kind, width: size.0, height: size.1, seed: UInt64(kind + 1))
            let file = folder.appendingPathComponent("\(files.count).png")
            try encodeRowEncoder(bitmap).write(to: file)
            files.append(file)
            bitmaps.append(bitmap)
        }
        #expect(try ReferencePNG.decode(files) == bitmaps)
    }

    @Test func longRunsCompressAndNoiseStaysNearItsRawSize() throws {
        let flat = Self.structured(kind: 2, width: 2000, height: 1500, seed: 5)
        let flatPNG = try encodeRowEncoder(flat)
        #expect(try PNGDecoder.decode(flatPNG) == flat)
        // 9 MB of RGB with about 11 700 specks: a few bytes per speck.
        #expect(flatPNG.count < 120_000, "\(flatPNG.count) bytes")
        let noise = Self.structured(kind: 0, width: 600, height: 400, seed: 9)
        let noisePNG = try encodeRowEncoder(noise)
        #expect(try PNGDecoder.decode(noisePNG) == noise)
        let raw = (1 + 600 * 4) * 400
        // At worst stored blocks: 5 bytes per 65 535, plus the zlib and PNG framing.
        #expect(noisePNG.count <= raw + raw / 2048 + 64 + 57, "\(noisePNG.count) bytes for \(raw) raw")
    }

    @Test func premultipliedSurfacesTakeTheSamePath() throws {
        // B, G, R, A premultiplied, 3 pixels a row, padded to 16 bytes; one translucent pixel.
        let pixels: [UInt8] = [
            10, 20, 30, 255, 10, 20, 30, 255, 10, 20, 30, 255, 9, 9, 9, 9,
            10, 20, 30, 255, 64, 32, 128, 128, 10, 20, 30, 255, 9, 9, 9, 9,
        ]
        let png = try pixels.withUnsafeBufferPointer { (p) throws(PNGError) -> Data in
            try PNGEncoder.encodeWhole(
                p.baseAddress!, width: 3, height: 2, stride: 16,
                premultipliedBGRA: true, alwaysAlpha: false, level: 1)
        }
        #expect(colorType(png) == 6)
        let bitmap = try PNGDecoder.decode(png)
        #expect(bitmap.rgba(0, 0) == [30, 20, 10, 255] && bitmap.rgba(2, 1) == [30, 20, 10, 255])
        #expect(bitmap.rgba(1, 1) == [255, 64, 128, 128])  // round(c * 255 / a)
    }
}

/// Cairo's premultiplied pixels to straight RGBA (Sources/CPixelCodec/pixels.c), the
/// conversion every rendered ``Bitmap`` and every RGBA frame goes through.
@Suite struct UnpremultiplyTests {
    @Test func everyAlphaRoundsLikeCairoAndOpaqueRunsSwapBytes() throws {
        // Rows of 19 pixels (two runs of 8 and a tail of 3), each alpha 0...255 with channels up to it.
        var random = SeededRandom(seed: 42)
        let width = 19
        let height = 40
        var premultiplied = [UInt8](repeating: 0, count: width * height * 4)
        for p in 0..<(width * height) {
            let opaqueRow = (p / width) % 3 == 0  // whole rows opaque: the vector path
            let a = opaqueRow ? 255 : Int(UInt8.random(in: 0...255, using: &random))
            premultiplied[4 * p + 3] = UInt8(a)
            for c in 0..<3 { premultiplied[4 * p + c] = UInt8(Int.random(in: 0...a, using: &random)) }
        }
        let surface = try CairoImageSurface(width: width, height: height)
        for y in 0..<height {
            for i in 0..<(width * 4) { surface.data[y * surface.stride + i] = premultiplied[y * width * 4 + i] }
        }
        let bitmap = surface.bitmap()
        for p in 0..<(width * height) {
            let b = Int(premultiplied[4 * p])
            let g = Int(premultiplied[4 * p + 1])
            let r = Int(premultiplied[4 * p + 2])
            let a = Int(premultiplied[4 * p + 3])
            func straight(_ c: Int) -> Int { a == 0 ? 0 : (c * 255 + a / 2) / a }
            let expected = [straight(r), straight(g), straight(b), a]
            #expect(bitmap.rgba(p % width, p / width) == expected, "pixel \(p)")
        }
    }
}
