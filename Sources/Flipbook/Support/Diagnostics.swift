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

    public init(code: String, message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { "flipbook: \(message) [\(code)]" }
}

/// Where diagnostics go: standard error by default, or a handler you install.
@preconcurrency @MainActor
public enum Diagnostics {
    /// Receives every diagnostic. The default writes it to standard error.
    public static var handler: (Diagnostic) -> Void = { d in
        FileHandle.standardError.write(Data((d.description + "\n").utf8))
    }

    /// Reports a diagnostic to the current handler.
    public static func report(_ code: String, _ message: String) {
        handler(Diagnostic(code: code, message: message))
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
