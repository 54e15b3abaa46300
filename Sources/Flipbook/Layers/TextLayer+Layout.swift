import Foundation

/// How a text layer cuts a line that does not fit (`CATextLayerTruncationMode`).
public struct TextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// No cut: text wider than the bounds runs past them (the default).
    public static let none = TextLayerTruncationMode(rawValue: "none")
    /// An ellipsis replaces the start of the line.
    public static let start = TextLayerTruncationMode(rawValue: "start")
    /// An ellipsis replaces the end of the line.
    public static let end = TextLayerTruncationMode(rawValue: "end")
    /// An ellipsis replaces the middle of the line.
    public static let middle = TextLayerTruncationMode(rawValue: "middle")
}

/// How a text layer places each line across its bounds (`CATextLayerAlignmentMode`).
public struct TextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Left to right text starts at the left edge (the default).
    public static let natural = TextLayerAlignmentMode(rawValue: "natural")
    /// Lines start at the left edge.
    public static let left = TextLayerAlignmentMode(rawValue: "left")
    /// Lines end at the right edge.
    public static let right = TextLayerAlignmentMode(rawValue: "right")
    /// Lines are centred.
    public static let center = TextLayerAlignmentMode(rawValue: "center")
    /// Lines that wrapping broke are stretched to the bounds width by
    /// widening the spaces between words; a paragraph's last line, a line
    /// of one word and a truncated line are drawn as `.natural`.
    public static let justified = TextLayerAlignmentMode(rawValue: "justified")
}

/// Breaking a text layer's string into lines: explicit line breaks, word
/// wrapping to a width, and truncation with an ellipsis.
struct TextLayerLayout {
    /// One line to draw.
    struct Line: Equatable {
        var text: String
        /// True when wrapping broke the paragraph after this line (a line
        /// that justified alignment stretches).
        var continues: Bool
    }

    var font: Font
    var measurer: any TextMeasuring

    static let ellipsis = "\u{2026}"

    func width(_ text: String) -> CGFloat { measurer.width(of: text, font: font) }

    /// The lines of `text` in a box of `size`. Each paragraph (split at line
    /// breaks) is one line unless `wrapped`, when it is broken between words
    /// (inside a word too long for a line) to fit the width. With a
    /// truncation mode other than `.none`, lines wider than the box are cut
    /// with an ellipsis and only the lines whose box fits the height are
    /// kept (at least one), the last kept one taking the rest of the text
    /// before it is cut.
    func lines(of text: String, in size: CGSize, wrapped: Bool, truncation: TextLayerTruncationMode) -> [Line] {
        var lines: [Line] = []
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let pieces = wrapped ? wrap(String(paragraph), width: size.width) : [String(paragraph)]
            for (i, piece) in pieces.enumerated() {
                lines.append(Line(text: piece, continues: i < pieces.count - 1))
            }
        }
        guard truncation != .none else { return lines }
        let m = measurer.metrics(of: font)
        var fitting = 1
        if m.lineHeight > 0, size.height > m.ascent + m.descent {
            // Held at the number of lines: a font of 8e-300 points fits more
            // lines than an Int holds (converting that traps).
            let more = ((size.height - m.ascent - m.descent) / m.lineHeight).rounded(.down)
            fitting += more < CGFloat(lines.count) ? Int(more) : lines.count
        }
        if lines.count > fitting {
            let rest = lines[fitting...].map(\.text).filter { !$0.isEmpty }.joined(separator: " ")
            lines = Array(lines.prefix(fitting))
            // The last line shown ends in an ellipsis, as it lost the rest.
            lines[fitting - 1].text += rest.isEmpty ? "" : " " + rest
            lines[fitting - 1].continues = false
            lines[fitting - 1].text = truncate(lines[fitting - 1].text, width: size.width, mode: truncation, force: true)
        }
        for i in lines.indices where width(lines[i].text) > size.width {
            lines[i].text = truncate(lines[i].text, width: size.width, mode: truncation, force: false)
            lines[i].continues = false
        }
        return lines
    }

    /// Greedy word wrapping; a word wider than the line is broken between
    /// characters. Runs of spaces between words count as one.
    func wrap(_ paragraph: String, width limit: CGFloat) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in paragraph.split(separator: " ") {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if width(candidate) <= limit {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            var rest = Array(word)
            while rest.count > 1, width(String(rest)) > limit {
                var n = 1
                while n < rest.count - 1, width(String(rest[..<(n + 1)])) <= limit { n += 1 }
                lines.append(String(rest[..<n]))
                rest.removeFirst(n)
            }
            current = String(rest)
        }
        lines.append(current)
        return lines
    }

    /// `line` cut with an ellipsis to fit `limit` (`force`: the ellipsis is
    /// added even when the line fits, as it has lost text already). Spaces
    /// next to the ellipsis are dropped; when not even the ellipsis fits,
    /// nothing is left.
    func truncate(_ line: String, width limit: CGFloat, mode: TextLayerTruncationMode, force: Bool) -> String {
        if !force, width(line) <= limit { return line }
        let e = Self.ellipsis
        guard width(e) <= limit else { return "" }
        var chars = Array(line)
        func trimmed(_ s: ArraySlice<Character>) -> String { String(s).trimmingCharacters(in: .whitespaces) }
        switch mode {
        case .start:
            while !chars.isEmpty, width(e + trimmed(chars[...])) > limit { chars.removeFirst() }
            return e + trimmed(chars[...])
        case .middle:
            var head = chars.count / 2
            var tail = chars.count - head
            while head + tail > 0 {
                let s = trimmed(chars.prefix(head)) + e + trimmed(chars.suffix(tail))
                if width(s) <= limit { return s }
                if head >= tail { head -= 1 } else { tail -= 1 }
            }
            return e
        default:
            while !chars.isEmpty, width(trimmed(chars[...]) + e) > limit { chars.removeLast() }
            return trimmed(chars[...]) + e
        }
    }
}
