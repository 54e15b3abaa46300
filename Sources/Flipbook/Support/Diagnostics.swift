import Foundation

/// A misuse the runtime noticed and survived: what was wrong and what to do instead.
///
/// UIKit raises exceptions or logs for these; Flipbook never crashes on them.
/// It reports each one through ``Diagnostics`` and carries on with the
/// documented outcome named in `message`.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// A stable identifier, such as "animator.finishWhileRunning".
    public var code: String
    /// One sentence on what was wrong, then what happened and what to do.
    public var message: String

    /// A diagnostic with a stable code and a message.
    public init(code: String, message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { "flipbook: \(message) [\(code)]" }
}

/// Where diagnostics go.
///
/// A diagnostic about a view, layer, control or gesture recognizer in a
/// window goes to that window's sink (``WindowEnvironment/diagnosticHandler``)
/// when it has one; every other diagnostic, and all of them by default, goes
/// to the process's ``handler`` (standard error). Read diagnostics in a test
/// with ``collect(_:)``, or give the test's window its own sink.
@preconcurrency @MainActor
public enum Diagnostics {
    /// Receives every diagnostic no window's sink takes. The default writes
    /// it to standard error. Process-wide, like a console: tests use
    /// ``collect(_:)`` (a synchronous scope) or a window's sink instead of
    /// assigning it.
    public static var handler: (Diagnostic) -> Void = { d in
        FileHandle.standardError.write(Data((d.description + "\n").utf8))
    }

    /// Reports a diagnostic to the current handler.
    public static func report(_ code: String, _ message: String) {
        handler(Diagnostic(code: code, message: message))
    }

    /// Reports a diagnostic about `source` (a view, layer, controller or
    /// gesture recognizer): to its window's sink when that window has one,
    /// else to the current handler.
    static func report(_ code: String, _ message: String, from source: AnyObject?) {
        let diagnostic = Diagnostic(code: code, message: message)
        if let sink = window(of: source)?.environment.diagnosticHandler {
            sink(diagnostic)
        } else {
            handler(diagnostic)
        }
    }

    /// The window `source` is in, if any.
    private static func window(of source: AnyObject?) -> Window? {
        switch source {
        case let window as Window: window
        case let view as View: view.window
        case let layer as Layer: layer.hostWindow
        case let controller as ViewController: controller.viewIfLoaded?.window
        case let recognizer as GestureRecognizer: recognizer.view?.window
        default: nil
        }
    }

    /// Runs `body` and returns the diagnostics it reported instead of printing them.
    public static func collect(_ body: () throws -> Void) rethrows -> [Diagnostic] {
        let saved = handler
        var collected: [Diagnostic] = []
        handler = { collected.append($0) }
        defer { handler = saved }
        try body()
        return collected
    }
}
