import Foundation

/// The trace texts of display lists already described during one
/// ``FilmTrace/text(for:)-(Film)``: most nodes draw the same content in
/// every frame, and describing a list (its commands printed and digested)
/// costs far more than finding it again by equality.
///
/// A text depends only on its list, so a cached text is the text the list
/// would get anew: the trace is the same with or without the cache. Safe to
/// share between the threads describing frames in parallel; lives for one
/// film, so it holds at most the film's distinct lists.
final class TraceContentCache: @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`.
    private var texts: [DisplayList: String] = [:]

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
