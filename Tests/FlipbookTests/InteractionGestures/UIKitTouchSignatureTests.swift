import Flipbook
import Foundation
import Testing

/// Views written for UIKit override `touchesBegan(_:with:)` with a
/// `Set<UITouch>` and `hitTest(_:with:)`; both are what touch delivery calls.
@MainActor @Suite struct UIKitTouchSignatureTests {
    final class PassthroughView: View {
        override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
            let hit = super.hitTest(point, with: event)
            return hit == self ? nil : hit
        }
    }

    final class ButtonLikeView: View {
        var log: [String] = []
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
            log.append("began \(touches.count) of \(event?.allTouches?.count ?? -1)")
            if let touch = touches.first { log.append("at \(touch.location(in: self))") }
        }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
            log.append("ended \(touches.count)")
            super.touchesEnded(touches, with: event)
        }
    }

    final class ArrayView: View {
        var began = 0
        override func touchesBegan(_ touches: [Touch]) { began += touches.count }
    }

    func tap(_ window: Window, at point: CGPoint) throws {
        var finger = TouchScript.Finger(down: point, at: window.time + 1.0 / 60)
        finger.up(at: window.time + 3.0 / 60)
        try window.play(TouchScript(fingers: [finger]))
        window.tick(frames: 5)
    }

    @Test func aPassthroughOverlayLetsTouchesReachTheViewBelow() throws {
        let window = Window(size: CGSize(width: 200, height: 200), scale: 1)
        let button = ButtonLikeView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let overlay = PassthroughView(frame: window.bounds)
        window.addSubview(button)
        window.addSubview(overlay)
        #expect(window.hitTest(CGPoint(x: 100, y: 100), with: nil) === button)
        #expect(window.hitTest(CGPoint(x: 10, y: 10)) === window, "outside the button: the window")
        try tap(window, at: CGPoint(x: 60, y: 70))
        #expect(button.log == ["began 1 of 1", "at \(CGPoint(x: 10, y: 20))", "ended 1"], "\(button.log)")
    }

    @Test func theArrayVariantStillHearsTouchesThroughTheDefault() throws {
        let window = Window(size: CGSize(width: 200, height: 200), scale: 1)
        let view = ArrayView(frame: window.bounds)
        window.addSubview(view)
        try tap(window, at: CGPoint(x: 20, y: 20))
        #expect(view.began == 1)
    }

    @Test func pointInsideWithEventShapesTheTouchableArea() {
        final class RoundView: View {
            override func point(inside point: CGPoint, with event: Event?) -> Bool {
                hypot(point.x - bounds.midX, point.y - bounds.midY) <= bounds.width / 2
            }
        }
        let window = Window(size: CGSize(width: 100, height: 100), scale: 1)
        let round = RoundView(frame: window.bounds)
        window.addSubview(round)
        #expect(window.hitTest(CGPoint(x: 50, y: 50)) === round)
        #expect(window.hitTest(CGPoint(x: 2, y: 2)) === window, "the corner is outside the circle")
    }
}
