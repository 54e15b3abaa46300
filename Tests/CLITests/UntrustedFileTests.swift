import FlipbookCairo
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Files that are not regular files, and files whose headers claim more
/// than they hold: a catalogue error at once, never a blocked reader or a
/// runaway allocation.
@Suite struct UntrustedFileTests {
    func fifo(in folder: URL, named name: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        #expect(mkfifo(path, 0o644) == 0, "mkfifo \(path)")
        return path
    }

    @Test func aFIFOGivenAsAPluginIsRefusedWithoutOpeningIt() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try fifo(in: folder, named: "plugin.so")
        let run = try CLI.run(["list", "--plugin", path])  // before the fix, dlopen blocked on the FIFO forever
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "flipbook: error[FB-PLUGIN-NOT-FOUND]: plugin '\(path)' is not a file; give the path of the plugin's shared library (.so)\n",
            "\(run.stderr)")
    }

    @Test func aFIFOGivenAsASceneIsRefused() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try fifo(in: folder, named: "scene.yaml")
        let run = try CLI.run(["render", path, "--out", folder.appendingPathComponent("out").path])
        #expect(run.status == 2)
        #expect(
            run.stderr.hasPrefix(
                "flipbook: error[FB-SCENE-UNREADABLE]: cannot read the scene file '\(path)': it is a FIFO (named pipe), not a regular file"
            ),
            "\(run.stderr)")
    }

    @Test func aFIFOGivenAsAPNGIsRefused() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try fifo(in: folder, named: "a.png")
        let run = try CLI.run(["diff", path, path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("it is a FIFO (named pipe), not a file"), "\(run.stderr)")
    }

    @Test func aFIFOGivenAsASceneImageIsRefusedWithoutOpeningIt() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try fifo(in: folder, named: "a.png")
        let scene = folder.appendingPathComponent("s.yaml")
        try """
        canvas: {width: 40, height: 60, scale: 1, fps: 10}
        screens:
          A: {backgroundColor: blue, children: [{type: image, image: a.png, frame: [0, 0, 10, 10]}]}
          B: {backgroundColor: red}
        transition: {kind: present, from: A, to: B, style: overFullScreen, animator: fade, duration: 0.2}
        """.write(to: scene, atomically: true, encoding: .utf8)
        let run = try CLI.run(["render", scene.path, "--out", folder.appendingPathComponent("out").path])
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "flipbook: error[FB-SCENE-IMAGE]: image file 'a.png' is a FIFO (named pipe), not a PNG file at s.yaml:3:62\n",
            "\(run.stderr)")
    }

    /// A 45-byte PNG: a valid signature and header, then a chunk that claims
    /// 2 GB. libpng would allocate its declared length for unknown chunks.
    static func lyingPNG(chunkType: String) -> Data {
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
        let ihdrBody: [UInt8] = be(1) + be(1) + [8, 6, 0, 0, 0]
        let ihdr = Array("IHDR".utf8) + ihdrBody
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        bytes += be(UInt32(ihdrBody.count)) + ihdr + be(crc32(ihdr))
        bytes += be(0x7FFF_FF00) + Array(chunkType.utf8) + Array("xxxx".utf8)
        return Data(bytes)
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            crc ^= UInt32(b)
            for _ in 0..<8 { crc = (crc >> 1) ^ (crc & 1 == 1 ? 0xEDB8_8320 : 0) }
        }
        return ~crc
    }

    @Test(arguments: ["abCd", "zTXt", "iCCP", "IDAT"])
    func aChunkThatClaimsMoreThanTheFileHoldsIsRefusedBeforeAllocating(type: String) throws {
        let data = Self.lyingPNG(chunkType: type)
        #expect(data.count == 45)
        #expect(throws: PNGError.self) { try PNGDecoder.decode(data) }
        let message =
            (try? PNGDecoder.decode(data)).map { _ in "" }
            ?? {
                do {
                    _ = try PNGDecoder.decode(data)
                    return ""
                } catch { return "\(error)" }
            }()
        #expect(message.contains("chunk '\(type)' at byte 33 claims 2147483392 bytes, but the file has 0 after it"), "\(message)")
        // The command-line tool exits with a catalogue error and stays small.
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("lying.png")
        try data.write(to: file)
        let (run, peak) = try CLI.runMeasuringPeak(["diff", file.path, file.path])
        #expect(run.status == 2 && run.stderr.hasPrefix("flipbook: error[FB-PNG-MALFORMED]"), "\(run.stderr)")
        // That run's largest resident set, in KiB: far below the 2 GB the chunk claims.
        #expect(peak > 0 && peak < 1_000_000, "the run reached \(peak) KiB")
    }
}
