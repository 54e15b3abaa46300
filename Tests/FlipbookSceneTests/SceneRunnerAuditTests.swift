import Flipbook
import FlipbookCairo
import FlipbookTestSupport
import Foundation
import Testing

@testable import FlipbookScene

/// The runs `flipbook audit` uses: played by itself, scrubbed to a percent, cancelled part way.
@Suite("Scene runner: audit runs")
@MainActor
struct SceneRunnerAuditTests {
    let renderer = CairoRenderer()

    func runner(_ transition: String, extra: String = "") throws -> SceneRunner {
        SceneRunner(document: try parse(runnerScene(transition, extra: extra)), fileName: "scene.yaml")
    }

    /// The red share of the pixel at (30, 50): screen B (red) fading in over A (blue).
    func redShare(_ tree: RenderTree) throws -> Double {
        Double(try renderer.render(tree).rgba(30, 50)[0]) / 255
    }

    @Test func scrubbingPlacesTheTransitionAtThePercent() throws {
        let r = try runner("{kind: present, from: A, to: B, style: overFullScreen, animator: fade, duration: 1, curve: linear}")
        #expect(r.supportsScrubbing)
        for p in [0, 0.25, 0.5, 0.8, 1.0] {
            #expect(abs(try redShare(try r.run(scrubbedTo: p)) - p) <= 1.5 / 255, "at \(p)")
        }
    }

    @Test func aPausedPropertyAnimatorScrubsLinearlyUnlessAskedToFollowItsCurve() throws {
        let r = try runner("{kind: present, from: A, to: B, style: overFullScreen, animator: fade, duration: 1, curve: ease-in}")
        let curve = try TimingCurve(css: "ease-in")
        let played = try r.runPlayed()
        #expect(played.completed && played.film.frames.count == 11 && abs(played.duration - 1) < 1e-12)
        for k in [2, 5, 8] {
            let p = Double(k) / 10
            // UIKit's default: each value p of the way.
            #expect(abs(try redShare(try r.run(scrubbedTo: p)) - p) <= 1.5 / 255)
            // Along the curve: the played frame at p * duration, bit for bit.
            let along = try r.run(scrubbedTo: p, alongCurves: true)
            #expect(abs(try redShare(along) - curve.value(at: p)) <= 1.5 / 255, "at \(p)")
            #expect(try renderer.render(along) == renderer.render(played.film.frames[k].tree), "frame \(k)")
        }
        #expect(curve.value(at: 0.5) < 0.4, "ease-in is well below linear half way, so the two scrubs differ")
    }

    @Test func aCancelledRunGoesBackFromThePercentAndRestoresTheStart() throws {
        let r = try runner("{kind: present, from: A, to: B, style: overFullScreen, animator: fade, duration: 1, curve: linear}")
        let result = try r.runCancelled(from: 0.6)
        let frames = result.film.frames
        #expect(!result.completed)
        #expect(frames[0].phase == .interactive && abs((frames[0].percentComplete ?? -1) - 0.6) < 1e-9)
        let cancelling = frames.filter { $0.phase == .cancelling }
        #expect(cancelling.count >= 3)
        let percents = cancelling.compactMap(\.percentComplete)
        #expect(zip(percents, percents.dropFirst()).allSatisfy { $0 > $1 }, "\(percents)")
        #expect(frames.last?.phase == .done && frames.last?.percentComplete == 0)
        #expect(try renderer.render(frames.last!.tree).rgba(30, 50) == [0, 0, 255, 255], "back to screen A")
    }

    @Test func playingIgnoresTheDocumentsInteraction() throws {
        let r = try runner(
            "{kind: present, from: A, to: B, style: overFullScreen, animator: fade, duration: 0.5, curve: linear}",
            extra: "interaction: {percent: {script: [update 0.3 at 0, cancel at 0.2]}}")
        #expect(try !r.run().completed, "the document's own run cancels")
        let played = try r.runPlayed()
        #expect(played.completed && played.film.frames.count == 6)
        #expect(played.film.frames.dropLast().allSatisfy { $0.phase == .running })
    }

    @Test func transitionsThatCannotBeScrubbedSaySo() throws {
        let builtIn = try runner("{kind: present, from: A, to: B, style: fullScreen, transitionStyle: crossDissolve}")
        #expect(!builtIn.supportsScrubbing)
        #expect(throws: SceneRunError.self) { try builtIn.run(scrubbedTo: 0.5) }
        do {
            _ = try builtIn.runCancelled(from: 0.5)
            Issue.record("a built-in transition was scrubbed")
        } catch let error as SceneRunError {
            #expect(error.description.contains("cannot be scrubbed") && error.description.contains("'animator' or 'keyframes'"))
        }
        let child = try runner("{kind: child, from: A, to: B, duration: 0.3}")
        #expect(!child.supportsScrubbing)
        let played = try child.runPlayed()
        #expect(abs(played.duration - 0.3) < 1e-12 && played.completed)
        let fade = try runner("{kind: present, from: A, to: B, style: overFullScreen, animator: fade}")
        #expect(throws: SceneRunError.self) { try fade.run(scrubbedTo: 1.5) }
        #expect(throws: SceneRunError.self) { try fade.run(scrubbedTo: .nan) }
    }
}
