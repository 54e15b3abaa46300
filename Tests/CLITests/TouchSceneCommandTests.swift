import FlipbookCairo
import Foundation
import Testing

/// `flipbook render` of scenes whose touch scripts have events at one time
/// and two fingers: a swipe at one time and a two-finger swipe drive a present.
@Suite struct TouchSceneCommandTests {
    /// The fade of `fadeScene` (40 x 60 pt, 10 fps) with `script` as its touch script.
    func render(_ script: String) throws -> (run: CLIRun, frames: [[String: Any]], out: URL, folder: URL) {
        let folder = try cliScratch()
        let scene = folder.appendingPathComponent("scene.yaml")
        try (fadeScene + "\ninteraction:\n  touches:\n    script:\n" + script).write(to: scene, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        let run = try CLI.run(["render", scene.path, "--out", out.path])
        var frames: [[String: Any]] = []
        if let data = try? Data(contentsOf: out.appendingPathComponent("manifest.json")),
            let manifest = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        {
            frames = manifest["frames"] as? [[String: Any]] ?? []
        }
        return (run, frames, out, folder)
    }

    func red(_ out: URL, frame: Int) throws -> Double {
        let bitmap = try PNGDecoder.decode(contentsOf: out.appendingPathComponent(String(format: "frame-%04d.png", frame)))
        return Double(bitmap[20, 30].r) / 255
    }

    @Test func aSwipeAtOneTimeDrivesThePresentation() throws {
        let r = try render(
            """
                  - down (20, 5) at 0.1
                  - move (20, 20) at 0.1
                  - move (20, 45) at 0.1
                  - up (20, 45) at 0.1
            """)
        defer { try? FileManager.default.removeItem(at: r.folder) }
        #expect(r.run.status == 0, "\(r.run.stderr)")
        let states = r.frames.map { $0["state"] as? String ?? "?" }
        #expect(states.first == "interactive" && states.dropFirst().first == "finishing" && states.last == "done", "\(states)")
        let percent = try #require(r.frames.dropFirst().first?["percentComplete"] as? Double)
        #expect(abs(percent - 40.0 / 60) < 1e-9)
        #expect(abs(try red(r.out, frame: 1) - 40.0 / 60) <= 1.5 / 255)
        #expect(r.frames.last?["percentComplete"] as? Double == 1)
    }

    @Test func aTwoFingerSwipeDrivesThePresentation() throws {
        let r = try render(
            """
                  - finger 1 down (10, 5) at 0
                  - finger 2 down (30, 5) at 0
                  - finger 1 move (10, 20) at 0.1
                  - finger 2 move (30, 20) at 0.1
                  - finger 1 move (10, 30) at 0.2
                  - finger 2 move (30, 50) at 0.2
                  - finger 1 up (10, 30) at 0.3
                  - finger 2 up (30, 50) at 0.3
            """)
        defer { try? FileManager.default.removeItem(at: r.folder) }
        #expect(r.run.status == 0, "\(r.run.stderr)")
        try #require(r.frames.count >= 4)
        let states = r.frames.map { $0["state"] as? String ?? "?" }
        #expect(Array(states.prefix(4)) == ["interactive", "interactive", "interactive", "finishing"], "\(states)")
        #expect(states.last == "done")
        let percent = try #require(r.frames[2]["percentComplete"] as? Double)
        #expect(abs(percent - 35.0 / 60) < 1e-9, "the centroid moved 35 of 60 pt")
        #expect(abs(try red(r.out, frame: 2) - 35.0 / 60) <= 1.5 / 255)
    }
}
