import Foundation
import Yams

/// The entries of one YAML mapping, checked against the keys it may have.
///
/// Merge keys (`<<: *anchor` or `<<: [*a, *b]`) copy the entries of other
/// mappings that the mapping does not set itself. A key written twice, and a
/// key not in `keys`, are errors (the latter with the closest known key).
struct MappingReader {
    let node: Node
    private(set) var entries: [(key: String, keyNode: Node, value: Node)] = []
    let parser: SceneParser

    init(_ node: Node, _ parser: SceneParser, what: String, keys: [String]) throws(SceneError) {
        self.node = node
        self.parser = parser
        guard case let .mapping(mapping) = node else { throw parser.mismatch("a mapping", what, node) }
        var merged: [(String, Node, Node)] = []
        for (k, v) in mapping {
            guard case let .scalar(ks) = k else {
                throw parser.error("a key in '\(what)' must be a plain name, found \(parser.describe(k))", at: k)
            }
            if ks.string == "<<" && ks.style == .plain {
                let sources: [Node]
                if case let .sequence(s) = v { sources = Array(s) } else { sources = [v] }
                for source in sources {
                    let inner = try MappingReader(source, parser, what: "<<", keys: keys)
                    for e in inner.entries where !merged.contains(where: { $0.0 == e.key }) {
                        merged.append((e.key, e.keyNode, e.value))
                    }
                }
                continue
            }
            let key = ks.string
            if let first = entries.first(where: { $0.key == key }) {
                throw parser.error(
                    "duplicate key '\(key)'", at: k,
                    hint: "it is already set at line \(first.keyNode.mark?.line ?? 1)")
            }
            guard keys.contains(key) else {
                throw parser.error("unknown key '\(key)'", at: k, hint: Suggestion.hint(for: key, among: keys))
            }
            entries.append((key, k, v))
        }
        for (key, k, v) in merged where !entries.contains(where: { $0.key == key }) {
            entries.append((key, k, v))
        }
    }

    /// The value of `key`, nil when absent.
    subscript(key: String) -> Node? { entries.first { $0.key == key }?.value }

    func has(_ key: String) -> Bool { self[key] != nil }

    /// The value of `key`, or an error at this mapping.
    func require(_ key: String, in what: String? = nil) throws(SceneError) -> Node {
        guard let v = self[key] else {
            throw parser.error("missing key '\(key)'" + (what.map { " in \($0)" } ?? ""), at: node)
        }
        return v
    }

    /// The key node of `key`, for errors about the key itself.
    func keyNode(_ key: String) -> Node? { entries.first { $0.key == key }?.keyNode }
}
