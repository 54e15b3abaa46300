import FuzzSupport
import Flipbook
import Foundation

/// Decodes fuzzer bytes into operations on one window and checks the
/// invariants after each (see `fuzzTransitions`).
///
/// The window is 320 x 480 points at 60 fps with a navigation controller
/// ("nav", root "R") at its root. Operation byte modulo 24:
/// 0 present (style, delegate mode, animated from the next bytes; a reveal
/// delegate also adds fuzzed layer animations to the moving view), 1 dismiss,
/// 2 push, 3 pop, 4 update(p), 5 pause, 6 finish (maybe with a velocity),
/// 7 cancel (likewise), 8 an edge-swipe drag, 9 ticks (1 to 32),
/// 10 completion speed (including 0, negative, NaN), 11 resize;
/// 12...23 layer operations (``LayerPlayer``: layers, masks, explicit
/// animations, transactions, layer time, display links, Cairo frames).
/// Clock ticks are bounded per input (``maximumTicks``, then the settling).
@MainActor
public final class OperationPlayer {
    /// The most frames operation 9 ticks in one input.
    static let maximumTicks = 4000
    private let reader: ByteReader
    private var ticks = 0
    private var layerPlayer: LayerPlayer!
    let tracker = AppearanceTracker()
    let window = Window(size: CGSize(width: 320, height: 480), scale: 1, clock: ManualClock(fps: 60))
    let nav: ProbeNavigationController
    /// Delegates are held weakly by controllers; the player keeps them alive.
    private var delegates: [FuzzDelegate] = []
    private var serial = 0
    private var step = 0

    public init(_ bytes: [UInt8]) {
        reader = ByteReader(bytes)
        nav = ProbeNavigationController(root: ProbeController("R", tracker), tracker)
        window.rootViewController = nav
        window.tick()
        layerPlayer = LayerPlayer(reader: reader, window: window) { [unowned self] in
            [self.window.layer, self.topmost.view.layer] + (self.nav.topViewController.map { [$0.view.layer] } ?? [])
        }
    }

    private func next() -> UInt8 { reader.next() }
    private func fraction() -> CGFloat { CGFloat(next()) / 200 - 0.1 }

    /// The controller at the top of the presentation chain.
    var topmost: ViewController {
        var vc: ViewController = nav
        while let p = vc.presentedViewController { vc = p }
        return vc
    }

    private func newProbe() -> ProbeController {
        serial += 1
        return ProbeController("C\(serial)", tracker)
    }

    public func run() {
        while let op = reader.nextOperation() {
            step += 1
            if Trace.isOn { Trace.log("step \(step): \(op % 24 < 12 ? "op \(op % 24)" : "layer op \(op % 24 - 12)") at t=\(window.time)") }
            if op % 24 < 12 { perform(op % 24) } else { layerPlayer.perform(Int(op % 24) - 12, step: step) }
            HierarchyCheck.verify(window: window, nav: nav, step: step)
        }
        settle()
    }

    private func perform(_ op: UInt8) {
        switch op {
        case 0:
            let styles: [ModalPresentationStyle] = [.fullScreen, .overFullScreen, .custom, .pageSheet, .currentContext]
            let style = styles[Int(next()) % styles.count]
            let mode = FuzzDelegate.Mode(rawValue: Int(next()) % FuzzDelegate.Mode.allCases.count)!
            let vc = newProbe()
            vc.modalPresentationStyle = style
            let delegate = mode == .reveal || mode == .interactiveReveal
                ? FuzzDelegate(mode: mode, revealCenter: reader.point(), revealHoldsEnd: reader.bool(),
                               extra: layerPlayer.transitionAnimations())
                : FuzzDelegate(mode: mode)
            delegates.append(delegate)
            vc.transitioningDelegate = delegate
            topmost.present(vc, animated: next() % 4 != 0)
        case 1: topmost.dismiss(animated: next() % 4 != 0)
        case 2: nav.pushViewController(newProbe(), animated: next() % 4 != 0)
        case 3: _ = nav.popViewController(animated: next() % 4 != 0)
        case 4:
            let b = next()
            delegates.last?.interaction.update(b == 255 ? .nan : CGFloat(b) / 200 - 0.1)
        case 5: delegates.last?.interaction.pause()
        case 6:
            let b = next()
            if b % 2 == 0 { delegates.last?.interaction.finish() } else { delegates.last?.interaction.finish(velocity: fraction() * 10) }
        case 7:
            let b = next()
            if b % 2 == 0 { delegates.last?.interaction.cancel() } else { delegates.last?.interaction.cancel(velocity: fraction() * 10) }
        case 8:
            let y = CGFloat(next()) * 1.8 + 10, to = CGFloat(next()) * 1.2
            let duration = Double(next() % 40 + 1) / 60
            let start = window.time + 1.0 / 60
            try? window.play(.drag(from: CGPoint(x: 2, y: y), to: CGPoint(x: to, y: y + 5), start: start,
                                   duration: duration, steps: Int(next() % 12) + 1))
        case 9:
            let frames = min(Int(next() % 32) + 1, Self.maximumTicks - ticks)
            ticks += frames
            window.tick(frames: frames)
        case 10:
            let b = next()
            delegates.last?.interaction.completionSpeed = b == 255 ? .nan : CGFloat(b) / 64 - 0.5
        default:
            let w = CGFloat(next()) * 2 + 1, h = CGFloat(next()) * 2 + 1
            window.resize(to: CGSize(width: w, height: h), duration: Double(next() % 30) / 60)
        }
    }

    /// Finishes every interaction, lets touches and transitions run out, and checks the settled state.
    private func settle() {
        layerPlayer.finish()
        var frames = 0
        while (window.isTransitionRunning || window.hasPendingTouches) && frames < 3600 {
            for d in delegates { d.interaction.completionSpeed = 1; d.interaction.finish() }
            window.tick()
            frames += 1
        }
        require(!window.isTransitionRunning, "a transition was still running after 60 s of clock time")
        window.tick()
        HierarchyCheck.verify(window: window, nav: nav, step: step + 1)
        HierarchyCheck.verifySettled(window: window, nav: nav, top: topmost, tracker: tracker)
        layerPlayer.verify(step: step + 1)
        layerPlayer.checkSettled()
        layerPlayer.tearDown()
    }
}

/// Set `FLIPBOOK_FUZZ_TRACE=1` to print every step to standard error (for
/// triaging a finding with `-runs=0 <input>`); off while fuzzing.
public enum Trace {
    public static let isOn = ProcessInfo.processInfo.environment["FLIPBOOK_FUZZ_TRACE"] != nil
    public static func log(_ line: @autoclosure () -> String) {
        guard isOn else { return }
        FileHandle.standardError.write(Data((line() + "\n").utf8))
    }
}
