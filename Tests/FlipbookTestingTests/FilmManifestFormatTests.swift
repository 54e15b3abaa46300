import Flipbook
import FlipbookCairo
import Foundation
import Testing

@testable import FlipbookTestingCore

/// The one manifest format (``FilmManifest``): a golden, a render's folder and
/// a candidate write the same layout, each with its own optional part, and
/// every manifest already on disk still reads.
@MainActor
struct FilmManifestFormatTests {
    /// The committed goldens of the gallery (Renders/) and of this suite.
    static let committedGoldens: [URL] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var found: [URL] = []
        for folder in ["Renders", "Tests/FlipbookTestingTests/__Filmstrips__"] {
            let base = root.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? []
            found += files.filter { $0.lastPathComponent == "manifest.json" }
        }
        return found.sorted { $0.path < $1.path }
    }()

    @Test func everyCommittedGoldenReadsAndWritesBackToTheSameBytes() throws {
        #expect(Self.committedGoldens.count >= 50, "found \(Self.committedGoldens.count) goldens")
        for url in Self.committedGoldens {
            let bytes = try Data(contentsOf: url)
            let manifest = try Diffing<FilmManifest>.manifest.fromData(bytes)
            #expect(manifest.goldenSampledFrames != nil && manifest.files.isEmpty && manifest.candidate == nil, "\(url.path)")
            #expect(try manifest.encoded() == bytes, "\(url.path) changes when written again")
        }
    }

    @Test func aGoldenManifestOfAFilmHoldsTheGoldenPartAndNoRenderPart() throws {
        let film = GoldenFixture.film()
        let manifest = FilmManifest(film: film, sampled: [0, 9], sampling: .evenly(2), versions: nil)
        let object = try #require(try JSONSerialization.jsonObject(with: manifest.encoded()) as? [String: Any])
        #expect(
            Set(object.keys) == [
                "format", "canvasWidth", "canvasHeight", "scale", "pixelWidth", "pixelHeight", "fps",
                "frameCount", "frames", "sampledFrames", "sampling",
            ])
        let frames = try #require(object["frames"] as? [[String: Any]])
        #expect(frames.count == 10 && frames.allSatisfy { $0["file"] == nil })
        #expect(object["canvasWidth"] as? Double == 100 && object["pixelHeight"] as? Int == 60 && object["fps"] as? Double == 20)
    }

    @Test func aRenderManifestHasNoGoldenPartAndIsRefusedAsAGolden() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-render-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var output = FilmOutput()
        output.animatedPNG = nil
        output.filmstrip = nil
        output.concurrency = 0
        let written = try FilmExporter.export(GoldenFixture.film(), to: folder, output: output)
        let bytes = try Data(contentsOf: folder.appendingPathComponent("manifest.json"))
        let read = try FilmManifest.read(from: folder.appendingPathComponent("manifest.json"))
        #expect(read == written && read.goldenSampledFrames == nil && read.files.trace == "trace.txt")
        #expect(read.frames.map(\.file) == (0..<10).map { String(format: "frame-%04d.png", $0) })
        let object = try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
        #expect(object["sampledFrames"] == nil && object["canvasWidth"] as? Double == 100 && object["versions"] != nil)
        #expect(throws: ManifestDecodingError.self) { try Diffing<FilmManifest>.manifest.fromData(bytes) }
    }

    /// A render's folder written before the format was shared: `canvas` and
    /// `pixelSize` objects, `files` always present.
    @Test func aRenderManifestOfTheOlderLayoutStillReads() throws {
        let old = Data(
            """
            {
              "canvas" : { "height" : 60, "width" : 100 },
              "files" : { "trace" : "trace.txt" },
              "format" : 1,
              "fps" : 20,
              "frameCount" : 2,
              "frames" : [
                { "file" : "frame-0000.png", "index" : 0, "percentComplete" : 0, "state" : "running", "time" : 0 },
                { "index" : 1, "percentComplete" : 1, "state" : "done", "time" : 0.05 }
              ],
              "pixelSize" : { "height" : 120, "width" : 200 },
              "scale" : 2,
              "versions" : { "cairo" : "1.18.0", "libpng" : "1.6.43", "notes" : [] }
            }
            """.utf8)
        let manifest = try JSONDecoder().decode(FilmManifest.self, from: old)
        #expect(manifest.canvasWidth == 100 && manifest.canvasHeight == 60 && manifest.scale == 2)
        #expect(manifest.pixelWidth == 200 && manifest.pixelHeight == 120 && manifest.frameCount == 2)
        #expect(manifest.frames.map(\.file) == ["frame-0000.png", nil] && manifest.frames[1].percentComplete == 1)
        #expect(manifest.files.trace == "trace.txt" && manifest.versions?.cairo == "1.18.0")
        // Written again, it has the shared layout.
        let object = try #require(try JSONSerialization.jsonObject(with: manifest.encoded()) as? [String: Any])
        #expect(object["canvas"] == nil && object["pixelWidth"] as? Int == 200)
    }

    @Test func aCandidatePartRoundTripsAndIsWrittenOnlyWhenSet() throws {
        var manifest = FilmManifest(film: GoldenFixture.film(), sampled: [0], versions: nil)
        let plain = try manifest.encoded()
        manifest.candidate = FilmManifest.Candidate(
            scene: "fade", scenePath: "/s/fade.yaml", sceneHash: "sha256:00", goldens: "/g", goldenManifestHash: nil,
            status: "missing", failingFrames: [], files: ["manifest.json": "sha256:11"], flipbookVersion: "0.1", report: nil)
        let data = try manifest.encoded()
        #expect(try JSONDecoder().decode(FilmManifest.self, from: data) == manifest)
        #expect(!String(decoding: plain, as: UTF8.self).contains("candidate"))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let candidate = try #require(object["candidate"] as? [String: Any])
        #expect(candidate["scene"] as? String == "fade" && candidate["goldenManifestHash"] == nil)
    }
}
