import Foundation

/// The trace texts already made during one ``FilmTrace/text(for:)-(Film)``:
/// of display lists, and of whole node lines. Most nodes draw the same content
/// in every frame, and most keep their place in their parent (only the screens
/// that move change), so describing a list (its commands printed and digested)
/// or a node (a dozen numbers printed with fixed decimals) costs far more than
/// finding it again by equality.
///
/// A text depends only on what it is keyed by (a node line on the node's kind,
/// identifier, properties and content, not on its sublayers), so a cached text
/// is the text made anew: the trace is the same with or without the cache.
/// Safe to share between the threads describing frames in parallel; lives for
/// one film, so it holds at most the film's distinct lists and node lines.
final class TraceContentCache: @unchecked Sendable {
    /// What a node's line depends on.
    private struct NodeKey: Hashable {
        var kind: String
        var identifier: String?
        var properties: LayerProperties
        var content: DisplayList
    }

    private let lock = NSLock()
    // Guarded by `lock`.
    private var texts: [DisplayList: String] = [:]
    private var lines: [NodeKey: String] = [:]

    /// The line of `node`: the cached one, else `describe()`'s, kept.
    func line(of node: RenderNode, describe: () -> String) -> String {
        let key = NodeKey(kind: node.kind, identifier: node.identifier, properties: node.properties, content: node.content)
        lock.lock()
        let known = lines[key]
        lock.unlock()
        if let known { return known }
        let line = describe()
        lock.lock()
        lines[key] = line
        lock.unlock()
        return line
    }

    /// The text of `list`: the cached one, else `describe()`'s, kept.
    func text(of list: DisplayList, describe: () -> String) -> String {
        lock.lock()
        let known = texts[list]
        lock.unlock()
        if let known { return known }
        let text = describe()
        lock.lock()
        texts[list] = text
        lock.unlock()
        return text
    }
}
