/// The nesting of a document, found before Yams builds any node: Yams
/// builds nodes recursively, so a document nested tens of thousands deep
/// would exhaust the stack there.
///
/// The scan reads the text once, iteratively, and counts the collections
/// YAML opens: flow sequences and mappings (`[`, `{`), block sequences (a
/// `- ` entry at a column where none is open, several on one line when
/// compact) and block mappings (a `key:` at a column where none is open).
/// Quoted scalars, comments and block scalars (`|`, `>`) open nothing.
/// A collection's position is where libyaml's event for it starts (its
/// first `-`, its first key, its bracket), so the column reported is
/// libyaml's. Aliases are not expanded here (the node limit bounds them).
/// (Yams' own event parser is internal to Yams, so the scan is the
/// project's own.)
enum NestingScan {
    /// Refused above this many levels (a scene nested 64 views deep needs about 200).
    static let limit = 1000

    /// Where the nesting first exceeds ``limit``: (line, column), from 1,
    /// columns in characters. Nil when it never does.
    static func firstTooDeep(in text: String) -> (line: Int, column: Int)? {
        var scanner = Scanner(limit: limit)
        // Lines of Unicode scalars (a column counts characters, as libyaml's marks do); `\r\n` ends a line too.
        for line in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
            var scalars = Array(line)
            if scalars.last == "\r" { scalars.removeLast() }
            if let found = scanner.scan(scalars) { return (found.line + 1, found.column + 1) }
        }
        return nil
    }

    /// The state between lines.
    struct Scanner {
        let limit: Int
        /// The open block collections, innermost last: each one's column and whether it is a sequence.
        var blocks: [(column: Int, sequence: Bool)] = []
        /// The open flow collections.
        var flow = 0
        /// Inside a quoted scalar that goes on past its line: its quote character.
        var quote: Unicode.Scalar?
        /// In a flow collection: whether the next character that is not a space starts a node
        /// (after `[`, `{`, `,` or `:`), so that a quote there opens a quoted scalar.
        var atFlowNode = false
        /// Inside a block scalar: lines indented more than this column belong to it.
        var blockScalarParent: Int?
        /// The line being scanned, from 0.
        var line = -1
        /// An anchor or tag that ended its line: the block collection on the next lines starts there.
        var properties: (line: Int, column: Int)?

        var depth: Int { blocks.count + flow }

        /// Scans the next line (without its line break); returns where (line and
        /// column, from 0) the collection that first goes past the limit starts, if one does.
        mutating func scan(_ text: [Unicode.Scalar]) -> (line: Int, column: Int)? {
            line += 1
            let pending = properties
            guard let column = scanLine(text) else {
                // Properties from an earlier line belong to this line's node when it is not a collection.
                if let earlier = properties, earlier.line < line, !text.allSatisfy({ $0 == " " }) { properties = nil }
                return nil
            }
            if column == -1, let pending { return pending }
            return (line, column)
        }

        private mutating func scanLine(_ line: [Unicode.Scalar]) -> Int? {
            var i = 0
            let indent = line.prefix { $0 == " " }.count
            if let parent = blockScalarParent {
                if indent == line.count || indent > parent { return nil }
                blockScalarParent = nil
            }
            if let open = quote {
                guard let end = closingQuote(open, in: line, from: 0) else { return nil }
                quote = nil
                i = end + 1
                return flow > 0 ? scanFlow(line, from: i) : scanValue(line, from: i)
            }
            if flow > 0 { return scanFlow(line, from: 0) }
            if indent == line.count || line[indent] == "#" { return nil }
            if indent == 0, startsWith(line, "---") || startsWith(line, "...") || line[0] == "%" {
                blocks = []
                return startsWith(line, "---") ? scanValue(line, from: 3) : nil
            }
            // Block collections indented more than this line, or a sequence at its column that
            // this line does not continue, have ended.
            let isEntry = line[indent] == "-" && (indent + 1 == line.count || line[indent + 1] == " ")
            while let top = blocks.last, top.column > indent || (top.column == indent && top.sequence && !isEntry) {
                blocks.removeLast()
            }
            return scanNode(line, from: indent)
        }

        /// A node at column `i` in block context: sequence entries, a mapping key, or a value.
        private mutating func scanNode(_ line: [Unicode.Scalar], from start: Int) -> Int? {
            var i = start
            while i < line.count {
                let c = line[i]
                if (c == "-" || c == "?") && (i + 1 == line.count || line[i + 1] == " ") {
                    if let column = open(block: i, sequence: c == "-") { return column }
                    i = skipSpaces(line, from: i + 1)
                    continue
                }
                if let colon = keyEnd(line, from: i) {
                    if let column = open(block: i, sequence: false) { return column }
                    return scanValue(line, from: colon + 1)
                }
                return scanValue(line, from: i)
            }
            return nil
        }

        /// Opens a block collection at `column` unless one of that kind is open there.
        private mutating func open(block column: Int, sequence: Bool) -> Int? {
            if let top = blocks.last, top.column == column, top.sequence == sequence { return nil }
            // A mapping at a column where a sequence entry holds it, or the reverse: the new one nests.
            blocks.append((column, sequence))
            // A collection whose anchor or tag ended the line before starts there (reported as column -1).
            let anchored = properties != nil
            properties = nil
            return depth > limit ? (anchored ? -1 : column) : nil
        }

        /// A value after a key or an entry: flow collections, a block scalar, a quoted scalar or a plain one.
        private mutating func scanValue(_ line: [Unicode.Scalar], from start: Int) -> Int? {
            var i = skipSpaces(line, from: start)
            // Properties: anchors and tags. A collection with properties starts at the first of them.
            let properties = i
            while i < line.count, line[i] == "&" || line[i] == "!" {
                while i < line.count, line[i] != " " { i += 1 }
                i = skipSpaces(line, from: i)
            }
            guard i < line.count else {
                if i > properties { self.properties = (self.line, properties) }
                return nil
            }
            switch line[i] {
            case "[", "{": return scanFlow(line, from: i, startingAt: properties)
            case "|", ">":
                blockScalarParent = blocks.last?.column ?? -1
                return nil
            case "\"", "'":
                if closingQuote(line[i], in: line, from: i + 1) == nil { quote = line[i] }
                return nil
            default:
                return nil
            }
        }

        /// Flow context: brackets open and close, quoted scalars and comments hold none.
        /// `startingAt`: where the collection opened at `start` begins (its anchor or tag).
        private mutating func scanFlow(_ line: [Unicode.Scalar], from start: Int, startingAt first: Int? = nil) -> Int? {
            var i = start
            while i < line.count {
                let c = line[i]
                switch c {
                case "[", "{":
                    flow += 1
                    atFlowNode = true
                    if depth > limit { return i == start ? first ?? i : i }
                case "]", "}":
                    flow = max(0, flow - 1)
                    atFlowNode = false
                    if flow == 0 { return scanAfterFlow(line, from: i + 1) }
                case ",", ":":
                    atFlowNode = true
                case "\"" where atFlowNode, "'" where atFlowNode:
                    // (A quote inside a plain scalar, as in `it's` or `don 't`, starts nothing.)
                    atFlowNode = false
                    guard let end = closingQuote(c, in: line, from: i + 1) else {
                        quote = c
                        return nil
                    }
                    i = end
                case "#" where i == 0 || line[i - 1] == " ":
                    return nil
                case " ", "\t":
                    break
                default:
                    atFlowNode = false
                }
                i += 1
            }
            return nil
        }

        /// After a flow collection ended on a line: a `: value` when it was a key, else nothing.
        private mutating func scanAfterFlow(_ line: [Unicode.Scalar], from start: Int) -> Int? {
            let i = skipSpaces(line, from: start)
            guard i < line.count, line[i] == ":" else { return nil }
            return scanValue(line, from: i + 1)
        }

        /// The index of the `:` ending a mapping key that starts at `start`
        /// (`key: value`, `key:` at the end, `"quoted key": value`); nil when the line holds no key there.
        private func keyEnd(_ line: [Unicode.Scalar], from start: Int) -> Int? {
            var i = start
            if line[i] == "\"" || line[i] == "'" {
                guard let end = closingQuote(line[i], in: line, from: i + 1) else { return nil }
                i = skipSpaces(line, from: end + 1)
                return i < line.count && line[i] == ":" && (i + 1 == line.count || line[i + 1] == " ") ? i : nil
            }
            if line[i] == "[" || line[i] == "{" || line[i] == "|" || line[i] == ">" || line[i] == "#" { return nil }
            while i < line.count {
                if line[i] == ":" && (i + 1 == line.count || line[i + 1] == " ") { return i }
                if line[i] == "#" && i > start && line[i - 1] == " " { return nil }
                i += 1
            }
            return nil
        }

        /// The index of the quote closing a scalar opened by `quote`, searching from `start`; nil when it goes on.
        private func closingQuote(_ quote: Unicode.Scalar, in line: [Unicode.Scalar], from start: Int) -> Int? {
            var i = start
            while i < line.count {
                if quote == "\"", line[i] == "\\" {
                    i += 2
                    continue
                }
                if line[i] == quote {
                    // '' inside single quotes is an escaped quote.
                    if quote == "'", i + 1 < line.count, line[i + 1] == "'" {
                        i += 2
                        continue
                    }
                    return i
                }
                i += 1
            }
            return nil
        }

        private func skipSpaces(_ line: [Unicode.Scalar], from start: Int) -> Int {
            var i = start
            while i < line.count, line[i] == " " { i += 1 }
            return i
        }

        private func startsWith(_ line: [Unicode.Scalar], _ prefix: String) -> Bool {
            let p = Array(prefix.unicodeScalars)
            return line.count >= p.count && Array(line.prefix(p.count)) == p
                && (line.count == p.count || line[p.count] == " ")
        }
    }
}
