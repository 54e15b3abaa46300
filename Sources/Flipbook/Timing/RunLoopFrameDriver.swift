import Foundation

/// Ticks a window whose clock is a ``DisplayLinkClock`` from the main run
/// loop: a repeating `Timer` of one frame, in the run loop's common modes (so
/// the default mode `RunLoop.main.run(until:)` and XCTest's waits run in
/// fires it), that ticks the window when a frame of real time has passed.
///
/// The run loop keeps the timer and the timer keeps the driver; the driver
/// holds the window weakly, and the timer stops itself once the window is
/// gone. It never ticks a window from inside that window's own tick (a run
/// loop spun by a completion block).
@preconcurrency @MainActor
final class RunLoopFrameDriver {
    private weak var window: Window?
    private var isTicking = false

    private init(window: Window) {
        self.window = window
    }

    /// Starts ticking `window` from the main run loop; `clock` is its clock.
    static func start(_ window: Window, clock: DisplayLinkClock) {
        let driver = RunLoopFrameDriver(window: window)
        let timer = Timer(timeInterval: clock.frameInterval, repeats: true) { timer in
            let windowIsAlive = MainActor.assumeIsolated { () -> Bool in
                guard let window = driver.window else { return false }
                driver.fire(window, clock)
                return true
            }
            if !windowIsAlive { timer.invalidate() }
        }
        RunLoop.main.add(timer, forMode: .common)
    }

    private func fire(_ window: Window, _ clock: DisplayLinkClock) {
        guard !isTicking, clock.framesDue() else { return }
        isTicking = true
        defer { isTicking = false }
        window.tick()
    }
}
