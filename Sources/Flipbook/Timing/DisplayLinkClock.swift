import Foundation

/// The clock of a window made the UIKit way (`UIWindow(frame:)`,
/// `UIWindow(windowScene:)`): a display link driven by the main run loop in
/// real time, as on a device.
///
/// Time is still counted in whole frames, `frame / fps` seconds, so every
/// animation is sampled at the same instants whatever the machine's speed;
/// what real time decides is only how many frames have passed when code looks.
/// Two things move the clock:
/// - ``Window/tick()``, as on any window: one frame (tests can still step it).
/// - The main run loop (`RunLoop.main.run(until:)`, an `XCTestExpectation`
///   wait, the work `DispatchQueue.main.asyncAfter` waits for): while it runs,
///   the window ticks once a frame of real time has passed (a `Timer` of one
///   frame on the main run loop's common modes). When the main thread was busy for several
///   frames the next tick jumps over them in one step, as a device drops
///   frames: animations land where they would be, completions run once.
///
/// A window given this clock (``Window/init(size:scale:clock:)``) is ticked
/// by the main run loop too; give each window its own.
///
/// This is the one clock in Flipbook that reads the wall clock (the system's
/// monotonic uptime). Windows made with ``Window/init(size:scale:clock:)``
/// keep a ``ManualClock`` and move only when ticked, so films and goldens
/// stay deterministic. See docs/porting-from-uikit.md ("Two clocks") and
/// https://developer.apple.com/documentation/quartzcore/cadisplaylink
/// (a display link's timestamps are whole refresh intervals).
@preconcurrency @MainActor
public final class DisplayLinkClock: FrameClock {
    /// Frames per second, positive and finite (60, as an iPhone's display).
    public let fps: Double
    /// The number of frames counted so far: one per tick, plus the frames a
    /// late run-loop tick jumped over.
    public private(set) var frame = 0
    /// Frames the next ``advance()`` adds beyond the one it always adds.
    private var framesToSkip = 0
    /// Uptime in nanoseconds when the clock started (its first frame of real time).
    private let origin: UInt64
    /// Frames of real time since ``origin`` that run-loop ticks have already counted.
    private var realFramesCounted = 0

    /// A clock at `fps` frames per second whose real time starts now.
    /// A non-finite or non-positive `fps` becomes 60.
    public init(fps: Double = 60) {
        self.fps = fps.isFinite && fps > 0 ? fps : 60
        origin = DispatchTime.now().uptimeNanoseconds
    }

    public var time: Double { Double(frame) / fps }
    public var frameInterval: Double { 1 / fps }

    /// One frame; on a tick the run loop makes, plus the frames of real time
    /// that passed since its previous one beyond the first (dropped frames).
    public func advance() {
        frame += 1 + framesToSkip
        framesToSkip = 0
    }

    /// Seconds of real (monotonic) time since the clock started.
    public var realTime: Double {
        Double(DispatchTime.now().uptimeNanoseconds &- origin) / 1e9
    }

    /// Whether a frame of real time has passed since the run loop last ticked
    /// the window; if so, readies the next ``advance()`` to cover all of them
    /// and counts them. Called by the run loop's driver before it ticks.
    func framesDue() -> Bool {
        let elapsed = Int((realTime * fps).rounded(.down))
        let due = elapsed - realFramesCounted
        guard due >= 1 else { return false }
        realFramesCounted = elapsed
        framesToSkip = due - 1
        return true
    }
}
