import Flipbook
import FlipbookCairo
import Foundation
import Testing

/// `--outputs gif|mp4|webm` and `outputs: {gif: ...}`: the files an
/// independent reader plays back (Pillow for the GIF, ffprobe for the videos),
/// and ffmpeg's absence (PATH without it) as one clear error and no file.
@Suite struct AnimatedOutputCommandTests {
    /// A 40 x 30 pt scene at 20 fps: red, then blue fading in over 0.5 s.
    static let scene = """
        canvas: {width: 40, height: 30, scale: 2, fps: 20}
        screens:
          a: {backgroundColor: red}
          b: {backgroundColor: blue, children: [{id: card, frame: [5, 5, 10, 10], backgroundColor: white}]}
        transition: {kind: present, from: a, to: b, animator: fade, duration: 0.5}
        outputs: {frames: no, manifest: yes, gif: fade.gif}
        """

    func folder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "flipbook-animated-\(name)-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func frameCount(_ manifest: URL) throws -> Int {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: manifest)) as? [String: Any])
        return try #require(json["frameCount"] as? Int)
    }

    /// Runs `executable` with `arguments`; returns its status and standard output.
    func tool(_ executable: String, _ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let problem = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text, problem)
    }

    @Test func theScenesGIFIsPlayedBackByPillowWithEveryFrameAndDelay() throws {
        let dir = try folder("gif")
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("fade.yaml")
        try Self.scene.write(to: scene, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out")
        let run = try CLI.run(["render", scene.path, "--out", out.path])
        #expect(run.status == 0, "\(run.stderr)")
        let count = try frameCount(out.appendingPathComponent("manifest.json"))
        #expect(count >= 10)
        let decoded = dir.appendingPathComponent("decoded")
        try FileManager.default.createDirectory(at: decoded, withIntermediateDirectories: true)
        let read = try tool(
            "/usr/bin/python3",
            [
                CLI.packageRoot.appendingPathComponent("scripts/gif_frames.py").path,
                out.appendingPathComponent("fade.gif").path, decoded.path,
            ])
        #expect(read.status == 0, "\(read.err)")
        let lines = read.out.split(separator: "\n").map(String.init)
        #expect(lines.first == "frames \(count) loop 0 size 80x60")
        #expect(
            lines.dropFirst().map { $0.split(separator: " ").last.map(String.init) } == Array(repeating: "50", count: count),
            "20 fps: 5 cs, 50 ms, every frame")
        // First frame red, last blue with the white card, as Pillow shows them.
        let first = try PNGDecoder.decode(contentsOf: decoded.appendingPathComponent("frame-0.png"))
        let last = try PNGDecoder.decode(contentsOf: decoded.appendingPathComponent("frame-\(count - 1).png"))
        #expect(Array(first.pixels[0..<3]) == [255, 0, 0])
        #expect(Array(last.pixels[0..<3]) == [0, 0, 255])
        let card = 4 * (20 * 80 + 20)
        #expect(Array(last.pixels[card..<card + 3]) == [255, 255, 255])
    }

    @Test func outputsGIFOnTheCommandLineKeepsTheScenesNameOrWritesPreviewGIF() throws {
        let dir = try folder("gif-cli")
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("fade.yaml")
        try Self.scene.write(to: scene, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out")
        let run = try CLI.run(["render", scene.path, "--out", out.path, "--outputs", "gif,manifest"])
        #expect(run.status == 0, "\(run.stderr)")
        let gif = try Data(contentsOf: out.appendingPathComponent("fade.gif"))
        #expect(Array(gif.prefix(6)) == Array("GIF89a".utf8))
        #expect(Array(gif.suffix(1)) == [0x3B], "ends with the GIF trailer")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == ["fade.gif", "manifest.json"])
        // A scene that names no GIF: --outputs gif writes preview.gif.
        let plain = dir.appendingPathComponent("plain.yaml")
        try Self.scene.replacingOccurrences(of: ", gif: fade.gif", with: "").write(to: plain, atomically: true, encoding: .utf8)
        let out2 = dir.appendingPathComponent("out2")
        let second = try CLI.run(["render", plain.path, "--out", out2.path, "--outputs", "gif"])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out2.path) == ["preview.gif"])
        #expect(try Data(contentsOf: out2.appendingPathComponent("preview.gif")) == gif, "the same film, the same bytes")
    }

    @Test(arguments: ["mp4", "webm"])
    func videosArePlayableAtTheFilmsRateWhereFFmpegIsInstalled(format: String) throws {
        let dir = try folder(format)
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("fade.yaml")
        try Self.scene.write(to: scene, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out")
        let run = try CLI.run(["render", scene.path, "--out", out.path, "--outputs", "\(format),manifest"])
        #expect(run.status == 0, "\(run.stderr)")
        let count = try frameCount(out.appendingPathComponent("manifest.json"))
        // ffprobe (ffmpeg's own reader) counts the decoded frames and reads the size and rate.
        let probe = try tool(
            "/usr/bin/env",
            [
                "ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0",
                "-show_entries", "stream=width,height,r_frame_rate,nb_read_frames",
                "-of", "csv=p=0", out.appendingPathComponent("preview.\(format)").path,
            ])
        #expect(probe.status == 0, "\(probe.err)")
        #expect(probe.out.trimmingCharacters(in: .whitespacesAndNewlines) == "80,60,20/1,\(count)")
        // ffmpeg runs single-threaded with bit-exact flags: the same film, the same bytes.
        let again = dir.appendingPathComponent("again")
        #expect(try CLI.run(["render", scene.path, "--out", again.path, "--outputs", format]).status == 0)
        #expect(
            try Data(contentsOf: again.appendingPathComponent("preview.\(format)"))
                == Data(contentsOf: out.appendingPathComponent("preview.\(format)")))
    }

    @Test(arguments: ["mp4", "webm"])
    func withoutFFmpegOnPATHTheVideoFailsWithOneErrorNamingThePackageAndWritesNothing(format: String) throws {
        let dir = try folder("no-ffmpeg-\(format)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("fade.yaml")
        try Self.scene.write(to: scene, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out")
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = dir.path  // a PATH with no ffmpeg on it
        let run = try CLI.run(["render", scene.path, "--out", out.path, "--outputs", "gif,\(format)"], environment: environment)
        #expect(run.status == 2)
        #expect(
            run.stderr == "flipbook: error[FB-VIDEO-FFMPEG-MISSING]: writing \(format) needs ffmpeg, which is not installed "
                + "(no 'ffmpeg' on PATH); install the package ffmpeg (apt-get install ffmpeg on Debian and Ubuntu, "
                + "brew install ffmpeg on macOS), or leave \(format) out of the outputs\n")
        let left = (try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []
        #expect(left.isEmpty, "nothing is written: \(left)")
    }

    @Test func theLookupFindsFFmpegOnlyOnThePATHItIsGiven() throws {
        let dir = try folder("lookup")
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(VideoWriter.locate(environment: ["PATH": dir.path]) == nil)
        let fake = dir.appendingPathComponent("ffmpeg")
        try "#!/bin/sh\n".write(to: fake, atomically: true, encoding: .utf8)
        #expect(VideoWriter.locate(environment: ["PATH": "/nonexistent:" + dir.path]) == nil, "not executable: not found")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        #expect(VideoWriter.locate(environment: ["PATH": "/nonexistent:" + dir.path]) == fake.path)
        #expect(throws: VideoError.ffmpegMissing(.mp4)) {
            _ = try VideoWriter(
                url: dir.appendingPathComponent("x.mp4"), format: .mp4, fps: 30, environment: ["PATH": "/nonexistent"])
        }
    }
}
