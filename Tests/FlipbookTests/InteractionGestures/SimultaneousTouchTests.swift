import Flipbook
import Foundation
import Testing

/// Writes down, in one list, the calls a view and a recognizer receive: the
/// call, then each touch as finger@x,y (window points) and its phase.
@MainActor final class CallRecorder {
    var calls: [String] = []
    func record(_ who: String, _ call: String, _ touches: [Touch]) {
        let list = touches.map { t in
            let p = t.location(in: nil)
            return "\(t.fingerName)@\(Int(p.x)),\(Int(p.y)):\(t.phase)"
        }
        calls.append(([who, call] + list).joined(separator: " "))
    }
}

/// A view that records its touch calls.
@MainActor final class RecordingView: View {
    var recorder = CallRecorder()
    override func touchesBegan(_ touches: [Touch]) { recorder.record("view", "began", touches) }
    override func touchesMoved(_ touches: [Touch]) { recorder.record("view", "moved", touches) }
    override func touchesEnded(_ touches: [Touch]) { recorder.record("view", "ended", touches) }
    override func touchesCancelled(_ touches: [Touch]) { recorder.record("view", "cancelled", touches) }
}

/// A recognizer that never recognises and records its touch calls.
@MainActor final class RecordingRecognizer: GestureRecognizer {
    var recorder = CallRecorder()
    override func touchesBegan(_ touches: [Touch]) { recorder.record("recognizer", "began", touches) }
    override func touchesMoved(_ touches: [Touch]) { recorder.record("recognizer", "moved", touches) }
    override func touchesEnded(_ touches: [Touch]) { recorder.record("recognizer", "ended", touches) }
    override func touchesCancelled(_ touches: [Touch]) { recorder.record("recognizer", "cancelled", touches) }
}

/// A pan that records each touch call and the state it left the pan in.
@MainActor final class RecordingPan: PanGestureRecognizer {
    var calls: [String] = []
    override func touchesBegan(_ touches: [Touch]) {
        super.touchesBegan(touches)
        calls.append("began \(touches.count) \(state)")
    }
    override func touchesMoved(_ touches: [Touch]) {
        super.touchesMoved(touches)
        calls.append("moved \(touches.count) \(state)")
    }
    override func touchesEnded(_ touches: [Touch]) {
        super.touchesEnded(touches)
        calls.append("ended \(touches.count) \(state)")
    }
    override func touchesCancelled(_ touches: [Touch]) {
        super.touchesCancelled(touches)
        calls.append("cancelled \(touches.count) \(state)")
    }
}

/// Events at one time (several fingers, or one finger several times), swipes
/// within one tick, and gestures of several fingers; through the public API.
@MainActor @Suite struct SimultaneousTouchTests {
    /// A 400 × 400 window with one full-size recording view.
    func scene() -> (Window, RecordingView) {
        let window = Window(size: CGSize(width: 400, height: 400))
        let view = RecordingView(frame: window.bounds)
        window.addSubview(view)
        return (window, view)
    }

    /// Frame `n` at 60 fps, in seconds.
    func f(_ n: Int) -> Double { Double(n) / 60 }

    @Test func fingersAtOneTimeAreOneEventAndOneFingersEventsAtOneTimeComeInOrder() throws {
        let (window, view) = scene()
        let recognizer = RecordingRecognizer()
        recognizer.recorder = view.recorder
        view.addGestureRecognizer(recognizer)
        // thumb: down at frame 1, moves and lifts at frame 2.
        var thumb = TouchScript.Finger(name: "thumb", down: CGPoint(x: 100, y: 100), at: f(1))
        thumb.move(to: CGPoint(x: 110, y: 100), at: f(2))
        thumb.up(at: f(2))
        // index: down at frame 1, two moves at frame 2, lifts at frame 3.
        var index = TouchScript.Finger(name: "index", down: CGPoint(x: 200, y: 100), at: f(1))
        index.move(to: CGPoint(x: 210, y: 100), at: f(2))
        index.move(to: CGPoint(x: 220, y: 100), at: f(2))
        index.up(at: f(3))
        // pinky: a tap of no duration at frame 3, the index's lift frame.
        var pinky = TouchScript.Finger(name: "pinky", down: CGPoint(x: 300, y: 300), at: f(3))
        pinky.up(at: f(3))
        try window.play(TouchScript(fingers: [thumb, index, pinky]))

        window.tick()
        #expect(
            view.recorder.calls == [
                "recognizer began thumb@100,100:began index@200,100:began",
                "view began thumb@100,100:began index@200,100:began",
            ], "two fingers down at one time: one event, one call each")
        view.recorder.calls = []
        window.tick()
        // Frame 2: the first events of thumb and index are one event, their
        // second events another, in the script's order.
        #expect(
            view.recorder.calls == [
                "recognizer moved thumb@110,100:moved index@210,100:moved",
                "view moved thumb@110,100:moved index@210,100:moved",
                "recognizer moved index@220,100:moved",
                "recognizer ended thumb@110,100:ended",
                "view moved index@220,100:moved",
                "view ended thumb@110,100:ended",
            ])
        #expect(window.activeTouches.map(\.fingerName) == ["index"])
        #expect(
            window.activeTouches.first?.previousLocation(in: nil) == CGPoint(x: 210, y: 100),
            "the second move of the frame starts where the first left it")
        view.recorder.calls = []
        window.tick()
        #expect(
            view.recorder.calls == [
                "recognizer began pinky@300,300:began",
                "recognizer ended index@220,100:ended",
                "view began pinky@300,300:began",
                "view ended index@220,100:ended",
                "recognizer ended pinky@300,300:ended",
                "view ended pinky@300,300:ended",
            ], "a down and an up of one finger at one time: two events, down first")
        #expect(window.activeTouches.isEmpty && !window.hasPendingTouches)
    }

    @Test func aSwipeWithinOneTickIsSeenInOrder() throws {
        for sameTime in [false, true] {
            let (window, view) = scene()
            let pan = RecordingPan()
            var actions: [(GestureRecognizer.State, Double, CGPoint, CGPoint)] = []
            pan.addTarget { _ in
                actions.append((pan.state, window.time, pan.translation(in: nil), pan.velocity(in: nil)))
            }
            view.addGestureRecognizer(pan)
            // Everything before the first tick (1/60 s): down and a 30 pt move
            // at 5 ms, a second 30 pt move and the lift at 10 ms; or all at 10 ms.
            let t0 = sameTime ? 0.01 : 0.005
            var finger = TouchScript.Finger(down: CGPoint(x: 100, y: 100), at: t0)
            finger.move(to: CGPoint(x: 100, y: 130), at: t0)
            finger.move(to: CGPoint(x: 100, y: 160), at: 0.01)
            finger.up(at: 0.01)
            try window.play(TouchScript(fingers: [finger]))
            window.tick()
            #expect(pan.calls == ["began 1 possible", "moved 1 began", "moved 1 changed", "ended 1 ended"])
            #expect(actions.map(\.0) == [.began, .changed, .ended])
            #expect(actions.allSatisfy { $0.1 == f(1) }, "every action in the one tick")
            #expect(actions.map(\.2) == [CGPoint(x: 0, y: 30), CGPoint(x: 0, y: 60), CGPoint(x: 0, y: 60)])
            let release = try #require(actions.last?.3)
            if sameTime {
                #expect(release == .zero, "no time passes between events at one time: no velocity")
            } else {
                // Samples at 5 ms (30 pt) and 10 ms (60 pt; the lift's sample replaces the move's).
                #expect(release.x == 0 && abs(release.y - 6000) < 1e-6)
            }
            #expect(
                view.recorder.calls == ["view began finger 1@100,100:began", "view cancelled finger 1@100,130:cancelled"],
                "the pan took the touch at its first move")
        }
    }

    @Test func anEdgeSwipeAtOneTimeStartsThePopAndFinishesOrCancelsByTheRule() throws {
        func run(to x: CGFloat) throws -> (popped: Bool, percents: [CGFloat]) {
            let window = Window(size: CGSize(width: 400, height: 300), scale: 1, clock: ManualClock(fps: 60))
            let a = ViewController()
            let b = ViewController()
            let nav = NavigationController(rootViewController: a)
            window.rootViewController = nav
            window.tick()
            nav.pushViewController(b, animated: false)
            window.tick()
            let t = window.time + f(1)
            var finger = TouchScript.Finger(down: CGPoint(x: 5, y: 150), at: t)
            finger.move(to: CGPoint(x: 60, y: 150), at: t)
            finger.move(to: CGPoint(x: x, y: 150), at: t)
            finger.up(at: t)
            try window.play(TouchScript(fingers: [finger]))
            var percents: [CGFloat] = []
            var frames = 0
            window.tick()
            repeat {
                window.tick()
                frames += 1
                if let c = b.transitionCoordinator { percents.append(c.percentComplete) }
            } while window.isTransitionRunning && frames < 300
            #expect(!window.isTransitionRunning && window.transitionReports.isEmpty, "\(window.transitionReports)")
            return (nav.viewControllers.count == 1 && nav.viewControllers.first === a, percents)
        }
        // Swiped 295 pt of 400 (from x = 5 to 300) with no velocity (one
        // time): percent 0.7375 > 0.5 finishes, from there.
        let far = try run(to: 300)
        #expect(far.popped)
        #expect(
            far.percents.first.map { abs($0 - 0.7375) < 1e-9 } == true,
            "the pop goes on from where the finger left it: \(far.percents)")
        #expect(far.percents.allSatisfy { $0 >= 0.7375 - 1e-9 }, "\(far.percents)")
        // Swiped 95 pt: percent 0.2375, cancelled back to the start from there.
        let near = try run(to: 100)
        #expect(!near.popped)
        #expect(near.percents.first.map { abs($0 - 0.2375) < 1e-9 } == true, "\(near.percents)")
        #expect(near.percents.allSatisfy { $0 <= 0.2375 + 1e-9 }, "\(near.percents)")
    }

    @Test func aTwoFingerPanFollowsTheCentroidAndEndsWhenTheLastFingerLifts() throws {
        let (window, view) = scene()
        let pan = PanGestureRecognizer()
        #expect(pan.minimumNumberOfTouches == 1 && pan.maximumNumberOfTouches == Int.max, "UIKit's defaults")
        pan.minimumNumberOfTouches = 2
        var actions: [(GestureRecognizer.State, Double, CGPoint, Int, CGPoint)] = []
        pan.addTarget { r in
            actions.append((r.state, window.time, pan.translation(in: nil), r.numberOfTouches, r.location(in: nil)))
        }
        view.addGestureRecognizer(pan)
        // Both down at frame 1; on frames 2...4 one moves 6 pt right and the
        // other 10 pt (the centroid 8 pt); A lifts at frame 5; B alone moves
        // 10 pt on frames 6 and 7 and lifts at frame 8.
        var a = TouchScript.Finger(name: "A", down: CGPoint(x: 100, y: 100), at: f(1))
        var b = TouchScript.Finger(name: "B", down: CGPoint(x: 200, y: 300), at: f(1))
        for k in 1...3 {
            a.move(to: CGPoint(x: 100 + 6 * CGFloat(k), y: 100), at: f(1 + k))
            b.move(to: CGPoint(x: 200 + 10 * CGFloat(k), y: 300), at: f(1 + k))
        }
        a.up(at: f(5))
        b.move(to: CGPoint(x: 240, y: 300), at: f(6))
        b.move(to: CGPoint(x: 250, y: 300), at: f(7))
        b.up(at: f(8))
        try window.play(TouchScript(fingers: [a, b]))
        window.tick(frames: 9)
        // 8 pt (frame 2) is inside the 10 pt hysteresis; 16 pt (frame 3) begins.
        #expect(actions.map(\.0) == [.began, .changed, .ended])
        #expect(actions.map(\.1) == [f(3), f(4), f(8)], "no change while one finger is down; the end at the last lift")
        #expect(
            actions.map(\.2) == [CGPoint(x: 16, y: 0), CGPoint(x: 24, y: 0), CGPoint(x: 24, y: 0)],
            "one finger's movement does not count for a two-finger pan")
        #expect(actions.map(\.3) == [2, 2, 0])
        #expect(actions.first?.4 == CGPoint(x: 166, y: 200), "the location is the centroid")
    }

    @Test func movementWithMoreThanTheMaximumNumberOfFingersDoesNotCount() throws {
        let (window, view) = scene()
        let pan = PanGestureRecognizer()
        pan.maximumNumberOfTouches = 1
        var actions: [(GestureRecognizer.State, Double, CGPoint)] = []
        pan.addTarget { _ in actions.append((pan.state, window.time, pan.translation(in: nil))) }
        view.addGestureRecognizer(pan)
        // A down at frame 1, B at frame 2; both move 6 pt on frames 3...5; B
        // lifts at 6; A alone moves 6 pt on frames 7 and 8 and lifts at 9.
        var a = TouchScript.Finger(name: "A", down: CGPoint(x: 100, y: 100), at: f(1))
        var b = TouchScript.Finger(name: "B", down: CGPoint(x: 300, y: 300), at: f(2))
        for k in 1...3 {
            a.move(to: CGPoint(x: 100 + 6 * CGFloat(k), y: 100), at: f(2 + k))
            b.move(to: CGPoint(x: 300 + 6 * CGFloat(k), y: 300), at: f(2 + k))
        }
        b.up(at: f(6))
        a.move(to: CGPoint(x: 124, y: 100), at: f(7))
        a.move(to: CGPoint(x: 130, y: 100), at: f(8))
        a.up(at: f(9))
        try window.play(TouchScript(fingers: [a, b]))
        window.tick(frames: 10)
        #expect(actions.map(\.0) == [.began, .ended])
        #expect(actions.map(\.1) == [f(8), f(9)])
        #expect(actions.map(\.2) == [CGPoint(x: 12, y: 0), CGPoint(x: 12, y: 0)], "only A's 12 pt alone count")
    }

    @Test func aTwoFingerTapNeedsBothFingersDownTogether() throws {
        let (window, view) = scene()
        var twoFinger: [(GestureRecognizer.State, Double, CGPoint, Int)] = []
        let two = TapGestureRecognizer { r in twoFinger.append((r.state, window.time, r.location(in: nil), r.numberOfTouches)) }
        two.numberOfTouchesRequired = 2
        var oneFingerCalls = 0
        let one = TapGestureRecognizer { _ in oneFingerCalls += 1 }
        view.addGestureRecognizer(one)
        view.addGestureRecognizer(two)
        // 120 pt apart, the second finger a frame after the first; both lift at frame 4.
        var a = TouchScript.Finger(name: "A", down: CGPoint(x: 100, y: 200), at: f(1))
        a.up(at: f(4))
        var b = TouchScript.Finger(name: "B", down: CGPoint(x: 220, y: 200), at: f(2))
        b.up(at: f(4))
        try window.play(TouchScript(fingers: [a, b]))
        window.tick(frames: 2)
        #expect(one.state == .failed, "a second finger fails a one-finger tap")
        #expect(two.state == .possible)
        window.tick(frames: 3)
        #expect(twoFinger.count == 1 && twoFinger.first?.0 == .recognized && twoFinger.first?.1 == f(4))
        #expect(twoFinger.first?.2 == CGPoint(x: 160, y: 200), "the centroid of the two fingers")
        #expect(oneFingerCalls == 0)
        #expect(
            view.recorder.calls == [
                "view began A@100,200:began",
                "view began B@220,200:began",
                "view cancelled A@100,200:cancelled B@220,200:cancelled",
            ], "recognised: both touches cancelled in the view in one call")

        // Two two-finger taps in a row, each with both fingers down and up at
        // one time: a double tap of two fingers.
        let double = TapGestureRecognizer()
        double.numberOfTouchesRequired = 2
        double.numberOfTapsRequired = 2
        var doubles = 0
        double.addTarget { _ in doubles += 1 }
        view.removeGestureRecognizer(one)
        view.removeGestureRecognizer(two)
        view.addGestureRecognizer(double)
        var fingers: [TouchScript.Finger] = []
        for (n, frame) in [(10, 10), (20, 16)] {
            for dx in [0, 40] as [CGFloat] {
                var finger = TouchScript.Finger(name: "\(n)+\(Int(dx))", down: CGPoint(x: 100 + dx, y: 100), at: f(frame))
                finger.up(at: f(frame))
                fingers.append(finger)
            }
        }
        try window.play(TouchScript(fingers: fingers))
        window.tick(frames: 20)
        #expect(doubles == 1)
    }
}
