import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A one-line progress display on standard error, drawn only when standard
/// error is a terminal (quiet when piped or redirected).
struct ProgressBar {
    let label: String
    let isEnabled: Bool

    init(label: String, enabled: Bool = isatty(STDERR_FILENO) == 1) {
        self.label = label
        isEnabled = enabled
    }

    /// Shows `done` of `total` (total nil: a count only).
    func update(_ done: Int, of total: Int? = nil, detail: String = "") {
        guard isEnabled else { return }
        var line = "\r\u{1B}[2K\(label) "
        if let total, total > 0 {
            let width = 24, filled = min(width, done * width / total)
            line += "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "] \(done)/\(total)"
        } else {
            line += "\(done) frames"
        }
        if !detail.isEmpty { line += " " + detail }
        FileHandle.standardError.write(Data(line.utf8))
    }

    /// Clears the line.
    func finish() {
        guard isEnabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
    }
}
