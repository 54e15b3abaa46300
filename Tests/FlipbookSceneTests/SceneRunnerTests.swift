import Flipbook
import FlipbookCairo
import FlipbookTestSupport
import Foundation
import Testing

@testable import FlipbookScene

/// A 40 x 60 pt scene at scale 1: screen A blue, screen B red, `transition` and `extra` as given.
func runnerScene(_ transition: String, extra: String = "", fps: Int = 10) -> String {
    """
    canvas: {width: 40, height: 60, scale: 1, fps: \(fps)}
    screens:
      A: {backgroundColor: blue}
      B:
        backgroundColor: red
        children: [{id: box, frame: [0, 0, 10, 10], backgroundColor: white}]
    transition: \(transition)
    \(extra)
    """
}

@Suite("Scene runner")
@MainActor
struct SceneRunnerTests {
    let renderer = CairoRenderer()

    func run(_ text: String) throws -> SceneRunner.Result {
        try SceneRunner(document: try parse(text), fileName: "scene.yaml").run()
    }

    func pixel(_ result: SceneRunner.Result, frame: Int, x: Int = 30, y: Int = 50) throws -> [Int] {
        try renderer.render(result.film.frames[frame].tree).rgba(x, y)
    }

    /// Blue below, red fading in: the red share of the pixel.
    func redShare(_ p: [Int]) -> Double { Double(p[0]) / 255 }

    @Test func presentWithANamedAnimatorGivesOneFramePerTickFromTheStart() throws {
        let r = try run(
            runnerScene("{kind: present, from: A, to: B, style: overFullScreen, animator: fade, duration: 1, curve: linear}"))
        #expect(r.frameCount == 11 && r.film.frames.count == 11 && r.completed)
        for (k, frame) in r.film.frames.enumerated() {
            #expect(abs(frame.time - Double(k) / 10) < 1e-9)
            #expect(abs((frame.percentComplete ?? -1) - Double(k) / 10) < 1e-9)
            #expect(frame.phase == (k == 10 ? .done : .running))
            // The to view fades in linearly over the from view.
            let p = try pixel(r, frame: k)
            #expect(abs(redShare(p) - Double(k) / 10) <= 1.5 / 255, "frame \(k): \(p)")
            #expect(abs(Double(p[2]) / 255 - (1 - Double(k) / 10)) <= 1.5 / 255)
        }
        #expect(r.reports.isEmpty)
    }

    @Test func dismissPresentsFirstWithoutAnimationThenRunsBackward() throws {
        let r = try run(
            runnerScene("{kind: dismiss, from: B, to: A, style: overFullScreen, animator: fade, duration: 0.5, curve: linear}"))
        #expect(r.frameCount == 6 && r.completed)
        #expect(try pixel(r, frame: 0) == [255, 0, 0, 255], "frame 0 shows the presented screen")
        #expect(abs(redShare(try pixel(r, frame: 3)) - 0.4) <= 1.5 / 255, "the presented screen fades out")
        #expect(try pixel(r, frame: 5) == [0, 0, 255, 255])
    }

    @Test func builtInTransitionStyleWithoutAnimator() throws {
        let r = try run(runnerScene("{kind: present, from: A, to: B, style: fullScreen, transitionStyle: crossDissolve}"))
        #expect(r.completed && r.film.frames.last?.phase == .done)
        let mid = r.frameCount / 2
        let p = try pixel(r, frame: mid)
        #expect(p[0] > 40 && p[0] < 215 && p[2] > 40 && p[2] < 215, "a cross-dissolve mixes both: \(p)")
        #expect(try pixel(r, frame: r.frameCount - 1) == [255, 0, 0, 255])
    }

    @Test func namedPresentationControllerDimsTheUncoveredPart() throws {
        let r = try run(
            runnerScene(
                """
                {kind: present, from: A, to: B, animator: {name: card, parameters: {dimmingAlpha: 0.5}}, duration: 0.3,
                 presentationController: {name: dimming, parameters: {edge: right, fraction: 0.5, dimmingAlpha: 0.5}}}
                """))
        let last = r.frameCount - 1
        #expect(try pixel(r, frame: last, x: 30, y: 30) == [255, 0, 0, 255], "the presented half")
        let dimmed = try pixel(r, frame: last, x: 5, y: 30)
        #expect(dimmed[0] == 0 && abs(dimmed[2] - 128) <= 1, "the presenter under 50 % black: \(dimmed)")
    }

    @Test func keyframesFollowTheirCurvesDelaysAndStagger() throws {
        let r = try run(
            runnerScene(
                """
                {kind: present, from: A, to: B, style: overFullScreen, duration: 1, keyframes: [
                  {view: toView, duration: 0.5, curve: linear, keyframes: [{at: 0, alpha: 0}, {at: 1, alpha: 1}]},
                  {view: box, delay: 0.5, curve: linear, keyframes: [{at: 0, x: 0}, {at: 1, x: 30}]}]}
                """))
        #expect(r.frameCount == 11)
        #expect(abs(redShare(try pixel(r, frame: 2)) - 0.4) <= 1.5 / 255)
        #expect(try pixel(r, frame: 6) == [255, 0, 0, 255])
        // The box (white, 10 x 10) holds x = 0 until 0.5 s, then moves 6 pt a frame.
        for (frame, x) in [(5, 0.0), (7, 12), (10, 30)] {
            let tree = r.film.frames[frame].tree
            let bitmap = try renderer.render(tree)
            #expect(bitmap.rgba(Int(x) + 5, 5) == [255, 255, 255, 255], "frame \(frame): box at \(x)")
            if x > 0 { #expect(bitmap.rgba(Int(x) - 2, 5)[1] == 0, "frame \(frame): left of the box is not white") }
        }
    }

    @Test func percentScriptScrubsPausesAndFinishes() throws {
        let r = try run(
            runnerScene(
                "{kind: present, from: A, to: B, style: overFullScreen, animator: fade, duration: 1, curve: linear}",
                extra: "interaction: {percent: {script: [update 0.5 at 0.2, finish at 0.4], completionCurve: linear}}"))
        let phases = r.film.frames.map(\.phase)
        #expect(phases[0] == .interactive && phases[3] == .interactive && phases.last == .done)
        #expect(phases[5] == .finishing)
        #expect(r.film.frames[2].percentComplete == 0.5 && r.film.frames[3].percentComplete == 0.5)
        // The rest (0.5 s at speed 1) runs linearly: 0.4 + 0.5 = 0.9 s, frame 9 is the end.
        #expect(r.frameCount == 10 && r.completed)
        #expect(abs(redShare(try pixel(r, frame: 2)) - 0.5) <= 1.5 / 255)
        #expect(abs((r.film.frames[6].percentComplete ?? 0) - 0.7) < 1e-9)
    }

    @Test func cancelledPercentScriptRunsBackAndRestores() throws {
        let r = try run(
            runnerScene(
                "{kind: present, from: A, to: B, style: overFullScreen, animator: fade, duration: 1, curve: linear}",
                extra: "interaction: {percent: {script: [update 0.6 at 0.1, cancel at 0.3]}}"))
        #expect(!r.completed)
        #expect(r.film.frames.contains { $0.phase == .cancelling })
        #expect(r.film.frames.last?.phase == .done && r.film.frames.last?.percentComplete == 0)
        #expect(try pixel(r, frame: r.frameCount - 1) == [0, 0, 255, 255], "back to the presenter alone")
    }

    @Test func touchScriptDrivesAPanOnTheContainer() throws {
        let r = try run(
            runnerScene(
                "{kind: present, from: A, to: B, style: overFullScreen, animator: fade, duration: 1, curve: linear}",
                extra: """
                    interaction:
                      touches:
                        script:
                          - down (20, 5) at 0
                          - move (20, 20) at 0.1
                          - move (20, 35) at 0.2
                          - move (20, 50) at 0.3
                          - up (20, 55) at 0.4
                    """))
        let phases = r.film.frames.map(\.phase)
        #expect(phases.first == .interactive && phases.contains(.finishing) && phases.last == .done)
        #expect(r.completed, "released past half way, moving down")
        // At 0.3 s the finger is 45 pt below where it came down: 45 / 60 of the height.
        #expect(abs((r.film.frames[3].percentComplete ?? 0) - 0.75) < 1e-9, "\(r.film.frames[3].state)")
    }

    /// Touch times count from frame 0 (the tick the presentation starts): a
    /// touch at t lands on frame t * fps. The move at 0.1 s begins the pan;
    /// the moves at 0.2 and 0.3 s set the percent (translation / height) on
    /// frames 2 and 3, and the fade shows it. Written as an inline list.
    @Test func presentTouchesLandOnTheFramesOfTheirTimes() throws {
        let r = try run(
            runnerScene(
                "{kind: present, from: A, to: B, style: overFullScreen, animator: fade, duration: 1, curve: linear}",
                extra: """
                    interaction:
                      touches:
                        script: [down (20, 5) at 0, move (20, 17) at 0.1, move (20, 29) at 0.2, move (20, 41) at 0.3, up (20, 55) at 0.4]
                    """))
        let frames = r.film.frames
        for (k, frame) in frames.enumerated() { #expect(abs(frame.time - Double(k) / 10) < 1e-9) }
        #expect(frames[0].phase == .interactive && frames[0].percentComplete == 0)
        #expect(frames[1].phase == .interactive && frames[1].percentComplete == 0)
        #expect(frames[2].phase == .interactive && abs((frames[2].percentComplete ?? 0) - 0.4) < 1e-12, "(29 - 5) / 60")
        #expect(frames[3].phase == .interactive && abs((frames[3].percentComplete ?? 0) - 0.6) < 1e-12, "(41 - 5) / 60")
        #expect(frames[4].phase == .finishing)
        #expect(try pixel(r, frame: 1) == [0, 0, 255, 255])
        #expect(abs(redShare(try pixel(r, frame: 2)) - 0.4) <= 1.5 / 255)
        #expect(abs(redShare(try pixel(r, frame: 3)) - 0.6) <= 1.5 / 255)
    }

    @Test func errorsNameTheSceneAndTheProblem() throws {
        func message(_ text: String) -> String {
            do {
                _ = try run(text)
                return "no error"
            } catch { return "\(error)" }
        }
        // Parameter errors point at the value in the document, as the parser's errors do.
        #expect(
            message(runnerScene("{kind: present, from: A, to: B, animator: {name: push, parameters: {parallax: 3}}}"))
                == "parameter 'parallax' of animator 'push' is 3.0; it must be a finite number in 0...1 at scene.yaml:7:91; "
                + "run 'flipbook list' for the animators and their parameters")
        #expect(
            message(
                runnerScene("{kind: present, from: A, to: B, presentationController: {name: dimming, parameters: {fraction: 2}}}")
            )
                == "presentation controller 'dimming': 'fraction' must be a number in 1e-06...1.0 at scene.yaml:7:108")
        #expect(
            message(runnerScene("{kind: present, from: A, to: B}", extra: "interaction: {percent: {script: [finish at 0.1]}}"))
                .contains("needs an 'animator' or 'keyframes'"))
    }

    @Test func renderWritesTheChosenOutputsUnderTheirNames() throws {
        var text = runnerScene(
            "{kind: present, from: A, to: B, style: overFullScreen, animator: fade, duration: 1, curve: linear}")
        text +=
            "\noutputs: {frames: {percent: [0.5, 1]}, framePrefix: shot-, filmstrip: {name: strip.png}, animatedPNG: anim.png, manifest: m.json, trace: t.txt}\n"
        let folder = try scratchFolder()
        try? FileManager.default.removeItem(at: folder)
        let result = try SceneRunner(document: try parse(text)).render(to: folder)
        #expect(result.files == ["shot-0005.png", "shot-0010.png", "strip.png", "anim.png", "t.txt", "m.json"])
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["anim.png", "m.json", "shot-0005.png", "shot-0010.png", "strip.png", "t.txt"])
        let manifest = try FilmManifest.read(from: folder.appendingPathComponent("m.json"))
        #expect(
            manifest.frameCount == 11 && manifest.frames[5].file == "shot-0005.png" && manifest.files.filmstrip == "strip.png")
        let mid = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("shot-0005.png"))
        #expect(abs(mid.rgba(20, 50)[0] - 128) <= 1)
    }
}
