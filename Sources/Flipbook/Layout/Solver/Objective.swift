extension Cassowary {
    /// The cost the solver minimises: one cost per priority level, compared
    /// lexicographically, highest level first.
    ///
    /// A column's cost is the vector of its coefficients at the levels; it
    /// is negative when its first nonzero entry (from the highest level) is
    /// negative. Minimising the levels in that order makes one unit of error
    /// at a level cost more than any amount at all lower levels: this is
    /// Cassowary's symbolic weight, and how Auto Layout's rule "a higher
    /// priority always wins" holds exactly, whatever the number of lower
    /// constraints.
    ///
    /// Storage is dense and indexed by symbol id (`costs[level][id]`), with a
    /// lazy min-heap of the columns that may have a negative cost, so that
    /// every operation costs what it touches, never the size of the
    /// objective: reading a column's cost is O(levels), substituting a row
    /// is O(levels × row length), and finding the entering column is
    /// O(log n) amortised. (A sorted sparse row, merged on every
    /// substitution, made each pivot cost one step per optional constraint
    /// in the whole layout, so adding n constraints cost n².)
    ///
    /// Invariants: `levels` is strictly decreasing with one cost array per
    /// entry; coefficients within `Cassowary.epsilon` of zero are stored as
    /// exactly 0; every column whose cost is lexicographically negative is
    /// in `candidates` (which may also hold stale entries, dropped when met).
    struct Objective {
        /// The priority levels present, highest first (a level stays once
        /// made, even if its costs all return to zero).
        private(set) var levels: [Double] = []
        /// `costs[l][id]`: symbol `id`'s coefficient at level `l` (0 past
        /// the end of the array).
        private var costs: [[Double]] = []
        /// Columns that may have a negative cost, lowest id on top.
        private var candidates = SymbolHeap()
        /// While an operation that may be undone runs: the old value of
        /// every cost written, oldest first.
        private var journal: [(level: Int, id: Int, cost: Double)]?

        /// Starts recording cost changes for `rollback()`. The operations
        /// recorded must not add a level (they come from required
        /// constraints, which have no errors).
        mutating func beginJournal() { journal = [] }

        /// Stops recording and forgets the record.
        mutating func endJournal() { journal = nil }

        /// Puts back every cost changed since `beginJournal()`, and stops
        /// recording. Candidates are not restored: the objective was optimal
        /// when the journal began, so no restored cost is negative.
        mutating func rollback() {
            guard let entries = journal else { return }
            journal = nil
            for entry in entries.reversed() { costs[entry.level][entry.id] = entry.cost }
        }

        /// An empty objective.
        init() {}

        /// The index of `level`, inserted if absent.
        private mutating func index(of level: Double) -> Int {
            var i = 0
            while i < levels.count && levels[i] > level { i += 1 }
            if i == levels.count || levels[i] != level {
                levels.insert(level, at: i)
                costs.insert([], at: i)
            }
            return i
        }

        /// `symbol`'s coefficient at level index `level`.
        @inline(__always)
        private func cost(_ level: Int, _ id: Int) -> Double {
            id < costs[level].count ? costs[level][id] : 0
        }

        /// Adds `delta` to symbol `id`'s coefficient at level index `level`.
        @inline(__always)
        private mutating func add(_ delta: Double, to id: Int, level: Int) {
            if id >= costs[level].count {
                if Cassowary.nearZero(delta) { return }
                costs[level].append(contentsOf: repeatElement(0, count: id + 1 - costs[level].count))
            }
            let old = costs[level][id]
            if journal != nil { journal!.append((level, id, old)) }
            let sum = old + delta
            costs[level][id] = Cassowary.nearZero(sum) ? 0 : sum
        }

        /// Whether `symbol` can enter: not a dummy, and its first nonzero
        /// cost is negative.
        private func isNegative(_ symbol: Symbol) -> Bool {
            guard symbol.kind != .dummy else { return false }
            for level in costs.indices {
                let c = cost(level, symbol.id)
                if c != 0 { return c < 0 }
            }
            return false
        }

        /// Notes `symbol` as a candidate if its cost is now negative.
        @inline(__always)
        private mutating func noteChange(_ symbol: Symbol) {
            if isNegative(symbol) { candidates.push(symbol) }
        }

        /// Adds `sign × weight × symbol` at `strength`'s level.
        mutating func insert(_ symbol: Symbol, strength: Strength, sign: Double) {
            let i = index(of: strength.level)
            add(sign * strength.weight, to: symbol.id, level: i)
            noteChange(symbol)
        }

        /// Adds `sign × weight × row`'s cells at `strength`'s level (the
        /// constant is a cost that no pivot can change, so it is not kept).
        mutating func insert(_ row: Row, strength: Strength, sign: Double) {
            let i = index(of: strength.level)
            let factor = sign * strength.weight
            for cell in row.cells {
                add(cell.coefficient * factor, to: cell.symbol.id, level: i)
                noteChange(cell.symbol)
            }
        }

        /// Replaces `symbol` by `row` (the row `symbol` equals) at every
        /// level: O(levels × row length).
        mutating func substitute(_ symbol: Symbol, with row: Row) {
            for level in costs.indices {
                let c = cost(level, symbol.id)
                guard c != 0 else { continue }
                if journal != nil { journal!.append((level, symbol.id, c)) }
                costs[level][symbol.id] = 0
                for cell in row.cells { add(c * cell.coefficient, to: cell.symbol.id, level: level) }
            }
            for cell in row.cells { noteChange(cell.symbol) }
        }

        /// Removes `symbol` from every level.
        mutating func remove(_ symbol: Symbol) {
            for level in costs.indices where symbol.id < costs[level].count { costs[level][symbol.id] = 0 }
        }

        /// `symbol`'s cost vector, highest level first.
        func coefficients(of symbol: Symbol) -> [Double] {
            costs.indices.map { cost($0, symbol.id) }
        }

        /// Whether any level has a nonzero cost for `symbol`.
        func contains(_ symbol: Symbol) -> Bool {
            costs.indices.contains { cost($0, symbol.id) != 0 }
        }

        /// The entering column of a primal pivot: the lowest-id non-dummy
        /// column whose cost is lexicographically negative (Bland's rule), or
        /// nil at the optimum. Drops stale candidates as it meets them.
        mutating func enteringSymbol() -> Symbol? {
            while let top = candidates.peek() {
                if isNegative(top) { return top }
                candidates.pop()
            }
            return nil
        }

        /// The entering column, without dropping stale candidates (for
        /// invariant checks): O(n).
        func enteringSymbolByScan() -> Symbol? {
            candidates.elements.filter { isNegative($0) }.min()
        }

        /// Whether `a / da < b / db` lexicographically (highest level first),
        /// entries within `Cassowary.epsilon` counting as equal.
        static func ratioLess(_ a: [Double], over da: Double, _ b: [Double], over db: Double) -> Bool {
            for i in a.indices {
                let d = a[i] / da - b[i] / db
                if Cassowary.nearZero(d) { continue }
                return d < 0
            }
            return false
        }
    }
}
