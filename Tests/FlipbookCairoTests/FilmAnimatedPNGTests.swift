import Flipbook
import FlipbookTestSupport
import Foundation
import Testing

@testable import FlipbookCairo

/// The animated PNG, read back with the tests' own chunk reader, libpng (per
/// frame) and an independent Python reader.
@MainActor @Suite struct FilmAnimatedPNGTests {
    @Test func chunksSequenceDelaysAndFramesAreRight() throws {
        let folder = try temporaryFolder("apng")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FilmExporter.export(FilmFixture.makeFilm(), to: folder)
        let data = try Data(contentsOf: folder.appendingPathComponent("animation.png"))
        let chunks = try #require(TestChunk.parse(data), "the file is a well-formed chunk stream")
        #expect(chunks.allSatisfy { $0.crcValid }, "every CRC is valid")
        #expect(chunks.map(\.type).first == "IHDR")
        #expect(chunks.map(\.type).last == "IEND")
        let actl = try #require(chunks.first { $0.type == "acTL" })
        #expect(TestChunk.u32(actl.data, 0) == UInt32(FilmFixture.frameCount))
        #expect(TestChunk.u32(actl.data, 4) == 0, "loops forever")
        let types = chunks.map(\.type)
        #expect(types.firstIndex(of: "acTL")! < types.firstIndex(of: "IDAT")!)
        #expect(types.firstIndex(of: "fcTL")! < types.firstIndex(of: "IDAT")!, "frame 0 is the default image")
        let fctls = chunks.filter { $0.type == "fcTL" }
        #expect(fctls.count == FilmFixture.frameCount)
        for fctl in fctls {
            #expect(fctl.data.count == 26)
            #expect(TestChunk.u32(fctl.data, 4) == 400 && TestChunk.u32(fctl.data, 8) == 200)
            #expect(TestChunk.u16(fctl.data, 20) == 1 && TestChunk.u16(fctl.data, 22) == 30, "1/30 s a frame")
            #expect(fctl.data[24] == 0 && fctl.data[25] == 0)
        }
        let sequence = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { TestChunk.u32($0.data, 0) }
        #expect(sequence == (0..<UInt32(sequence.count)).map { $0 }, "sequence numbers run 0, 1, 2...")

        // Frame 0 from IDAT and frame 17 from its fdAT chunks, each made a standalone PNG.
        let ihdr = chunks[0]
        let end = TestChunk(type: "IEND", data: [], crcValid: true)
        var frameData: [[TestChunk]] = []
        for chunk in chunks {
            if chunk.type == "fcTL" { frameData.append([]) }
            if chunk.type == "IDAT" { frameData[frameData.count - 1].append(chunk) }
            if chunk.type == "fdAT" {
                frameData[frameData.count - 1].append(
                    TestChunk(type: "IDAT", data: Array(chunk.data.dropFirst(4)), crcValid: true))
            }
        }
        for k in [0, 17, 32] {
            var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            png.append(ihdr.encoded)
            for c in frameData[k] { png.append(c.encoded) }
            png.append(end.encoded)
            let fromAnimation = try PNGDecoder.decode(png)
            let fromFile = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent(String(format: "frame-%04d.png", k)))
            #expect(fromAnimation == fromFile, "animation frame \(k) equals frame-\(k).png")
        }
    }

    @Test func anIndependentReaderSeesEveryFrameInPlace() throws {
        let folder = try temporaryFolder("apng-python")
        defer { try? FileManager.default.removeItem(at: folder) }
        var output = FilmOutput()
        output.animatedPNG = AnimatedPNGOptions(maxWidth: 200)
        output.writesFrames = false
        output.filmstrip = nil
        let manifest = try FilmExporter.export(FilmFixture.makeFilm(), to: folder, output: output)
        #expect(manifest.files.animatedPNGPixelSize == .init(width: 200, height: 100))
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/apng_frames.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, folder.appendingPathComponent("animation.png").path]
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let problem = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "python reader: \(problem)")
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == FilmFixture.frameCount)
        for (k, line) in lines.enumerated() {
            let left = FilmFixture.boxLeftPixel(frame: k) / 2
            #expect(line == "\(k) 1/30 \(left) 40 \(left + 19) 59", "frame \(k): \(line)")
        }
    }

    @Test func delaysAreExactFractions() {
        #expect(AnimatedPNGWriter.delayFraction(seconds: 1.0 / 60, fps: 60) == (1, 60))
        #expect(AnimatedPNGWriter.delayFraction(seconds: 2.0 / 60, fps: 60) == (1, 30))
        #expect(AnimatedPNGWriter.delayFraction(seconds: 1.0 / 24, fps: 24) == (1, 24))
        let (n, d) = AnimatedPNGWriter.delayFraction(seconds: 1001.0 / 30000, fps: 30000.0 / 1001)
        #expect(n == 1001 && d == 30000, "29.97 fps: \(n)/\(d)")
    }

    @Test func framesOfDifferentSizesAreRefusedAndLeaveNoFile() throws {
        let folder = try temporaryFolder("apng-mismatch")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("bad.png")
        let writer = try AnimatedPNGWriter(url: url, fps: 30)
        try writer.append(png: PNGEncoder().encode(Bitmap(width: 4, height: 4, fill: (255, 0, 0, 128))), time: 0)
        #expect(throws: FilmError.self) {
            try writer.append(png: PNGEncoder().encode(Bitmap(width: 5, height: 4, fill: (255, 0, 0, 128))), time: 1.0 / 30)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "nothing is left behind")
    }
}
