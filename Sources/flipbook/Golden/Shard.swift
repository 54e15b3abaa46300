import ArgumentParser

/// `--shard I/N`: the part of a scene list one machine takes. The scenes are
/// sorted by name and scene `k` (from 0) belongs to shard `k mod N + 1`, so
/// the N shards together cover every scene exactly once, whatever order the
/// paths were given in.
struct Shard: Equatable {
    /// From 1.
    let index: Int
    /// At least 1.
    let count: Int

    static let whole = Shard(index: 1, count: 1)

    /// Parses `I/N` with 1 <= I <= N.
    /// - Throws: `ValidationError` naming the value.
    init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
            .map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let i = parts[0], let n = parts[1], n >= 1, i >= 1, i <= n else {
            throw ValidationError("--shard must be I/N with 1 <= I <= N, such as 1/4; got '\(text)'")
        }
        self.init(index: i, count: n)
    }

    init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// The items of this shard, sorted by `name` (ties keep their order).
    func select<T>(_ items: [T], name: (T) -> String) -> [T] {
        let sorted = items.enumerated().sorted { (name($0.element), $0.offset) < (name($1.element), $1.offset) }
        return sorted.enumerated().filter { $0.offset % count == index - 1 }.map(\.element.element)
    }
}
