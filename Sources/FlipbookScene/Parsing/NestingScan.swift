/// A quick look at the raw text, before Yams builds any node, for documents
/// nested so deeply that building them would exhaust the stack.
///
/// The bound it computes for each line is the indentation, plus the compact
/// block indicators (`- `, `? `) that open the line, plus the depth of open
/// flow collections (`[`, `{`) outside quotes and comments. It is never below
/// the real nesting, and a sensible scene stays far below ``limit``.
enum NestingScan {
    /// Refused above this many levels (a scene nested 64 views deep needs about 200).
    static let limit = 1000

    /// Where the bound first exceeds ``limit``: (line, column), from 1.
    static func firstTooDeep(in text: String) -> (line: Int, column: Int)? {
        var line = 1, column = 0
        var flow = 0
        var atLineStart = true, indent = 0, indicators = 0
        var quote: Character? = nil
        var escaped = false
        var inComment = false
        var previous: Character = "\n"
        for ch in text.unicodeScalars.lazy.map(Character.init) {
            column += 1
            if ch == "\n" {
                line += 1; column = 0; atLineStart = true; indent = 0; indicators = 0
                inComment = false; previous = ch
                if quote == "'" || quote == "\"" { /* quoted scalars may span lines */ }
                continue
            }
            defer { previous = ch }
            if inComment { continue }
            if let q = quote {
                if q == "\"" {
                    if escaped { escaped = false } else if ch == "\\" { escaped = true } else if ch == "\"" { quote = nil }
                } else if ch == "'" {
                    quote = nil   // a doubled '' reopens at once below
                }
                continue
            }
            let tokenStart = previous == " " || previous == "\t" || previous == "\n" || previous == "["
                || previous == "{" || previous == "," || previous == ":"
            if atLineStart {
                if ch == " " { indent += 1; continue }
                if (ch == "-" || ch == "?") { indicators += 1; continue }
                atLineStart = false
            }
            switch ch {
            case "#" where previous == " " || previous == "\t" || previous == "\n": inComment = true
            case "\"" where tokenStart, "'" where tokenStart || previous == "'": quote = ch
            case "[", "{":
                flow += 1
                if indent + indicators + flow > limit { return (line, column) }
            case "]", "}": if flow > 0 { flow -= 1 }
            default: break
            }
            if indent + indicators > limit { return (line, column) }
        }
        return nil
    }
}
