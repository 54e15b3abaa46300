/// One entry of the error catalogue (docs/errors.md): a stable code, the exit
/// status, what the message says and what to do.
///
/// The code never changes once published; scripts and CI logs may match on it.
package struct CatalogueEntry: Hashable, Sendable {
    /// Such as `FB-SCENE-UNKNOWN-KEY`.
    package let code: String
    /// 1: a verification found differences; 2: bad input or a failure to write.
    package let exitCode: Int32
    /// The message pattern, as docs/errors.md shows it.
    package let pattern: String
    /// What the user should do.
    package let remedy: String

    package init(code: String, exitCode: Int32, pattern: String, remedy: String) {
        self.code = code
        self.exitCode = exitCode
        self.pattern = pattern
        self.remedy = remedy
    }
}

/// An error as the user sees it: its catalogue entry and the one-line message.
package struct UserError: Error, CustomStringConvertible {
    package let entry: CatalogueEntry
    package let message: String

    /// `error[FB-...]: message`, which `flipbook: ` prefixes on standard error.
    package var description: String { "error[\(entry.code)]: \(message)" }

    package init(entry: CatalogueEntry, message: String) {
        self.entry = entry
        self.message = message
    }
}
