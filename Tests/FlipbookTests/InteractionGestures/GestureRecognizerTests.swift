import Foundation
import Testing

@testable import Flipbook

@MainActor @Suite struct GestureRecognizerTests {
    /// A 400 × 400 window with one full-size container view.
    func scene() -> (Window, TouchProbe) {
        let window = Window(size: CGSize(width: 400, height: 400))
        let container = TouchProbe(frame: window.bounds)
        window.addSubview(container)
        return (window, container)
    }

    func logging(_ pan: PanGestureRecognizer, in view: View?, into log: ActionLog) {
        pan.addTarget { r in
            log.entries.append((r.state, r.view?.window?.time ?? -1, pan.translation(in: view)))
        }
    }

    @Test func aPanGoesPossibleBeganChangedEnded() throws {
        let (window, container) = scene()
        let pan = PanGestureRecognizer()
        let log = ActionLog()
        logging(pan, in: container, into: log)
        var releaseVelocity = CGPoint(x: -1, y: -1)
        pan.addTarget { r in if r.state == .ended { releaseVelocity = pan.velocity(in: container) } }
        container.addGestureRecognizer(pan)
        #expect(container.gestureRecognizers?.count == 1 && pan.view === container)
        // Down at frame 1, 4 pt right per frame on frames 2...11, up on frame 12.
        try window.play(
            TouchScript(fingers: [
                stepFinger(
                    from: CGPoint(x: 100, y: 100), step: CGPoint(x: 4, y: 0),
                    startFrame: 1, moves: 10)
            ]))
        var states: [GestureRecognizer.State] = []
        for _ in 1...13 {
            window.tick()
            states.append(pan.state)
        }
        // 4 and 8 pt are inside the 10 pt hysteresis; 12 pt begins.
        #expect(
            states == [.possible, .possible, .possible, .began] + Array(repeating: .changed, count: 7) + [.ended, .possible])
        #expect(log.states == [.began] + Array(repeating: .changed, count: 7) + [.ended])
        #expect(log.entries.map(\.translation.x) == [12, 16, 20, 24, 28, 32, 36, 40, 40])
        #expect(log.entries.allSatisfy { $0.translation.y == 0 })
        #expect(log.entries.first?.time == at(4) && log.entries.last?.time == at(12), "actions run in the tick of the change")
        // Released one frame after the last move: the fit covers frames 6...12
        // (100 ms back from the up), translations 20 24 28 32 36 40 40. Centred
        // frames -3...3: Σ dt·x = -60 - 48 - 28 + 0 + 36 + 80 + 120 = 100, Σ dt² = 28,
        // slope 100/28 pt per frame = 6000/28 = 1500/7 ≈ 214.29 pt/s.
        #expect(abs(releaseVelocity.x - 1500.0 / 7.0) < 1e-6 && abs(releaseVelocity.y) < 1e-9)
        #expect(pan.velocity(in: container) == .zero, "reset at the tick after the end")
    }

    @Test func velocityAtReleaseIsTheFitOverTheLast100ms() throws {
        let (window, container) = scene()
        let pan = PanGestureRecognizer()
        var releaseVelocity = CGPoint.zero
        pan.addTarget { r in if r.state == .ended { releaseVelocity = pan.velocity(in: container) } }
        container.addGestureRecognizer(pan)
        // 4 pt per frame = 240 pt/s, lifted while moving (the up on the last move's frame).
        try window.play(
            TouchScript(fingers: [
                stepFinger(
                    from: CGPoint(x: 100, y: 100), step: CGPoint(x: 4, y: -2),
                    startFrame: 1, moves: 10, upFrame: 11)
            ]))
        window.tick(frames: 12)
        #expect(abs(releaseVelocity.x - 240) < 1e-6)
        #expect(abs(releaseVelocity.y + 120) < 1e-6)
    }

    @Test func translationAndVelocityFollowTheViewsScale() throws {
        let (window, container) = scene()
        let scaled = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        container.addSubview(scaled)
        let pan = PanGestureRecognizer()
        container.addGestureRecognizer(pan)
        var seen: [CGPoint] = []
        pan.addTarget { _ in seen.append(pan.translation(in: scaled)) }
        try window.play(
            TouchScript(fingers: [
                stepFinger(
                    from: CGPoint(x: 200, y: 200), step: CGPoint(x: 4, y: 4),
                    startFrame: 1, moves: 5, upFrame: 6)
            ]))
        window.tick(frames: 6)
        #expect(seen.last == CGPoint(x: 10, y: 10), "20 pt in the window is 10 in a view scaled by 2")
    }

    @Test func setTranslationResetsTranslationAndVelocity() throws {
        let (window, container) = scene()
        let pan = PanGestureRecognizer()
        let log = ActionLog()
        var velocities: [CGFloat] = []
        pan.addTarget { r in
            if r.state == .began { pan.setTranslation(.zero, in: container) }
            log.entries.append((r.state, 0, pan.translation(in: container)))
            velocities.append(pan.velocity(in: container).x)
        }
        container.addGestureRecognizer(pan)
        try window.play(
            TouchScript(fingers: [
                stepFinger(
                    from: CGPoint(x: 100, y: 100), step: CGPoint(x: 4, y: 0),
                    startFrame: 1, moves: 8, upFrame: 12)
            ]))
        window.tick(frames: 13)
        #expect(log.entries.map(\.translation.x) == [0, 4, 8, 12, 16, 20, 20])
        #expect(velocities[0] == 0, "one sample after the reset")
        #expect(abs(velocities[1] - 240) < 1e-6 && abs(velocities[5] - 240) < 1e-6)
        // The up at frame 12 after three frames at rest: the fit covers frames
        // 6...12 (samples at 6 7 8 9 12 with translations 12 16 20 24 24). Mean
        // frame 8.4, mean x 19.2; dt = -2.4 -1.4 -.4 .6 3.6, dx = -7.2 -3.2 .8 4.8 4.8;
        // Σ dt·dx = 17.28 + 4.48 - .32 + 2.88 + 17.28 = 41.6, Σ dt² = 21.2:
        // 41.6 / 21.2 pt per frame × 60 ≈ 117.74 pt/s, less than the 240 of the drag.
        #expect(abs(velocities[6] - 41.6 / 21.2 * 60) < 1e-6)
    }

    @Test func aTapIsRecognisedOnTouchUp() throws {
        let (window, container) = scene()
        var calls: [(GestureRecognizer.State, CGPoint)] = []
        let tap = TapGestureRecognizer { r in calls.append((r.state, r.location(in: container))) }
        container.addGestureRecognizer(tap)
        var f = TouchScript.Finger(down: CGPoint(x: 50, y: 60), at: at(1))
        f.move(to: CGPoint(x: 53, y: 64), at: at(3))
        f.up(at: at(6))
        try window.play(TouchScript(fingers: [f]))
        window.tick(frames: 5)
        #expect(calls.isEmpty && tap.state == .possible)
        window.tick()
        #expect(calls.count == 1 && calls.first?.0 == .recognized && tap.state == .ended)
        #expect(calls.first?.1 == CGPoint(x: 53, y: 64))
        #expect(container.log == ["began 1", "moved", "cancelled"], "cancelsTouchesInView: the view hears a cancel, not the up")
        window.tick()
        #expect(tap.state == .possible)
    }

    @Test func aTapFailsWhenMovedTooFarOrHeldTooLong() throws {
        let (window, container) = scene()
        var calls = 0
        let tap = TapGestureRecognizer { _ in calls += 1 }
        container.addGestureRecognizer(tap)
        var moved = TouchScript.Finger(down: CGPoint(x: 50, y: 50), at: at(1))
        moved.move(to: CGPoint(x: 62, y: 50), at: at(2))
        moved.move(to: CGPoint(x: 50, y: 50), at: at(3))
        moved.up(at: at(4))
        try window.play(TouchScript(fingers: [moved]))
        window.tick()
        #expect(tap.state == .possible)
        window.tick()
        #expect(tap.state == .failed, "12 pt is beyond the 10 pt allowed")
        window.tick(frames: 2)
        #expect(calls == 0 && tap.state == .failed)
        window.tick()
        #expect(tap.state == .possible, "reset at the next tick after the touches left")

        var held = TouchScript.Finger(down: CGPoint(x: 50, y: 50), at: at(10))
        held.up(at: at(60))
        try window.play(TouchScript(fingers: [held]))
        window.tick(frames: 5 + 30)  // frame 40: held for exactly 0.5 s
        #expect(tap.state == .possible)
        window.tick()  // frame 41: longer than 0.5 s
        #expect(tap.state == .failed)
        window.tick(frames: 25)
        #expect(calls == 0)
    }

    @Test func aDoubleTapNeedsTwoQuickTaps() throws {
        let (window, container) = scene()
        var calls = 0
        let tap = TapGestureRecognizer { _ in calls += 1 }
        tap.numberOfTapsRequired = 2
        container.addGestureRecognizer(tap)
        var first = TouchScript.Finger(down: CGPoint(x: 50, y: 50), at: at(1))
        first.up(at: at(4))
        var second = TouchScript.Finger(down: CGPoint(x: 55, y: 52), at: at(10))
        second.up(at: at(13))
        try window.play(TouchScript(fingers: [first, second]))
        window.tick(frames: 10)
        #expect(window.activeTouches.first?.tapCount == 2)
        window.tick(frames: 3)
        #expect(calls == 1)
        // Too slow: 0.35 s is 21 frames; the second tap comes 30 frames after the first lift.
        var slow1 = TouchScript.Finger(down: CGPoint(x: 50, y: 50), at: at(20))
        slow1.up(at: at(23))
        var slow2 = TouchScript.Finger(down: CGPoint(x: 50, y: 50), at: at(53))
        slow2.up(at: at(56))
        try window.play(TouchScript(fingers: [slow1, slow2]))
        window.tick(frames: 31)  // frame 44: 21 frames (0.35 s) after the lift
        #expect(tap.state == .possible)
        window.tick()  // frame 45: longer than 0.35 s
        #expect(tap.state == .failed)
        window.tick(frames: 20)
        #expect(calls == 1)
    }

    @Test func onlyOneRecognizerWinsAndTheViewHearsACancel() throws {
        let (window, container) = scene()
        let button = TouchProbe(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        container.addSubview(button)
        var taps = 0
        var pans: [GestureRecognizer.State] = []
        let tap = TapGestureRecognizer { _ in taps += 1 }
        button.addGestureRecognizer(tap)
        let pan = PanGestureRecognizer { pans.append($0.state) }
        container.addGestureRecognizer(pan)
        try window.play(
            TouchScript(fingers: [
                stepFinger(
                    from: CGPoint(x: 100, y: 100), step: CGPoint(x: 0, y: 6),
                    startFrame: 1, moves: 3)
            ]))
        window.tick(frames: 2)
        #expect(tap.state == .possible && pan.state == .possible)
        window.tick()
        #expect(pan.state == .began && tap.state == .failed)
        #expect(button.log == ["began 1", "moved", "cancelled"], "the pan took the touch from the view")
        window.tick(frames: 3)
        #expect(taps == 0 && pans == [.began, .changed, .ended])
        #expect(container.log.isEmpty, "the touch belongs to the button, not its superview")

        // A tap on the button: the tap wins and the pan fails.
        button.log = []
        var f = TouchScript.Finger(down: CGPoint(x: 100, y: 100), at: at(10))
        f.up(at: at(12))
        try window.play(TouchScript(fingers: [f]))
        window.tick(frames: 6)
        #expect(taps == 1 && pans.count == 3)
    }

    @Test func disablingARunningPanCancelsIt() throws {
        let (window, container) = scene()
        let pan = PanGestureRecognizer()
        var states: [GestureRecognizer.State] = []
        pan.addTarget { states.append($0.state) }
        container.addGestureRecognizer(pan)
        try window.play(
            TouchScript(fingers: [
                stepFinger(
                    from: CGPoint(x: 100, y: 100), step: CGPoint(x: 8, y: 0),
                    startFrame: 1, moves: 6)
            ]))
        window.tick(frames: 4)
        pan.isEnabled = false
        #expect(states == [.began, .changed, .cancelled] && pan.numberOfTouches == 0)
        window.tick(frames: 5)
        #expect(states.count == 3 && pan.state == .possible)
        container.removeGestureRecognizer(pan)
        #expect(container.gestureRecognizers == nil && pan.view == nil)
    }

    @Test func anInvalidStateChangeIsReportedAndIgnored() {
        let r = GestureRecognizer()
        let diagnostics = Diagnostics.collect { r.state = .changed }
        #expect(r.state == .possible)
        #expect(diagnostics.map(\.code) == ["gesture.invalidStateChange"])
    }
}
