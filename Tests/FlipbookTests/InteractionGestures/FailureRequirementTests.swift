import Flipbook
import Foundation
import Testing

/// `require(toFail:)`, the delegate's dynamic failure requirements and the
/// subclass hooks, with real scripted touches: a tap that waits for a double
/// tap to fail, a pan that waits for a screen-edge pan to fail.
@MainActor @Suite struct FailureRequirementTests {
    /// A 400 × 400 window with a full-size container holding a single tap
    /// and a double tap (added in that order), whose actions log their frame.
    func tapScene() -> (Window, TapGestureRecognizer, TapGestureRecognizer, EventLog) {
        let window = Window(size: CGSize(width: 400, height: 400))
        let container = TouchProbe(frame: window.bounds)
        window.addSubview(container)
        let log = EventLog()
        let single = TapGestureRecognizer { r in log.add("single \(r.state) @\(frameNumber(window.time))") }
        let double = TapGestureRecognizer { r in log.add("double \(r.state) @\(frameNumber(window.time))") }
        double.numberOfTapsRequired = 2
        container.addGestureRecognizer(single)
        container.addGestureRecognizer(double)
        return (window, single, double, log)
    }

    /// One tap (frames 1-3), then, well after, a double tap (frames 40-42 and 46-48).
    let oneThenTwoTaps = TouchScript(fingers: [
        tapFinger("one", at: CGPoint(x: 100, y: 100), down: 1, up: 3),
        tapFinger("two-a", at: CGPoint(x: 100, y: 100), down: 40, up: 42),
        tapFinger("two-b", at: CGPoint(x: 104, y: 102), down: 46, up: 48),
    ])

    /// Plays `oneThenTwoTaps` and checks the UIKit outcome: the single tap is
    /// recognised only when the double tap fails, 0.35 s after the lift, and
    /// fails when the double tap is recognised.
    func checkTapWaitsForDoubleTap(
        _ window: Window, _ single: TapGestureRecognizer, _ double: TapGestureRecognizer,
        _ log: EventLog
    ) throws {
        try window.play(oneThenTwoTaps)
        window.tick(frames: 3)
        // The single tap lifted at frame 3 (0.05 s) and would be recognised,
        // but the double tap is still possible: it waits, still possible.
        #expect(single.state == .possible && double.state == .possible)
        #expect(!log.lines.contains { $0.hasPrefix("single") })
        window.tick(frames: 21)  // frame 24 = 0.4 s: exactly 0.35 s after the lift
        #expect(single.state == .possible && double.state == .possible)
        #expect(!log.lines.contains { $0.hasPrefix("single") })
        window.tick()  // frame 25: the double tap fails, the single tap goes on
        #expect(double.state == .failed && single.state == .ended)
        #expect(log.lines.filter { $0.hasPrefix("single") || $0.hasPrefix("double") } == ["single ended @25"])
        window.tick()
        #expect(single.state == .possible && double.state == .possible, "both reset at the next tick")
        // A double tap: recognised at the second lift; the single tap, waiting
        // since the first lift, fails and is never called.
        window.tick(frames: 42 - 26)
        #expect(single.state == .possible && double.state == .possible)
        window.tick(frames: 48 - 42)
        #expect(double.state == .ended && single.state == .failed)
        window.tick(frames: 30)
        #expect(
            log.lines.filter { $0.hasPrefix("single") || $0.hasPrefix("double") }
                == ["single ended @25", "double ended @48"])
    }

    @Test func aTapThatRequiresADoubleTapToFailWaitsForIt() throws {
        let (window, single, double, log) = tapScene()
        single.require(toFail: double)
        try checkTapWaitsForDoubleTap(window, single, double, log)
    }

    @Test func withoutTheRequirementTheTapWinsAtOnceAndTheDoubleTapFails() throws {
        let (window, single, double, log) = tapScene()
        try window.play(oneThenTwoTaps)
        window.tick(frames: 3)
        #expect(single.state == .ended && double.state == .failed)
        window.tick(frames: 60)
        // Each tap of the double tap is a single tap.
        #expect(log.lines == ["single ended @3", "single ended @42", "single ended @48"])
    }

    @Test func theDelegateSetsUpTheRequirementOncePerAttempt() throws {
        let (window, single, double, log) = tapScene()
        let delegate = ScriptedDelegate(log: log)
        delegate.manage(single, as: "single")
        delegate.manage(double, as: "double")
        // Apple's own example: the single tap requires the double tap to fail.
        delegate.requireFailure = { r, other in r === single && other === double }
        try checkTapWaitsForDoubleTap(window, single, double, log)
        #expect(
            log.lines == [
                "receive single one", "receive double one",
                // Frame 3: the single tap tries; asked once about the double tap.
                "shouldBegin single", "requireFailureOf single double",
                "single ended @25",
                // The second double tap: the waiting single tap is not offered
                // the new touches, and is failed when the double tap recognises.
                "receive single two-a", "receive double two-a",
                "shouldBegin single", "requireFailureOf single double",
                "receive double two-b",
                "shouldBegin double", "requireFailureOf double single", "requiredToFailBy single double",
                "double ended @48",
            ])
    }

    @Test func theOtherDelegateCanAskToBeRequiredToFail() throws {
        let (window, single, double, log) = tapScene()
        let delegate = ScriptedDelegate(log: EventLog())
        delegate.manage(double, as: "double")  // only the double tap has a delegate
        delegate.requiredToFail = { r, other in r === double && other === single }
        try checkTapWaitsForDoubleTap(window, single, double, log)
        #expect(
            delegate.log.lines.filter { $0.hasPrefix("requiredToFailBy") }
                == ["requiredToFailBy double ?", "requiredToFailBy double ?"], "once per attempt of the single tap")
    }

    @Test func aSubclassCanRequireFailureForEveryInstance() throws {
        final class PatientTap: TapGestureRecognizer {
            override func shouldRequireFailure(of otherGestureRecognizer: GestureRecognizer) -> Bool {
                (otherGestureRecognizer as? TapGestureRecognizer)?.numberOfTapsRequired == 2
            }
        }
        let window = Window(size: CGSize(width: 400, height: 400))
        let container = TouchProbe(frame: window.bounds)
        window.addSubview(container)
        let log = EventLog()
        let single = PatientTap { r in log.add("single \(r.state) @\(frameNumber(window.time))") }
        let double = TapGestureRecognizer { r in log.add("double \(r.state) @\(frameNumber(window.time))") }
        double.numberOfTapsRequired = 2
        container.addGestureRecognizer(single)
        container.addGestureRecognizer(double)
        try checkTapWaitsForDoubleTap(window, single, double, log)
    }

    @Test func removingOrDisablingTheRequiredRecognizerReleasesTheWaitingOne() throws {
        for removes in [true, false] {
            let (window, single, double, log) = tapScene()
            single.require(toFail: double)
            try window.play(TouchScript(fingers: [tapFinger("one", at: CGPoint(x: 100, y: 100), down: 1, up: 3)]))
            window.tick(frames: 5)
            #expect(single.state == .possible && log.lines.isEmpty)
            if removes { double.view?.removeGestureRecognizer(double) } else { double.isEnabled = false }
            #expect(
                single.state == .ended && log.lines == ["single ended @5"],
                "released at once, its action called (removes \(removes))")
        }
    }

    @Test func aRecognizerFailsAsSoonAsOneItRequiresToFailBegins() throws {
        // Across views and fingers: a tap on the left half requires a pan on
        // the right half to fail; they share no touch.
        let window = Window(size: CGSize(width: 400, height: 400))
        let left = TouchProbe(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let right = TouchProbe(frame: CGRect(x: 200, y: 0, width: 200, height: 400))
        window.addSubview(left)
        window.addSubview(right)
        let log = EventLog()
        let tap = TapGestureRecognizer { r in log.add("tap \(r.state)") }
        let pan = PanGestureRecognizer { r in log.add("pan \(r.state)") }
        left.addGestureRecognizer(tap)
        right.addGestureRecognizer(pan)
        tap.require(toFail: pan)
        // The tap's finger is down on frames 1-5; the pan's moves 6 pt a frame from frame 1.
        try window.play(
            TouchScript(fingers: [
                tapFinger("tap", at: CGPoint(x: 100, y: 100), down: 1, up: 5),
                stepFinger("pan", from: CGPoint(x: 300, y: 100), step: CGPoint(x: 0, y: 6), startFrame: 1, moves: 3),
            ]))
        window.tick(frames: 2)
        #expect(tap.state == .possible && pan.state == .possible)
        window.tick()
        #expect(pan.state == .began && tap.state == .failed, "failed when the pan began, before its finger lifted")
        window.tick(frames: 3)
        #expect(log.lines == ["pan began", "pan changed", "pan ended"])
    }

    @Test func requiringItselfIsReportedAndIgnored() throws {
        let (window, single, _, log) = tapScene()
        let diagnostics = Diagnostics.collect { single.require(toFail: single) }
        #expect(diagnostics.map(\.code) == ["gesture.requiresItselfToFail"])
        try window.play(TouchScript(fingers: [tapFinger("one", at: CGPoint(x: 100, y: 100), down: 1, up: 3)]))
        window.tick(frames: 3)
        #expect(log.lines == ["single ended @3"], "no wait for itself")
    }

    // MARK: A pan that requires a screen-edge pan to fail

    /// A window with a left-edge pan on the container and a plain pan on a
    /// full-size inner view (heard first), the pan requiring the edge pan to fail.
    func panScene() -> (Window, PanGestureRecognizer, ScreenEdgePanGestureRecognizer, EventLog) {
        let window = Window(size: CGSize(width: 400, height: 400))
        let container = TouchProbe(frame: window.bounds)
        window.addSubview(container)
        let inner = TouchProbe(frame: container.bounds)
        container.addSubview(inner)
        let log = EventLog()
        let edge = ScreenEdgePanGestureRecognizer { r in log.add("edge \(r.state) @\(frameNumber(window.time))") }
        edge.edges = .left
        container.addGestureRecognizer(edge)
        let pan = PanGestureRecognizer { r in
            let t = (r as! PanGestureRecognizer).translation(in: nil)
            log.add("pan \(r.state) @\(frameNumber(window.time)) \(Int(t.x)),\(Int(t.y))")
        }
        inner.addGestureRecognizer(pan)
        pan.require(toFail: edge)
        return (window, pan, edge, log)
    }

    @Test func anEdgeSwipeGoesToTheEdgePanAndThePanFails() throws {
        let (window, pan, edge, log) = panScene()
        try window.play(
            TouchScript(fingers: [
                stepFinger(
                    from: CGPoint(x: 5, y: 200), step: CGPoint(x: 6, y: 0),
                    startFrame: 1, moves: 4)
            ]))
        window.tick(frames: 2)
        #expect(pan.state == .possible && edge.state == .possible)
        window.tick()  // frame 3, 12 pt: the pan waits, then the edge pan begins and the pan fails
        #expect(edge.state == .began && pan.state == .failed)
        window.tick(frames: 3)
        #expect(log.lines == ["edge began @3", "edge changed @4", "edge changed @5", "edge ended @6"])
    }

    @Test func awayFromTheEdgeTheEdgePanFailsAtOnceAndThePanBeginsAsUsual() throws {
        let (window, pan, edge, log) = panScene()
        try window.play(
            TouchScript(fingers: [
                stepFinger(
                    from: CGPoint(x: 100, y: 200), step: CGPoint(x: 6, y: 0),
                    startFrame: 1, moves: 3)
            ]))
        window.tick()
        #expect(edge.state == .failed && pan.state == .possible)
        window.tick(frames: 2)
        #expect(pan.state == .began)
        window.tick(frames: 2)
        #expect(log.lines == ["pan began @3 12,0", "pan changed @4 18,0", "pan ended @5 18,0"])
    }

    @Test func thePanWaitsInPossibleUntilTheEdgePanFailsThenBeginsWithItsActions() throws {
        let (window, pan, edge, log) = panScene()
        // Down at the left edge; at frame 2 the finger is 8 pt in and 7 pt
        // down (10.6 pt: the pan would begin, the edge pan cannot tell yet);
        // at frame 3, 14 pt down: mostly along the edge, so the edge pan fails.
        var finger = TouchScript.Finger(down: CGPoint(x: 5, y: 200), at: at(1))
        finger.move(to: CGPoint(x: 13, y: 207), at: at(2))
        finger.move(to: CGPoint(x: 13, y: 214), at: at(3))
        finger.move(to: CGPoint(x: 13, y: 224), at: at(4))
        finger.up(at: at(5))
        try window.play(TouchScript(fingers: [finger]))
        window.tick(frames: 2)
        #expect(pan.state == .possible && edge.state == .possible, "the pan waits for the edge pan")
        #expect(log.lines.isEmpty)
        window.tick()
        #expect(edge.state == .failed && pan.state == .began)
        #expect(log.lines == ["pan began @3 8,14"], "released in the same event, with the whole translation")
        window.tick(frames: 2)
        #expect(log.lines == ["pan began @3 8,14", "pan changed @4 8,24", "pan ended @5 8,24"])
    }

    @Test func aRecognizerThatCannotBePreventedRecognizesAlongside() throws {
        final class Unstoppable: PanGestureRecognizer {
            override func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool { false }
        }
        for unstoppable in [false, true] {
            let window = Window(size: CGSize(width: 400, height: 400))
            let container = TouchProbe(frame: window.bounds)
            window.addSubview(container)
            let inner = TouchProbe(frame: container.bounds)
            container.addSubview(inner)
            let innerPan = PanGestureRecognizer()
            let outerPan = unstoppable ? Unstoppable() : PanGestureRecognizer()
            inner.addGestureRecognizer(innerPan)
            container.addGestureRecognizer(outerPan)
            let log = EventLog()
            let delegate = ScriptedDelegate(log: log)
            delegate.manage(innerPan, as: "inner")
            delegate.manage(outerPan, as: "outer")
            try window.play(
                TouchScript(fingers: [
                    stepFinger(
                        from: CGPoint(x: 100, y: 100), step: CGPoint(x: 6, y: 0),
                        startFrame: 1, moves: 3)
                ]))
            window.tick(frames: 3)
            #expect(innerPan.state == .began)
            #expect(outerPan.state == (unstoppable ? .began : .failed), "unstoppable \(unstoppable)")
            #expect(
                log.lines.contains { $0.hasPrefix("simultaneously") } == !unstoppable,
                "the delegates are not asked when the hook already allows it")
        }
    }
}
