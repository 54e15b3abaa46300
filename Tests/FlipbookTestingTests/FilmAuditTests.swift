import Flipbook
import FlipbookCairo
import Foundation
import Testing

@testable import FlipbookTesting
@testable import FlipbookTestingCore

/// A small transition scene for the audits: a 100 x 60 pt window at scale 1
/// and 60 fps, white, a 40 pt red box at (10, 10); the transition's
/// animations are captured on one `TransitionTimeline` of 0.5 s.
@MainActor
struct AuditScene {
    static let duration = 0.5
    let window: Window
    let box: View
    let timeline: TransitionTimeline

    /// `before` sets the box up; `animations` runs inside `View.animate(withDuration: 0.5, options: .curveLinear)`;
    /// `extra` runs once after, outside the timeline (for misbehaving animators).
    init(
        _ animations: @escaping @MainActor (View) -> Void, before: (@MainActor (View) -> Void)? = nil,
        extra: (@MainActor (Window, View) -> Void)? = nil
    ) {
        window = Window(size: CGSize(width: 100, height: 60), scale: 1, clock: ManualClock(fps: 60))
        window.backgroundColor = .white
        box = View(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        box.backgroundColor = .red
        box.accessibilityIdentifier = "box"
        window.addSubview(box)
        before?(box)
        timeline = TransitionTimeline(duration: Self.duration, window: window)
        let box = self.box
        timeline.capture {
            View.animate(withDuration: Self.duration, delay: 0, options: .curveLinear) { animations(box) }
        }
        extra?(window, box)
    }

    func scrubbed(_ p: Double) -> RenderTree {
        timeline.update(p)
        return window.renderTree()
    }

    func played(_ t: Double) -> RenderTree {
        timeline.play()
        window.tick(frames: Int((t * 60).rounded()))
        return window.renderTree()
    }

    /// An audit of a scene made fresh for every picture.
    static func audit(
        _ name: String, settled: @escaping @MainActor (View) -> Void,
        before: (@MainActor (View) -> Void)? = nil,
        extra: (@MainActor (Window, View) -> Void)? = nil,
        cancelExtra: (@MainActor (View) -> Void)? = nil,
        _ animations: @escaping @MainActor (View) -> Void
    ) -> FilmAudit {
        FilmAudit(
            name: name, duration: duration, steps: 10,
            scrubbed: { AuditScene(animations, before: before, extra: extra).scrubbed($0) },
            played: { AuditScene(animations, before: before, extra: extra).played($0) },
            settled: {
                let scene = AuditScene({ _ in }, extra: nil)
                settled(scene.box)
                return scene.window.renderTree()
            },
            cancel: { AuditScene(animations, before: before, extra: extra).cancelFilm(from: 0.6, extra: cancelExtra) })
    }

    /// Scrubs to `p`, records that frame, then cancels and records until the timeline stops.
    func cancelFilm(from p: Double, extra: (@MainActor (View) -> Void)?) -> Film {
        let timeline = self.timeline
        var cancelling = false
        let state = FilmStateClosure { _ in
            FilmFrameState(
                percentComplete: timeline.percentComplete,
                phase: cancelling ? (timeline.isMoving ? .cancelling : .done) : .interactive)
        }
        let recorder = FilmRecorder(window: window, stateSource: state)
        timeline.update(p)
        recorder.start()
        cancelling = true
        timeline.cancel()
        extra?(box)
        for _ in 0..<120 where timeline.isMoving { window.tick() }
        return recorder.stop()
    }
}

@Suite @MainActor struct FilmAuditTests {
    func artifacts() throws -> URL { try Sandbox().artifacts }

    @Test func aWellBehavedSlidePassesEveryInvariant() throws {
        let audit = AuditScene.audit("slide", settled: { $0.frame.origin.x = 50 }) { $0.frame.origin.x = 50 }
        let result = audit.run(artifacts: try artifacts())
        #expect(result.passed, "\(result.message)")
        // 11 scrubbed + 11 played + 1 settled + the cancel film's frames before done.
        #expect(result.framesChecked > 23)
    }

    @Test func alphaAboveOneIsCaughtAtTheFirstFrame() throws {
        // alpha runs from 0.5 to 2 linearly: above 1 from p > 1/3 on.
        let audit = AuditScene.audit("overshoot", settled: { $0.alpha = 2 }, before: { $0.alpha = 0.5 }) { $0.alpha = 2 }
        let folder = try artifacts()
        let result = audit.run(artifacts: folder)
        let violation = try #require(result.violations.first { $0.invariant == .alphaInRange })
        let firstStep = (0...10).first { 0.5 + 1.5 * Double($0) / 10 > 1 }!
        #expect(violation.frameIndex == firstStep)
        #expect(abs(violation.percent - Double(firstStep) / 10) < 1e-12)
        #expect(violation.message.contains("Window > View#box"))
        #expect(violation.message.hasPrefix("scrubbed frame: alpha 1.1"))
        let file = try #require(violation.frameFile)
        #expect(file.lastPathComponent == "alphaInRange-frame-\(firstStep)-actual.png")
        let picture = try PNGDecoder.decode(contentsOf: file)
        #expect(picture[30, 30].r == 255 && picture[30, 30].g < 10, "the frame shows the red box")
    }

    @Test func invisibleContentIsCaught() throws {
        // The box slides from x = 10 to x = -190: fully off screen once 10 - 200 p + 40 <= 0.
        let audit = AuditScene.audit("offscreen", settled: { $0.frame.origin.x = -190 }) { $0.frame.origin.x = -190 }
        let result = audit.run(artifacts: try artifacts())
        let violation = try #require(result.violations.first { $0.invariant == .contentVisible })
        let firstStep = (0...10).first { 50 - 200 * Double($0) / 10 <= 0 }!
        #expect(violation.frameIndex == firstStep)
        #expect(violation.message == "no view below the root draws a pixel on the canvas (nothing visible but the background)")
        let picture = try PNGDecoder.decode(contentsOf: try #require(violation.frameFile))
        #expect(Set(stride(from: 0, to: picture.pixels.count, by: 4).map { picture.pixels[$0] }) == [255])
        #expect(!result.violations.contains { $0.invariant == .alphaInRange })
    }

    @Test func aWhiteViewOnAWhiteWindowIsContent() throws {
        // Every pixel equals the white background, but the box is there: contentVisible judges presence.
        var audit = AuditScene.audit(
            "white",
            settled: {
                $0.backgroundColor = .white
                $0.frame.origin.x = 50
            },
            before: { $0.backgroundColor = .white }
        ) { $0.frame.origin.x = 50 }
        audit.invariants = [.contentVisible]
        let result = audit.run(artifacts: try artifacts())
        #expect(result.passed, "\(result.message)")
        #expect(result.violations.isEmpty && result.framesChecked == 11)
    }

    @Test func aWhiteViewFadedOutOnAWhiteWindowIsCaughtOnlyWhenGone() throws {
        // Alpha 1 -> 0: the box draws (white on white) until the last step, where nothing draws.
        var audit = AuditScene.audit("white-fade", settled: { $0.alpha = 0 }, before: { $0.backgroundColor = .white }) {
            $0.alpha = 0
        }
        audit.invariants = [.contentVisible]
        let result = audit.run(artifacts: try artifacts())
        let violation = try #require(result.violations.first)
        #expect(result.violations.count == 1)
        #expect(violation.invariant == .contentVisible && violation.frameIndex == 10 && violation.percent == 1)
        #expect(violation.message == "no view below the root draws a pixel on the canvas (nothing visible but the background)")
    }

    @Test func aTransitionThatReadsTheClockIsCaught() throws {
        // Besides its animation, this animator tints the box by the clock's time on every tick:
        // scrubbing (no ticks) and playing (ticks) disagree as soon as time passes.
        let readsClock: @MainActor (Window, View) -> Void = { window, box in
            @MainActor func follow() {
                window.performOnNextTick { @MainActor in
                    box.backgroundColor = Color(red: 1, green: min(1, window.time * 4), blue: 0)
                    follow()
                }
            }
            follow()
        }
        let audit = AuditScene.audit("clock", settled: { $0.frame.origin.x = 50 }, extra: readsClock) { $0.frame.origin.x = 50 }
        let folder = try artifacts()
        let result = audit.run(artifacts: folder)
        let violation = try #require(result.violations.first { $0.invariant == .scrubMatchesPlay })
        #expect(violation.frameIndex == 1)
        #expect(violation.message.contains("the frame scrubbed to 10.0 % differs from the frame played to 0.0500 s"))
        let reference = try PNGDecoder.decode(contentsOf: try #require(violation.referenceFile))
        let scrubbed = try PNGDecoder.decode(contentsOf: try #require(violation.frameFile))
        // Played: the box is tinted green by 0.05 s * 4 = 0.2; scrubbed: it is pure red.
        #expect(scrubbed[30, 30] == (255, 0, 0, 255))
        #expect(reference[30, 30].r == 255 && abs(Int(reference[30, 30].g) - 51) <= 1)
        #expect(fileExists(try #require(violation.diffFile)))
    }

    @Test func aCancelThatTakesAnotherPathIsCaught() throws {
        let audit = AuditScene.audit(
            "cancel", settled: { $0.frame.origin.x = 50 },
            cancelExtra: { $0.backgroundColor = .blue }
        ) { $0.frame.origin.x = 50 }
        let result = audit.run(artifacts: try artifacts())
        #expect(result.violations.map(\.invariant) == [.cancelRetraces])
        let violation = try #require(result.firstViolation)
        #expect(violation.frameIndex == 1, "frame 0 is the scrubbed frame before the cancel")
        #expect(violation.message.contains("cancel film frame 1 (cancelling) differs from the forward frame"))
    }

    @Test func aLastFrameThatIsNotTheSettledLayoutIsCaught() throws {
        let audit = AuditScene.audit("unsettled", settled: { $0.frame.origin.x = 40 }) { $0.frame.origin.x = 50 }
        let result = audit.run(artifacts: try artifacts())
        let violation = try #require(result.violations.first)
        #expect(violation.invariant == .endsSettled && violation.frameIndex == 10 && violation.percent == 1)
        #expect(result.message.contains("endsSettled at frame 10 (100.0 %): the last frame differs from the settled layout"))
    }

    @Test func assertAuditReportsAnIssue() throws {
        let audit = AuditScene.audit("overshoot", settled: { $0.alpha = 2 }, before: { $0.alpha = 0.5 }) { $0.alpha = 2 }
        let folder = try artifacts()
        withFlipbookTesting(artifacts: folder) {
            withKnownIssue {
                assertAudit(audit)
            } matching: { issue in
                issue.comments.map(\.rawValue).joined().contains("alphaInRange at frame 4 (40.0 %)")
            }
        }
        #expect(
            fileExists(
                folder.appendingPathComponent(
                    "FilmAuditTests.assertAuditReportsAnIssue/overshoot/alphaInRange-frame-4-actual.png")))
    }
}
