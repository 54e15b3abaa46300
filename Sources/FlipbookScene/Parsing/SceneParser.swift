import Flipbook
import Foundation
import Yams

/// Reads a composed YAML tree into a ``SceneDocument``, checking every value.
///
/// One parser reads one document. Errors carry the node's position; a missing
/// key is reported at its mapping.
final class SceneParser {
    let file: String
    let folder: URL
    let options: SceneLoader.Options
    var viewCount = 0
    /// The document's lines, to tell an inline (flow) list from a block one
    /// by the character at its start (Yams does not keep a sequence's style).
    let lines: [Substring]

    init(file: String, folder: URL, options: SceneLoader.Options, text: String = "") {
        self.file = file
        self.folder = folder
        self.options = options
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// True when `node` is a list written inline, `[a, b]`.
    func isFlowSequence(_ node: Node) -> Bool {
        guard case .sequence = node, let mark = node.mark, mark.line >= 1, mark.line <= lines.count else { return false }
        let scalars = lines[mark.line - 1].unicodeScalars
        guard mark.column >= 1, mark.column <= scalars.count else { return false }
        return scalars[scalars.index(scalars.startIndex, offsetBy: mark.column - 1)] == "["
    }

    // MARK: Errors

    func location(_ node: Node) -> SceneLocation { location(node.mark) }

    func location(_ mark: Mark?) -> SceneLocation {
        SceneLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    func error(_ problem: String, at node: Node, hint: String? = nil) -> SceneError {
        location(node).error(problem, hint: hint)
    }

    func error(_ problem: String, at mark: Mark?, hint: String? = nil) -> SceneError {
        location(mark).error(problem, hint: hint)
    }

    // MARK: Node budget

    /// Counts the nodes of the tree, aliases expanded, without recursion;
    /// refuses more than ``SceneLimits/maximumNodeCount``.
    static func checkNodeCount(_ root: Node, file: String) throws(SceneError) {
        var stack = [root]
        var count = 0
        while let node = stack.popLast() {
            count += 1
            if count > SceneLimits.maximumNodeCount {
                let m = node.mark
                throw SceneError(
                    file: file, line: m?.line ?? 1, column: m?.column ?? 1,
                    problem: "the document expands to more than \(SceneLimits.maximumNodeCount) YAML nodes",
                    hint: "aliases (*name) may be repeated only so far")
            }
            switch node {
            case .scalar: break
            case let .sequence(s): stack.append(contentsOf: s)
            case let .mapping(m):
                for (k, v) in m {
                    stack.append(k)
                    stack.append(v)
                }
            }
        }
    }

    // MARK: Describing values

    /// How a found node reads in a message: 'text', a list, a mapping, nothing.
    func describe(_ node: Node) -> String {
        switch node {
        case let .scalar(s):
            if isNull(node) { return "nothing" }
            let text = s.string.count > 40 ? String(s.string.prefix(40)) + "..." : s.string
            return "'\(text)'"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }

    func isNull(_ node: Node) -> Bool {
        guard case let .scalar(s) = node, s.style == .plain else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(s.string)
    }

    /// "expected X for 'key', found Y", with the comment hint for a lost `#colour`.
    func mismatch(_ expected: String, _ key: String, _ node: Node, hint: String? = nil) -> SceneError {
        var hint = hint
        if isNull(node), expected.contains("colour") {
            hint = "a '#' after a space starts a YAML comment: quote the colour, as \"#RRGGBB\""
        }
        return error("expected \(expected) for '\(key)', found \(describe(node))", at: node, hint: hint)
    }

    // MARK: Scalars

    func scalarText(_ node: Node, _ key: String, expected: String) throws(SceneError) -> String {
        guard case let .scalar(s) = node, !isNull(node) else { throw mismatch(expected, key, node) }
        return s.string
    }

    func string(_ node: Node, _ key: String) throws(SceneError) -> String {
        try scalarText(node, key, expected: "a string")
    }

    /// A plain name (screen, id, animator): a non-empty string.
    func name(_ node: Node, _ key: String) throws(SceneError) -> String {
        let s = try string(node, key)
        guard !s.trimmingCharacters(in: .whitespaces).isEmpty else { throw mismatch("a name", key, node) }
        return s
    }

    /// The largest magnitude of any number in a scene: fields with a narrower
    /// documented range check it too. Keeps every later conversion (to pixels,
    /// to `Int`, through rectangle arithmetic) far from overflow.
    static let numberMagnitudeLimit = 1e9

    /// A finite number written as a plain decimal (quoted numbers are strings),
    /// within ±``numberMagnitudeLimit``.
    func number(_ node: Node, _ key: String) throws(SceneError) -> Double {
        guard case let .scalar(s) = node, s.style == .plain, let v = Self.decimal(s.string) else {
            throw mismatch("a number", key, node)
        }
        guard abs(v) <= Self.numberMagnitudeLimit else {
            throw error(
                "'\(key)' must be in [-1000000000, 1000000000], found \(Self.format(v))", at: node,
                hint: "numbers in a scene are limited to a magnitude of 1e9")
        }
        return v == 0 ? 0 : v  // -0 reads as 0
    }

    static func decimal(_ text: String) -> Double? {
        guard isDecimal(text.utf8), let v = Double(text), v.isFinite else { return nil }
        return v
    }

    /// Whether `bytes` spell `[-+]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][-+]?[0-9]+)?`, whole
    /// (a scan, not a regular expression: scene files hold hundreds of numbers).
    static func isDecimal(_ bytes: String.UTF8View) -> Bool {
        var i = bytes.startIndex
        func digits() -> Int {
            var n = 0
            while i != bytes.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) {
                n += 1
                i = bytes.index(after: i)
            }
            return n
        }
        func skip(_ choices: UInt8...) -> Bool {
            guard i != bytes.endIndex, choices.contains(bytes[i]) else { return false }
            i = bytes.index(after: i)
            return true
        }
        _ = skip(UInt8(ascii: "-"), UInt8(ascii: "+"))
        let whole = digits()
        let fraction = skip(UInt8(ascii: ".")) ? digits() : -1
        guard whole > 0 || fraction > 0 else { return false }
        if skip(UInt8(ascii: "e"), UInt8(ascii: "E")) {
            _ = skip(UInt8(ascii: "-"), UInt8(ascii: "+"))
            guard digits() > 0 else { return false }
        }
        return i == bytes.endIndex
    }

    /// A number checked against a range; `range` is read like "(0, 8]" in the message.
    func number(
        _ node: Node, _ key: String, min: Double? = nil, minOpen: Bool = false,
        max: Double? = nil, maxOpen: Bool = false
    ) throws(SceneError) -> Double {
        let v = try number(node, key)
        let belowMin = min.map { minOpen ? v <= $0 : v < $0 } ?? false
        let aboveMax = max.map { maxOpen ? v >= $0 : v > $0 } ?? false
        if belowMin || aboveMax {
            let range: String
            switch (min, max) {
            case let (lo?, hi?): range = "in \(minOpen ? "(" : "[")\(Self.format(lo)), \(Self.format(hi))\(maxOpen ? ")" : "]")"
            case let (lo?, nil): range = minOpen ? "greater than \(Self.format(lo))" : "at least \(Self.format(lo))"
            case let (nil, hi?): range = maxOpen ? "less than \(Self.format(hi))" : "at most \(Self.format(hi))"
            default: range = "valid"
            }
            throw error("'\(key)' must be \(range), found \(Self.format(v))", at: node)
        }
        return v
    }

    static func format(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : String(v)
    }

    func integer(_ node: Node, _ key: String, min: Int) throws(SceneError) -> Int {
        guard case let .scalar(s) = node, s.style == .plain, let v = Int(s.string) else {
            throw mismatch("a whole number", key, node)
        }
        guard v >= min else { throw error("'\(key)' must be at least \(min), found \(v)", at: node) }
        return v
    }

    func bool(_ node: Node, _ key: String) throws(SceneError) -> Bool {
        if case let .scalar(s) = node, s.style == .plain {
            switch s.string.lowercased() {
            case "true", "yes", "on": return true
            case "false", "no", "off": return false
            default: break
            }
        }
        throw mismatch("true or false", key, node)
    }

    /// One of `names`; a near miss is suggested.
    func choice(_ node: Node, _ key: String, _ names: [String]) throws(SceneError) -> String {
        let s = try scalarText(node, key, expected: "one of " + names.map { "'\($0)'" }.joined(separator: ", "))
        guard names.contains(s) else {
            throw error("unknown \(key) '\(s)'", at: node, hint: Suggestion.hint(for: s, among: names))
        }
        return s
    }

    func choice<E: RawRepresentable & CaseIterable>(_ node: Node, _ key: String, _ type: E.Type) throws(SceneError) -> E
    where E.RawValue == String {
        E(rawValue: try choice(node, key, E.allCases.map(\.rawValue)))!
    }

    /// A timing-curve text: a CSS keyword or UIKit name (`TimingCurve.curveNames`:
    /// `ease-in` or `easeIn` alike), or `name(...)` with a known function whose
    /// arguments `TimingCurve(css:)` accepts.
    func curve(_ node: Node, _ key: String) throws(SceneError) -> String {
        let text = try string(node, key).trimmingCharacters(in: .whitespaces)
        let keywords = TimingCurve.curveNames
        let functions = ["cubic-bezier", "steps", "linear", "spring"]
        if keywords.contains(text) { return text }
        if let open = text.firstIndex(of: "("), text.hasSuffix(")") {
            let name = text[..<open].trimmingCharacters(in: .whitespaces)
            if functions.contains(name) {
                do {
                    _ = try TimingCurve(css: text)
                } catch let error as TimingCurveError {
                    throw self.error(
                        "bad curve '\(text)': \(error.reason)", at: node,
                        hint: error.suggestion.map { "did you mean '\($0)'?" })
                } catch {
                    throw self.error("bad curve '\(text)': \(error)", at: node, hint: nil)
                }
                return text
            }
            throw error(
                "unknown timing function '\(name)(...)'", at: node,
                hint: Suggestion.nearest(to: name, among: functions).map { "did you mean '\($0)(...)'?" })
        }
        throw error(
            "unknown curve '\(text)'", at: node,
            hint: Suggestion.nearest(to: text, among: keywords).map { "did you mean '\($0)'?" }
                ?? "expected a CSS timing function such as 'ease-in-out' or 'cubic-bezier(0.4, 0, 0.2, 1)', "
                + "or a UIKit name such as 'easeInOut'")
    }

    // MARK: Lists

    func list(_ node: Node, _ key: String, expected: String) throws(SceneError) -> [Node] {
        guard case let .sequence(s) = node else { throw mismatch(expected, key, node) }
        return Array(s)
    }

    /// `count` numbers in a list ([x, y], [x, y, w, h]...).
    func numbers(_ node: Node, _ key: String, count: Int, expected: String) throws(SceneError) -> [Double] {
        guard case let .sequence(s) = node, s.count == count else { throw mismatch(expected, key, node) }
        var out: [Double] = []
        for n in s { out.append(try number(n, key)) }
        return out
    }

    /// `[x, y]` or `{x: , y: }`.
    func point(_ node: Node, _ key: String) throws(SceneError) -> CGPoint {
        if case .mapping = node {
            let m = try MappingReader(node, self, what: key, keys: ["x", "y"])
            return CGPoint(x: try number(m.require("x"), "x"), y: try number(m.require("y"), "y"))
        }
        let v = try numbers(node, key, count: 2, expected: "a point [x, y]")
        return CGPoint(x: v[0], y: v[1])
    }

    /// `[w, h]` or `{width: , height: }`, both >= 0.
    func size(_ node: Node, _ key: String) throws(SceneError) -> CGSize {
        if case .mapping = node {
            let m = try MappingReader(node, self, what: key, keys: ["width", "height"])
            return CGSize(
                width: try number(m.require("width"), "width", min: 0),
                height: try number(m.require("height"), "height", min: 0))
        }
        let v = try numbers(node, key, count: 2, expected: "a size [width, height]")
        guard v[0] >= 0, v[1] >= 0 else { throw error("'\(key)' must not be negative", at: node) }
        return CGSize(width: v[0], height: v[1])
    }

    /// `[x, y, width, height]` or `{x:, y:, width:, height:}`; sizes >= 0.
    func rect(_ node: Node, _ key: String) throws(SceneError) -> CGRect {
        if case .mapping = node {
            let m = try MappingReader(node, self, what: key, keys: ["x", "y", "width", "height"])
            return CGRect(
                x: try number(m.require("x"), "x"), y: try number(m.require("y"), "y"),
                width: try number(m.require("width"), "width", min: 0),
                height: try number(m.require("height"), "height", min: 0))
        }
        let v = try numbers(node, key, count: 4, expected: "a rectangle [x, y, width, height]")
        guard v[2] >= 0, v[3] >= 0 else { throw error("'\(key)' must not have a negative width or height", at: node) }
        return CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
    }
}
