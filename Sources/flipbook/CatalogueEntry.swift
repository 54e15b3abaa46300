/// One entry of the error catalogue (docs/errors.md): a stable code, the exit
/// status, what the message says and what to do.
///
/// The code never changes once published; scripts and CI logs may match on it.
struct CatalogueEntry: Hashable, Sendable {
    /// Such as `FB-SCENE-UNKNOWN-KEY`.
    let code: String
    /// 1: a verification found differences; 2: bad input or a failure to write.
    let exitCode: Int32
    /// The message pattern, as docs/errors.md shows it.
    let pattern: String
    /// What the user should do.
    let remedy: String
}

/// An error as the user sees it: its catalogue entry and the one-line message.
struct UserError: Error, CustomStringConvertible {
    let entry: CatalogueEntry
    let message: String

    /// `error[FB-...]: message`, which `flipbook: ` prefixes on standard error.
    var description: String { "error[\(entry.code)]: \(message)" }
}
