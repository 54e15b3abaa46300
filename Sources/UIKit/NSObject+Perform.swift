import Flipbook
// `perform(_:with:afterDelay:)`, whose selector `flipbook port` turns into a
// method reference (`perform(Self.hideHint, with: nil, afterDelay: 2)`).
import Foundation

extension NSObject {
    /// Calls `selector` on this object with `argument` after `delay` seconds
    /// of the key window's clock (never the wall clock: a headless window
    /// counts frames), on the tick due then; with no window, on the next
    /// main-queue turn. As UIKit's, it keeps this object and the argument
    /// until the call. A delay of 0 still waits for the next tick.
    /// See https://developer.apple.com/documentation/objectivec/nsobject/perform(_:with:afterdelay:)
    @MainActor
    public func perform<Target: AnyObject, Argument>(
        _ selector: @escaping (Target) -> (Argument) -> Void,
        with argument: Argument, afterDelay delay: TimeInterval
    ) {
        guard let target = self as? Target else { return }
        Self.schedule(after: delay) { selector(target)(argument) }
    }

    /// As ``perform(_:with:afterDelay:)``, for a method that takes no
    /// parameter (UIKit code passes `with: nil` then).
    @MainActor
    public func perform<Target: AnyObject>(
        _ selector: @escaping (Target) -> () -> Void, with argument: Any?,
        afterDelay delay: TimeInterval
    ) {
        guard let target = self as? Target else { return }
        Self.schedule(after: delay) { selector(target)() }
    }

    /// Calls `selector` on this object now (`perform(_:)`).
    /// See https://developer.apple.com/documentation/objectivec/nsobjectprotocol/perform(_:)
    @MainActor @discardableResult
    public func perform<Target: AnyObject>(_ selector: (Target) -> () -> Void) -> Unmanaged<AnyObject>? {
        if let target = self as? Target { selector(target)() }
        return nil
    }

    /// Calls `selector` on this object now with `argument` (`perform(_:with:)`).
    @MainActor @discardableResult
    public func perform<Target: AnyObject, Argument>(
        _ selector: (Target) -> (Argument) -> Void,
        with argument: Argument
    ) -> Unmanaged<AnyObject>? {
        if let target = self as? Target { selector(target)(argument) }
        return nil
    }

    @MainActor
    private static func schedule(after delay: TimeInterval, _ call: @escaping () -> Void) {
        if let window = Flipbook.Application.shared.keyWindow {
            window.perform(afterDelay: delay, call)
        } else {
            let box = ScheduledCall(call)
            DispatchQueue.main.async { MainActor.assumeIsolated { box.call() } }
        }
    }
}

/// A delayed call carried to the main queue.
private final class ScheduledCall: @unchecked Sendable {
    let call: () -> Void
    init(_ call: @escaping () -> Void) { self.call = call }
}
