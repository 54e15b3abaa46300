import Flipbook
import FlipbookCairo
import FlipbookScene
import Foundation
import Testing

/// The Swift sample of the DocC article "Scene documents"
/// (Sources/Flipbook/Documentation.docc/SceneDocuments.md), run on a gallery scene.
@MainActor @Suite struct DocumentationSceneSampleTests {
    @Test func loadAndRenderAScene() throws {
        let sceneURL = repositoryRoot.appendingPathComponent("Renders/scenes/animator-zoom.yaml")
        let outputFolder = FileManager.default.temporaryDirectory
            .appendingPathComponent("flipbook-doc-scene-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: outputFolder) }

        let document = try SceneLoader().load(contentsOf: sceneURL)
        let runner = SceneRunner(document: document, fileName: sceneURL.lastPathComponent)
        let result = try runner.render(to: outputFolder)
        print("\(result.manifest.frameCount) frames:", result.files.joined(separator: ", "))

        #expect(result.completed)
        #expect(result.manifest.fps == 30 && result.manifest.frameCount > 1)
        #expect(result.files.contains("filmstrip.png"))
        let strip = try Data(contentsOf: outputFolder.appendingPathComponent("filmstrip.png"))
        let picture = try PNGDecoder.decode(strip)
        #expect(picture.width > 0 && picture.height > 0)
    }
}
