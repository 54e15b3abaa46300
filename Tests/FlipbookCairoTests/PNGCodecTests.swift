import Flipbook
import FlipbookTestSupport
import Foundation
import Testing

@testable import FlipbookCairo

/// Colour type byte of an encoded PNG's IHDR (2 = RGB, 6 = RGBA).
func colorType(_ png: Data) -> UInt8 { [UInt8](png)[25] }

func randomBitmap(width: Int, height: Int, seed: UInt64, opaque: Bool = false) -> Bitmap {
    var random = SeededRandom(seed: seed)
    var bitmap = Bitmap(width: width, height: height)
    for i in 0..<bitmap.pixels.count {
        bitmap.pixels[i] = UInt8.random(in: 0...255, using: &random)
        if i % 4 == 3 {
            if opaque { bitmap.pixels[i] = 255 } else if i % 12 == 3 { bitmap.pixels[i] = 0 }
        }
    }
    return bitmap
}

@Suite struct PNGCodecTests {
    @Test(arguments: [(1, 1), (7, 3), (64, 33), (257, 5)])
    func roundTripIsLossless(size: (Int, Int)) throws {
        let bitmap = randomBitmap(width: size.0, height: size.1, seed: UInt64(size.0 * 1000 + size.1))
        #expect(bitmap.pixels.enumerated().contains { $0.offset % 4 == 3 && $0.element == 0 })
        let png = try PNGEncoder().encode(bitmap)
        #expect(colorType(png) == 6)
        let decoded = try PNGDecoder.decode(png)
        #expect(decoded == bitmap)  // includes the colour of alpha-0 pixels
        let independent = try referenceDecode(png)
        #expect(independent == bitmap)
    }

    @Test func opaqueBitmapsAreStoredAsRGB() throws {
        let bitmap = randomBitmap(width: 31, height: 17, seed: 7, opaque: true)
        let png = try PNGEncoder().encode(bitmap)
        #expect(colorType(png) == 2)
        #expect(try PNGDecoder.decode(png) == bitmap)
        #expect(try referenceDecode(png) == bitmap)
    }

    @Test func everyLevelRoundTrips() throws {
        let bitmap = randomBitmap(width: 40, height: 20, seed: 11)
        for level in [0, 1, 6, 9] {
            #expect(try PNGDecoder.decode(PNGEncoder(compressionLevel: level).encode(bitmap)) == bitmap)
        }
    }

    @Test func sameBitmapGivesSameBytes() throws {
        let bitmap = randomBitmap(width: 120, height: 80, seed: 3)
        let first = try PNGEncoder().encode(bitmap)
        let second = try PNGEncoder().encode(bitmap)
        #expect(first == second)
        let folder = try ReferencePNG.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a.png")
        try PNGEncoder().write(bitmap, to: file)
        #expect(try Data(contentsOf: file) == first)
        // no chunk other than the essential ones
        var chunks: [String] = []
        let bytes = [UInt8](first)
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            chunks.append(String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self))
            offset += length + 12
        }
        #expect(Set(chunks) == ["IHDR", "IDAT", "IEND"])
    }

    @Test func premultipliedBGRAIsUnpremultiplied() throws {
        // B, G, R, A premultiplied; expected straight values computed with round(c * 255 / a)
        let pixels: [UInt8] = [10, 20, 30, 255, 0, 0, 0, 0, 64, 32, 128, 128, 1, 2, 3, 4, 50, 50, 50, 200, 0, 0, 0, 0]
        let png = try pixels.withUnsafeBytes {
            try PNGEncoder().encodePremultipliedBGRA($0.baseAddress!, width: 2, height: 2, stride: 12)
        }
        let bitmap = try PNGDecoder.decode(png)
        func straight(_ c: UInt8, _ a: UInt8) -> UInt8 {
            a == 0 ? 0 : UInt8((Double(c) * 255 / Double(a)).rounded())
        }
        #expect(bitmap.width == 2 && bitmap.height == 2)
        #expect(bitmap[0, 0] == (30, 20, 10, 255))
        #expect(bitmap[1, 0] == (0, 0, 0, 0))
        // the third pixel of each 12-byte row is padding beyond the width
        #expect(bitmap[0, 1] == (straight(3, 4), straight(2, 4), straight(1, 4), 4))
        #expect(bitmap[1, 1] == (straight(50, 200), straight(50, 200), straight(50, 200), 200))
    }

    @Test func opaquePremultipliedBGRAIsStoredAsRGB() throws {
        let pixels: [UInt8] = [10, 20, 30, 255, 40, 50, 60, 255]
        let png = try pixels.withUnsafeBytes {
            try PNGEncoder().encodePremultipliedBGRA($0.baseAddress!, width: 1, height: 2, stride: 4)
        }
        #expect(colorType(png) == 2)
        let bitmap = try PNGDecoder.decode(png)
        #expect(bitmap.pixels == [30, 20, 10, 255, 60, 50, 40, 255])
    }

    @Test func emptyBitmapIsRejected() {
        #expect(throws: PNGError.self) { try PNGEncoder().encode(Bitmap(width: 0, height: 3)) }
    }

    /// `png` decoded by the Python decoder, from a file in a temporary folder that is then removed.
    private func referenceDecode(_ png: Data) throws -> Bitmap? {
        let folder = try ReferencePNG.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("image.png")
        try png.write(to: url)
        return try ReferencePNG.decode([url]).first
    }
}
