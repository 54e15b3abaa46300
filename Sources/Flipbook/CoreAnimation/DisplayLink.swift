import Foundation

/// Calls a closure on every frame of a window (`CADisplayLink`).
///
/// UIKit's display link calls a target's selector; there is no Objective-C
/// runtime here, so the link takes a closure instead:
/// `let link = DisplayLink { link in ... }; link.add(to: .main, forMode: .common)`.
/// It runs on the window's tick, after animations stepped and before layout
/// and drawing, and reads only the window clock: ``timestamp`` is the time of
/// the frame being made, ``targetTimestamp`` the time of the next one.
@preconcurrency @MainActor
public final class DisplayLink: NSObject {
    private let handler: (DisplayLink) -> Void
    private weak var window: Window?
    private var token: Int?
    private var lastFired: Double?

    /// Seconds on the window clock of the frame being made; 0 before the first call.
    public private(set) var timestamp: CFTimeInterval = 0
    /// Seconds on the window clock of the next frame.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// Seconds between frames of the window (`1 / fps`).
    public var duration: CFTimeInterval { window?.clock.frameInterval ?? 0 }
    /// While true the closure is not called; frames are skipped, not queued.
    public var isPaused = false
    /// Calls per second wanted; 0 (the default) calls on every frame. A rate
    /// below the window's skips frames so that calls are at least
    /// `1 / preferredFramesPerSecond` seconds apart.
    public var preferredFramesPerSecond = 0

    /// A link that calls `handler` with itself on every frame once added.
    public init(_ handler: @escaping (DisplayLink) -> Void) {
        self.handler = handler
    }

    /// A link that calls `target`'s method `selector` with itself on every
    /// frame once added (`init(target:selector:)`; `flipbook port` writes
    /// `selector: Self.step` where UIKit code writes `#selector(step(_:))`).
    /// As UIKit's, the link retains the target until it is invalidated.
    /// See https://developer.apple.com/documentation/quartzcore/cadisplaylink/init(target:selector:)
    /// A `target` that is not a `Target` (the type whose method `selector` is) is never called.
    public convenience init<Target: AnyObject>(target: AnyObject, selector: @escaping (Target) -> (DisplayLink) -> Void) {
        self.init { link in if let target = target as? Target { selector(target)(link) } }
    }

    /// As ``init(target:selector:)-(_,(Target)->(DisplayLink)->Void)``, with a method that takes no parameter.
    public convenience init<Target: AnyObject>(target: AnyObject, selector: @escaping (Target) -> () -> Void) {
        self.init { _ in if let target = target as? Target { selector(target)() } }
    }

    /// Adds the link to the active window (the one most recently made or
    /// ticked); the run loop and mode are accepted for source compatibility.
    public func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        guard let window = Window.active else {
            Diagnostics.report(
                "displayLink.noWindow",
                "a DisplayLink was added with no window to run on; make a Window first, or call add(to: window).")
            return
        }
        add(to: window)
    }

    /// Adds the link to `window`'s ticks (once; adding again does nothing).
    /// The window keeps the link until ``invalidate()``, as the run loop
    /// retains a `CADisplayLink` ("Removing the display link from all run
    /// loop modes causes it to be released by the run loop", CADisplayLink.invalidate()),
    /// so a link kept in no variable goes on firing.
    public func add(to window: Window) {
        guard token == nil else { return }
        self.window = window
        token = window.addTickHandler(keepsBusy: { [unowned self] in !isPaused }) { [self] now in fire(at: now) }
    }

    /// Stops the link for good and lets go of the closure's window.
    public func invalidate() {
        if let token, let window { window.removeTickHandler(token) }
        token = nil
        window = nil
    }

    private func fire(at now: Double) {
        guard !isPaused, let window else { return }
        let interval = window.clock.frameInterval
        if preferredFramesPerSecond > 0, let last = lastFired,
            now - last < 1 / Double(preferredFramesPerSecond) - interval / 2
        {
            return
        }
        lastFired = now
        timestamp = now
        targetTimestamp = now + interval
        handler(self)
    }
}

/// Seconds on the clock of the active window (the one most recently made
/// or ticked): `CACurrentMediaTime()`. 0 when there is no window. The
/// engine never reads the wall clock, so the same frames give the same times.
@preconcurrency @MainActor
public func CurrentMediaTime() -> CFTimeInterval {
    Window.active?.time ?? 0
}
