import Flipbook
import Foundation
import Testing

/// Key-value observing under Flipbook's own names (``KeyValueObservable``):
/// the options, the change dictionary, batching of compound assignments,
/// re-entrant changes and the reported misuses. The per-property behaviour
/// under UIKit's names is in Tests/UIKitTests.
@MainActor @Suite struct KeyValueObservingTests {
    /// Records what the string form delivers.
    final class Recorder: View {
        var changes: [(String?, [KeyValueChangeKey: Any]?, UnsafeMutableRawPointer?)] = []
        override func observeValue(
            forKeyPath keyPath: String?, of object: Any?, change: [KeyValueChangeKey: Any]?,
            context: UnsafeMutableRawPointer?
        ) {
            changes.append((keyPath, change, context))
        }
    }

    @Test func theInitialOptionDeliversTheCurrentValueAtOnce() {
        let view = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        var changes: [(old: CGPoint?, new: CGPoint?)] = []
        let observation = view.observe(\.center, options: [.initial, .new, .old]) { _, change in
            changes.append((change.oldValue, change.newValue))
        }
        #expect(changes.count == 1 && changes[0].old == nil && changes[0].new == CGPoint(x: 2.5, y: 4))
        view.center = CGPoint(x: 5, y: 5)
        #expect(changes.count == 2 && changes[1].old == CGPoint(x: 2.5, y: 4) && changes[1].new == CGPoint(x: 5, y: 5))
        observation.invalidate()
    }

    @Test func withoutNewOrOldTheValuesAreNil() {
        let view = View()
        var changes: [KeyValueObservedChange<CGFloat>] = []
        let observation = view.observe(\.alpha) { _, change in changes.append(change) }
        view.alpha = 0.5
        #expect(changes.count == 1 && changes[0].newValue == nil && changes[0].oldValue == nil)
        #expect(changes[0].kind == .setting && !changes[0].isPrior && changes[0].indexes == nil)
        _ = observation
    }

    @Test func aFrameAssignmentIsOneChangeWithTheFinalValue() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var frames: [CGRect] = []
        let observation = view.observe(\.frame, options: [.new]) { _, change in frames.append(change.newValue ?? .null) }
        view.frame = CGRect(x: 5, y: 6, width: 70, height: 80)  // bounds, then position
        #expect(frames == [CGRect(x: 5, y: 6, width: 70, height: 80)], "no half-way frame: \(frames)")
        view.layer.frame = CGRect(x: 1, y: 1, width: 2, height: 2)
        #expect(frames.count == 2 && frames[1] == CGRect(x: 1, y: 1, width: 2, height: 2))
        view.center = CGPoint(x: 100, y: 100)  // a derived value changes when what it comes from changes
        #expect(frames.count == 3 && frames[2] == CGRect(x: 99, y: 99, width: 2, height: 2))
        _ = observation
    }

    @Test func aChangeInsideAnAnimationBlockDeliversTheModelValue() {
        let window = Window(size: CGSize(width: 100, height: 100), scale: 1)
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        var alphas: [CGFloat] = []
        let observation = view.observe(\.alpha, options: [.new]) { _, change in alphas.append(change.newValue ?? -1) }
        View.animate(withDuration: 1) { view.alpha = 0.25 }
        #expect(alphas == [0.25], "at once, with the model value")
        window.tick(frames: 30)
        #expect(alphas == [0.25], "the animation's presentation values are not changes")
        _ = observation
    }

    @Test func aHandlerThatChangesTheValueAgainSeesEachChangeInOrder() {
        let view = View()
        var notes: [String] = []
        let observation = view.observe(\.alpha, options: [.old, .new]) { view, change in
            notes.append("\(change.oldValue ?? -1)->\(change.newValue ?? -1)")
            if view.alpha < 0.5 { view.alpha = 0.5 }  // clamps, re-entering the observation
        }
        view.alpha = 0.25
        #expect(notes == ["1.0->0.25", "0.25->0.5"])
        _ = observation
    }

    @Test func invalidatingInsideAHandlerStopsFurtherDeliveries() {
        let view = View()
        var count = 0
        var observation: KeyValueObservation?
        observation = view.observe(\.isHidden) { _, _ in
            count += 1
            observation?.invalidate()
        }
        view.isHidden = true
        view.isHidden = false
        #expect(count == 1)
        observation?.invalidate()  // again: nothing happens
    }

    @Test func theStringFormDeliversKindNewOldAndContext() {
        let view = View()
        let recorder = Recorder()
        var token = 0
        withUnsafeMutablePointer(to: &token) { context in
            view.addObserver(recorder, forKeyPath: "backgroundColor", options: [.new, .old], context: context)
            view.backgroundColor = .red
            #expect(recorder.changes.count == 1)
            let (keyPath, change, delivered) = recorder.changes[0]
            #expect(keyPath == "backgroundColor" && delivered == UnsafeMutableRawPointer(context))
            #expect(change?[.kindKey] as? UInt == KeyValueChange.setting.rawValue)
            #expect(change?[.oldKey] is NSNull, "a nil value is NSNull, as in Foundation")
            #expect(change?[.newKey] as? Color == .red)
            view.removeObserver(recorder, forKeyPath: "backgroundColor", context: context)
        }
        view.backgroundColor = .blue
        #expect(recorder.changes.count == 1)
    }

    @Test func aViewObservesItsLayersKeysThroughLayerDot() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let recorder = Recorder()
        view.addObserver(recorder, forKeyPath: "layer.cornerRadius", options: [.new], context: nil)
        view.layer.cornerRadius = 4
        #expect(recorder.changes.count == 1 && recorder.changes.first?.1?[.newKey] as? CGFloat == 4)
        view.removeObserver(recorder, forKeyPath: "layer.cornerRadius")
    }

    @Test func misusesAreReportedAndNotRegistered() {
        let view = View()
        let recorder = Recorder()
        let reported = Diagnostics.collect {
            view.addObserver(recorder, forKeyPath: "noSuchKey", options: [.new], context: nil)
            view.addObserver(NSObject(), forKeyPath: "frame", options: [.new], context: nil)
            view.removeObserver(recorder, forKeyPath: "frame")
        }
        #expect(reported.map(\.code) == ["kvo.unknownKeyPath", "kvo.observerCannotReceive", "kvo.notRegistered"])
        view.frame = CGRect(x: 1, y: 1, width: 1, height: 1)
        #expect(recorder.changes.isEmpty)
    }

    @Test func removingOneOfTwoRegistrationsKeepsTheOther() {
        let view = View()
        let recorder = Recorder()
        view.addObserver(recorder, forKeyPath: "alpha", options: [.new], context: nil)
        view.addObserver(recorder, forKeyPath: "alpha", options: [.new], context: nil)
        view.alpha = 0.5
        #expect(recorder.changes.count == 2, "each registration delivers, as in Foundation")
        view.removeObserver(recorder, forKeyPath: "alpha")
        view.alpha = 0.25
        #expect(recorder.changes.count == 3)
        view.removeObserver(recorder, forKeyPath: "alpha")
        view.alpha = 0.125
        #expect(recorder.changes.count == 3)
    }

    @Test func anObservationDoesNotKeepTheObservedObjectAlive() {
        weak var gone: View?
        var observation: KeyValueObservation?
        do {
            let view = View()
            gone = view
            observation = view.observe(\.alpha) { _, _ in }
        }
        #expect(gone == nil)
        observation?.invalidate()
    }
}
