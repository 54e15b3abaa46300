import Flipbook
import Foundation
import Testing

/// Observing a scroll view's `contentOffset` while a finger drags and the
/// content decelerates: the way real code drives a parallax header. Every
/// frame that moves the content is one change, with the previous offset as
/// the old value, and the last one is where the content came to rest.
@MainActor @Suite struct ScrollViewObservationTests {
    @Test func aFlickDeliversEveryOffsetInOrderUntilItRests() throws {
        let window = Window(size: CGSize(width: 300, height: 600), scale: 1)
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        scroll.contentSize = CGSize(width: 300, height: 3000)
        window.addSubview(scroll)
        var changes: [(old: CGPoint, new: CGPoint)] = []
        let observation = scroll.observe(\.contentOffset, options: [.old, .new]) { _, change in
            changes.append((change.oldValue ?? .zero, change.newValue ?? .zero))
        }
        var finger = TouchScript.Finger(down: CGPoint(x: 150, y: 400), at: 0.02)
        finger.drag(to: CGPoint(x: 150, y: 250), duration: 0.1, steps: 6)
        finger.up(at: 0.13)
        try window.play(TouchScript(fingers: [finger]))
        window.tick(frames: 20)
        #expect(scroll.isDecelerating, "released with speed")
        var frames = 0
        while scroll.isDecelerating, frames < 1200 {
            window.tick()
            frames += 1
        }
        #expect(!scroll.isDragging && !scroll.isDecelerating, "at rest after \(frames) more frames")
        #expect(changes.count > 10, "the drag and the deceleration move the content on many frames: \(changes.count)")
        #expect(changes.first?.old == .zero)
        #expect(
            zip(changes, changes.dropFirst()).allSatisfy { $0.new == $1.old && $0.new != $1.new },
            "each change starts where the last ended, and none repeats")
        #expect(
            changes.last?.new == scroll.contentOffset && scroll.contentOffset.y > 150,
            "the last change is the resting offset, past the 150 points dragged: \(scroll.contentOffset)")
        observation.invalidate()
    }
}
