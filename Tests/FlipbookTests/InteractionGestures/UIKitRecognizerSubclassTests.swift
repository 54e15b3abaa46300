import Flipbook
import Foundation
import Testing

/// A custom recognizer written as UIKit subclasses are: `super.init(target:
/// nil, action: nil)` and overrides of `touchesBegan(_:with:)` with a
/// `Set<UITouch>` and a non-optional `UIEvent`.
@MainActor @Suite struct UIKitRecognizerSubclassTests {
    final class LongTouchRecognizer: GestureRecognizer {
        var seen: [String] = []
        init() { super.init(target: nil, action: nil) }
        override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
            seen.append("began \(touches.count)/\(event.allTouches?.count ?? -1)")
            state = .began
        }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
            seen.append("ended \(touches.count)")
            state = .ended
        }
    }

    final class EventFilter: NSObject, GestureRecognizerDelegate {
        var events = 0
        var accept = true
        func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: Event) -> Bool {
            events += 1
            return accept
        }
    }

    func tap(_ window: Window) throws {
        var finger = TouchScript.Finger(down: CGPoint(x: 50, y: 50), at: window.time + 1.0 / 60)
        finger.up(at: window.time + 3.0 / 60)
        try window.play(TouchScript(fingers: [finger]))
        window.tick(frames: 5)
    }

    @Test func theUIKitSpelledHooksAreWhatTheRuntimeCalls() throws {
        let window = Window(size: CGSize(width: 100, height: 100), scale: 1)
        let view = View(frame: window.bounds)
        window.addSubview(view)
        let recognizer = LongTouchRecognizer()
        var states: [GestureRecognizer.State] = []
        recognizer.addTarget { states.append($0.state) }
        view.addGestureRecognizer(recognizer)
        try tap(window)
        #expect(recognizer.seen == ["began 1/1", "ended 1"], "\(recognizer.seen)")
        #expect(states == [.began, .ended])
    }

    @Test func shouldReceiveEventIsAskedFirstAndCanRefuse() throws {
        let window = Window(size: CGSize(width: 100, height: 100), scale: 1)
        let view = View(frame: window.bounds)
        window.addSubview(view)
        let recognizer = LongTouchRecognizer()
        let filter = EventFilter()
        filter.accept = false
        recognizer.delegate = filter
        view.addGestureRecognizer(recognizer)
        try tap(window)
        #expect(filter.events == 1 && recognizer.seen.isEmpty, "refused: the recognizer never saw the touch")
        filter.accept = true
        try tap(window)
        #expect(filter.events == 2 && recognizer.seen.count == 2)
    }

    @Test func layerRenderingHintsAreKept() {
        let layer = Layer()
        #expect(
            !layer.shouldRasterize && layer.rasterizationScale == 1 && !layer.allowsEdgeAntialiasing && layer.allowsGroupOpacity)
        layer.shouldRasterize = true
        layer.rasterizationScale = 3
        #expect(layer.shouldRasterize && layer.rasterizationScale == 3)
    }
}
