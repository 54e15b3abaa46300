import Foundation

/// The header fields of a request or a response, in order, names compared
/// without regard to case (as HTTP does).
///
/// Invariant: no name or value holds a CR or LF (a value set with one has
/// them replaced by spaces, so a handler cannot split a response's head).
package struct HTTPHeaders: Sendable, Equatable, Sequence, ExpressibleByDictionaryLiteral {
    package private(set) var fields: [(name: String, value: String)] = []

    package init() {}

    package init(dictionaryLiteral elements: (String, String)...) {
        for (name, value) in elements { self[name] = value }
    }

    /// The value of the first field named `name`; setting replaces every field
    /// of that name with one (nil removes them).
    package subscript(name: String) -> String? {
        get { fields.first { Self.same($0.name, name) }?.value }
        set {
            let index = fields.firstIndex { Self.same($0.name, name) }
            fields.removeAll { Self.same($0.name, name) }
            guard let newValue else { return }
            let field = (name: Self.clean(name), value: Self.clean(newValue))
            fields.insert(field, at: Swift.min(index ?? fields.count, fields.count))
        }
    }

    /// Every value of the fields named `name`, in order.
    package func values(_ name: String) -> [String] { fields.filter { Self.same($0.name, name) }.map(\.value) }

    /// Adds a field, keeping any of the same name (a request's repeated fields).
    package mutating func append(_ name: String, _ value: String) {
        fields.append((name: Self.clean(name), value: Self.clean(value)))
    }

    /// The number of fields.
    package var count: Int { fields.count }

    package func makeIterator() -> IndexingIterator<[(name: String, value: String)]> { fields.makeIterator() }

    /// Whether a comma-separated field (`Connection`, `Expect`) lists `token`, without regard to case.
    package func lists(_ name: String, _ token: String) -> Bool {
        values(name).contains { value in
            value.split(separator: ",").contains { $0.trimmingCharacters(in: .whitespaces).lowercased() == token.lowercased() }
        }
    }

    package static func == (a: HTTPHeaders, b: HTTPHeaders) -> Bool {
        a.fields.count == b.fields.count && zip(a.fields, b.fields).allSatisfy { same($0.name, $1.name) && $0.value == $1.value }
    }

    private static func same(_ a: String, _ b: String) -> Bool {
        a.utf8.count == b.utf8.count && a.lowercased() == b.lowercased()
    }

    private static func clean(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 13 || $0 == 10 }) else { return text }
        return String(text.map { $0 == "\r" || $0 == "\n" || $0 == "\r\n" ? " " : $0 })
    }
}
