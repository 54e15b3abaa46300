import Foundation

/// Quoting for commands printed for the user to paste into a POSIX shell.
package enum ShellQuote {
    /// `word` as is when it has only safe characters, otherwise in single quotes.
    package static func word(_ word: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:,%+@")
        if !word.isEmpty, word.allSatisfy({ safe.contains($0) }) { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
