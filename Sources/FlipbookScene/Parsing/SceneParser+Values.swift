import Flipbook
import Foundation
import Yams

extension SceneParser {
    /// Colour names a document may use, with their values.
    static let colorNames: [(String, Color)] = [
        ("black", .black), ("darkGray", .darkGray), ("gray", .gray), ("lightGray", .lightGray),
        ("white", .white), ("clear", .clear), ("red", .red), ("green", .green), ("blue", .blue),
        ("cyan", .cyan), ("yellow", .yellow), ("magenta", .magenta), ("orange", .orange),
        ("purple", .purple), ("brown", .brown),
        // iOS's system colours: dynamic, light or dark by the variant's appearance.
        ("systemRed", .systemRed), ("systemOrange", .systemOrange), ("systemYellow", .systemYellow),
        ("systemGreen", .systemGreen), ("systemMint", .systemMint), ("systemTeal", .systemTeal),
        ("systemCyan", .systemCyan), ("systemBlue", .systemBlue), ("systemIndigo", .systemIndigo),
        ("systemPurple", .systemPurple), ("systemPink", .systemPink), ("systemBrown", .systemBrown),
        ("systemGray", .systemGray), ("systemGray2", .systemGray2), ("systemGray3", .systemGray3),
        ("systemGray4", .systemGray4), ("systemGray5", .systemGray5), ("systemGray6", .systemGray6),
        ("systemBackground", .systemBackground), ("secondarySystemBackground", .secondarySystemBackground),
        ("tertiarySystemBackground", .tertiarySystemBackground), ("systemGroupedBackground", .systemGroupedBackground),
        ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground),
        ("label", .label), ("secondaryLabel", .secondaryLabel), ("tertiaryLabel", .tertiaryLabel),
        ("separator", .separator), ("opaqueSeparator", .opaqueSeparator), ("link", .link), ("systemFill", .systemFill),
    ]

    /// `"#RRGGBB"`, `"#RRGGBBAA"`, `[r, g, b]` or `[r, g, b, a]` in 0...1, or a name.
    func color(_ node: Node, _ key: String) throws(SceneError) -> Color {
        let expected = "a colour (\"#RRGGBB\", \"#RRGGBBAA\", [r, g, b], [r, g, b, a] or a name)"
        if case let .sequence(s) = node {
            guard s.count == 3 || s.count == 4 else { throw mismatch(expected, key, node) }
            var c: [Double] = []
            for n in s { c.append(try number(n, key, min: 0, max: 1)) }
            return Color(red: c[0], green: c[1], blue: c[2], alpha: c.count == 4 ? c[3] : 1)
        }
        let text = try scalarText(node, key, expected: expected)
        if text.hasPrefix("#") {
            let hex = text.dropFirst()
            // Hexadecimal digits only: UInt64(_:radix:) would also take a sign ("#+ff0000").
            guard hex.count == 6 || hex.count == 8, hex.allSatisfy(\.isHexDigit), hex.allSatisfy(\.isASCII),
                let value = UInt64(hex, radix: 16)
            else {
                throw error(
                    "'\(text)' is not a colour", at: node, hint: "write \"#RRGGBB\" or \"#RRGGBBAA\" with hexadecimal digits")
            }
            let rgba = hex.count == 6 ? value << 8 | 0xFF : value
            func channel(_ shift: UInt64) -> Double { Double((rgba >> shift) & 0xFF) / 255 }
            return Color(red: channel(24), green: channel(16), blue: channel(8), alpha: channel(0))
        }
        if let named = Self.colorNames.first(where: { $0.0 == text }) { return named.1 }
        throw error(
            "unknown colour '\(text)'", at: node,
            hint: Suggestion.nearest(to: text, among: Self.colorNames.map(\.0)).map { "did you mean '\($0)'?" }
                ?? "write \"#RRGGBB\", [r, g, b] or a name such as 'white'")
    }

    /// A parameter value: numbers, booleans, strings, lists and maps of them.
    func value(_ node: Node, _ key: String) throws(SceneError) -> SceneValue {
        switch node {
        case let .scalar(s):
            if isNull(node) { throw mismatch("a value", key, node) }
            if s.style == .plain {
                if let v = Self.decimal(s.string) { return .number(v) }
                switch s.string.lowercased() {
                case "true", "yes", "on": return .bool(true)
                case "false", "no", "off": return .bool(false)
                default: break
                }
            }
            return .string(s.string)
        case let .sequence(s):
            var out: [SceneValue] = []
            for n in s { out.append(try value(n, key)) }
            return .list(out)
        case .mapping:
            var out: [String: SceneValue] = [:]
            for (k, v) in try mergedEntries(node, key) {
                let name = try self.name(k, key)
                guard out[name] == nil else { throw error("duplicate key '\(name)'", at: k) }
                out[name] = try value(v, name)
            }
            return .map(out)
        }
    }

    /// `name` or `{name: , parameters: {...}}`.
    func component(_ node: Node, _ key: String, knownNames: Set<String>?) throws(SceneError) -> NamedComponent {
        var nameNode = node
        var parameters: [String: SceneValue] = [:]
        var locations = SceneLocations()
        if case .mapping = node {
            let m = try MappingReader(node, self, what: key, keys: ["name", "parameters"])
            nameNode = try m.require("name", in: "'\(key)'")
            if let p = m["parameters"] {
                guard case let .mapping(entries) = p else { throw mismatch("a mapping of parameters", "parameters", p) }
                guard case let .map(map) = try value(p, "parameters") else { throw mismatch("a mapping", "parameters", p) }
                parameters = map
                for (k, v) in entries {
                    guard let parameter = k.string else { continue }
                    locations[parameter] = location(v)
                    locations[SceneLocations.keyOf(parameter)] = location(k)
                }
            }
        }
        let name = try self.name(nameNode, key)
        if let known = knownNames, !known.contains(name) {
            throw error("unknown \(key) '\(name)'", at: nameNode, hint: Suggestion.hint(for: name, among: known.sorted()))
        }
        locations[SceneLocations.nameKey] = location(nameNode)
        var component = NamedComponent(name: name, parameters: parameters)
        component.locations = locations
        return component
    }

    /// A plain file name: no folders, not "." or "..", no control characters.
    func fileName(_ node: Node, _ key: String) throws(SceneError) -> String {
        let s = try string(node, key)
        let bad =
            s.isEmpty || s == "." || s == ".." || s.contains("/") || s.contains("\\")
            || s.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
        guard !bad else {
            throw error(
                "'\(key)' must be a plain file name, found '\(s)'", at: node,
                hint: "outputs are written inside the output folder; leave out any folder")
        }
        return s
    }
}

extension SceneParser {
    /// The entries of a free-form mapping (screens, animator parameters) with
    /// merge keys applied as ``MappingReader`` applies them: `<<: *a` or
    /// `<<: [*a, *b]` copies the entries the mapping does not write itself,
    /// the first merged mapping winning over later ones. Duplicate checks are
    /// the caller's.
    func mergedEntries(_ node: Node, _ what: String) throws(SceneError) -> [(key: Node, value: Node)] {
        guard case let .mapping(mapping) = node else { throw mismatch("a mapping", what, node) }
        var written: [(key: Node, value: Node)] = []
        var merged: [(key: Node, value: Node)] = []
        func text(_ k: Node) -> String? { if case let .scalar(s) = k { return s.string } else { return nil } }
        for (k, v) in mapping {
            if case let .scalar(ks) = k, ks.string == "<<", ks.style == .plain {
                let sources: [Node]
                if case let .sequence(list) = v { sources = Array(list) } else { sources = [v] }
                for source in sources {
                    for entry in try mergedEntries(source, "<<")
                    where !merged.contains(where: { text($0.key) == text(entry.key) }) {
                        merged.append(entry)
                    }
                }
                continue
            }
            written.append((k, v))
        }
        for entry in merged where !written.contains(where: { text($0.key) == text(entry.key) }) { written.append(entry) }
        return written
    }
}
