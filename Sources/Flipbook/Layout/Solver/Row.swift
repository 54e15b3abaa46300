extension Cassowary {
    /// One row of the simplex tableau: `basic = constant + Σ coefficient × symbol`,
    /// or, for the objective, the cost `constant + Σ coefficient × symbol`.
    ///
    /// Invariants: `cells` is sorted by symbol id with no duplicates, and no
    /// coefficient is within `Cassowary.epsilon` of zero (such cells are
    /// dropped as they arise). A value type: copying a row (or the tableau)
    /// shares the cell storage until one copy changes.
    struct Row {
        /// One nonzero coefficient of a row.
        struct Cell {
            /// The column.
            var symbol: Symbol
            /// Its coefficient (never near zero).
            var coefficient: Double
        }

        /// The parametric part, sorted by symbol id.
        private(set) var cells: [Cell] = []
        /// The basic symbol's current value (points) when the parameters are
        /// zero.
        private(set) var constant: Double

        /// The row `constant` with no cells.
        init(constant: Double = 0) { self.constant = constant }

        /// The index of `symbol`'s cell, or where it would be inserted.
        private func index(of symbol: Symbol) -> (Int, found: Bool) {
            // Most lookups miss; the ends reject a symbol outside the range
            // without a search (new columns have the highest ids).
            guard let last = cells.last, symbol.id <= last.symbol.id else { return (cells.count, false) }
            if symbol.id < cells[0].symbol.id { return (0, false) }
            var low = 0
            var high = cells.count
            while low < high {
                let mid = (low + high) / 2
                let id = cells[mid].symbol.id
                if id == symbol.id { return (mid, true) }
                if id < symbol.id { low = mid + 1 } else { high = mid }
            }
            return (low, false)
        }

        /// `symbol`'s coefficient, 0 when absent.
        func coefficient(of symbol: Symbol) -> Double {
            let (i, found) = index(of: symbol)
            return found ? cells[i].coefficient : 0
        }

        /// Adds `delta` points to the constant and returns the new constant.
        @discardableResult
        mutating func add(constant delta: Double) -> Double {
            constant += delta
            return constant
        }

        /// Adds `coefficient × symbol`, dropping the cell if the sum is near
        /// zero.
        mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
            let (i, found) = index(of: symbol)
            if found {
                let sum = cells[i].coefficient + coefficient
                if Cassowary.nearZero(sum) { cells.remove(at: i) } else { cells[i].coefficient = sum }
            } else if !Cassowary.nearZero(coefficient) {
                cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: i)
            }
        }

        /// Adds `factor × other` (constant and cells), by a merge of the two
        /// sorted cell lists.
        mutating func insert(_ other: Row, times factor: Double = 1) {
            constant += other.constant * factor
            if other.cells.isEmpty { return }
            if other.cells.count == 1 {
                insert(other.cells[0].symbol, other.cells[0].coefficient * factor)
                return
            }
            var merged: [Cell] = []
            merged.reserveCapacity(cells.count + other.cells.count)
            var i = 0
            var j = 0
            while i < cells.count || j < other.cells.count {
                if j == other.cells.count || (i < cells.count && cells[i].symbol.id < other.cells[j].symbol.id) {
                    merged.append(cells[i])
                    i += 1
                } else if i == cells.count || other.cells[j].symbol.id < cells[i].symbol.id {
                    let c = other.cells[j].coefficient * factor
                    if !Cassowary.nearZero(c) { merged.append(Cell(symbol: other.cells[j].symbol, coefficient: c)) }
                    j += 1
                } else {
                    let c = cells[i].coefficient + other.cells[j].coefficient * factor
                    if !Cassowary.nearZero(c) { merged.append(Cell(symbol: cells[i].symbol, coefficient: c)) }
                    i += 1
                    j += 1
                }
            }
            cells = merged
        }

        /// Removes `symbol`'s cell, if any.
        mutating func remove(_ symbol: Symbol) {
            let (i, found) = index(of: symbol)
            if found { cells.remove(at: i) }
        }

        /// Negates the constant and every coefficient.
        mutating func reverseSign() {
            constant = -constant
            for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
        }

        /// Turns `0 = constant + … + c × symbol + …` into
        /// `symbol = -(constant + …) / c`. `symbol` must be in the row.
        mutating func solve(for symbol: Symbol) {
            let (i, found) = index(of: symbol)
            precondition(found, "solve(for:) on a symbol absent from the row")
            let factor = -1 / cells[i].coefficient
            cells.remove(at: i)
            constant *= factor
            for k in cells.indices { cells[k].coefficient *= factor }
        }

        /// Turns `lhs = …` (with `rhs` among the cells) into `rhs = …`.
        mutating func solve(for lhs: Symbol, rhs: Symbol) {
            insert(lhs, -1)
            solve(for: rhs)
        }

        /// Replaces `symbol` by `row` (the row that `symbol` equals), if
        /// `symbol` is in this row. Returns whether it was.
        @discardableResult
        mutating func substitute(_ symbol: Symbol, with row: Row) -> Bool {
            let (i, found) = index(of: symbol)
            guard found else { return false }
            let c = cells[i].coefficient
            cells.remove(at: i)
            insert(row, times: c)
            return true
        }
    }
}
