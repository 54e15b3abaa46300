import Flipbook
import FlipbookTestSupport
import Foundation
import Testing

@testable import FlipbookCairo

/// The animated GIF, read back by Pillow (Debian's python3-pil, installed by
/// `scripts/ensure-deps.sh --browser`): frame count, delays, loop count and
/// every frame's pixels as a viewer composites them.
@MainActor @Suite struct FilmGIFTests {
    /// What scripts/gif_frames.py printed and the frames it wrote.
    struct Decoded {
        var header: String
        var delays: [Int]
        var frames: URL
    }

    static func decode(_ gif: URL, into folder: URL) throws -> Decoded {
        let script = ReferencePNG.packageRoot.appendingPathComponent("scripts/gif_frames.py")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let process = Process()
        // Debian's python3, where python3-pil is installed (not a pyenv shim first on PATH).
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [script.path, gif.path, folder.path]
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let problem = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "Pillow could not read the GIF: \(problem)")
        let lines = text.split(separator: "\n").map(String.init)
        let delays = lines.dropFirst().map { Int($0.split(separator: " ")[1])! }
        return Decoded(header: lines.first ?? "", delays: delays, frames: folder)
    }

    /// The delays of a film at `fps`, worked out here from the rule docs/gif.md gives
    /// (each frame's start rounded to the centisecond, differences of those).
    static func expectedDelays(frames: Int, fps: Double) -> [Int] {
        (0..<frames).map { k in Int((100 * Double(k + 1) / fps).rounded()) - Int((100 * Double(k) / fps).rounded()) }
    }

    @Test func pillowPlaysEveryFrameWithItsDelayAndExactPixels() throws {
        let folder = try temporaryFolder("gif")
        defer { try? FileManager.default.removeItem(at: folder) }
        var output = FilmOutput()
        output.animatedPNG = nil
        output.filmstrip = nil
        output.gif = GIFOptions()
        let manifest = try FilmExporter.export(FilmFixture.makeFilm(), to: folder, output: output)
        #expect(manifest.files.gif == "animation.gif")
        let gif = folder.appendingPathComponent("animation.gif")
        let decoded = try Self.decode(gif, into: folder.appendingPathComponent("decoded"))
        #expect(decoded.header == "frames \(FilmFixture.frameCount) loop 0 size 400x200")
        let expected = Self.expectedDelays(frames: FilmFixture.frameCount, fps: 30).map { $0 * 10 }
        #expect(decoded.delays == expected)
        #expect(decoded.delays.prefix(6) == [30, 40, 30, 30, 40, 30], "1/30 s is 3.33 cs: 3, 4, 3, ...")
        #expect(decoded.delays.reduce(0, +) == 1100, "33 frames at 30 fps last 1.1 s")
        // The few colours of this film fit one table: every frame is lossless.
        for k in 0..<FilmFixture.frameCount {
            let shown = try PNGDecoder.decode(contentsOf: decoded.frames.appendingPathComponent("frame-\(k).png"))
            let film = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent(String(format: "frame-%04d.png", k)))
            #expect(rgb(shown) == rgb(film), "frame \(k) as Pillow shows it equals frame-\(k).png")
            let box = try #require(redBox(shown))
            #expect(box.minX == FilmFixture.boxLeftPixel(frame: k), "frame \(k): the box is in place")
        }
    }

    @Test func theGIFIsSmallerThanTheAnimatedPNGAndTheSameBytesTwice() throws {
        let folder = try temporaryFolder("gif-size")
        defer { try? FileManager.default.removeItem(at: folder) }
        var output = FilmOutput()
        output.writesFrames = false
        output.filmstrip = nil
        output.gif = GIFOptions()
        try FilmExporter.export(FilmFixture.makeFilm(), to: folder, output: output)
        let gif = try Data(contentsOf: folder.appendingPathComponent("animation.gif"))
        let apng = try Data(contentsOf: folder.appendingPathComponent("animation.png"))
        #expect(gif.count * 2 < apng.count, "GIF \(gif.count) bytes, animated PNG \(apng.count) bytes")
        #expect(Array(gif.prefix(6)) == Array("GIF89a".utf8))
        let again = try temporaryFolder("gif-size-again")
        defer { try? FileManager.default.removeItem(at: again) }
        try FilmExporter.export(FilmFixture.makeFilm(), to: again, output: output)
        #expect(try Data(contentsOf: again.appendingPathComponent("animation.gif")) == gif, "same film, same bytes")
    }

    @Test func aPictureOfManyColoursIsQuantizedCloselyWithoutDithering() throws {
        let folder = try temporaryFolder("gif-colours")
        defer { try? FileManager.default.removeItem(at: folder) }
        // 4096 colours: red across, green down, blue from both.
        var picture = Bitmap(width: 64, height: 64)
        for y in 0..<64 {
            for x in 0..<64 {
                let i = 4 * (y * 64 + x)
                picture.pixels[i] = UInt8(x * 4)
                picture.pixels[i + 1] = UInt8(y * 4)
                picture.pixels[i + 2] = UInt8((x + y) * 2)
                picture.pixels[i + 3] = 255
            }
        }
        let url = folder.appendingPathComponent("colours.gif")
        let writer = GIFWriter(url: url, fps: 25)
        try writer.append(picture, time: 0)
        try writer.append(picture, time: 0.04)
        try writer.finish()
        let decoded = try Self.decode(url, into: folder.appendingPathComponent("decoded"))
        #expect(decoded.header == "frames 2 loop 0 size 64x64")
        #expect(decoded.delays == [40, 40])
        for k in 0..<2 {
            let shown = try PNGDecoder.decode(contentsOf: decoded.frames.appendingPathComponent("frame-\(k).png"))
            var worst = 0
            for i in 0..<(64 * 64) {
                for c in 0..<3 { worst = max(worst, abs(Int(shown.pixels[4 * i + c]) - Int(picture.pixels[4 * i + c]))) }
            }
            #expect(worst > 0, "4096 colours cannot all be kept")
            #expect(worst <= 16, "frame \(k): the median cut keeps every channel within 16 levels, found \(worst)")
        }
    }

    @Test func sixtyFramesASecondKeepEveryDelayAtTwoCentisecondsOrMore() {
        let timeline = GIFTimeline.uniform(frameCount: 61, fps: 60)
        #expect(timeline.entries.allSatisfy { $0.delay >= 2 }, "\(timeline.entries.map(\.delay))")
        #expect(timeline.entries.map(\.delay).reduce(0, +) == 102, "61 frames at 60 fps: 1.0167 s")
        #expect(timeline.entries.first?.frame == 0 && timeline.entries.last?.frame == 60, "first and last frames are shown")
        #expect(timeline.entries.count == 41, "two frames in three")
        #expect(GIFTimeline.uniform(frameCount: 50, fps: 50).entries.count == 50, "up to 50 fps every frame is shown")
        #expect(GIFTimeline.uniform(frameCount: 10, fps: 25).entries.map(\.delay) == Array(repeating: 4, count: 10))
        #expect(GIFTimeline.uniform(frameCount: 7, fps: 24).entries.map(\.delay) == Self.expectedDelays(frames: 7, fps: 24))
    }

    @Test func framesOfDifferentSizesAreRefusedAndLeaveNoFile() throws {
        let folder = try temporaryFolder("gif-mismatch")
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = GIFWriter(url: folder.appendingPathComponent("bad.gif"), fps: 30)
        try writer.append(Bitmap(width: 4, height: 4, fill: (255, 0, 0, 255)), time: 0)
        #expect(throws: FilmError.self) { try writer.append(Bitmap(width: 5, height: 4, fill: (255, 0, 0, 255)), time: 0.1) }
        #expect(throws: FilmError.self) { try writer.finish() }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "nothing is left behind")
    }

    private func rgb(_ bitmap: Bitmap) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bitmap.width * bitmap.height * 3)
        for i in 0..<(bitmap.width * bitmap.height) { out += bitmap.pixels[4 * i..<4 * i + 3] }
        return out
    }
}
