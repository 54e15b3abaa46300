import Foundation

/// A failure found by the command-line tool itself (not by a library): a bad
/// option value, an unreadable folder, a plugin that cannot be loaded. Each
/// case maps to one catalogue entry (see ``ErrorCatalogue``).
package enum CLIError: Error, CustomStringConvertible {
    /// A bad option value or argument (`FB-CLI-USAGE`).
    case badInput(String)
    /// A message with its own catalogue code, such as `FB-CURVE-INPUT`.
    case coded(String, String)
    case verificationFailed(String)

    package var description: String {
        switch self {
        case .badInput(let m), .coded(_, let m), .verificationFailed(let m): return m
        }
    }

    package var exitCode: Int32 {
        switch self {
        case .badInput, .coded: return 2
        case .verificationFailed: return 1
        }
    }
}
