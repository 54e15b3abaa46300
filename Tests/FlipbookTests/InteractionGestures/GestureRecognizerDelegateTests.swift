import Flipbook
import Foundation
import Testing

/// The delegate's questions: which touches a recognizer sees, whether it may
/// begin, simultaneous recognition, and that the delegate is held weakly.
/// Real scripted touches, through the public API.
@MainActor @Suite struct GestureRecognizerDelegateTests {
    /// A 400 × 400 window with a full-size container and an inner view
    /// covering it (so the inner view's recognizers hear touches first).
    func scene() -> (Window, TouchProbe, TouchProbe) {
        let window = Window(size: CGSize(width: 400, height: 400))
        let container = TouchProbe(frame: window.bounds)
        window.addSubview(container)
        let inner = TouchProbe(frame: container.bounds)
        container.addSubview(inner)
        return (window, container, inner)
    }

    /// A drag from (100, 100), 4 pt right per frame from frame `start + 1`
    /// for `moves` frames, lifted the frame after: the pan begins at the
    /// third move (12 pt beyond the 10 pt hysteresis).
    func drag(startFrame start: Int, moves: Int = 6) -> TouchScript {
        TouchScript(fingers: [
            stepFinger(
                from: CGPoint(x: 100, y: 100), step: CGPoint(x: 4, y: 0),
                startFrame: start, moves: moves)
        ])
    }

    @Test func shouldReceiveFalseKeepsTheTouchFromTheRecognizerButNotFromTheView() throws {
        let (window, _, inner) = scene()
        let log = EventLog()
        let tap = LoggingTap()
        tap.log = log
        tap.addTarget { r in log.add("action tap \(r.state)") }
        inner.addGestureRecognizer(tap)
        let delegate = ScriptedDelegate(log: log)
        delegate.manage(tap, as: "tap")
        // Only touches in the right half reach the tap.
        delegate.receive = { _, touch in touch.location(in: nil).x >= 200 }
        try window.play(
            TouchScript(fingers: [
                tapFinger("left", at: CGPoint(x: 100, y: 100), down: 1, up: 3),
                tapFinger("right", at: CGPoint(x: 300, y: 100), down: 10, up: 12),
            ]))
        window.tick(frames: 3)
        #expect(log.lines == ["receive tap left"], "asked once, and the tap heard nothing of the touch")
        #expect(tap.state == .possible && tap.numberOfTouches == 0)
        #expect(inner.log == ["began 1", "ended"], "the view still gets the touch, and no cancel")
        window.tick(frames: 9)
        #expect(
            log.lines == [
                "receive tap left", "receive tap right", "tap began right", "tap ended right",
                "shouldBegin tap", "action tap ended",
            ],
            "asked before touchesBegan; the accepted touch is recognised")
        #expect(inner.log == ["began 1", "ended", "began 1", "cancelled"])
    }

    @Test func shouldBeginFalseFailsTheRecognizerOnceAndFreesTheTouchForAnother() throws {
        let (window, container, inner) = scene()
        let log = EventLog()
        let innerPan = PanGestureRecognizer { r in log.add("action inner \(r.state)") }
        let outerPan = PanGestureRecognizer { r in log.add("action outer \(r.state)") }
        inner.addGestureRecognizer(innerPan)
        container.addGestureRecognizer(outerPan)
        let delegate = ScriptedDelegate(log: log)
        delegate.manage(innerPan, as: "inner")
        delegate.manage(outerPan, as: "outer")
        delegate.receive = { _, _ in true }
        delegate.shouldBegin = { $0 !== innerPan }
        try window.play(drag(startFrame: 1))
        var states: [String] = []
        for _ in 1...8 {
            window.tick()
            states.append("\(innerPan.state)/\(outerPan.state)")
        }
        // Frame 4 (12 pt): the inner pan asks first, is refused and fails;
        // the outer pan, hearing the same move, begins at once.
        #expect(
            states == [
                "possible/possible", "possible/possible", "possible/possible", "failed/began",
                "failed/changed", "failed/changed", "failed/changed", "failed/ended",
            ])
        #expect(
            log.lines.filter { $0.hasPrefix("shouldBegin") } == ["shouldBegin inner", "shouldBegin outer"],
            "asked once per attempt: a failed recognizer is not asked again")
        #expect(!log.lines.contains { $0.hasPrefix("action inner") })
        #expect(log.lines.filter { $0.hasPrefix("action outer") }.first == "action outer began")
        #expect(inner.log == ["began 1", "moved", "moved", "cancelled"], "the outer pan took the touch")
    }

    @Test func byDefaultTheFirstToBeginWinsAndTheOtherFails() throws {
        let (window, container, inner) = scene()
        var innerStates: [GestureRecognizer.State] = []
        var outerStates: [GestureRecognizer.State] = []
        let innerPan = PanGestureRecognizer { innerStates.append($0.state) }
        let outerPan = PanGestureRecognizer { outerStates.append($0.state) }
        inner.addGestureRecognizer(innerPan)
        container.addGestureRecognizer(outerPan)
        let log = EventLog()
        let delegate = ScriptedDelegate(log: log)  // answers UIKit's defaults
        delegate.manage(innerPan, as: "inner")
        delegate.manage(outerPan, as: "outer")
        try window.play(drag(startFrame: 1))
        window.tick(frames: 4)
        #expect(innerPan.state == .began && outerPan.state == .failed)
        window.tick(frames: 4)
        #expect(innerStates == [.began, .changed, .changed, .changed, .ended] && outerStates.isEmpty)
        #expect(
            log.lines == [
                "receive inner finger 1", "receive outer finger 1",
                "shouldBegin inner", "requireFailureOf inner outer", "requiredToFailBy outer inner",
                "simultaneously inner outer", "simultaneously outer inner",
            ],
            "should-begin, then the failure requirements, then the beginning recognizer's delegate, then the other's")
    }

    @Test func eitherDelegateSayingYesLetsBothRecognizeTogether() throws {
        for answeringSide in ["inner", "outer"] {
            let (window, container, inner) = scene()
            var innerStates: [GestureRecognizer.State] = []
            var outerStates: [GestureRecognizer.State] = []
            var translations: [CGFloat] = []
            let innerPan = PanGestureRecognizer { innerStates.append($0.state) }
            let outerPan = PanGestureRecognizer { r in
                outerStates.append(r.state)
                translations.append((r as! PanGestureRecognizer).translation(in: nil).x)
            }
            inner.addGestureRecognizer(innerPan)
            container.addGestureRecognizer(outerPan)
            let log = EventLog()
            // Only one of the two has a delegate, and it says yes.
            let delegate = ScriptedDelegate(log: log)
            delegate.manage(answeringSide == "inner" ? innerPan : outerPan, as: answeringSide)
            delegate.simultaneous = { _, _ in true }
            try window.play(drag(startFrame: 1))
            window.tick(frames: 4)
            #expect(innerPan.state == .began && outerPan.state == .began, "\(answeringSide)")
            window.tick(frames: 4)
            #expect(innerStates == [.began, .changed, .changed, .changed, .ended], "\(answeringSide)")
            #expect(outerStates == [.began, .changed, .changed, .changed, .ended], "\(answeringSide)")
            #expect(translations == [12, 16, 20, 24, 24], "both follow the same finger")
            // The inner pan begins first: its delegate is asked about the
            // outer one; the outer pan then begins while the inner one runs,
            // and is asked about it (or the inner one's delegate is).
            let expected =
                answeringSide == "inner"
                ? [
                    "receive inner finger 1",
                    "shouldBegin inner", "requireFailureOf inner ?", "simultaneously inner ?",
                    "requiredToFailBy inner ?", "simultaneously inner ?",
                ]
                : [
                    "receive outer finger 1",
                    "requiredToFailBy outer ?", "simultaneously outer ?",
                    "shouldBegin outer", "requireFailureOf outer ?", "simultaneously outer ?",
                ]
            #expect(log.lines == expected, "\(answeringSide): \(log.lines)")
            #expect(inner.log == ["began 1", "moved", "moved", "cancelled"], "the view hears one cancel")
        }
    }

    @Test func aRecognizerThatJoinsWhileAnotherRunsIsStoppedUnlessSimultaneous() throws {
        for allowed in [false, true] {
            let (window, container, _) = scene()
            let button = TouchProbe(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            container.addSubview(button)
            let log = EventLog()
            let pan = PanGestureRecognizer { r in log.add("pan \(r.state)") }
            container.addGestureRecognizer(pan)
            let tap = TapGestureRecognizer { r in log.add("tap \(r.state) @\(frameNumber(window.time))") }
            button.addGestureRecognizer(tap)
            let delegate = ScriptedDelegate(log: EventLog())
            delegate.manage(tap, as: "tap")
            delegate.simultaneous = { _, _ in allowed }
            // The pan's finger moves from frame 2 (it begins at frame 3); a
            // second finger taps the button on frames 5-6: the running pan
            // receives that touch too.
            try window.play(
                TouchScript(fingers: [
                    stepFinger("pan", from: CGPoint(x: 300, y: 300), step: CGPoint(x: 0, y: 6), startFrame: 1, moves: 9),
                    tapFinger("tap", at: CGPoint(x: 50, y: 50), down: 5, up: 6),
                ]))
            window.tick(frames: 6)
            #expect(pan.state == .changed)
            #expect(tap.state == (allowed ? .ended : .failed), "allowed \(allowed)")
            window.tick(frames: 6)
            #expect(log.lines.filter { $0.hasPrefix("tap") } == (allowed ? ["tap ended @6"] : []))
            #expect(log.lines.first == "pan began" && log.lines.last == "pan ended")
            #expect(delegate.log.lines.contains("simultaneously tap ?"))
        }
    }

    @Test func theDelegateIsHeldWeakly() throws {
        let (window, _, inner) = scene()
        var states: [GestureRecognizer.State] = []
        let pan = PanGestureRecognizer { states.append($0.state) }
        inner.addGestureRecognizer(pan)
        weak var weakDelegate: ScriptedDelegate?
        do {
            let delegate = ScriptedDelegate(log: EventLog())
            delegate.shouldBegin = { _ in false }
            delegate.manage(pan, as: "pan")
            weakDelegate = delegate
            // While the delegate lives, it is asked and refuses.
            try window.play(drag(startFrame: 1))
            window.tick(frames: 8)
            #expect(states.isEmpty && delegate.log.lines.contains("shouldBegin pan"))
        }
        #expect(weakDelegate == nil, "the recognizer does not keep its delegate alive")
        #expect(pan.delegate == nil)
        // Without it, UIKit's defaults apply: the pan begins.
        try window.play(drag(startFrame: 20))
        window.tick(frames: 20)
        #expect(states == [.began, .changed, .changed, .changed, .ended])
    }

    @Test func theNavigationPopGestureAsksItsDelegate() throws {
        final class PopGate: GestureRecognizerDelegate {
            var allow = false
            var asked = 0
            func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
                asked += 1
                return allow
            }
        }
        for allow in [false, true] {
            let window = Window(size: CGSize(width: 400, height: 300), scale: 1, clock: ManualClock(fps: 60))
            let a = ViewController()
            let b = ViewController()
            let nav = NavigationController(rootViewController: a)
            window.rootViewController = nav
            window.tick()
            nav.pushViewController(b, animated: false)
            window.tick()
            let gate = PopGate()
            gate.allow = allow
            nav.interactivePopGestureRecognizer?.delegate = gate
            // A fast edge swipe: 5 → 305 pt over 10 frames.
            let start = frameNumber(window.time) + 1
            try window.play(
                TouchScript(fingers: [
                    stepFinger(
                        from: CGPoint(x: 5, y: 150), step: CGPoint(x: 30, y: 0),
                        startFrame: start, moves: 10)
                ]))
            window.tick(frames: 80)
            #expect(gate.asked == 1, "asked once, when the edge pan would begin")
            #expect(nav.viewControllers.count == (allow ? 1 : 2), "allow \(allow)")
            #expect(!window.isTransitionRunning)
        }
    }
}
