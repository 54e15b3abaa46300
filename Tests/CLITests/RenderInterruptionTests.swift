import Flipbook
import FlipbookCairo
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A render killed mid-way with SIGTERM leaves only complete frames under
/// final names, and removes its staging folder (docs/errors.md, "Interrupted renders").
struct RenderInterruptionTests {
    @Test func sigtermMidRenderLeavesOnlyCompleteFrames() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-term-\(UUID().uuidString)")
        let out = dir.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        // 601 frames of 600 x 400 at scale 2: long enough to be killed in the middle.
        let scene = """
            canvas: {width: 600, height: 400, scale: 2, fps: 60}
            screens:
              a: {backgroundColor: red, children: [{frame: [20, 20, 200, 100], backgroundColor: green, cornerRadius: 20}]}
              b: {backgroundColor: blue, children: [{frame: [50, 50, 300, 200], backgroundColor: yellow, cornerRadius: 30}]}
            transition: {kind: present, from: a, to: b, animator: fade, duration: 10}
            outputs: {frames: yes}
            """
        try Data(scene.utf8).write(to: dir.appendingPathComponent("long.yaml"))
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["render", dir.appendingPathComponent("long.yaml").path, "--out", out.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Frames are written into OUT/.flipbook-staging-<pid>/ and renamed into OUT at the end:
        // wait until some are staged (at most 60 s), then stop the render in the middle.
        let staging = out.appendingPathComponent(".flipbook-staging-\(process.processIdentifier)")
        for _ in 0..<600 {
            usleep(100_000)
            let staged = (try? FileManager.default.contentsOfDirectory(atPath: staging.path)) ?? []
            if staged.count >= 3 || !process.isRunning { break }
        }
        #expect(process.isRunning, "the render ended before it could be interrupted")
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 128 + SIGTERM)

        let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        let frames = names.filter { $0.hasPrefix("frame-") && $0.hasSuffix(".png") }
        #expect(frames.count < 601, "the render finished before it was interrupted")
        #expect(names.allSatisfy { $0.hasPrefix("frame-") && $0.hasSuffix(".png") }, "leftovers: \(names.filter { !$0.hasPrefix("frame-") })")
        #expect(!FileManager.default.fileExists(atPath: staging.path), "the staging folder was not removed")
        for name in frames {
            let bitmap = try PNGDecoder.decode(contentsOf: out.appendingPathComponent(name))
            #expect(bitmap.width == 1200 && bitmap.height == 800, "\(name) is \(bitmap.width) x \(bitmap.height)")
        }
    }
}
