import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A one-line progress display on standard error, drawn only when standard
/// error is a terminal (quiet when piped or redirected).
package final class ProgressBar {
    package let label: String
    package let isEnabled: Bool
    /// The total that ``update(_:of:detail:)`` shows when it is given none.
    package var total: Int?

    package init(label: String, enabled: Bool = isatty(STDERR_FILENO) == 1) {
        self.label = label
        isEnabled = enabled
    }

    /// Shows `done` of `total` (nil: the bar's ``total``; neither: a count only).
    package func update(_ done: Int, of total: Int? = nil, detail: String = "") {
        guard isEnabled else { return }
        let total = total ?? self.total
        var line = "\r\u{1B}[2K\(label) "
        if let total, total > 0 {
            let width = 24
            let filled = min(width, done * width / total)
            line +=
                "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "] \(done)/\(total)"
        } else {
            line += "\(done) frames"
        }
        if !detail.isEmpty { line += " " + detail }
        StandardError.write(line)
    }

    /// Clears the line.
    package func finish() {
        guard isEnabled else { return }
        StandardError.write("\r\u{1B}[2K")
    }
}
