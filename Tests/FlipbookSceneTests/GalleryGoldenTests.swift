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

    @Test func theGalleryHasScenesAndAGoldenForEach() throws {
        #expect(galleryScenes.count >= 20, "Renders/scenes has \(galleryScenes.count) scenes")
        for file in galleryScenes {
            let golden = repositoryRoot.appendingPathComponent("Renders")
                .appendingPathComponent((file as NSString).deletingPathExtension).appendingPathComponent("manifest.json")
            #expect(FileManager.default.fileExists(atPath: golden.path), "no golden for \(file)")
        }
    }

    @Test(arguments: galleryScenes)
    func sceneMatchesItsGolden(_ file: String) throws {
        let url = repositoryRoot.appendingPathComponent("Renders/scenes").appendingPathComponent(file)
        let document = try SceneLoader().load(contentsOf: url)
        let film = try SceneRunner(document: document, fileName: file).run().film
        let verification = assertFilmstrip(film, named: (file as NSString).deletingPathExtension, sampling: Self.sampling,
                                           goldensDirectory: repositoryRoot.appendingPathComponent("Renders"))
        #expect(verification.frames.count == 3 || !verification.passed, "three frames compared")
    }
}
