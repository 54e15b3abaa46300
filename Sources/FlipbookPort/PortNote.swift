/// One line of `flipbook port`'s report: a rewrite it made (`note`) or a
/// construct it left as it was (`warning`), or a line UIKit itself rejects
/// (`error`), at a place in a source file.
public struct PortNote: Hashable, Sendable, CustomStringConvertible {
    /// `note` for a rewrite, `warning` for what could not be ported, `error`
    /// for code that does not compile for iOS either and would fail here.
    public enum Severity: String, Hashable, Sendable {
        /// `note`: a rewrite made, or a construct that needs nothing; `warning`: a construct left as it was, to port by hand;
        /// `error`: a line UIKit rejects too, which the port refuses.
        case note, warning, error
    }

    /// The file, as given to ``Porter/port(_:file:)``.
    public var file: String
    /// 1-based.
    public var line: Int
    /// 1-based, in UTF-8 bytes (as compilers report columns).
    public var column: Int
    /// A note (a rewrite) or a warning (left as it was).
    public var severity: Severity
    /// One sentence.
    public var message: String

    /// A note at `file`:`line`:`column` (1-based; columns in UTF-8 bytes).
    public init(file: String, line: Int, column: Int, severity: Severity, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    /// `file:line:col: note: message`, the form compilers and editors read.
    public var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }
}
