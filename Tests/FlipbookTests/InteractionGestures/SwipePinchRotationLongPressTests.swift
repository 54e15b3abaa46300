import Foundation
import Testing

@testable import Flipbook

/// Swipe, pinch, rotation and long-press recognizers driven by scripted touches
/// (Apple: https://developer.apple.com/documentation/uikit/uiswipegesturerecognizer,
/// .../uipinchgesturerecognizer, .../uirotationgesturerecognizer,
/// .../uilonggesturerecognizer; the limits UIKit does not publish are Flipbook's, in each type's docs).
@MainActor
@Suite struct SwipePinchRotationLongPressTests {
    private func scene() -> (Window, View) {
        let window = Window(size: CGSize(width: 400, height: 400), scale: 1, clock: ManualClock(fps: 60))
        let view = View(frame: window.bounds)
        window.addSubview(view)
        return (window, view)
    }

    @Test func aQuickRightSwipeIsRecognisedOnlyWhenRightIsAllowed() throws {
        for (direction, expected) in [
            (SwipeGestureRecognizer.Direction.right, [GestureRecognizer.State.ended]),
            ([.left, .up], []), ([.left, .right], [.ended]),
        ] {
            let (window, view) = scene()
            var states: [GestureRecognizer.State] = []
            var times: [Double] = []
            let swipe = SwipeGestureRecognizer { r in
                states.append(r.state)
                times.append(window.time)
            }
            #expect(swipe.direction == .right && swipe.numberOfTouchesRequired == 1)
            swipe.direction = direction
            view.addGestureRecognizer(swipe)
            // 10 points a frame: 50 points at frame 5.
            try window.play(
                TouchScript(fingers: [
                    stepFinger(
                        from: CGPoint(x: 50, y: 200), step: CGPoint(x: 10, y: 0),
                        startFrame: 0, moves: 10)
                ]))
            window.tick(frames: 15)
            #expect(states == expected, "\(direction)")
            if !expected.isEmpty { #expect(abs(times[0] - at(5)) < 1e-9) }
        }
    }

    @Test func aSlowOrCrookedSwipeFails() throws {
        let (window, view) = scene()
        var states: [GestureRecognizer.State] = []
        let swipe = SwipeGestureRecognizer { r in states.append(r.state) }
        swipe.direction = [.right, .down]
        view.addGestureRecognizer(swipe)
        // 1 point a frame: 50 points take 50 frames, longer than 0.5 s.
        try window.play(
            TouchScript(fingers: [
                stepFinger(
                    from: CGPoint(x: 50, y: 200), step: CGPoint(x: 1, y: 0),
                    startFrame: 0, moves: 60)
            ]))
        window.tick(frames: 70)
        // Diagonal: 50 right and 50 down, neither mostly one way.
        try window.play(
            TouchScript(fingers: [
                stepFinger(
                    from: CGPoint(x: 50, y: 50), step: CGPoint(x: 10, y: 10),
                    startFrame: 80, moves: 10)
            ]))
        window.tick(frames: 30)
        #expect(states.isEmpty)
        // Down, quickly: recognised.
        try window.play(
            TouchScript(fingers: [
                stepFinger(
                    from: CGPoint(x: 50, y: 50), step: CGPoint(x: 0, y: 20),
                    startFrame: 120, moves: 4)
            ]))
        window.tick(frames: 30)  // to frame 130
        #expect(states == [.ended])
    }

    @Test func pinchScaleIsTheDistanceRatioAndVelocityItsRate() throws {
        let (window, view) = scene()
        var log: [(GestureRecognizer.State, CGFloat, CGFloat)] = []
        let pinch = PinchGestureRecognizer { r in
            let p = r as! PinchGestureRecognizer
            log.append((p.state, p.scale, p.velocity))
        }
        pinch.name = "zoom"
        view.addGestureRecognizer(pinch)
        #expect(view.gestureRecognizers?.first { $0.name == "zoom" } === pinch)
        #expect(pinch.scale == 1)
        // 100 points apart, each finger 5 points outwards a frame for 10 frames: 200 apart.
        try window.play(
            TouchScript(fingers: [
                stepFinger(from: CGPoint(x: 150, y: 200), step: CGPoint(x: -5, y: 0), startFrame: 1, moves: 10),
                stepFinger(from: CGPoint(x: 250, y: 200), step: CGPoint(x: 5, y: 0), startFrame: 1, moves: 10),
            ]))
        window.tick(frames: 15)
        #expect(log.map(\.0) == [.began] + Array(repeating: .changed, count: 9) + [.ended])
        #expect(abs(log[0].1 - 1.1) < 1e-12)  // began at 110 / 100
        #expect(abs(log[9].1 - 2) < 1e-12)
        // 0.1 a frame at 60 fps: 6 per second.
        #expect(abs(log[9].2 - 6) < 1e-6, "\(log[9].2)")
    }

    @Test func rotationFollowsTheLineBetweenTheFingers() throws {
        let (window, view) = scene()
        var log: [(GestureRecognizer.State, CGFloat, CGFloat)] = []
        let rotation = RotationGestureRecognizer { r in
            let g = r as! RotationGestureRecognizer
            log.append((g.state, g.rotation, g.velocity))
        }
        view.addGestureRecognizer(rotation)
        let centre = CGPoint(x: 200, y: 200)
        func point(_ angle: CGFloat) -> CGPoint { CGPoint(x: centre.x + 50 * cos(angle), y: centre.y + 50 * sin(angle)) }
        var a = TouchScript.Finger(down: point(0), at: at(1))
        var b = TouchScript.Finger(down: point(.pi), at: at(1))
        for i in 1...20 {
            a.move(to: point(0.05 * CGFloat(i)), at: at(1 + i))
            b.move(to: point(.pi + 0.05 * CGFloat(i)), at: at(1 + i))
        }
        a.up(at: at(22))
        b.up(at: at(22))
        try window.play(TouchScript(fingers: [a, b]))
        window.tick(frames: 25)
        #expect(log.first?.0 == .began)
        #expect(abs((log.first?.1 ?? 0) - 0.1) < 1e-9, "begins after 0.1 radians")
        #expect(log.last?.0 == .ended)
        #expect(abs((log.last?.1 ?? 0) - 1.0) < 1e-9, "clockwise on screen is positive")
        // 0.05 radians a frame at 60 fps: 3 per second, on the last change.
        #expect(log.count >= 2 && abs(log[log.count - 2].2 - 3) < 1e-6, "\(log.map(\.2))")
    }

    @Test func longPressBeginsAfterTheMinimumDurationAndEndsAtTheLift() throws {
        let (window, _) = scene()
        let view = TouchProbe(frame: window.bounds)
        window.addSubview(view)
        var log: [(GestureRecognizer.State, Double)] = []
        let press = LongPressGestureRecognizer { r in log.append((r.state, window.time)) }
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10 && press.numberOfTapsRequired == 0)
        view.addGestureRecognizer(press)
        var finger = TouchScript.Finger(down: CGPoint(x: 100, y: 100), at: at(1))
        finger.move(to: CGPoint(x: 105, y: 100), at: at(10))  // within 10 points
        finger.move(to: CGPoint(x: 150, y: 100), at: at(40))  // after it began: a change
        finger.up(at: at(45))
        try window.play(TouchScript(fingers: [finger]))
        window.tick(frames: 50)
        #expect(log.map(\.0) == [.began, .changed, .ended])
        #expect(abs(log[0].1 - at(31)) < 1e-9, "0.5 s after the touch-down at frame 1")

        // Lifted early, or moved too far: no action.
        log = []
        try window.play(
            TouchScript(fingers: [
                stepFinger(
                    from: CGPoint(x: 100, y: 100), step: .zero,
                    startFrame: 60, moves: 1, upFrame: 80)
            ]))
        try window.play(
            TouchScript(fingers: [
                stepFinger(
                    from: CGPoint(x: 100, y: 100), step: CGPoint(x: 20, y: 0),
                    startFrame: 100, moves: 1, upFrame: 160)
            ]))
        window.tick(frames: 120)
        #expect(log.isEmpty)
        // The view heard every touch: cancelled once the first press was recognised, the other two ended.
        #expect(view.log.filter { $0 == "cancelled" }.count == 1)
        #expect(view.log.filter { $0 == "ended" }.count == 2)
    }
}
