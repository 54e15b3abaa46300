import Foundation
import Testing

@testable import Flipbook

/// Screen-edge pans and pans of several fingers.
@MainActor @Suite struct EdgeAndMultiTouchPanTests {
    /// A 400 × 400 window with one full-size container view.
    func scene() -> (Window, TouchProbe) {
        let window = Window(size: CGSize(width: 400, height: 400))
        let container = TouchProbe(frame: window.bounds)
        window.addSubview(container)
        return (window, container)
    }

    @Test func aScreenEdgePanBeginsOnlyFromItsEdge() throws {
        func run(from start: CGPoint, step: CGPoint, edges: RectEdge) throws -> [GestureRecognizer.State] {
            let (window, container) = scene()
            let edge = ScreenEdgePanGestureRecognizer()
            edge.edges = edges
            var states: [GestureRecognizer.State] = []
            edge.addTarget { states.append($0.state) }
            container.addGestureRecognizer(edge)
            try window.play(TouchScript(fingers: [stepFinger(from: start, step: step, startFrame: 1, moves: 6)]))
            window.tick(frames: 4)
            states.append(edge.state)
            window.tick(frames: 5)
            return states
        }
        #expect(
            try run(from: CGPoint(x: 5, y: 200), step: CGPoint(x: 4, y: 1), edges: .left)
                == [.began, .began, .changed, .changed, .changed, .ended])
        #expect(
            try run(from: CGPoint(x: 100, y: 200), step: CGPoint(x: 4, y: 0), edges: .left) == [.failed],
            "a touch away from the edge")
        #expect(
            try run(from: CGPoint(x: 5, y: 200), step: CGPoint(x: 1, y: 4), edges: .left) == [.failed],
            "along the edge rather than away from it")
        #expect(try run(from: CGPoint(x: 395, y: 200), step: CGPoint(x: -4, y: 0), edges: .left) == [.failed])
        #expect(try run(from: CGPoint(x: 395, y: 200), step: CGPoint(x: -4, y: 0), edges: [.right]).first == .began)
        #expect(try run(from: CGPoint(x: 200, y: 398), step: CGPoint(x: 0, y: -4), edges: .all).first == .began)
        #expect(try run(from: CGPoint(x: 5, y: 200), step: CGPoint(x: 4, y: 0), edges: []) == [.failed])
    }

    @Test func twoFingerPan() throws {
        let (window, container) = scene()
        let pan = PanGestureRecognizer()
        pan.minimumNumberOfTouches = 2
        var seen: [(GestureRecognizer.State, CGPoint, Int, CGPoint)] = []
        pan.addTarget { r in seen.append((r.state, pan.translation(in: nil), r.numberOfTouches, r.location(in: nil))) }
        container.addGestureRecognizer(pan)
        // One finger alone never begins a two-finger pan.
        try window.play(
            TouchScript(fingers: [
                stepFinger(
                    from: CGPoint(x: 100, y: 100), step: CGPoint(x: 5, y: 0),
                    startFrame: 1, moves: 6)
            ]))
        window.tick(frames: 9)
        #expect(seen.isEmpty)
        // Two fingers moving together; one lifts at frame 18, the other at 20.
        // UIKit's pan ends when all fingers have lifted.
        let a = stepFinger(
            "index", from: CGPoint(x: 100, y: 100), step: CGPoint(x: 0, y: 5), startFrame: 10, moves: 6,
            upFrame: 18)
        let b = stepFinger(
            "middle", from: CGPoint(x: 140, y: 100), step: CGPoint(x: 0, y: 5), startFrame: 10, moves: 6,
            upFrame: 20)
        try window.play(TouchScript(fingers: [a, b]))
        window.tick(frames: 12)
        #expect(seen.map(\.0) == [.began, .changed, .changed, .changed, .changed, .ended])
        #expect(seen.first?.1 == CGPoint(x: 0, y: 10) && seen.first?.2 == 2)
        #expect(seen.first?.3 == CGPoint(x: 120, y: 110), "the location is the centroid")
        #expect(
            seen.last?.1 == CGPoint(x: 0, y: 30) && seen.last?.2 == 0,
            "ends when the last finger lifts (frame 20), not when the first does (frame 18)")
    }

    @Test func addingAndLiftingFingersDoesNotMakeThePanJump() throws {
        let (window, container) = scene()
        let pan = PanGestureRecognizer()
        var xs: [CGFloat] = []
        pan.addTarget { _ in xs.append(pan.translation(in: nil).x) }
        container.addGestureRecognizer(pan)
        let a = stepFinger(from: CGPoint(x: 100, y: 100), step: CGPoint(x: 6, y: 0), startFrame: 1, moves: 8)
        // A second finger far away comes down at frame 4 and lifts at frame 7 without moving.
        var b = TouchScript.Finger(down: CGPoint(x: 300, y: 300), at: at(4))
        b.up(at: at(7))
        try window.play(TouchScript(fingers: [a, b]))
        window.tick(frames: 10)
        // Frames 2...9 move finger A to 6, 12, ..., 48 from its start. B joins
        // on frame 4 and lifts on frame 7 without a jump; while both are down
        // (the moves of frames 5, 6, 7) each 6 pt step of A moves the centroid 3.
        #expect(xs == [12, 18, 21, 24, 27, 33, 39, 39])
    }
}
