import Foundation
import UIKit
import XCTest

/// A window made the UIKit way (`UIWindow(frame:)`) that is freed while one
/// of its views animates: its layer tree goes with it, and UIKit calls the
/// completion of an animation removed before its end with `finished` false
/// ("finished: whether or not the animations actually finished before the
/// completion handler was called",
/// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)).
/// Flipbook runs that completion once, when the window goes away, and never again.
final class FreedWindowAnimationTests: XCTestCase {
    @MainActor final class Log {
        var events: [String] = []
    }

    func testAnAnimationOfAFreedWindowCompletesUnfinishedOnce() {
        MainActor.assumeIsolated {
            let log = Log()
            weak var released: UIWindow?
            do {
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                window.addSubview(view)
                released = window
                UIView.animate(withDuration: 2, animations: { view.center.x = 250 }) { finished in
                    log.events.append("completion finished=\(finished)")
                }
                RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1))
                XCTAssertGreaterThan(view.layer.presentation()?.position.x ?? 50, 50, "the animation runs on the run loop")
                XCTAssertEqual(log.events, [], "mid-animation: no completion yet")
            }
            XCTAssertNil(released, "the window is freed")
            XCTAssertEqual(log.events, ["completion finished=false"])
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1))
            XCTAssertEqual(log.events, ["completion finished=false"], "once, and nothing after")
        }
    }

    func testAFinishedAnimationIsNotToldAgainWhenItsWindowIsFreed() {
        MainActor.assumeIsolated {
            let log = Log()
            do {
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                window.addSubview(view)
                UIView.animate(withDuration: 0.05, animations: { view.center.x = 250 }) { finished in
                    log.events.append("completion finished=\(finished)")
                }
                let done = XCTestExpectation(description: "ended")
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { done.fulfill() }
                XCTAssertEqual(XCTWaiter().wait(for: [done], timeout: 2), .completed)
                XCTAssertEqual(log.events, ["completion finished=true"])
            }
            XCTAssertEqual(log.events, ["completion finished=true"])
        }
    }
}
