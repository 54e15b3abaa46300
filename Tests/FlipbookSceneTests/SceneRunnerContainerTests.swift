import Flipbook
import FlipbookCairo
import FlipbookTestSupport
import Foundation
import Testing

@testable import FlipbookScene

/// Push, pop, tab, child and resize scenes, and the reference workload.
@Suite("Scene runner: containers")
@MainActor
struct SceneRunnerContainerTests {
    let renderer = CairoRenderer()

    func run(_ text: String) throws -> SceneRunner.Result {
        try SceneRunner(document: try parse(text), fileName: "scene.yaml").run()
    }

    func pixel(_ r: SceneRunner.Result, _ frame: Int, _ x: Int, _ y: Int) throws -> [Int] {
        try renderer.render(r.film.frames[frame].tree).rgba(x, y)
    }

    @Test func pushSlidesTheToScreenInFromTheRight() throws {
        let r = try run(
            runnerScene(
                "{kind: push, from: A, to: B, animator: {name: push, parameters: {parallax: 0, dimming: 0, shadowOpacity: 0}}, duration: 1, curve: linear}"
            ))
        #expect(r.frameCount == 11 && r.completed)
        // At frame 5 the red screen's left edge is at x = 20 pt.
        #expect(try pixel(r, 5, 18, 30) == [0, 0, 255, 255] && pixel(r, 5, 22, 30) == [255, 0, 0, 255])
        #expect(try pixel(r, 10, 1, 30) == [255, 0, 0, 255])
    }

    @Test func popWithTheBuiltInSlideEndsOnTheLowerScreen() throws {
        let r = try run(runnerScene("{kind: pop, from: B, to: A}"))
        #expect(r.completed && r.film.frames.last?.phase == .done)
        #expect(try pixel(r, 0, 20, 30) == [255, 0, 0, 255])
        #expect(try pixel(r, r.frameCount - 1, 20, 30) == [0, 0, 255, 255])
    }

    @Test func edgeSwipePopsInteractively() throws {
        let r = try run(
            runnerScene(
                "{kind: pop, from: B, to: A}",
                extra: """
                    interaction:
                      touches:
                        script:
                          - down (2, 30) at 0
                          - move (12, 30) at 0.1
                          - move (24, 30) at 0.2
                          - move (34, 30) at 0.3
                          - up (36, 30) at 0.4
                    """))
        let phases = r.film.frames.map(\.phase)
        // Frame 0 is the script's time 0: the swipe starts the pop at the move at 0.1 s.
        #expect(
            phases.first == .idle && phases[1] == .interactive && phases.contains(.finishing) && phases.last == .done, "\(phases)"
        )
        #expect(r.completed)
        #expect(try pixel(r, r.frameCount - 1, 20, 30) == [0, 0, 255, 255])
    }

    /// Touch times count from frame 0 for a swiped pop as for every other
    /// kind: a touch at t lands on frame t * fps. The down at 0 is frame 0
    /// (idle: nothing started yet), the move at 0.1 s that begins the edge
    /// swipe starts the pop on frame 1, and each later move sets the percent
    /// (translation / width) on its own frame.
    @Test func swipedPopTouchesLandOnTheFramesOfTheirTimes() throws {
        let r = try run(
            runnerScene(
                "{kind: pop, from: B, to: A}",
                extra: """
                    interaction:
                      touches:
                        script:
                          - down (2, 30) at 0
                          - move (14, 30) at 0.1
                          - move (22, 30) at 0.2
                          - move (30, 30) at 0.3
                          - up (32, 30) at 0.4
                    """))
        let frames = r.film.frames
        for (k, frame) in frames.enumerated() { #expect(abs(frame.time - Double(k) / 10) < 1e-9) }
        #expect(frames[0].phase == .idle && frames[0].percentComplete == nil)
        #expect(frames[1].phase == .interactive && frames[1].percentComplete == 0)
        #expect(frames[2].phase == .interactive && frames[2].percentComplete == 0.5, "(22 - 2) / 40: \(frames[2].state)")
        #expect(frames[3].phase == .interactive && frames[3].percentComplete == 0.7, "(30 - 2) / 40: \(frames[3].state)")
        #expect(frames[4].phase == .finishing, "the finger lifts at 0.4 s")
        #expect(r.completed && frames.last?.phase == .done)
        // The picture follows: the red screen covers the canvas until frame 2 moves it right.
        #expect(try pixel(r, 0, 10, 30) == [255, 0, 0, 255] && pixel(r, 1, 10, 30) == [255, 0, 0, 255])
        #expect(try pixel(r, 2, 10, 30) != [255, 0, 0, 255])
        // A swipe that does not start at the edge never starts the pop: an error 1 s after its last touch.
        let error = #expect(throws: SceneRunError.self) {
            try run(
                runnerScene(
                    "{kind: pop, from: B, to: A}",
                    extra: """
                        interaction: {touches: {script: [down (25, 30) at 0, move (35, 30) at 0.1, up (38, 30) at 0.2]}}
                        """))
        }
        #expect(error?.problem == "the touch script did not start the pop")
    }

    @Test func tabSwitchWithAnAnimatorAndWithout() throws {
        let animated = try run(runnerScene("{kind: tab, from: A, to: B, animator: crossDissolve, duration: 0.5, curve: linear}"))
        #expect(animated.frameCount == 6)
        // At 60 %: red at alpha 0.6 over blue at alpha 0.4 over the white window.
        let mid = try pixel(animated, 3, 20, 30)
        #expect(close(mid, [214, 61, 102, 255], 2), "\(mid)")
        let plain = try run(runnerScene("{kind: tab, from: A, to: B}"))
        #expect(plain.frameCount <= 2 && plain.completed)
        #expect(try pixel(plain, plain.frameCount - 1, 20, 30) == [255, 0, 0, 255])
    }

    @Test func childSwapCrossDissolvesOverItsDuration() throws {
        let r = try run(runnerScene("{kind: child, from: A, to: B, duration: 0.5}"))
        #expect(r.frameCount == 6 && r.completed)
        #expect(abs((r.film.frames[2].percentComplete ?? 0) - 0.4) < 1e-9)
        #expect(try pixel(r, 0, 20, 30) == [0, 0, 255, 255] && pixel(r, 5, 20, 30) == [255, 0, 0, 255])
        let mid = try pixel(r, 3, 20, 30)
        #expect(mid[0] > 20 && mid[2] > 20, "both screens show mid-way: \(mid)")
    }

    @Test func resizeRunsTheWindowSizeTransition() throws {
        let r = try run(runnerScene("{kind: resize, from: A, size: [30, 40], duration: 0.5}"))
        #expect(r.frameCount == 6 && r.completed)
        #expect(r.film.frames.last?.tree.size == CGSize(width: 30, height: 40))
        #expect(r.film.frames.map(\.phase).last == .done && r.film.frames[2].phase == .running)
    }

    /// Benchmarks/baselines/README.md: 61 frames at t = k / 60; at t = 0.5 s the
    /// ease-in-out progress is 0.5, so Detail starts at x = 187.5 pt, Inbox is
    /// at x = -56.25 pt, and the dimming over Inbox is 0.125 black.
    @Test func referenceSceneMatchesTheReadmeFormula() throws {
        let url = repositoryRoot.appendingPathComponent("Renders/scenes/reference-push.yaml")
        let scene = try SceneLoader().load(contentsOf: url)
        let r = try SceneRunner(document: scene, fileName: "reference-push.yaml").run()
        #expect(r.frameCount == 61 && r.completed)
        for (k, frame) in r.film.frames.enumerated() { #expect(abs(frame.time - Double(k) / 60) < 1e-9) }
        let bitmap = try renderer.render(r.film.frames[30].tree)
        func dimmed(_ v: Double) -> Int { Int((v * 255).rounded() * 0.875 + 0.5) }
        // Inbox background (0.97, 0.97, 0.98) under the dimming, at (100, 650) pt.
        #expect(close(bitmap.rgba(200, 1300), [dimmed(0.97), dimmed(0.97), dimmed(0.98), 255]), "\(bitmap.rgba(200, 1300))")
        // Inbox bar (0.20, 0.40, 0.85) dimmed, at (50, 40) pt: Inbox x = 106.25 pt, right of the title.
        #expect(close(bitmap.rgba(100, 80), [dimmed(0.20), dimmed(0.40), dimmed(0.85), 255]), "\(bitmap.rgba(100, 80))")
        // Detail bar (0.85, 0.35, 0.25), not dimmed, at (300, 40) pt.
        #expect(close(bitmap.rgba(600, 80), [217, 89, 64, 255]), "\(bitmap.rgba(600, 80))")
        // The edge at 187.5 pt = 375 px: dimmed Inbox background left of it, Detail's background right of it.
        #expect(close(bitmap.rgba(372, 1300), [dimmed(0.97), dimmed(0.97), dimmed(0.98), 255]))
        #expect(close(bitmap.rgba(377, 1300), [247, 247, 250, 255]), "\(bitmap.rgba(377, 1300))")
    }
}
