import Flipbook
import FlipbookScene
import FlipbookTesting
import FlipbookTestingCore
import Foundation
import Testing

/// The gallery's scenes, `Renders/scenes/*.yaml`, sorted.
let galleryScenes: [String] = {
    let folder = repositoryRoot.appendingPathComponent("Renders/scenes")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".yaml") }.sorted()
}()

/// The project's own golden tests: every gallery scene runs and must match
/// its golden in `Renders/<scene>/` (written by `make demo`, `make goldens`
/// or `flipbook record Renders/scenes/*.yaml --goldens Renders`) exactly:
/// manifest, trace and the frames at 0 %, 50 % and 100 %.
///
/// The record mode comes from the environment: `never` in CI (a missing
/// golden fails), `missing` by default.
@Suite("Gallery goldens")
@MainActor
struct GalleryGoldenTests {
    /// The frames the gallery pins: as `flipbook record`'s default sampling.
    static let sampling = FrameSampling.percents([0, 0.5, 1])

    /// The golden names of a scene file: its name, or `<name>@<variant>` for each of its variants.
    static func goldenNames(_ file: String) throws -> [(name: String, document: SceneDocument)] {
        let url = repositoryRoot.appendingPathComponent("Renders/scenes").appendingPathComponent(file)
        let base = (file as NSString).deletingPathExtension
        return try SceneLoader().loadVariants(contentsOf: url).map { document in
            (document.environment.map { "\(base)@\($0.name)" } ?? base, document)
        }
    }

    @Test func theGalleryHasScenesAndAGoldenForEach() throws {
        #expect(galleryScenes.count >= 20, "Renders/scenes has \(galleryScenes.count) scenes")
        for file in galleryScenes {
            for (name, _) in try Self.goldenNames(file) {
                let golden = repositoryRoot.appendingPathComponent("Renders").appendingPathComponent(name)
                    .appendingPathComponent("manifest.json")
                #expect(FileManager.default.fileExists(atPath: golden.path), "no golden for \(name)")
            }
        }
    }

    @Test(arguments: galleryScenes)
    func sceneMatchesItsGolden(_ file: String) throws {
        for (name, document) in try Self.goldenNames(file) {
            let film = try SceneRunner(document: document, fileName: file).run().film
            let verification = assertFilmstrip(
                film, named: name, sampling: Self.sampling,
                goldensDirectory: repositoryRoot.appendingPathComponent("Renders"))
            #expect(verification.frames.count == 3 || !verification.passed, "three frames compared")
        }
    }
}
