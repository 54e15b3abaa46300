import Flipbook
import Foundation
import Testing

/// A controller written as UIKit code writes it, with its handlers given as
/// method references where UIKit writes `#selector(...)`. Not final, so
/// `Self.handlePan` is the dynamic `Self` type, as in a real view controller.
@MainActor class GestureController: ViewController {
    let log: EventLog
    var pan: PanGestureRecognizer!
    var tap: TapGestureRecognizer!

    init(log: EventLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        pan = PanGestureRecognizer(target: self, action: Self.handlePan)
        view.addGestureRecognizer(pan)
        tap = TapGestureRecognizer(target: self, action: Self.handleTap)
        tap.addTarget(self, action: Self.handleAnyGesture)
        tap.addTarget(self, action: Self.handleSender)
        view.addGestureRecognizer(tap)
    }

    func handlePan(_ recognizer: PanGestureRecognizer) {
        log.add(
            "handlePan \(recognizer.state) \(recognizer === pan ? "pan" : "other") \(Int(recognizer.translation(in: view).x))")
    }

    func handleTap() { log.add("handleTap") }

    func handleAnyGesture(_ recognizer: GestureRecognizer) { log.add("handleAnyGesture \(recognizer === tap)") }

    func handleSender(_ sender: Any) { log.add("handleSender \((sender as AnyObject) === tap)") }
}

/// A subclass: the actions set up by the superclass still reach it.
@MainActor final class SubGestureController: GestureController {}

/// A target that writes its calls into a log it does not own.
@MainActor final class TapTarget {
    let log: EventLog
    init(log: EventLog) { self.log = log }
    func handleTap(_ recognizer: TapGestureRecognizer) { log.add("target tap \(recognizer.state)") }
    func handlePan(_ recognizer: PanGestureRecognizer) { log.add("target pan") }
    func ping() { log.add("target ping") }
}

/// Target-action pairs as UIKit code spells them: `init(target:action:)`,
/// `addTarget(_:action:)`, `removeTarget(_:action:)`, with method references.
@MainActor @Suite struct TargetActionTests {
    func window(with controller: ViewController) -> Window {
        let window = Window(size: CGSize(width: 400, height: 400))
        window.rootViewController = controller
        window.tick()
        return window
    }

    @Test func methodReferencesAreCalledWithTheRecognizerInOrder() throws {
        for subclass in [false, true] {
            let log = EventLog()
            let controller = subclass ? SubGestureController(log: log) : GestureController(log: log)
            let window = window(with: controller)
            let start = frameNumber(window.time) + 1
            try window.play(
                TouchScript(fingers: [
                    stepFinger(from: CGPoint(x: 100, y: 100), step: CGPoint(x: 6, y: 0), startFrame: start, moves: 3),
                    tapFinger("tap", at: CGPoint(x: 200, y: 300), down: start + 10, up: start + 12),
                ]))
            window.tick(frames: 20)
            #expect(
                log.lines == [
                    "handlePan began pan 12", "handlePan changed pan 18", "handlePan ended pan 18",
                    "handleTap", "handleAnyGesture true", "handleSender true",
                ], "subclass \(subclass)")
        }
    }

    @Test func theTargetIsNotRetainedAndAPairWhoseTargetHasGoneIsSkipped() throws {
        let window = Window(size: CGSize(width: 400, height: 400))
        let view = View(frame: window.bounds)
        window.addSubview(view)
        let log = EventLog()
        let tap = TapGestureRecognizer()
        view.addGestureRecognizer(tap)
        tap.addTarget { _ in log.add("closure") }
        weak var weakTarget: TapTarget?
        do {
            let target = TapTarget(log: log)
            weakTarget = target
            tap.addTarget(target, action: TapTarget.handleTap)
            tap.addTarget(target, action: TapTarget.ping)
            // While it lives, it is called.
            try window.play(TouchScript(fingers: [tapFinger("a", at: CGPoint(x: 50, y: 50), down: 1, up: 2)]))
            window.tick(frames: 3)
            #expect(log.lines == ["closure", "target tap ended", "target ping"])
        }
        #expect(weakTarget == nil, "the recognizer holds its targets weakly, as UIKit does not retain them")
        log.lines = []
        try window.play(TouchScript(fingers: [tapFinger("b", at: CGPoint(x: 50, y: 50), down: 20, up: 21)]))
        window.tick(frames: 20)
        #expect(log.lines == ["closure"], "the gone target's pairs are skipped; the closure still runs")
    }

    @Test func removeTargetRemovesByTargetAndSignature() throws {
        let window = Window(size: CGSize(width: 400, height: 400))
        let view = View(frame: window.bounds)
        window.addSubview(view)
        let log = EventLog()
        let first = TapTarget(log: log)
        let second = TapTarget(log: EventLog())
        let tap = TapGestureRecognizer(target: first, action: TapTarget.handleTap)
        tap.addTarget(first, action: TapTarget.ping)
        tap.addTarget(second, action: TapTarget.handleTap)
        tap.addTarget { _ in log.add("closure") }
        view.addGestureRecognizer(tap)
        var frameNow = 1
        func tapOnce() throws {
            try window.play(TouchScript(fingers: [tapFinger("t", at: CGPoint(x: 50, y: 50), down: frameNow, up: frameNow + 1)]))
            window.tick(frames: 10)
            frameNow += 10
        }
        try tapOnce()
        #expect(log.lines == ["target tap ended", "target ping", "closure"] && second.log.lines == ["target tap ended"])
        // The method taking a tap recognizer, of the first target only.
        tap.removeTarget(first, action: TapTarget.handleTap)
        log.lines = []
        second.log.lines = []
        try tapOnce()
        #expect(log.lines == ["target ping", "closure"] && second.log.lines == ["target tap ended"])
        // UIKit's removeTarget(target, action: nil): every pair of that target.
        tap.removeTarget(first, action: nil)
        log.lines = []
        second.log.lines = []
        try tapOnce()
        #expect(log.lines == ["closure"] && second.log.lines == ["target tap ended"])
        // removeTarget(nil, action: nil): everything, closures included.
        tap.removeTarget(nil, action: nil)
        log.lines = []
        second.log.lines = []
        try tapOnce()
        #expect(log.lines.isEmpty && second.log.lines.isEmpty && tap.state == .possible)
    }

    @Test func aMethodForAnotherRecognizerClassIsReportedAndNotAdded() throws {
        let window = Window(size: CGSize(width: 400, height: 400))
        let view = View(frame: window.bounds)
        window.addSubview(view)
        let log = EventLog()
        let target = TapTarget(log: log)
        var tap: TapGestureRecognizer?
        let diagnostics = Diagnostics.collect {
            tap = TapGestureRecognizer(target: target, action: TapTarget.handlePan)
        }
        #expect(diagnostics.map(\.code) == ["gesture.actionTypeMismatch"])
        let recognizer = try #require(tap)
        recognizer.addTarget(target, action: TapTarget.ping)
        view.addGestureRecognizer(recognizer)
        try window.play(TouchScript(fingers: [tapFinger("t", at: CGPoint(x: 50, y: 50), down: 1, up: 2)]))
        window.tick(frames: 2)
        #expect(recognizer.state == .ended && log.lines == ["target ping"])
    }
}
