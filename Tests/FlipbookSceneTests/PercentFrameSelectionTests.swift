import Flipbook
import FlipbookAnimators
import FlipbookCairo
import FlipbookTestSupport
import Foundation
import Testing

@testable import FlipbookScene

/// `outputs.frames: {percents: [...]}` (and `render --percent`) chooses, for
/// each percent, the first frame whose transition percent is nearest to it,
/// while the film streams: the scene runs once, and the frames chosen are the
/// ones a search over every frame's percent after a whole run chooses (the
/// way render chose them before, with a first run without drawing).
@Suite("Percent frame selection")
@MainActor
struct PercentFrameSelectionTests {
    static let targets = [0, 0.1, 0.25, 0.333, 0.5, 0.77, 0.999, 1]

    /// The choice made after a whole run: for each target, the first frame
    /// nearest by percent (ties within 1e-12 keep the earlier frame).
    static func nearestAfterTheRun(_ targets: [Double], _ states: [FilmFrameState]) -> [Int] {
        var chosen = Set<Int>()
        for target in targets {
            var best: (index: Int, distance: Double)?
            for (i, state) in states.enumerated() {
                guard let p = state.percentComplete else { continue }
                let d = abs(p - target)
                if best == nil || d < best!.distance - 1e-12 { best = (i, d) }
            }
            if let best { chosen.insert(best.index) }
        }
        return chosen.sorted()
    }

    /// Scenes of the gallery with plain, interactive (finished and cancelled), container and keyframe transitions.
    @Test(arguments: [
        "animator-card", "interactive-percent-cancelled", "interactive-swipe-finished",
        "container-tab-bar", "keyframes-staggered", "navigation-bar-interactive-pop-cancelled",
    ])
    func theChosenFramesAreTheNearestOfAWholeRunAndTheirPixelsTheRunsFrames(_ name: String) throws {
        var document = try SceneLoader().load(contentsOf: repositoryRoot.appendingPathComponent("Renders/scenes/\(name).yaml"))
        document.canvas.scale = 0.25
        let runner = SceneRunner(document: document, fileName: "\(name).yaml")
        let run = try runner.run()
        let expected = Self.nearestAfterTheRun(Self.targets, run.states)
        #expect(!expected.isEmpty)

        var outputs = SceneOutputs()
        outputs.frames = .percents(Self.targets)
        outputs.framePrefix = "shot-"
        let folder = try temporaryFolder("percent-\(name)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try runner.render(to: folder, outputs: outputs)
        let written = result.manifest.frames.compactMap { $0.file == nil ? nil : $0.index }
        #expect(written == expected, "\(name): render chose \(written), a whole run \(expected)")
        #expect(result.manifest.frameCount == run.frameCount)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == (expected.map { String(format: "shot-%04d.png", $0) } + ["manifest.json"]).sorted())
        // Each file holds the pixels of its frame in the whole run.
        let renderer = CairoRenderer()
        for index in expected {
            let file = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent(String(format: "shot-%04d.png", index)))
            let drawn = try renderer.render(run.film.frames[index].tree)
            #expect(file == drawn, "\(name): frame \(index)")
        }
    }

    /// The transition's animator is made once per run: a render that selects by percent runs the scene once.
    @Test func aRenderThatSelectsByPercentRunsTheSceneOnce() throws {
        let registry = AnimatorRegistry.standard()
        var made = 0
        try registry.register("countedFade", summary: "fade, counting the animators made", parameters: []) { arguments in
            made += 1
            return try AnimatorRegistry.standard().makeAnimator(named: "fade")
        }
        let document = try parse(
            """
            canvas: {width: 40, height: 30, scale: 1, fps: 30}
            screens:
              a: {backgroundColor: red}
              b: {backgroundColor: blue}
            transition: {kind: present, from: a, to: b, animator: countedFade, duration: 0.5}
            outputs: {frames: {percent: [0, 0.5, 1]}}
            """)
        let folder = try temporaryFolder("percent-once")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try SceneRunner(document: document, registry: registry).render(to: folder)
        #expect(made == 1, "the animator was made \(made) times")
        let files = result.manifest.frames.compactMap(\.file)
        #expect(
            files.count == 3 && files.first == "frame-0000.png"
                && files.last == String(format: "frame-%04d.png", result.manifest.frameCount - 1))
        // The first frame is all red (a), the last all blue (b), the middle one a mix.
        guard files.count == 3 else { return }
        let first = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent(files[0]))
        let middle = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent(files[1]))
        let last = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent(files[2]))
        #expect(first.rgba(20, 15) == [255, 0, 0, 255] && last.rgba(20, 15) == [0, 0, 255, 255])
        let mix = middle.rgba(20, 15)
        #expect(mix[0] > 60 && mix[0] < 200 && mix[2] > 60 && mix[2] < 200, "\(mix)")
    }
}
