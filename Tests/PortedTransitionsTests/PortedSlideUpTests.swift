import Foundation
import Testing
import Flipbook
import PortedTransitionsSwift5
import PortedTransitionsSwift6

/// The interruptible slide-up of Examples/PortedTransitions: a property
/// animator made once by `interruptibleAnimator(using:)` (declared with
/// UIKit's non-optional result) and started by `animateTransition(using:)`.
@MainActor @Suite struct PortedSlideUpTests {
    typealias Scenario = PortedTransitionTests.Scenario
    static let builds: [(String, @MainActor () -> Scenario)] = [
        ("Swift 5", { Scenario(PortedTransitionsSwift5.PortedDemo.slideUp()) }),
        ("Swift 6", { Scenario(PortedTransitionsSwift6.PortedDemo.slideUp()) }),
    ]

    @Test func theSheetSlidesUpOnACriticallyDampedSpringIn04Seconds() {
        for (mode, make) in Self.builds {
            let s = make()
            s.run("present")
            var frames: [[String: Double]] = []
            for _ in 0..<30 { s.window.tick(); frames.append(s.probe()) }
            let moving = frames.indices.filter { frames[$0]["running"] == 1 }
            #expect(frames[moving.first!]["sheet.minY"] == 667, "\(mode): starts one screen below")
            for (a, b) in zip(moving, moving.dropFirst()) {
                #expect(frames[b]["sheet.minY"]! <= frames[a]["sheet.minY"]!, "\(mode) frame \(b): a damping ratio of 1 never overshoots")
            }
            #expect((23...25).contains(moving.count), "\(mode): 0.4 s at 60 fps: \(moving.count) frames")
            let end = frames.last!
            #expect(end["sheet.minY"] == 0 && end["presented"] == 1 && end["running"] == 0, "\(mode)")
            #expect(end["animatorsMade"] == 1, "\(mode): one animator for the whole transition")
        }
    }

    @Test func theRuntimeDrivesTheAnimatorTheAnimatorMadeWhenTheInteractionTakesOver() {
        for (mode, make) in Self.builds {
            let s = make()
            s.run("present")
            s.window.tick(frames: 6)
            s.run("pause-and-scrub")
            s.window.tick()
            let paused = s.probe()
            #expect(paused["animator.fraction"] == 0.5,
                    "\(mode): the interaction scrubbed the animator interruptibleAnimator(using:) returned: \(paused)")
            #expect(paused["animator.state"] == Double(ViewAnimatingState.active.rawValue), "\(mode)")
            #expect(paused["running"] == 1 && paused["animatorsMade"] == 1, "\(mode): still one animator")
            #expect((paused["interruptibleAnimatorCalls"] ?? 0) > 1,
                    "\(mode): the runtime asked for it through UIKit's non-optional spelling, not only animateTransition: \(paused)")
            s.run("finish")
            s.window.tick(frames: 40)
            let end = s.probe()
            #expect(end["presented"] == 1 && end["running"] == 0 && end["sheet.minY"] == 0, "\(mode): finished")
        }
    }
}
