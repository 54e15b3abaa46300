import Foundation
import Testing

@testable import Flipbook

/// Touches a view does not handle travel up the responder chain: "The
/// default implementation of this method forwards the message up the
/// responder chain" (`touchesBegan(_:with:)`,
/// https://developer.apple.com/documentation/uikit/uiresponder/touchesbegan(_:with:)),
/// and each responder's `next` is as `UIResponder.next` documents
/// (https://developer.apple.com/documentation/uikit/uiresponder/next).
@MainActor @Suite struct ResponderChainTests {
    final class Recorder {
        var entries: [String] = []
    }

    final class RecordingView: View {
        var recorder: Recorder?
        var name = ""
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
            recorder?.entries.append("\(name) began")
            super.touchesBegan(touches, with: event)
        }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
            recorder?.entries.append("\(name) ended")
            super.touchesEnded(touches, with: event)
        }
        override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
            recorder?.entries.append("\(name) cancelled")
            super.touchesCancelled(touches, with: event)
        }
    }

    final class RecordingController: ViewController {
        var recorder: Recorder?
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
            recorder?.entries.append("controller began \(touches.count)")
            super.touchesBegan(touches, with: event)
        }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
            recorder?.entries.append("controller ended")
            super.touchesEnded(touches, with: event)
        }
        override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
            recorder?.entries.append("controller cancelled")
            super.touchesCancelled(touches, with: event)
        }
    }

    final class RecordingWindow: Window {
        var recorder: Recorder?
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
            recorder?.entries.append("window began")
            super.touchesBegan(touches, with: event)
        }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
            recorder?.entries.append("window ended")
            super.touchesEnded(touches, with: event)
        }
    }

    /// A window whose root controller's view holds `middle`, which holds `plain` (a view that handles nothing).
    private func scene() -> (RecordingWindow, RecordingController, RecordingView, View, Recorder) {
        let recorder = Recorder()
        let window = RecordingWindow(size: CGSize(width: 200, height: 200), scale: 1, clock: ManualClock(fps: 60))
        window.recorder = recorder
        let controller = RecordingController()
        controller.recorder = recorder
        window.rootViewController = controller
        let middle = RecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        middle.recorder = recorder
        middle.name = "middle"
        let plain = View(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        middle.addSubview(plain)
        controller.view.addSubview(middle)
        window.tick()
        return (window, controller, middle, plain, recorder)
    }

    @Test func nextFollowsViewsControllersWindowAndApp() {
        let (window, controller, middle, plain, _) = scene()
        #expect(plain.next === middle)
        #expect(middle.next === controller.view)
        #expect(controller.view.next === controller, "a controller's root view: its controller")
        #expect(controller.next === window, "the window's root controller: the window")
        #expect(window.next === Application.shared)
        #expect(Application.shared.next == nil)
    }

    @Test func unhandledTouchesTravelUpToTheControllerAndTheWindow() throws {
        let (window, _, _, _, recorder) = scene()
        var finger = TouchScript.Finger(down: CGPoint(x: 50, y: 50), at: window.time + 1 / 60)
        finger.up(at: window.time + 3 / 60)
        try window.play(TouchScript(fingers: [finger]))
        window.tick(frames: 4)
        #expect(
            recorder.entries == [
                "middle began", "controller began 1", "window began",
                "middle ended", "controller ended", "window ended",
            ])
    }

    @Test func aRecognizerThatCancelsTouchesCancelsThemAlongTheChain() throws {
        let (window, _, middle, _, recorder) = scene()
        let tap = TapGestureRecognizer { _ in }
        middle.addGestureRecognizer(tap)
        var finger = TouchScript.Finger(down: CGPoint(x: 50, y: 50), at: window.time + 1 / 60)
        finger.up(at: window.time + 3 / 60)
        try window.play(TouchScript(fingers: [finger]))
        window.tick(frames: 4)
        #expect(
            recorder.entries == [
                "middle began", "controller began 1", "window began",
                "middle cancelled", "controller cancelled",
            ],
            "cancelsTouchesInView: the chain hears a cancel, not the up")
    }

    @Test func aViewThatHandlesTouchesStopsThem() throws {
        final class Handler: View {
            var count = 0
            override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { count += 1 }
        }
        let (window, _, middle, _, recorder) = scene()
        let handler = Handler(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        middle.addSubview(handler)
        var finger = TouchScript.Finger(down: CGPoint(x: 150, y: 150), at: window.time + 1 / 60)
        finger.up(at: window.time + 2 / 60)
        try window.play(TouchScript(fingers: [finger]))
        window.tick(frames: 3)
        #expect(handler.count == 1)
        #expect(!recorder.entries.contains("middle began"), "overriding without calling super ends the chain")
        #expect(recorder.entries.contains("middle ended"), "the up is not handled by the handler: it travels")
    }
}
