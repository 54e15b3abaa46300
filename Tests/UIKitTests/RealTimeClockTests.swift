import Flipbook
import Foundation
import UIKit
import XCTest

/// Windows made the UIKit way (`UIWindow(frame:)`, `UIWindow(windowScene:)`) run
/// on a display link that the main run loop drives in real time, as on a device,
/// so an XCTest suite written for iOS sees animations and transitions advance
/// while it waits (`wait(for:timeout:)`, `RunLoop.main.run(until:)`,
/// `DispatchQueue.main.asyncAfter`); a window made with `UIWindow(size:scale:)`
/// (Flipbook's own initializer) moves only when ticked. See
/// docs/porting-from-uikit.md ("Two clocks") and
/// https://developer.apple.com/documentation/xctest/asynchronous-tests-and-expectations
///
/// XCTest style, as a library's suite is written: `XCTestExpectation`s waited
/// for with `XCTWaiter`'s `wait(for:timeout:)` (what `XCTestCase.wait(for:timeout:)`
/// does), which runs the main run loop until they are fulfilled. (XCTest on
/// Linux cannot discover `@MainActor` test methods; it runs tests on the main
/// thread, so each test body is `MainActor.assumeIsolated`, where the Swift 6
/// language mode does not let the test case itself be captured.)
final class RealTimeClockTests: XCTestCase {
    /// What ran, in order, from blocks the main queue calls (a main-actor class is `Sendable`).
    @MainActor final class Log {
        var events: [String] = []
    }

    @MainActor static func makeWindow() -> (UIWindow, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        window.makeKeyAndVisible()
        return (window, view)
    }

    func testAnAnimationsCompletionArrivesUnderAnExpectationWait() {
        MainActor.assumeIsolated {
            let (window, view) = Self.makeWindow()
            let done = XCTestExpectation(description: "the animation's completion")
            let log = Log()
            UIView.animate(withDuration: 0.25, animations: { view.center.x = 250 }) { finished in
                log.events.append("completion finished=\(finished)")
                done.fulfill()
            }
            // Nothing has run yet: the run loop has not turned.
            XCTAssertEqual(view.layer.presentation()?.position.x, 50)
            XCTAssertTrue(log.events.isEmpty)

            XCTAssertEqual(XCTWaiter().wait(for: [done], timeout: 10), .completed)
            XCTAssertEqual(log.events, ["completion finished=true"])
            XCTAssertEqual(view.center.x, 250)
            XCTAssertNil(view.layer.animationKeys(), "the finished animation is removed")
            // At least the animation's 0.25 s passed on the window's clock, in whole 60 fps frames.
            XCTAssertGreaterThanOrEqual(window.time, 0.25 - 1e-9)
            let frames = window.time * 60
            XCTAssertEqual(frames, frames.rounded(), accuracy: 1e-6)
        }
    }

    func testRunningTheMainRunLoopAdvancesAnAnimationPartWay() {
        MainActor.assumeIsolated {
            let (window, view) = Self.makeWindow()
            UIView.animate(withDuration: 30, delay: 0, options: .curveLinear, animations: { view.center.x = 3050 })
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1))
            // At least 0.1 s of real time passed: the linear animation moved 100 points a second.
            let x = view.layer.presentation()?.position.x ?? 50
            XCTAssertGreaterThanOrEqual(window.time, 0.1 - 1.0 / 60)
            XCTAssertGreaterThan(x, 50)
            XCTAssertEqual(x, 50 + 100 * window.time, accuracy: 100.0 / 60 + 1e-6, "sampled on the clock's own frames")
            XCTAssertLessThan(window.time, 30, "a real-time clock, not one that jumps to the end")
        }
    }

    func testAPresentationAndADismissalCompleteUnderExpectationWaits() {
        MainActor.assumeIsolated {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
            let root = UIViewController()
            window.rootViewController = root
            window.makeKeyAndVisible()
            let sheet = UIViewController()
            let log = Log()

            let presented = XCTestExpectation(description: "present(_:animated:completion:)")
            root.present(sheet, animated: true) {
                log.events.append("presented")
                presented.fulfill()
            }
            XCTAssertTrue(log.events.isEmpty, "an animated presentation completes later")
            XCTAssertEqual(XCTWaiter().wait(for: [presented], timeout: 10), .completed)
            XCTAssertTrue(root.presentedViewController === sheet)
            XCTAssertEqual(sheet.view.frame, window.bounds)
            XCTAssertEqual(sheet.view.layer.presentation()?.frame, window.bounds, "the slide-up has ended")

            let dismissed = XCTestExpectation(description: "dismiss(animated:completion:)")
            sheet.dismiss(animated: true) {
                log.events.append("dismissed")
                dismissed.fulfill()
            }
            XCTAssertEqual(XCTWaiter().wait(for: [dismissed], timeout: 10), .completed)
            XCTAssertNil(root.presentedViewController)
            XCTAssertNil(sheet.view.window)
            XCTAssertEqual(log.events, ["presented", "dismissed"])
        }
    }

    func testDispatchAfterSeesAnAnimationThatEndedInTheMeantime() {
        MainActor.assumeIsolated {
            let (window, view) = Self.makeWindow()
            let log = Log()
            UIView.animate(withDuration: 0.2, animations: { view.alpha = 0 }) { _ in log.events.append("animation ended") }
            let checked = XCTestExpectation(description: "asyncAfter")
            DispatchQueue.main.asyncAfter(deadline: .now() + 1.0) {
                MainActor.assumeIsolated {
                    log.events.append("asyncAfter: presentation opacity \(view.layer.presentation()?.opacity ?? -1)")
                }
                checked.fulfill()
            }
            XCTAssertEqual(XCTWaiter().wait(for: [checked], timeout: 10), .completed)
            XCTAssertEqual(log.events, ["animation ended", "asyncAfter: presentation opacity 0.0"])
            XCTAssertGreaterThanOrEqual(window.time, 0.2, "the window, alive all along, ticked through the animation")
        }
    }

    func testATickStillStepsOneFrameOnARealTimeWindow() {
        MainActor.assumeIsolated {
            let (window, _) = Self.makeWindow()
            let before = window.time
            window.tick()
            XCTAssertEqual(window.time, before + 1.0 / 60, accuracy: 1e-9)
            window.tick(frames: 59)
            XCTAssertEqual(window.time, before + 1, accuracy: 1e-9)
        }
    }

    func testAWindowMadeForASceneRunsInRealTimeInThatScene() {
        MainActor.assumeIsolated {
            let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            guard let scene = first.windowScene else { return XCTFail("a window has a scene") }
            let second = UIWindow(windowScene: scene)
            XCTAssertTrue(second.windowScene === scene)
            XCTAssertEqual(second.bounds.size, CGSize(width: 390, height: 844))
            XCTAssertTrue(scene.windows.count == 2 && scene.windows[0] === first && scene.windows[1] === second)
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1))
            XCTAssertGreaterThan(second.time, 0)
        }
    }

    func testAWindowGivenADisplayLinkClockIsTickedByTheRunLoopToo() {
        MainActor.assumeIsolated {
            let window = UIWindow(size: CGSize(width: 320, height: 480), scale: 1, clock: DisplayLinkClock())
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1))
            XCTAssertGreaterThanOrEqual(window.time, 0.1 - 1.0 / 60)
        }
    }

    func testTheRunLoopDoesNotKeepAWindowAlive() {
        MainActor.assumeIsolated {
            weak var released: UIWindow?
            do {
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                released = window
                RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05))
                XCTAssertGreaterThan(window.time, 0)
            }
            XCTAssertNil(released, "the run loop's timer holds the window weakly")
            // Its timer stops at its next firing; running the loop again is harmless.
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05))
        }
    }

    func testAWindowMadeWithASizeDoesNotMoveWithoutTicks() {
        MainActor.assumeIsolated {
            // Flipbook's own initializer: a manual clock, for films and goldens.
            let window = UIWindow(size: CGSize(width: 320, height: 480), scale: 1)
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(view)
            let completed = XCTestExpectation(description: "no completion without ticks")
            completed.isInverted = true
            UIView.animate(withDuration: 0.2, delay: 0, options: .curveLinear, animations: { view.center.x = 250 }) { _ in
                completed.fulfill()
            }
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1))
            XCTAssertEqual(XCTWaiter().wait(for: [completed], timeout: 0.3), .completed)
            XCTAssertEqual(window.time, 0)
            XCTAssertEqual(view.layer.presentation()?.position.x, 50)

            window.tick(frames: 6)  // 0.1 s: half of the linear 0.2 s
            XCTAssertEqual(view.layer.presentation()?.position.x ?? 0, 150, accuracy: 1e-9)
        }
    }
}
