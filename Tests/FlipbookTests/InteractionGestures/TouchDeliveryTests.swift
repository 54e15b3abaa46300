import Foundation
import Testing

@testable import Flipbook

@MainActor @Suite struct TouchDeliveryTests {
    /// A 200 × 200 window with a full-size back view and a front view at (50, 50, 100, 100).
    func scene() -> (Window, TouchProbe, TouchProbe) {
        let window = Window(size: CGSize(width: 200, height: 200))
        let back = TouchProbe(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = TouchProbe(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(back)
        window.addSubview(front)
        return (window, back, front)
    }

    func tap(_ window: Window, at point: CGPoint) throws {
        var f = TouchScript.Finger(down: point, at: window.time + frame)
        f.up(at: window.time + 2 * frame)
        try window.play(TouchScript(fingers: [f]))
        window.tick(frames: 2)
    }

    @Test func touchesGoToTheFrontMostInteractiveView() throws {
        let (window, back, front) = scene()
        try tap(window, at: CGPoint(x: 100, y: 100))
        #expect(front.log == ["began 1", "ended"])
        #expect(back.log.isEmpty)
        try tap(window, at: CGPoint(x: 20, y: 20))
        #expect(back.log == ["began 1", "ended"], "outside the front view the back view takes it")

        for change in [{ front.isHidden = true }, { front.isUserInteractionEnabled = false }, { front.alpha = 0.005 }] {
            front.isHidden = false
            front.isUserInteractionEnabled = true
            front.alpha = 1
            change()
            back.log = []
            front.log = []
            try tap(window, at: CGPoint(x: 100, y: 100))
            #expect(front.log.isEmpty && back.log == ["began 1", "ended"])
        }
        front.alpha = 0.01
        front.log = []
        try tap(window, at: CGPoint(x: 100, y: 100))
        #expect(front.log == ["began 1", "ended"], "alpha 0.01 still takes touches")
    }

    @Test func aTouchStaysWithItsViewAfterLeavingIt() throws {
        let (window, back, front) = scene()
        var f = TouchScript.Finger(down: CGPoint(x: 100, y: 100), at: frame)
        f.move(to: CGPoint(x: 190, y: 10), at: 2 * frame)
        f.up(at: 3 * frame)
        try window.play(TouchScript(fingers: [f]))
        window.tick()
        let touch = try #require(window.activeTouches.first)
        #expect(touch.view === front && touch.window === window && touch.phase == .began)
        #expect(touch.location(in: front) == CGPoint(x: 50, y: 50))
        window.tick()
        #expect(touch.phase == .moved && touch.view === front)
        #expect(touch.location(in: front) == CGPoint(x: 140, y: -40))
        #expect(touch.previousLocation(in: nil) == CGPoint(x: 100, y: 100))
        window.tick()
        #expect(touch.phase == .ended && window.activeTouches.isEmpty)
        #expect(front.log == ["began 1", "moved", "ended"] && back.log.isEmpty)
    }

    @Test func eventsArriveAtTheFirstTickAtOrAfterTheirTime() throws {
        let (window, _, front) = scene()
        var f = TouchScript.Finger(down: CGPoint(x: 100, y: 100), at: 0.02)
        f.move(to: CGPoint(x: 110, y: 100), at: 0.05)
        try window.play(TouchScript(fingers: [f]))
        window.tick()  // 0.0167
        #expect(front.log.isEmpty && window.hasPendingTouches)
        window.tick()  // 0.0333: the down at 0.02
        #expect(front.log == ["began 1"])
        #expect(window.activeTouches.first?.timestamp == 0.02, "the script's own time, between ticks")
        window.tick()  // 0.05: the move, exactly on the tick
        #expect(front.log == ["began 1", "moved"])
        #expect(window.hasPendingTouches, "the finger is still down")
    }

    @Test func touchesArriveBeforeAnimationsAndTickHandlersStep() throws {
        let (window, _, front) = scene()
        var seenByHandler: [Int] = []
        window.addTickHandler { _ in seenByHandler.append(front.log.count) }
        var nextTickRan: [Int] = []
        let recognizer = TapGestureRecognizer { _ in
            window.performOnNextTick { nextTickRan.append(front.log.count) }
        }
        recognizer.cancelsTouchesInView = false
        front.addGestureRecognizer(recognizer)
        try tap(window, at: CGPoint(x: 100, y: 100))
        #expect(seenByHandler == [1, 2], "the handler of each tick already saw that tick's touches")
        #expect(nextTickRan.isEmpty, "work queued by an action waits for the next tick")
        window.tick()
        #expect(nextTickRan == [2])
    }

    @Test func aDragAt60fpsDeliversItsExactPointsAtTickTimes() throws {
        let window = Window(size: CGSize(width: 300, height: 300))
        let probe = TouchProbe(frame: window.bounds)
        window.addSubview(probe)
        let from = CGPoint(x: 10, y: 20)
        let to = CGPoint(x: 130, y: 80)
        let curve = TimingCurve.easeInOut
        // 0.5 s in 30 steps from frame 1: one move per frame, frames 2...31.
        try window.play(.drag(from: from, to: to, start: at(1), duration: 0.5, steps: 30, curve: curve))
        for n in 1...30 {
            window.tick()
            #expect(window.clock.time == at(n))
            if n == 1 {
                #expect(probe.moves.isEmpty && probe.log == ["began 1"])
                continue
            }
            #expect(probe.moves.count == n - 1, "one move per tick")
            let move = try #require(probe.moves.last)
            #expect(abs(move.time - at(n)) < 1e-9)
            let p = CGFloat(curve.progress(fraction: Double(n - 1) / 30, duration: 0.5))
            #expect(move.location == CGPoint(x: 10 + 120 * p, y: 20 + 60 * p), "frame \(n)")
        }
        window.tick()
        // The last move and the up share frame 31: two events, in the script's
        // order, the move to the end point and then the lift there.
        #expect(probe.log.suffix(2) == ["moved", "ended"] && probe.moves.count == 30)
        #expect(probe.moves.last?.location == to && abs((probe.moves.last?.time ?? 0) - at(31)) < 1e-9)
        let end = try #require(probe.ends.last)
        #expect(end.location == to && abs(end.time - at(31)) < 1e-9)
        #expect(!window.hasPendingTouches)
    }

    @Test func aLinearDragMovesFourPointsAFrame() throws {
        let window = Window(size: CGSize(width: 300, height: 300))
        let probe = TouchProbe(frame: window.bounds)
        window.addSubview(probe)
        var finger = TouchScript.Finger(down: CGPoint(x: 0, y: 50), at: at(1))
        finger.drag(to: CGPoint(x: 40, y: 50), duration: 10 * frame, steps: 10)
        finger.up(at: at(12))
        try window.play(TouchScript(fingers: [finger]))
        window.tick(frames: 12)
        #expect(probe.moves.map(\.location.x) == [4, 8, 12, 16, 20, 24, 28, 32, 36, 40])
        #expect(zip(probe.moves.map(\.time), 2...11).allSatisfy { abs($0 - at($1)) < 1e-9 })
    }

    @Test func invalidScriptsNameTheFingerAndTheEvent() {
        let window = Window(size: CGSize(width: 100, height: 100))
        var ok = TouchScript.Finger(down: .zero, at: 0.1)
        ok.up(at: 0.2)
        var backwards = TouchScript.Finger(name: "thumb", down: .zero, at: 0.1)
        backwards.move(to: CGPoint(x: 5, y: 5), at: 0.3)
        backwards.move(to: CGPoint(x: 6, y: 6), at: 0.2)
        func error(_ script: TouchScript) -> TouchScriptError? {
            do {
                try window.play(script)
                return nil
            } catch let e as TouchScriptError { return e } catch { return nil }
        }
        let e1 = error(TouchScript(fingers: [ok, backwards]))
        #expect(e1?.finger == "thumb" && e1?.eventIndex == 2)
        #expect(e1?.description.contains("go backwards") == true)
        #expect(!window.hasPendingTouches, "nothing is scheduled from a bad script")

        var notANumber = TouchScript.Finger(down: .zero, at: 0)
        notANumber.move(to: CGPoint(x: CGFloat.nan, y: 0), at: 0.1)
        let e2 = error(TouchScript(fingers: [ok, notANumber]))
        #expect(e2?.description == "touch script: finger 2, event 1: the point (nan, 0.0) is not finite")

        let noDown = TouchScript.Finger(events: [.init(.move, at: .zero, time: 0)])
        #expect(error(TouchScript(fingers: [noDown]))?.reason.contains("must be down") == true)
        var afterUp = ok
        afterUp.move(to: .zero, at: 0.3)
        #expect(error(TouchScript(fingers: [afterUp]))?.eventIndex == 2)
        let negative = TouchScript.Finger(down: .zero, at: -1)
        #expect(error(TouchScript(fingers: [negative]))?.reason.contains("negative") == true)
        let infinite = TouchScript.Finger(down: .zero, at: .infinity)
        #expect(error(TouchScript(fingers: [infinite]))?.reason.contains("not finite") == true)
    }
}
