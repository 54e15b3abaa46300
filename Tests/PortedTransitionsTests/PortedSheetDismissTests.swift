import Flipbook
import Foundation
import PortedTransitionsSwift5
import PortedTransitionsSwift6
import Testing

/// Drag-down-to-dismiss on the ported bottom sheet: a pan that requires a
/// screen-edge pan to fail (`require(toFail:)`) drives the fade-scale
/// animator's dismissal as a percent-driven interactive transition.
@MainActor @Suite struct PortedSheetDismissTests {
    typealias Scenario = PortedTransitionTests.Scenario
    static let builds: [(String, @MainActor () -> Scenario)] = [
        ("Swift 5", { Scenario(PortedTransitionsSwift5.PortedDemo.bottomSheet()) }),
        ("Swift 6", { Scenario(PortedTransitionsSwift6.PortedDemo.bottomSheet()) }),
    ]

    func shownSheet(_ make: () -> Scenario) -> Scenario {
        let s = make()
        s.run("present")
        s.window.tick(frames: 34)
        return s
    }

    func run(_ s: Scenario, _ step: String, frames: Int) -> [[String: Double]] { s.record(step, frames: frames) }

    @Test func draggingDownPastHalfWayDismisses() {
        for (mode, make) in Self.builds {
            let s = shownSheet(make)
            let frames = run(s, "drag-down", frames: 45)
            let dragging = frames.indices.filter { frames[$0]["pan.state"] == 2 }
            #expect(dragging.count > 10, "\(mode): the pan changes while the finger moves")
            var last = 0.0
            for i in dragging {
                let f = frames[i]
                let p = 1 - f["sheet.alpha"]!
                #expect(f["interacting"] == 1 && f["running"] == 1, "\(mode) frame \(i)")
                #expect(
                    abs(f["root.alpha"]! - (0.5 + 0.5 * min(1, p / 0.2))) < 1e-5,
                    "\(mode) frame \(i): the nested 0.1 s block is scrubbed with the 0.5 s dismissal")
                #expect(p >= last - 1e-9, "\(mode) frame \(i): the percent follows the finger down")
                last = p
            }
            #expect(last > 0.5, "\(mode): lifted past half way (\(last))")
            #expect(frames.last?["presented"] == 0 && frames.last?["running"] == 0, "\(mode): dismissed")
        }
    }

    @Test func aShortDragCancels() {
        for (mode, make) in Self.builds {
            let s = shownSheet(make)
            let frames = run(s, "drag-down-short", frames: 45)
            #expect(frames.contains { $0["interacting"] == 1 }, "\(mode): the dismissal began interactively")
            let end = frames.last!
            #expect(
                end["presented"] == 1 && end["running"] == 0 && end["sheet.alpha"] == 1 && end["root.alpha"] == 0.5,
                "\(mode): cancelled, everything back as presented")
        }
    }

    @Test func aSwipeFromTheEdgeIsTheEdgePansAndTheDismissPanWaitsThenFails() {
        for (mode, make) in Self.builds {
            let s = shownSheet(make)
            let frames = run(s, "drag-from-edge", frames: 45)
            #expect(frames.last?["edgeSwipes"] == 1, "\(mode): the edge pan recognised")
            #expect(
                !frames.contains { $0["pan.state"] == 1 || $0["pan.state"] == 2 },
                "\(mode): the dismiss pan, which requires the edge pan to fail, never began")
            #expect(frames.allSatisfy { $0["presented"] == 1 && $0["running"] == 0 }, "\(mode): nothing was dismissed")
        }
    }
}
