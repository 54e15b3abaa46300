import Foundation
import Testing

@testable import Flipbook

/// Scroll views dragged by touch scripts: the content follows the finger,
/// rubber-bands past the edges, decelerates after a flick and springs back.
@MainActor
@Suite struct ScrollViewTests {
    /// Logs the delegate's calls by name (scrolls counted, not listed).
    final class Log: ScrollViewDelegate {
        var calls: [String] = []
        var scrolls = 0
        var retarget: CGPoint?
        /// The velocity `scrollViewWillEndDragging` was given, points per millisecond.
        var endVelocity: CGPoint?
        /// The content offset when the finger lifted.
        var endOffset: CGPoint?
        func scrollViewDidScroll(_ scrollView: ScrollView) { scrolls += 1 }
        func scrollViewWillBeginDragging(_ scrollView: ScrollView) { calls.append("willBeginDragging") }
        func scrollViewWillEndDragging(
            _ scrollView: ScrollView, withVelocity velocity: CGPoint,
            targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            calls.append("willEndDragging")
            endVelocity = velocity
            endOffset = scrollView.contentOffset
            if let retarget { targetContentOffset.pointee = retarget }
        }
        func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
            calls.append("didEndDragging(\(decelerate))")
        }
        func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { calls.append("willBeginDecelerating") }
        func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { calls.append("didEndDecelerating") }
        func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { calls.append("didEndScrollingAnimation") }
    }

    /// A 300 x 400 scroll view filling the window, with content 2 000 points tall.
    func scene() -> (Window, ScrollView, Log) {
        let window = Window(size: CGSize(width: 300, height: 400), scale: 1, clock: ManualClock(fps: 60))
        let scroll = ScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 300, height: 2000)
        let log = Log()
        scroll.delegate = log
        window.addSubview(scroll)
        return (window, scroll, log)
    }

    @Test func theRubberBandAndItsInverseAgree() {
        for x in [-300.0, -20, 5, 80, 1000] {
            let shown = ScrollPhysics.rubberBand(CGFloat(x), dimension: 400)
            #expect(abs(shown) < abs(CGFloat(x)) && abs(shown) < 400, "less than the finger moved, and under the view's size")
            #expect(abs(ScrollPhysics.unRubberBand(shown, dimension: 400) - CGFloat(x)) < 1e-6)
        }
        // A flick at 1 000 points per second travels v / (1000 |ln 0.998|), 499.5 points.
        let far = ScrollPhysics.decelerationDistance(velocity: 1000, rate: 0.998, after: 100)
        #expect(abs(far - 1000 / (1000 * -Foundation.log(0.998))) < 1e-6 && abs(far - 499.5) < 0.1)
    }

    @Test func aSlowDragMovesTheContentWithTheFingerAndStops() throws {
        let (window, scroll, log) = scene()
        var finger = TouchScript.Finger(down: CGPoint(x: 150, y: 300), at: 0.02)
        finger.drag(to: CGPoint(x: 150, y: 200), duration: 0.5, steps: 25)
        finger.move(to: CGPoint(x: 150, y: 200), at: 0.8)  // held still, so no velocity is left
        finger.up(at: 0.9)
        try window.play(TouchScript(fingers: [finger]))
        window.tick(frames: 40)
        #expect(scroll.isDragging && abs(scroll.contentOffset.y - 100) < 1e-9, "under the finger: \(scroll.contentOffset)")
        window.tick(frames: 20)
        #expect(!scroll.isDragging && !scroll.isDecelerating && scroll.contentOffset == CGPoint(x: 0, y: 100))
        #expect(log.calls == ["willBeginDragging", "willEndDragging", "didEndDragging(false)"])
        #expect(log.scrolls > 5, "scrollViewDidScroll on every move")
    }

    @Test func aFlickDeceleratesToItsProjectedRest() throws {
        let (window, scroll, log) = scene()
        var finger = TouchScript.Finger(down: CGPoint(x: 150, y: 300), at: 0.02)
        finger.drag(to: CGPoint(x: 150, y: 200), duration: 0.1, steps: 6)
        finger.up(at: 0.13)
        try window.play(TouchScript(fingers: [finger]))
        window.tick(frames: 9)
        let releasedAt = try #require(log.endOffset).y
        let velocity = (log.endVelocity?.y ?? 0) * 1000
        #expect(scroll.isDecelerating && velocity > 500, "a flick: \(velocity) points per second")
        window.tick(frames: 30)
        let midway = scroll.contentOffset.y
        window.tick(frames: 600)
        let rest = releasedAt + velocity / (1000 * -Foundation.log(0.998))
        #expect(!scroll.isDecelerating)
        #expect(
            abs(scroll.contentOffset.y - rest) < 1e-9,
            "comes to rest exactly where projected: \(scroll.contentOffset.y) against \(rest)")
        #expect(midway > releasedAt && midway < scroll.contentOffset.y, "keeps moving after the lift")
        #expect(
            log.calls == [
                "willBeginDragging", "willEndDragging", "didEndDragging(true)",
                "willBeginDecelerating", "didEndDecelerating",
            ])
    }

    @Test func theDelegateCanChooseWhereTheContentStops() throws {
        let (window, scroll, log) = scene()
        log.retarget = CGPoint(x: 0, y: 240)
        var finger = TouchScript.Finger(down: CGPoint(x: 150, y: 300), at: 0.02)
        finger.drag(to: CGPoint(x: 150, y: 200), duration: 0.1, steps: 6)
        finger.up(at: 0.13)
        try window.play(TouchScript(fingers: [finger]))
        window.tick(frames: 600)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 240))
    }

    @Test func pullingPastTheTopRubberBandsAndSpringsBack() throws {
        let (window, scroll, log) = scene()
        var finger = TouchScript.Finger(down: CGPoint(x: 150, y: 100), at: 0.02)
        finger.drag(to: CGPoint(x: 150, y: 300), duration: 0.4, steps: 20)
        finger.move(to: CGPoint(x: 150, y: 300), at: 0.7)
        finger.up(at: 0.8)
        try window.play(TouchScript(fingers: [finger]))
        window.tick(frames: 40)
        let pulled = scroll.contentOffset.y
        #expect(abs(pulled - ScrollPhysics.rubberBand(-200, dimension: 400)) < 1e-9, "the rubber band: \(pulled)")
        #expect(pulled < -50 && pulled > -200, "less than the finger moved")
        window.tick(frames: 12)
        let springing = scroll.contentOffset.y
        #expect(springing > pulled && springing < 0, "on its way back: \(springing)")
        window.tick(frames: 120)
        #expect(scroll.contentOffset.y == 0 && !scroll.isDecelerating)
        #expect(log.calls.suffix(2) == ["willBeginDecelerating", "didEndDecelerating"])
    }

    @Test func anAnimatedOffsetEasesThereAndReports() {
        let (window, scroll, log) = scene()
        scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(scroll.contentOffset.y == 0, "nothing moves before the next frame")
        window.tick(frames: 9)
        let middle = scroll.contentOffset.y
        #expect(middle > 100 && middle < 200, "half way in time, about half way along the ease: \(middle)")
        window.tick(frames: 12)
        #expect(scroll.contentOffset.y == 300)
        #expect(log.calls == ["didEndScrollingAnimation"])
        scroll.scrollRectToVisible(CGRect(x: 0, y: 900, width: 10, height: 50), animated: false)
        #expect(scroll.contentOffset.y == 550, "the rect's bottom at the view's bottom")
    }

    @Test func theContentOffsetIsTheBoundsOrigin() {
        let (window, scroll, _) = scene()
        let child = View(frame: CGRect(x: 0, y: 500, width: 10, height: 10))
        scroll.addSubview(child)
        scroll.contentOffset = CGPoint(x: 0, y: 450)
        #expect(scroll.bounds.origin == CGPoint(x: 0, y: 450))
        #expect(child.convert(child.bounds, to: window).minY == 50, "the child moves up with the content")
    }

    @Test func aScrollViewThatGoesAwayWhileMovingLeavesNoFrameHandler() throws {
        let window = Window(size: CGSize(width: 300, height: 400), scale: 1, clock: ManualClock(fps: 60))
        let before = window.tickHandlerCount
        var scroll: ScrollView? = ScrollView(frame: window.bounds)
        scroll?.contentSize = CGSize(width: 300, height: 2000)
        window.addSubview(scroll!)
        scroll?.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
        window.tick(frames: 2)
        #expect(window.tickHandlerCount == before + 1, "the animated scroll steps on every frame")
        scroll?.removeFromSuperview()
        scroll = nil
        #expect(window.tickHandlerCount == before)
        window.tick(frames: 30)
    }
}
