import Flipbook
import FlipbookTestSupport
import Foundation
import Testing

@testable import FlipbookCairo

@Suite struct PNGDecoderTests {
    @Test func decodesEveryLayoutWithoutGammaCorrection() throws {
        let folder = try ReferencePNG.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let names = try ReferencePNG.generate(into: folder)
        #expect(names.count >= 25)
        for name in ["grey1", "grey16-trns", "palette4-interlaced", "rgba16", "greyalpha8", "rgb8-gamma"] {
            #expect(names.contains(name))
        }
        for name in names {
            let decoded = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent(name + ".png"))
            let expected = try ReferencePNG.readRGBA(folder.appendingPathComponent(name + ".rgba"))
            #expect(decoded == expected, "\(name)")
        }
    }

    @Test func conformanceFixturesMatchAnIndependentDecoder() throws {
        let folder = ReferencePNG.conformanceFolder
        let files = try ["", "diff-v7"].flatMap { sub in
            let dir = sub.isEmpty ? folder : folder.appendingPathComponent(sub)
            return try FileManager.default.contentsOfDirectory(atPath: dir.path)
                .filter { $0.hasSuffix(".png") }.sorted().map { dir.appendingPathComponent($0) }
        }
        #expect(files.count >= 20, "fixtures expected in \(folder.path)")
        let expected = try ReferencePNG.decode(files)
        for (file, reference) in zip(files, expected) {
            let decoded = try PNGDecoder.decode(contentsOf: file)
            #expect(decoded.width == reference.width && decoded.height == reference.height, "\(file.lastPathComponent)")
            #expect(decoded == reference, "\(file.lastPathComponent)")
        }
    }

    // MARK: malformed input

    private func valid() throws -> [UInt8] {
        [UInt8](try PNGEncoder().encode(randomBitmap(width: 20, height: 10, seed: 5)))
    }

    private func reason(_ bytes: [UInt8]) -> PNGError.Reason? {
        do {
            _ = try PNGDecoder.decode(Data(bytes))
            return nil
        } catch {
            return error.reason
        }
    }

    @Test func emptyDataIsRejected() {
        #expect(reason([]) == .empty)
    }

    @Test func nonPNGIsRejected() {
        #expect(reason(Array("GIF89a, not a PNG at all".utf8)) == .notPNG)
        #expect(reason([0x89, 0x50]) == .notPNG)
    }

    @Test func truncatedFilesAreRejected() throws {
        let bytes = try valid()
        for length in [8, 20, 33, bytes.count / 2, bytes.count - 13, bytes.count - 1] {
            guard case .libpng(let text)? = reason(Array(bytes.prefix(length))) else {
                Issue.record("truncated to \(length) bytes was accepted")
                continue
            }
            #expect(!text.isEmpty)
        }
    }

    @Test func crcErrorIsRejected() throws {
        var bytes = try valid()
        bytes[29] ^= 0xFF  // IHDR's CRC
        guard case .libpng(let text)? = reason(bytes) else {
            Issue.record("IHDR CRC error accepted")
            return
        }
        #expect(text.lowercased().contains("crc"))
        var idat = try valid()
        idat[idat.count - 13] ^= 0x01  // last byte of IDAT's CRC (IEND is the last 12 bytes)
        guard case .libpng? = reason(idat) else {
            Issue.record("IDAT CRC error accepted")
            return
        }
    }

    @Test func absurdDimensionsAreRejected() throws {
        // A valid IHDR announcing 100000 x 100000 pixels, with a correct CRC.
        var header: [UInt8] = Array("IHDR".utf8) + bigEndian(100_000) + bigEndian(100_000) + [8, 6, 0, 0, 0]
        let crc = crc32(header)
        header = bigEndian(13) + header + bigEndian(crc)
        let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + header
        #expect(reason(bytes) == .tooLarge(width: 100_000, height: 100_000))
    }

    @Test func fileErrorsNameThePath() throws {
        let folder = try ReferencePNG.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("missing.png")
        #expect(throws: PNGError(path: missing.path, reason: .fileMissing)) { try PNGDecoder.decode(contentsOf: missing) }
        let empty = folder.appendingPathComponent("empty.png")
        try Data().write(to: empty)
        #expect(throws: PNGError(path: empty.path, reason: .empty)) { try PNGDecoder.decode(contentsOf: empty) }
        let text = folder.appendingPathComponent("text.png")
        try Data("hello".utf8).write(to: text)
        do {
            _ = try PNGDecoder.decode(contentsOf: text)
            Issue.record("a text file decoded")
        } catch {
            #expect(error.reason == .notPNG)
            #expect(error.description.contains(text.path))
        }
    }

    private func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
