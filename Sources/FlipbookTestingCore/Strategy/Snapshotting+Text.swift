import Flipbook
import Foundation

/// Why a golden text file cannot be read.
struct TextDecodingError: Error, CustomStringConvertible {
    var description: String { "the file is not valid UTF-8 text" }
}

extension Diffing where Format == String {
    /// UTF-8 text compared line by line. A failure says how many lines were
    /// removed and added, shows the start of a unified diff (at most
    /// `messageLines` lines) and attaches the whole diff as `diff`.
    public static func lines(messageLines: Int = 40) -> Diffing<String> {
        Diffing(
            toData: { Data($0.utf8) },
            fromData: { data in
                guard let text = String(data: data, encoding: .utf8) else { throw TextDecodingError() }
                return text
            },
            diff: { expected, actual in
                guard expected != actual else { return nil }
                let diff = LineDiff.unified(expected: expected, actual: actual)
                let body = LineDiff.lines(diff).dropFirst(2)
                let removed = body.count { $0.hasPrefix("-") }
                let added = body.count { $0.hasPrefix("+") }
                var shown = LineDiff.lines(diff).prefix(messageLines).joined(separator: "\n")
                let total = LineDiff.lines(diff).count
                if total > messageLines { shown += "\n... \(total - messageLines) more diff lines in the report" }
                return DiffFailure(
                    message: "\(removed) line\(removed == 1 ? "" : "s") removed, \(added) added:\n\(shown)",
                    attachments: [DiffAttachment(role: "diff", pathExtension: "diff", data: Data(diff.utf8))])
            })
    }

    /// ``lines(messageLines:)`` with 40 lines in the message.
    public static var lines: Diffing<String> { lines() }
}

extension Snapshotting where Value == String, Format == String {
    /// Text as itself, in a `.txt` file, compared line by line.
    public static var lines: Snapshotting<String, String> { Snapshotting(pathExtension: "txt", diffing: .lines) }
}

extension Snapshotting where Value == Film, Format == String {
    /// A film's text trace (``FilmTrace``): the text strategy pulled back over the film.
    public static var trace: Snapshotting<Film, String> {
        Snapshotting<String, String>.lines.pullback { FilmTrace.text(for: $0) }
    }
}
