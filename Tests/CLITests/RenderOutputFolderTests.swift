import Foundation
import Testing

/// `flipbook render` owns its output folder: the manifest and the frame files
/// beside it always agree, it never deletes what it did not write, and frame
/// selections that do not fit the film are refused with the film's range.
@Suite struct RenderOutputFolderTests {
    func scene(in folder: URL) throws -> String {
        let url = folder.appendingPathComponent("fade.yaml")
        try fadeScene.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    func listing(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.sorted()
    }

    func manifestFiles(_ folder: URL) throws -> [String] {
        let data = try Data(contentsOf: folder.appendingPathComponent("manifest.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return (object["frames"] as? [[String: Any]] ?? []).compactMap { $0["file"] as? String }.sorted()
    }

    @Test func aSecondRenderRemovesTheFrameFilesItDoesNotList() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try scene(in: folder)
        let out = folder.appendingPathComponent("out")
        #expect(try CLI.run(["render", scene, "--out", out.path]).status == 0)
        #expect(try listing(out).count == 12, "11 frames and the manifest")
        try "mine".write(to: out.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let second = try CLI.run(["render", scene, "--out", out.path, "--frames", "2,4"])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(
            try listing(out) == ["frame-0002.png", "frame-0004.png", "manifest.json", "notes.txt"],
            "stale frames removed, the user's file kept")
        #expect(try manifestFiles(out) == ["frame-0002.png", "frame-0004.png"])
        // Frames only, no manifest: still no stale frame files.
        let third = try CLI.run(["render", scene, "--out", out.path, "--frames", "7", "--outputs", "frames"])
        #expect(third.status == 0, "\(third.stderr)")
        #expect(try listing(out).filter { $0.hasPrefix("frame-") } == ["frame-0007.png"])
    }

    @Test func aFolderNamedLikeAFrameIsNeverDeleted() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try scene(in: folder)
        let out = folder.appendingPathComponent("out")
        let mine = out.appendingPathComponent("frame-0003.png")
        try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: true)
        try "precious".write(to: mine.appendingPathComponent("keep.txt"), atomically: true, encoding: .utf8)
        let run = try CLI.run(["render", scene, "--out", out.path])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("flipbook: error[FB-FS-IN-THE-WAY]: '\(mine.path)': is a folder"), "\(run.stderr)")
        #expect(
            FileManager.default.fileExists(atPath: mine.appendingPathComponent("keep.txt").path), "the user's folder is intact")
        let left = try listing(out)
        #expect(left == ["frame-0003.png"], "nothing was written: \(left)")
    }

    @Test func anOutputNameTakenByAFolderIsRefusedBeforeDrawing() throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try scene(in: folder)
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(
            at: out.appendingPathComponent("manifest.json"), withIntermediateDirectories: true)
        let run = try CLI.run(["render", scene, "--out", out.path])
        #expect(
            run.status == 2 && run.stderr.contains("FB-FS-IN-THE-WAY") && run.stderr.contains("manifest.json"), "\(run.stderr)")
        #expect(try listing(out) == ["manifest.json"])
    }

    @Test(arguments: [
        ("50-60", "frames 50-60 go past the end of the film, whose frames are 0...10 (11 frames)"),
        ("5-12", "frames 5-12 go past the end of the film, whose frames are 0...10 (11 frames)"),
        ("11", "frame 11 is past the end of the film, whose frames are 0...10 (11 frames)"),
    ])
    func framesPastTheEndAreRefusedWithTheFilmsRange(list: String, message: String) throws {
        let folder = try cliScratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try scene(in: folder)
        let out = folder.appendingPathComponent("out")
        let run = try CLI.run(["render", scene, "--out", out.path, "--frames", list])
        #expect(run.status == 2)
        #expect(run.stderr == "flipbook: error[FB-CLI-FRAMES]: --frames: \(message)\n", "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("manifest.json").path))
    }

    @Test func aBadFrameListIsNamedOnce() throws {
        let run = try CLI.run(["render", "unused.yaml", "--out", "/tmp/unused", "--frames", "x"])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("flipbook: error[FB-CLI-USAGE]: --frames: expected a frame number"), "\(run.stderr)")
        #expect(!run.stderr.contains("--frames: --frames:"))
    }
}
