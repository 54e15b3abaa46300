import Flipbook
import Foundation
import Testing

/// Explicit animations without a duration take the enclosing transaction's
/// (`CATransaction.setAnimationDuration(_:)`), as Core Animation's do; and
/// geometry boxed in `NSValue(cgSize:)` (and point, rect) is a value.
@MainActor
@Suite struct TransactionDurationTests {
    func scene() -> (Window, Layer) {
        let window = Window(size: CGSize(width: 200, height: 200), scale: 1, clock: ManualClock(fps: 60))
        let layer = Layer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.position = CGPoint(x: 100, y: 100)
        window.layer.addSublayer(layer)
        window.tick()
        return (window, layer)
    }

    func shrink() -> BasicAnimation {
        let animation = BasicAnimation(keyPath: "bounds.size")
        animation.fromValue = NSValue(cgSize: CGSize(width: 100, height: 50))
        animation.toValue = NSValue(cgSize: CGSize(width: 50, height: 50))
        return animation
    }

    @Test func anAnimationWithoutADurationTakesTheTransactions() {
        let (window, layer) = scene()
        var completed = -1.0
        Transaction.begin()
        Transaction.setAnimationDuration(0.5)
        Transaction.setCompletionBlock { completed = window.time }
        let start = window.time
        layer.add(shrink(), forKey: "shrink")
        Transaction.commit()
        #expect(layer.animation(forKey: "shrink")?.duration == 0.5)
        window.tick(frames: 15)
        #expect(abs(Double(layer.presentation()!.bounds.width) - 75) < 1e-9, "half way at 0.25 s of 0.5 s")
        window.tick(frames: 15)
        #expect(abs(completed - start - 0.5) < 1e-9, "the completion block waits the transaction's 0.5 s")
    }

    @Test func anOwnDurationWinsAndNoTransactionDurationMeansAQuarterSecond() {
        let (window, layer) = scene()
        Transaction.begin()
        Transaction.setAnimationDuration(0.5)
        let own = shrink()
        own.duration = 1
        layer.add(own, forKey: "own")
        Transaction.commit()
        #expect(layer.animation(forKey: "own")?.duration == 1)
        let (otherWindow, other) = scene()
        other.add(shrink(), forKey: "plain")
        #expect(other.animation(forKey: "plain")?.duration == 0, "the default keeps 0, which stands for 0.25 s")
        otherWindow.tick(frames: 9)
        #expect(abs(Double(other.presentation()!.bounds.width) - 70) < 1e-9, "0.15 s of 0.25 s")
        otherWindow.tick(frames: 6)
        #expect(
            other.animation(forKey: "plain") == nil && other.presentation()!.bounds.width == 100,
            "removed after 0.25 s; the model shows")
        window.tick(frames: 15)
        #expect(abs(Double(layer.presentation()!.bounds.width) - 87.5) < 1e-9, "its own 1 s: a quarter of the way at 0.25 s")
    }

    @Test func boxedGeometryIsAValue() {
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
        #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(AnimatableValue(any: NSValue(cgPoint: CGPoint(x: 1, y: 2))) == .point(CGPoint(x: 1, y: 2)))
        #expect(AnimatableValue(any: NSValue(cgRect: .zero)) == .rect(.zero))
        #expect(AnimatableValue(any: NSValue(range: NSRange(location: 0, length: 1))) == nil, "other boxes are not values")
        #expect(AnimatableValue(any: NSNumber(value: 2)) == .scalar(2), "numbers are still scalars")

        let (window, layer) = scene()
        let move = BasicAnimation(keyPath: "position")
        move.fromValue = NSValue(cgPoint: CGPoint(x: 0, y: 0))
        move.toValue = NSValue(cgPoint: CGPoint(x: 100, y: 100))
        move.duration = 1
        layer.add(move, forKey: "move")
        window.tick(frames: 30)
        let p = layer.presentation()!.position
        #expect(abs(Double(p.x) - 50) < 1e-9 && abs(Double(p.y) - 50) < 1e-9)
    }
}
