import Flipbook
import Foundation
import PortedTransitionsSwift5
import PortedTransitionsSwift6
import Testing

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
            for _ in 0..<30 {
                s.window.tick()
                frames.append(s.probe())
            }
            let moving = frames.indices.filter { frames[$0]["running"] == 1 }
            #expect(frames[moving.first!]["sheet.minY"] == 667, "\(mode): starts one screen below")
            for (a, b) in zip(moving, moving.dropFirst()) {
                #expect(
                    frames[b]["sheet.minY"]! <= frames[a]["sheet.minY"]!,
                    "\(mode) frame \(b): a damping ratio of 1 never overshoots")
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
            #expect(
                paused["animator.fraction"] == 0.5,
                "\(mode): the interaction scrubbed the animator interruptibleAnimator(using:) returned: \(paused)")
            #expect(paused["animator.state"] == Double(ViewAnimatingState.active.rawValue), "\(mode)")
            #expect(paused["running"] == 1 && paused["animatorsMade"] == 1, "\(mode): still one animator")
            #expect(
                (paused["interruptibleAnimatorCalls"] ?? 0) > 1,
                "\(mode): the runtime asked for it through UIKit's non-optional spelling, not only animateTransition: \(paused)")
            s.run("finish")
            s.window.tick(frames: 40)
            let end = s.probe()
            #expect(end["presented"] == 1 && end["running"] == 0 && end["sheet.minY"] == 0, "\(mode): finished")
        }
    }
}

/// `vc.presentationController?.delegate = self` before `present`, for a
/// custom presentation controller: UIKit makes it on first read by asking the
/// transitioning delegate with no presenter, and `present` runs that object.
@MainActor @Suite struct LazyCustomPresentationControllerTests {
    final class Delegate: NSObject, ViewControllerTransitioningDelegate, AdaptivePresentationControllerDelegate {
        var made: [PresentationController] = []
        var askedPresenters: [ViewController?] = []
        func presentationController(
            forPresented presented: ViewController, presenting: ViewController?,
            source: ViewController
        ) -> PresentationController? {
            askedPresenters.append(presenting)
            let controller = PresentationController(presentedViewController: presented, presenting: presenting)
            made.append(controller)
            return controller
        }
    }

    @Test func theControllerReadBeforePresentIsTheOneThatRuns() {
        let window = Window(size: CGSize(width: 375, height: 667), scale: 1)
        let root = ViewController()
        window.rootViewController = root
        window.tick()
        let delegate = Delegate()
        let card = ViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        let early = card.presentationController
        early?.delegate = delegate
        #expect(
            early != nil && delegate.made.count == 1 && delegate.askedPresenters == [nil],
            "made on first read, with the presenter to be determined later")
        #expect(card.presentationController === early, "read again: the same object")
        root.present(card, animated: false)
        window.tick(frames: 3)
        #expect(delegate.made.count == 1, "present did not ask for another one")
        #expect(card.presentationController === early && early?.presentingViewController === root)
        #expect(early?.delegate === delegate, "the delegate set before present is kept")
        #expect(root.presentedViewController === card)
    }

    @Test func withNoTransitioningDelegateACustomControllerIsNil() {
        let card = ViewController()
        card.modalPresentationStyle = .custom
        #expect(card.presentationController == nil)
    }
}
