import Foundation

/// The trace texts already made during one ``FilmTrace/text(for:)-(Film)``:
/// of display lists, and of whole node lines. Most nodes draw the same content
/// in every frame, and most keep their place in their parent (only the screens
/// that move change), so describing a list (its commands printed and digested)
/// or a node (a dozen numbers printed with fixed decimals) costs far more than
/// finding it again.
///
/// A cached text must be the text made anew, bit for bit, so nothing is found
/// by mere equality where equal values can print differently (`-0.0 == 0.0`,
/// but a display list's digest prints `-0.0`):
/// - a display list is found by its storage: the same array of commands (a
///   layer's recorded drawing, copied into every frame's tree), which is the
///   same bits. The film holds every frame's tree while its trace is made,
///   so no storage is freed and reused meanwhile.
/// - a node line is found by the node's kind, identifier, properties (every
///   number of a line is printed with `FilmTrace.fixed`, which
///   prints `-0` as `0`) and its content's storage; a node with a colour that
///   has a `-0.0` component (colours print it as `-0.000`) is not cached.
///
/// Safe to share between the threads describing frames in parallel; lives for
/// one film, so it holds at most the film's distinct lists and node lines.
final class TraceContentCache: @unchecked Sendable {
    /// What a node's line depends on.
    private struct NodeKey: Hashable {
        var kind: String
        var identifier: String?
        var properties: LayerProperties
        var content: Int
    }

    private let lock = NSLock()
    // Guarded by `lock`.
    private var texts: [Int: String] = [:]
    private var lines: [NodeKey: String] = [:]

    /// The address of `list`'s command storage: the same for the copies of one recorded list.
    private static func storage(of list: DisplayList) -> Int {
        list.commands.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
    }

    /// The line of `node`: the cached one, else `describe()`'s, kept.
    func line(of node: RenderNode, describe: () -> String) -> String {
        guard !Self.hasSignedZeroColour(node.properties) else { return describe() }
        let key = NodeKey(
            kind: node.kind, identifier: node.identifier, properties: node.properties,
            content: node.content.isEmpty ? 0 : Self.storage(of: node.content))
        return cached(key, in: \.lines, describe)
    }

    /// The text of `list`: the cached one, else `describe()`'s, kept.
    func text(of list: DisplayList, describe: () -> String) -> String {
        cached(Self.storage(of: list), in: \.texts, describe)
    }

    private func cached<Key: Hashable>(
        _ key: Key, in table: ReferenceWritableKeyPath<TraceContentCache, [Key: String]>, _ describe: () -> String
    ) -> String {
        lock.lock()
        let known = self[keyPath: table][key]
        lock.unlock()
        if let known { return known }
        let text = describe()
        lock.lock()
        self[keyPath: table][key] = text
        lock.unlock()
        return text
    }

    /// Whether a colour a node line prints (background, border, shadow, gradient stops) has a `-0.0` component.
    /// (Checked for every node of every frame, so without building arrays.)
    private static func hasSignedZeroColour(_ p: LayerProperties) -> Bool {
        func signed(_ c: Color?) -> Bool {
            guard let c else { return false }
            func negativeZero(_ v: Double) -> Bool { v == 0 && v.sign == .minus }
            return negativeZero(c.red) || negativeZero(c.green) || negativeZero(c.blue) || negativeZero(c.alpha)
        }
        if signed(p.backgroundColor) || signed(p.borderColor) || signed(p.shadowColor) { return true }
        return p.gradient?.gradient.stops.contains { signed($0.color) } ?? false
    }
}
