import Flipbook
import FlipbookCairo
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A render stopped with SIGTERM leaves only complete frames under final
/// names, no temporary file, and no staging folder (docs/errors.md,
/// "Atomic writes and interrupted renders").
///
/// Deterministic: the render pauses at a chosen point (`FLIPBOOK_DEBUG_PAUSE`)
/// and says so by creating a file (`FLIPBOOK_DEBUG_READY`); only then does the
/// test send SIGTERM, so the signal always lands at that point:
///
/// - `frames:N`: the main thread waits after handing the N-th frame to the
///   writers, whose threads may still be drawing and writing frames;
/// - `write:N`: a writer thread is in the middle of a file (a temporary file
///   holds half its bytes) and carries on only after the stop has begun, so
///   the cleanup must wait for it;
/// - `hang:N`: likewise, but the write never ends: the cleanup gives up
///   waiting after its bounded wait and removes the temporary file itself;
/// - `place:N`: N files have been renamed from the staging folder to their
///   final names, the others not yet; the move is one write, so it carries on
///   once the stop has begun and the stop waits for the whole film.
struct RenderInterruptionTests {
    /// 31 frames of 1200 x 800 pixels.
    static let scene = """
        canvas: {width: 600, height: 400, scale: 2, fps: 60}
        screens:
          a: {backgroundColor: red, children: [{frame: [20, 20, 200, 100], backgroundColor: green, cornerRadius: 20}]}
          b: {backgroundColor: blue, children: [{frame: [50, 50, 300, 200], backgroundColor: yellow, cornerRadius: 30}]}
        transition: {kind: present, from: a, to: b, animator: fade, duration: 0.5}
        outputs: {frames: yes, trace: trace.txt, animatedPNG: preview.png}
        """

    struct Outcome {
        var status: Int32
        var reason: Process.TerminationReason
        var stderr: String
        var names: [String]
        var stagingLeft: Bool
        /// Seconds from the signal to the process's end.
        var stopTime: Double
    }

    /// Renders the scene with the pause `point`, sends SIGTERM once the render is there, and reports.
    func interrupt(at point: String) throws -> (Outcome, URL) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-term-\(UUID().uuidString)")
        let out = dir.appendingPathComponent("out")
        let ready = dir.appendingPathComponent("ready")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data(Self.scene.utf8).write(to: dir.appendingPathComponent("s.yaml"))
        let errURL = dir.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["render", dir.appendingPathComponent("s.yaml").path, "--out", out.path]
        var environment = ProcessInfo.processInfo.environment
        environment["FLIPBOOK_DEBUG_PAUSE"] = point
        environment["FLIPBOOK_DEBUG_READY"] = ready.path
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        // The pause point is reached after some frames, whatever the machine's speed: wait for it (at most 2 minutes).
        for _ in 0..<12_000 where !FileManager.default.fileExists(atPath: ready.path) && process.isRunning { usleep(10_000) }
        let reached = FileManager.default.fileExists(atPath: ready.path)
        #expect(reached, "the render never reached \(point)")
        #expect(process.isRunning, "the render ended before \(point)")
        let staging = out.appendingPathComponent(".flipbook-staging-\(process.processIdentifier)")
        #expect(FileManager.default.fileExists(atPath: staging.path), "no staging folder at \(point)")
        let signalled = Date()
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        let outcome = Outcome(
            status: process.terminationStatus, reason: process.terminationReason,
            stderr: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "",
            names: ((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []).sorted(),
            stagingLeft: FileManager.default.fileExists(atPath: staging.path),
            stopTime: Date().timeIntervalSince(signalled))
        return (outcome, dir)
    }

    func check(_ outcome: Outcome, in out: URL, point: String, complete: Bool = false) throws {
        #expect(outcome.reason == .exit && outcome.status == 128 + SIGTERM, "\(point): exit \(outcome.status), \(outcome.stderr)")
        #expect(outcome.stderr.isEmpty, "\(point): \(outcome.stderr)")
        #expect(!outcome.stagingLeft, "\(point): the staging folder was not removed")
        let others = complete ? ["manifest.json", "preview.png", "trace.txt"] : []
        #expect(
            outcome.names.allSatisfy { ($0.hasPrefix("frame-") && $0.hasSuffix(".png")) || others.contains($0) },
            "\(point): leftovers \(outcome.names.filter { !($0.hasPrefix("frame-") && $0.hasSuffix(".png")) })")
        for name in outcome.names where name.hasPrefix("frame-") {
            let bitmap = try PNGDecoder.decode(contentsOf: out.appendingPathComponent(name))
            #expect(bitmap.width == 1200 && bitmap.height == 800, "\(point): \(name) is \(bitmap.width) x \(bitmap.height)")
        }
    }

    @Test(arguments: ["frames:1", "frames:12", "write:1", "write:5"])
    func sigtermLeavesOnlyCompleteFramesAndNoStagingFolder(_ point: String) throws {
        let (outcome, dir) = try interrupt(at: point)
        defer { try? FileManager.default.removeItem(at: dir) }
        try check(outcome, in: dir.appendingPathComponent("out"), point: point)
        // Files reach their final names only after the whole film was written: a stop before that leaves none.
        #expect(outcome.names.isEmpty, "\(point): \(outcome.names)")
        #expect(outcome.stopTime < TimeInterval(10), "\(point): stopping took \(outcome.stopTime) s")
    }

    /// A stop that comes while the film is being moved to its final names waits for the whole move:
    /// the folder ends with every file of the film, the manifest included, never a part of them.
    @Test(arguments: ["place:1", "place:4", "place:33"])
    func aStopDuringTheMoveWaitsForTheWholeFilm(_ point: String) throws {
        let (outcome, dir) = try interrupt(at: point)
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out")
        try check(outcome, in: out, point: point, complete: true)
        let frames = (0..<31).map { String(format: "frame-%04d.png", $0) }
        #expect(outcome.names == (frames + ["manifest.json", "preview.png", "trace.txt"]).sorted(), "\(point): \(outcome.names)")
        let manifest = try FilmManifest.read(from: out.appendingPathComponent("manifest.json"))
        #expect(manifest.frames.compactMap(\.file) == frames && manifest.files.animatedPNG == "preview.png")
        #expect(outcome.stopTime < TimeInterval(10), "\(point): stopping took \(outcome.stopTime) s")
    }

    @Test func aWriteThatNeverEndsDelaysTheStopOnlyByTheBoundedWait() throws {
        let (outcome, dir) = try interrupt(at: "hang:2")
        defer { try? FileManager.default.removeItem(at: dir) }
        try check(outcome, in: dir.appendingPathComponent("out"), point: "hang:2")
        #expect(outcome.names.isEmpty)
        // The cleanup waits 2 s for writes in flight, then abandons them.
        #expect(outcome.stopTime >= 1.9 && outcome.stopTime < 10, "stopping took \(outcome.stopTime) s")
    }
}
