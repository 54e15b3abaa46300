/// `--shard I/N`: the part of a scene list one machine takes, I from 1.
///
/// `verify` and `record` balance the shards by cost (``balanced(_:name:cost:)``);
/// `gallery` takes every N-th scene by name (``select(_:name:)``). Either way the
/// N shards together cover every scene exactly once, whatever order the paths
/// were given in, and every machine computes the same assignment.
package struct Shard: Equatable, CustomStringConvertible {
    /// From 1.
    package let index: Int
    /// At least 1.
    package let count: Int

    package static let whole = Shard(index: 1, count: 1)

    /// `I/N`.
    package var description: String { "\(index)/\(count)" }

    package init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// `text` as a whole number of decimal digits (white space around it allowed), or nil.
    package static func wholeNumber(_ text: String) -> Int? {
        let digits = text.trimmingCharacters(in: .whitespaces)
        guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(digits)
    }

    /// `I/N` with 1 <= I <= N, or nil.
    package static func parse(_ text: String) -> Shard? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map { Self.wholeNumber(String($0)) }
        guard parts.count == 2, let i = parts[0], let n = parts[1], n >= 1, i >= 1, i <= n else { return nil }
        return Shard(index: i, count: n)
    }

    /// The items of this shard, sorted by `name` (ties keep their order):
    /// scene `k` of the sorted list (from 0) belongs to shard `k mod N + 1`.
    package func select<T>(_ items: [T], name: (T) -> String) -> [T] {
        let sorted = items.enumerated().sorted { (name($0.element), $0.offset) < (name($1.element), $1.offset) }
        return sorted.enumerated().filter { $0.offset % count == index - 1 }.map(\.element.element)
    }

    /// This shard's items when the N shards are balanced by cost (see
    /// ``assignment(_:count:name:cost:)``), sorted by name.
    package func balanced<T>(_ items: [T], name: (T) -> String, cost: (T) -> Int) -> [T] {
        Self.assignment(items, count: count, name: name, cost: cost)[index - 1]
    }

    /// `items` split into `count` shards of nearly equal total cost, by the
    /// longest-processing-time rule: items in decreasing cost (ties by name,
    /// then by position), each to the shard with the least cost so far (ties:
    /// the lowest index). Each shard's items come back sorted by name.
    ///
    /// Deterministic: the same names and costs give the same assignment on
    /// every machine. No shard costs more than the mean plus the largest
    /// single item's cost (when the last item of the most expensive shard was
    /// placed, that shard held the least, at most the mean of the others).
    ///
    /// - Complexity: O(n log n + n * count).
    package static func assignment<T>(_ items: [T], count: Int, name: (T) -> String, cost: (T) -> Int) -> [[T]] {
        precondition(count >= 1, "a shard count is at least 1")
        let order = items.indices.sorted { a, b in
            let ca = cost(items[a])
            let cb = cost(items[b])
            if ca != cb { return ca > cb }
            let na = name(items[a])
            let nb = name(items[b])
            return na != nb ? na < nb : a < b
        }
        var loads = [Int](repeating: 0, count: count)
        var members = [[Int]](repeating: [], count: count)
        for item in order {
            var target = 0
            for shard in 1..<count where loads[shard] < loads[target] { target = shard }
            loads[target] += cost(items[item])
            members[target].append(item)
        }
        return members.map { list in
            list.sorted { a, b in
                let na = name(items[a])
                let nb = name(items[b])
                return na != nb ? na < nb : a < b
            }.map { items[$0] }
        }
    }
}
