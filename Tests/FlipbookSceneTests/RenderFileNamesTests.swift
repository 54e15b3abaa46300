import Flipbook
import FlipbookCairo
import FlipbookTestSupport
import Foundation
import Testing

@testable import FlipbookScene

/// A render writes each file under the scene's own names from the start (no
/// renaming of the film's files after export, the manifest written once), and
/// the bytes are those of a render with the default names.
@Suite("Render file names")
@MainActor
struct RenderFileNamesTests {
    @Test func theScenesOwnNamesGiveTheSameBytesAsTheDefaultNames() throws {
        let document = try parse(runnerScene("{kind: present, from: A, to: B, animator: fade, duration: 0.5}"))
        let runner = SceneRunner(document: document)
        var plain = SceneOutputs()
        plain.filmstrip = SceneOutputs.Filmstrip()
        plain.animatedPNG = "animation.png"
        plain.trace = "trace.txt"
        var own = plain
        own.framePrefix = "shot-"
        own.filmstrip?.name = "strip.png"
        own.animatedPNG = "preview.png"
        own.trace = "log.txt"
        own.manifest = "film.json"
        let a = try temporaryFolder("names-plain")
        let b = try temporaryFolder("names-own")
        defer {
            try? FileManager.default.removeItem(at: a)
            try? FileManager.default.removeItem(at: b)
        }
        let first = try runner.render(to: a, outputs: plain)
        let second = try runner.render(to: b, outputs: own)

        let frames = (0..<first.manifest.frameCount).map { String(format: "%04d.png", $0) }
        #expect(first.files == frames.map { "frame-" + $0 } + ["filmstrip.png", "animation.png", "trace.txt", "manifest.json"])
        #expect(second.files == frames.map { "shot-" + $0 } + ["strip.png", "preview.png", "log.txt", "film.json"])
        let names = try FileManager.default.contentsOfDirectory(atPath: b.path).sorted()
        #expect(names == second.files.sorted(), "nothing but the film's files, no staging folder left: \(names)")
        for (x, y) in zip(first.files.dropLast(), second.files.dropLast()) {
            #expect(
                try Data(contentsOf: a.appendingPathComponent(x)) == Data(contentsOf: b.appendingPathComponent(y)),
                "\(x) and \(y)")
        }
        // The manifest names the files it was written with.
        let manifest = try FilmManifest.read(from: b.appendingPathComponent("film.json"))
        #expect(manifest == second.manifest)
        #expect(manifest.frames.compactMap(\.file) == frames.map { "shot-" + $0 })
        #expect(
            manifest.files.filmstrip == "strip.png" && manifest.files.animatedPNG == "preview.png"
                && manifest.files.trace == "log.txt")
        // The pictures are the film's: the first frame is screen A (blue), the last screen B (red).
        let firstFrame = try PNGDecoder.decode(contentsOf: b.appendingPathComponent("shot-0000.png"))
        let lastFrame = try PNGDecoder.decode(contentsOf: b.appendingPathComponent(second.files[frames.count - 1]))
        #expect(firstFrame.rgba(30, 40) == [0, 0, 255, 255] && lastFrame.rgba(30, 40) == [255, 0, 0, 255])
    }

    /// A frame list past the film's end is refused before anything reaches the folder.
    @Test func aFrameListPastTheEndLeavesTheFolderAsItWas() throws {
        let document = try parse(runnerScene("{kind: present, from: A, to: B, animator: fade, duration: 0.5}"))
        let folder = try temporaryFolder("names-beyond")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("mine".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        var outputs = SceneOutputs()
        outputs.frames = .indices([0...2, 40...41])
        #expect(throws: FrameSelectionError.self) { try SceneRunner(document: document).render(to: folder, outputs: outputs) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["notes.txt"])
    }
}
