import Flipbook
import FlipbookCairo
import FlipbookTestSupport
import Foundation
import Testing

@testable import FlipbookScene

/// Touch scripts with events at one time and with two fingers, driving a
/// presentation through the scene's pan (the fade of `runnerScene` at 10 fps:
/// the red share of a pixel is the percent).
@Suite("Scene touch scripts")
@MainActor
struct SceneTouchScriptTests {
    let renderer = CairoRenderer()
    let fade = "{kind: present, from: A, to: B, style: overFullScreen, animator: fade, duration: 1, curve: linear}"

    func run(_ script: String) throws -> SceneRunner.Result {
        let text = runnerScene(fade, extra: "interaction:\n  touches:\n    script:\n" + script)
        return try SceneRunner(document: try parse(text), fileName: "scene.yaml").run()
    }

    func redShare(_ r: SceneRunner.Result, frame: Int) throws -> Double {
        Double(try renderer.render(r.film.frames[frame].tree).rgba(30, 50)[0]) / 255
    }

    @Test func aSwipeAtOneTimeFinishesPastHalfWay() throws {
        let r = try run(
            """
                  - down (20, 5) at 0.1
                  - move (20, 20) at 0.1
                  - move (20, 45) at 0.1
                  - up (20, 45) at 0.1
            """)
        // At 0.1 s the pan begins (15 pt), changes (40 pt) and ends: 40 / 60 of
        // the height, released with no velocity (no time passed): it finishes.
        let frames = r.film.frames
        #expect(frames[0].phase == .interactive && frames[0].percentComplete == 0)
        #expect(frames[1].phase == .finishing && abs((frames[1].percentComplete ?? 0) - 40.0 / 60) < 1e-9)
        #expect(abs(try redShare(r, frame: 1) - 40.0 / 60) <= 1.5 / 255)
        #expect(r.completed && frames.last?.phase == .done && frames.last?.percentComplete == 1)
    }

    @Test func aSwipeAtOneTimeCancelsShortOfHalfWay() throws {
        let r = try run(
            """
                  - down (20, 5) at 0.1
                  - move (20, 20) at 0.1
                  - move (20, 25) at 0.1
                  - up (20, 25) at 0.1
            """)
        let frames = r.film.frames
        #expect(frames[1].phase == .cancelling && abs((frames[1].percentComplete ?? 0) - 20.0 / 60) < 1e-9)
        #expect(!r.completed && frames.last?.phase == .done && frames.last?.percentComplete == 0)
        #expect(try renderer.render(frames[frames.count - 1].tree).rgba(30, 50) == [0, 0, 255, 255])
    }

    @Test func aTwoFingerSwipeMovesByItsCentroid() throws {
        let r = try run(
            """
                  - finger 1 down (10, 5) at 0
                  - finger 2 down (30, 5) at 0
                  - finger 1 move (10, 20) at 0.1
                  - finger 2 move (30, 20) at 0.1
                  - finger 1 move (10, 30) at 0.2
                  - finger 2 move (30, 50) at 0.2
                  - finger 1 up (10, 30) at 0.3
                  - finger 2 up (30, 50) at 0.3
            """)
        // The fingers move 25 and 45 pt: the centroid 35 pt, 35 / 60 of the height.
        let frames = r.film.frames
        #expect(frames[1].phase == .interactive && frames[1].percentComplete == 0, "the move that begins the pan sets nothing")
        #expect(frames[2].phase == .interactive && abs((frames[2].percentComplete ?? 0) - 35.0 / 60) < 1e-9)
        #expect(abs(try redShare(r, frame: 2) - 35.0 / 60) <= 1.5 / 255)
        #expect(frames[3].phase == .finishing, "released past half way")
        #expect(r.completed && frames.last?.phase == .done)
    }
}
