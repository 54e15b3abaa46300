import Foundation

@testable import Flipbook

/// A view that writes down the touches it hears.
@MainActor final class TouchProbe: View {
    var log: [String] = []
    var moves: [(time: Double, location: CGPoint)] = []
    override func touchesBegan(_ touches: [Touch]) { log.append("began \(touches.count)") }
    override func touchesMoved(_ touches: [Touch]) {
        log.append("moved")
        for t in touches { moves.append((t.timestamp, t.location(in: nil))) }
    }
    var ends: [(time: Double, location: CGPoint)] = []
    override func touchesEnded(_ touches: [Touch]) {
        log.append("ended")
        for t in touches { ends.append((t.timestamp, t.location(in: nil))) }
    }
    override func touchesCancelled(_ touches: [Touch]) { log.append("cancelled") }
}

/// One frame at 60 fps, in seconds.
let frame = 1.0 / 60

/// Frame `n` at 60 fps, in seconds.
func at(_ n: Int) -> Double { Double(n) / 60 }

/// A finger down at `start` frame, moved by `step` each frame for `moves`
/// frames, and lifted at the frame after the last move (or at `upFrame`).
func stepFinger(
    _ name: String? = nil, from p: CGPoint, step: CGPoint, startFrame: Int, moves: Int,
    upFrame: Int? = nil
) -> TouchScript.Finger {
    var f = TouchScript.Finger(name: name, down: p, at: at(startFrame))
    for i in 1...moves {
        f.move(to: CGPoint(x: p.x + step.x * CGFloat(i), y: p.y + step.y * CGFloat(i)), at: at(startFrame + i))
    }
    f.up(at: at(upFrame ?? startFrame + moves + 1))
    return f
}

/// A record of a recognizer's action calls.
@MainActor final class ActionLog {
    var entries: [(state: GestureRecognizer.State, time: Double, translation: CGPoint)] = []
    var states: [GestureRecognizer.State] { entries.map(\.state) }
}
