import Flipbook
import Foundation
import Testing

/// Controls follow touches from touch scripts and send UIKit's events.
@MainActor
@Suite struct ControlTests {
    /// A window with a 100 x 44 system button at (50, 100) titled "Done".
    func scene() -> (Window, Button) {
        let window = Window(size: CGSize(width: 300, height: 400), scale: 1, clock: ManualClock(fps: 60))
        let button = Button(type: .system)
        button.frame = CGRect(x: 50, y: 100, width: 100, height: 44)
        button.setTitle("Done", for: .normal)
        window.addSubview(button)
        return (window, button)
    }

    /// Records the names of the events each action reports, in order.
    final class Log {
        var events: [String] = []
    }

    func record(_ button: Button, _ log: Log) {
        let named: [(String, ControlEvents)] = [
            ("down", .touchDown), ("dragInside", .touchDragInside), ("dragOutside", .touchDragOutside),
            ("enter", .touchDragEnter), ("exit", .touchDragExit), ("upInside", .touchUpInside),
            ("upOutside", .touchUpOutside), ("cancel", .touchCancel), ("primary", .primaryActionTriggered),
        ]
        for (name, event) in named {
            button.addAction(ControlAction { _ in log.events.append(name) }, for: event)
        }
    }

    @Test func aTapSendsDownThenUpInsideAndThePrimaryAction() throws {
        let (window, button) = scene()
        let log = Log()
        record(button, log)
        var sender: AnyObject?
        button.addAction(ControlAction { action in sender = action.sender }, for: .touchUpInside)
        var finger = TouchScript.Finger(down: CGPoint(x: 100, y: 120), at: 0.05)
        finger.up(at: 0.2)
        try window.play(TouchScript(fingers: [finger]))
        window.tick(frames: 6)
        #expect(log.events == ["down"])
        #expect(button.isHighlighted && button.isTracking && button.state == .highlighted, "held down: highlighted")
        window.tick(frames: 10)
        #expect(log.events == ["down", "upInside", "primary"])
        #expect(sender === button, "the action's sender is the button while it runs")
        #expect(!button.isHighlighted && !button.isTracking)
    }

    @Test func draggingFarOutsideExitsAndLiftingThereIsUpOutside() throws {
        let (window, button) = scene()
        let log = Log()
        record(button, log)
        var finger = TouchScript.Finger(down: CGPoint(x: 100, y: 120), at: 0.05)
        finger.move(to: CGPoint(x: 100, y: 180), at: 0.1)  // 36 points below: inside the 70-point slop
        finger.move(to: CGPoint(x: 100, y: 260), at: 0.15)  // 116 points below: outside
        finger.up(at: 0.2)
        try window.play(TouchScript(fingers: [finger]))
        window.tick(frames: 7)
        #expect(button.isHighlighted, "still inside within the slop")
        window.tick(frames: 3)
        #expect(!button.isHighlighted && !button.isTouchInside, "outside: not highlighted")
        window.tick(frames: 5)
        #expect(log.events == ["down", "dragInside", "dragOutside", "exit", "upOutside"])
    }

    @Test func aCancelledTouchSendsTouchCancel() throws {
        let (window, button) = scene()
        let log = Log()
        record(button, log)
        var finger = TouchScript.Finger(down: CGPoint(x: 100, y: 120), at: 0.05)
        finger.cancel(at: 0.1)
        try window.play(TouchScript(fingers: [finger]))
        window.tick(frames: 10)
        #expect(log.events == ["down", "cancel"])
        #expect(!button.isHighlighted)
    }

    @Test func aDisabledControlSendsNothing() throws {
        let (window, button) = scene()
        let log = Log()
        record(button, log)
        button.isEnabled = false
        #expect(button.state == .disabled)
        var finger = TouchScript.Finger(down: CGPoint(x: 100, y: 120), at: 0.05)
        finger.up(at: 0.1)
        try window.play(TouchScript(fingers: [finger]))
        window.tick(frames: 10)
        #expect(log.events.isEmpty)
        #expect(!button.isHighlighted)
    }

    /// A controller's method as the action, as `#selector(doneTapped(_:))` is in UIKit.
    final class Controller {
        var taps: [Button] = []
        var plainTaps = 0
        func doneTapped(_ sender: Button) { taps.append(sender) }
        func tapped() { plainTaps += 1 }
    }

    @Test func targetsAndTheirMethodsAreCalledAndRemoved() throws {
        let (window, button) = scene()
        let controller = Controller()
        button.addTarget(controller, action: Controller.doneTapped, for: .touchUpInside)
        button.addTarget(controller, action: Controller.tapped, for: [.touchUpInside, .touchUpOutside])
        #expect(button.allTargets.count == 1 && button.allTargets.first === controller)
        #expect(button.allControlEvents == [.touchUpInside, .touchUpOutside])
        button.sendActions(for: .touchUpInside)
        #expect(controller.taps.count == 1 && controller.taps.first === button && controller.plainTaps == 1)
        button.removeTarget(controller, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(controller.taps.count == 1 && controller.plainTaps == 1, "removed from touchUpInside")
        button.sendActions(for: .touchUpOutside)
        #expect(controller.plainTaps == 2, "still there for touchUpOutside")
        let diagnostics = Diagnostics.collect {
            button.addTarget(controller, action: Controller.doneTapped, for: .valueChanged)
            let other = Control(frame: .zero)
            other.addTarget(controller, action: Controller.doneTapped, for: .valueChanged)
            #expect(other.allTargets.isEmpty, "a method taking a Button is not added to a plain control")
        }
        #expect(diagnostics.map(\.code) == ["control.actionTypeMismatch"])
        _ = window
    }

    @Test func anActionWithTheSameIdentifierReplacesTheFirst() {
        let (_, button) = scene()
        var calls: [String] = []
        let id = ControlAction.Identifier("done")
        button.addAction(ControlAction(identifier: id) { _ in calls.append("first") }, for: .touchUpInside)
        button.addAction(ControlAction(identifier: id) { _ in calls.append("second") }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(calls == ["second"])
        button.removeAction(identifiedBy: id, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(calls == ["second"])
    }
}
