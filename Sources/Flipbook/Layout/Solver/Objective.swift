extension Cassowary {
    /// The cost the solver minimises: one `Row` per priority level, compared
    /// lexicographically, highest level first.
    ///
    /// A column's cost is the vector of its coefficients in the level rows;
    /// it is negative when its first nonzero entry (from the highest level)
    /// is negative. Minimising the levels in that order makes one unit of
    /// error at a level cost more than any amount at all lower levels: this
    /// is Cassowary's symbolic weight, and how Auto Layout's rule "a higher
    /// priority always wins" holds exactly, whatever the number of lower
    /// constraints. Invariant: `levels` is strictly decreasing and has one
    /// entry per row; a level whose row has no cells left is dropped.
    struct Objective {
        /// The priority levels present, highest first.
        private(set) var levels: [Double] = []
        /// The cost at each level, in `levels`' order.
        private(set) var rows: [Row] = []

        /// An empty objective.
        init() {}

        /// An objective with the single row `row` (the artificial objective
        /// of phase one).
        init(single row: Row) {
            levels = [1]
            rows = [row]
        }

        /// The index of `level`, inserted if absent.
        private mutating func index(of level: Double) -> Int {
            var i = 0
            while i < levels.count && levels[i] > level { i += 1 }
            if i == levels.count || levels[i] != level {
                levels.insert(level, at: i)
                rows.insert(Row(), at: i)
            }
            return i
        }

        /// Adds `sign × weight × symbol` at `strength`'s level.
        mutating func insert(_ symbol: Symbol, strength: Strength, sign: Double) {
            let i = index(of: strength.level)
            rows[i].insert(symbol, sign * strength.weight)
            dropIfEmpty(i)
        }

        /// Adds `sign × weight × row` at `strength`'s level.
        mutating func insert(_ row: Row, strength: Strength, sign: Double) {
            let i = index(of: strength.level)
            rows[i].insert(row, times: sign * strength.weight)
            dropIfEmpty(i)
        }

        /// Drops level `i` once no column costs anything there.
        private mutating func dropIfEmpty(_ i: Int) {
            if rows[i].cells.isEmpty {
                rows.remove(at: i)
                levels.remove(at: i)
            }
        }

        /// Replaces `symbol` by `row` in every level.
        mutating func substitute(_ symbol: Symbol, with row: Row) {
            for i in rows.indices { rows[i].substitute(symbol, with: row) }
        }

        /// Removes `symbol` from every level.
        mutating func remove(_ symbol: Symbol) {
            for i in rows.indices { rows[i].remove(symbol) }
        }

        /// The constant of the single row (phase one's residual).
        var firstConstant: Double { rows.first?.constant ?? 0 }

        /// `symbol`'s cost vector, highest level first.
        func coefficients(of symbol: Symbol) -> [Double] {
            rows.map { $0.coefficient(of: symbol) }
        }

        /// The entering column of a primal pivot: the lowest-id non-dummy
        /// column whose cost is lexicographically negative (Bland's rule), or
        /// nil at the optimum.
        func enteringSymbol() -> Symbol? {
            var best: Symbol?
            for level in rows.indices {
                for cell in rows[level].cells where cell.coefficient < 0 && cell.symbol.kind != .dummy {
                    if let b = best, b.id <= cell.symbol.id { break }
                    // Negative here counts only if zero at every higher level.
                    if (0..<level).allSatisfy({ rows[$0].coefficient(of: cell.symbol) == 0 }) {
                        best = cell.symbol
                        break
                    }
                }
            }
            return best
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
