import Flipbook
import FlipbookAnimators
import FlipbookScene
import Foundation
import Testing

/// The plugin written out in docs/plugins.md ("Writing a plugin") builds,
/// loads and runs.
@MainActor @Suite struct DocsPluginTests {
    @Test func theWipeFromTheDocsSlidesIn() throws {
        let docs = try String(contentsOf: PluginBuilds.packageRoot.appendingPathComponent("docs/plugins.md"), encoding: .utf8)
        let start = try #require(docs.range(of: "```swift\n"))
        let end = try #require(docs.range(of: "```", range: start.upperBound..<docs.endIndex))
        let library = try PluginBuilds.swiftPlugin(named: "DocsWipe", source: String(docs[start.upperBound..<end.lowerBound]))
        let registry = AnimatorRegistry.standard()
        #expect(try PluginLoader.load(path: library.path, into: registry) == ["wipe"])
        let stage = SpinStage(try registry.makeAnimator(named: "wipe"))
        stage.a.present(stage.b, animated: true)
        stage.window.tick()
        #expect(Self.shownMinX(stage.b.view) == -200)
        stage.window.tick(frames: 12)  // 0.2 s of 0.4 s: ease-in-out is exactly half-way at half time
        #expect(abs(Self.shownMinX(stage.b.view) + 100) < 1e-6)
        stage.window.tick(frames: 12)
        #expect(!stage.window.isTransitionRunning && stage.b.view.frame == CGRect(x: 0, y: 0, width: 200, height: 200))
    }

    /// The left edge the view is drawn at (untransformed), in its superview's coordinates.
    static func shownMinX(_ view: View) -> CGFloat {
        let shown = view.layer.presentationProperties
        return shown.position.x - shown.bounds.width * shown.anchorPoint.x
    }
}
