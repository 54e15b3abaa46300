import Foundation

/// Where a window's time comes from. The runtime reads time only through its
/// clock, and moves only when the clock ticks, so a run is repeatable.
@preconcurrency @MainActor
public protocol FrameClock: AnyObject {
    /// Seconds since the clock started; never decreases.
    var time: Double { get }
    /// Seconds from one frame to the next; positive and finite.
    var frameInterval: Double { get }
    /// Moves the clock to the next frame.
    func advance()
}

/// A clock that steps whole frames on request: frame `n` is at `n / fps` seconds.
///
/// Time is computed from the frame number, not accumulated, so it does not
/// drift: frame 60 at 60 fps is exactly 1.0 s.
@preconcurrency @MainActor
public final class ManualClock: FrameClock {
    /// Frames per second, positive and finite.
    public let fps: Double
    /// The number of frames stepped so far.
    public private(set) var frame = 0

    /// - Precondition: `fps` is positive and finite (non-finite or non-positive
    ///   values are replaced by 60, the documented default).
    public init(fps: Double = 60) {
        self.fps = fps.isFinite && fps > 0 ? fps : 60
    }

    /// Seconds since frame 0: `frame / fps`.
    public var time: Double { Double(frame) / fps }
    /// Seconds between two frames: `1 / fps`.
    public var frameInterval: Double { 1 / fps }
    /// Moves the clock to the next frame.
    public func advance() { frame += 1 }
}
