import Flipbook
import Foundation
import Testing

/// `button.addTarget(self, action: Self.tapped, for: .touchUpInside)` in a
/// view controller, the spelling of `#selector(tapped(_:))` that the porting
/// guide gives: `Self` there is the dynamic Self type, not the class, so the
/// target must not fix the method's class.
@MainActor
@Suite struct ControlSelfTargetTests {
    final class LoginController: ViewController {
        let button = Button(type: .custom)
        var taps: [Button] = []
        var plainTaps = 0
        var eventTaps = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
            view.addSubview(button)
            button.addTarget(self, action: Self.logIn, for: .touchUpInside)
            button.addTarget(self, action: Self.ping, for: .touchUpInside)
            button.addTarget(self, action: Self.logInWithEvent, for: .touchUpInside)
        }
        func logIn(_ sender: Button) { taps.append(sender) }
        func ping() { plainTaps += 1 }
        func logInWithEvent(_ sender: Control, _ event: Event?) { eventTaps += 1 }
    }

    final class Other {
        func tapped(_ sender: Button) {}
    }

    @Test func selfMethodReferencesCompileAndAreCalled() throws {
        let window = Window(size: CGSize(width: 300, height: 400), scale: 1, clock: ManualClock(fps: 60))
        let controller = LoginController()
        window.rootViewController = controller
        window.tick()
        var finger = TouchScript.Finger(down: CGPoint(x: 60, y: 40), at: window.time + 1.0 / 60)
        finger.up(at: window.time + 2.0 / 60)
        try window.play(TouchScript(fingers: [finger]))
        window.tick(frames: 4)
        #expect(controller.taps.count == 1 && controller.taps.first === controller.button)
        #expect(controller.plainTaps == 1 && controller.eventTaps == 1)
        #expect(controller.button.allTargets.count == 1 && controller.button.allTargets.first === controller)
    }

    @Test func aTargetOfAnotherClassIsReportedAndNotAdded() {
        let button = Button(type: .custom)
        let diagnostics = Diagnostics.collect {
            button.addTarget(NSObject(), action: Other.tapped, for: .touchUpInside)
        }
        #expect(diagnostics.map(\.code) == ["control.actionTypeMismatch"])
        #expect(button.allTargets.isEmpty)
    }
}
