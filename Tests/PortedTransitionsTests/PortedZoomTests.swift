import Flipbook
import Foundation
import PortedTransitionsSwift5
import PortedTransitionsSwift6
import Testing

/// The zoom of Examples/PortedTransitions (a navigation delegate, a zoom
/// animator from a card, an interactive pop on a screen-edge pan with a
/// gesture delegate, target-action by method reference), frame by frame, in
/// both language modes.
@MainActor @Suite struct PortedZoomTests {
    typealias Scenario = PortedTransitionTests.Scenario
    static let builds: [(String, @MainActor () -> Scenario)] = [
        ("Swift 5", { Scenario(PortedTransitionsSwift5.PortedDemo.zoom()) }),
        ("Swift 6", { Scenario(PortedTransitionsSwift6.PortedDemo.zoom()) }),
    ]

    func run(_ s: Scenario, _ step: String, frames: Int) -> [[String: Double]] { s.record(step, frames: frames) }

    @Test func aTapOnTheCardZoomsTheDetailOutOfIt() {
        for (mode, make) in Self.builds {
            let s = make()
            let frames = run(s, "tap", frames: 32)
            let zooming = frames.indices.filter { frames[$0]["snapshot.width"]! > 0 }
            #expect(zooming.count == 24, "\(mode): the snapshot zooms for 0.4 s: \(zooming)")
            #expect(frames[zooming.first!]["snapshot.width"] == 160, "\(mode): from the card's width")
            for (a, b) in zip(zooming, zooming.dropFirst()) {
                #expect(frames[b]["snapshot.width"]! > frames[a]["snapshot.width"]!, "\(mode) frame \(b): it grows every frame")
                #expect(frames[b]["list.alpha"]! <= frames[a]["list.alpha"]!, "\(mode) frame \(b): the list dims")
                #expect(
                    frames[b]["card.hidden"] == 1 && frames[b]["detail.hidden"] == 1,
                    "\(mode) frame \(b): the snapshot stands in for the detail and the card")
            }
            #expect(frames[zooming.last!]["snapshot.width"]! > 370, "\(mode): nearly the screen's width at the end")
            let end = frames.last!
            #expect(end["stack"] == 2 && end["running"] == 0 && end["snapshot.width"] == -1, "\(mode)")
            #expect(end["detail.hidden"] == 0 && end["card.hidden"] == 0 && end["list.alpha"] == 1, "\(mode): all restored")
            #expect(end["detail.minX"] == 0 && end["detail.width"] == 375, "\(mode): the detail fills the screen")
        }
    }

    @Test func aLongEdgeSwipePopsBackIntoTheCard() {
        for (mode, make) in Self.builds {
            let s = make()
            _ = run(s, "tap", frames: 32)
            let frames = run(s, "swipe-far", frames: 40)
            let interactive = frames.indices.filter { frames[$0]["interacting"] == 1 }
            #expect(
                !interactive.isEmpty && frames[interactive.first!]["stack"] == 1,
                "\(mode): the pop starts when the edge pan begins; the stack changes at once, as UIKit's")
            var last = -1.0
            for i in interactive.dropFirst() {
                let f = frames[i]
                // The animator moves the detail's frame linearly from the screen
                // to the card: x = 24p, width = 375 - 215p for the same p.
                let p = f["detail.minX"]! / 24
                #expect(abs((375 - f["detail.width"]!) / 215 - p) < 1e-6, "\(mode) frame \(i): one percent drives the frame")
                #expect(abs(f["list.alpha"]! - (0.4 + 0.6 * p)) < 1e-5, "\(mode) frame \(i): and the list's alpha")
                #expect(p >= last, "\(mode) frame \(i): the finger only moves right")
                last = p
            }
            #expect(last > 0.5, "\(mode): lifted past half way (\(last))")
            let end = frames.last!
            #expect(end["running"] == 0 && end["stack"] == 1 && end["detail.inWindow"] == 0, "\(mode): finished the pop")
            #expect(end["detail.minX"] == 24 && end["detail.width"] == 160, "\(mode): the detail ended on the card")
            #expect(end["card.hidden"] == 0, "\(mode)")
        }
    }

    @Test func aShortEdgeSwipeCancels() {
        for (mode, make) in Self.builds {
            let s = make()
            _ = run(s, "tap", frames: 32)
            let frames = run(s, "swipe-short", frames: 60)
            #expect(frames.contains { $0["interacting"] == 1 }, "\(mode): the edge pan began")
            let end = frames.last!
            #expect(end["running"] == 0 && end["stack"] == 2, "\(mode): cancelled, the detail is back on the stack")
            #expect(
                end["detail.inWindow"] == 1 && end["detail.minX"] == 0 && end["detail.width"] == 375,
                "\(mode): and back on screen, full size")
            #expect(end["card.hidden"] == 0, "\(mode)")
        }
    }

    @Test func theGestureDelegateKeepsTheEdgePanFromBeginningWithNothingToPop() {
        for (mode, make) in Self.builds {
            let s = make()
            _ = run(s, "tap", frames: 32)
            _ = run(s, "detail-as-root", frames: 2)
            let frames = run(s, "swipe-far", frames: 30)
            #expect(
                frames.allSatisfy { $0["interacting"] == 0 && $0["stack"] == 1 && $0["running"] == 0 },
                "\(mode): gestureRecognizerShouldBegin said no: nothing popped")
            #expect(
                frames.contains { $0["edge.state"] == Double(GestureRecognizer.State.failed.rawValue) },
                "\(mode): the edge pan failed instead of beginning")
            #expect(frames.last?["detail.inWindow"] == 1 && frames.last?["detail.minX"] == 0, "\(mode): the detail stays")
        }
    }
}
