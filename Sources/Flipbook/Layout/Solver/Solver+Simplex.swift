extension Cassowary.Solver {
    // The primal and dual simplex. Split from Solver.swift.

    // MARK: - Simplex

    /// Replaces `symbol` by `row` everywhere, noting rows made infeasible.
    mutating func substitute(_ symbol: Cassowary.Symbol, with row: Cassowary.Row) {
        for id in rows(containing: symbol) {
            noteRow(id)
            rows[id]!.substitute(symbol, with: row)
            for cell in row.cells { occurrences[cell.symbol.id].append(id) }
            if kinds[id] != .external && rows[id]!.constant < -Cassowary.epsilon {
                infeasible.append(Cassowary.Symbol(id: id, kind: kinds[id]))
            }
        }
        occurrences[symbol.id] = []
        objective.substitute(symbol, with: row)
    }

    /// Exchanges basic `leaving` for parametric `entering`.
    mutating func pivot(leaving: Cassowary.Symbol, entering: Cassowary.Symbol) {
        var row = rows[leaving.id]!
        noteRow(leaving.id)
        rows[leaving.id] = nil
        row.solve(for: leaving, rhs: entering)
        substitute(entering, with: row)
        setRow(entering, row)
        statistics.pivots += 1
    }

    /// A bound on pivots per optimisation, only reached on a numerical
    /// breakdown (Bland's rule rules out cycling).
    var pivotLimit: Int { 100 * kinds.count + 10_000 }

    /// Primal simplex: pivots while some column's cost is negative.
    mutating func optimize() throws(Cassowary.SolverError) {
        var steps = 0
        while true {
            guard let entering = objective.enteringSymbol() else { return }
            // Leaving: the restricted row that limits the entering column
            // first (least ratio; ties to the lowest id).
            var best: Cassowary.Symbol?
            var bestRatio = Double.greatestFiniteMagnitude
            for id in rows(containing: entering) where kinds[id] != .external {
                let row = rows[id]!
                let c = row.coefficient(of: entering)
                if c < 0 {
                    let ratio = -row.constant / c
                    if ratio < bestRatio {
                        bestRatio = ratio
                        best = Cassowary.Symbol(id: id, kind: kinds[id])
                    }
                }
            }
            guard let leaving = best else { throw .internalFailure("the objective is unbounded") }
            pivot(leaving: leaving, entering: entering)
            steps += 1
            if steps > pivotLimit { throw .internalFailure("the primal simplex did not converge") }
        }
    }

    /// Dual simplex: pivots each infeasible row back to feasibility,
    /// keeping the objective optimal. A basic dummy (a required equality
    /// just added or whose constant moved) is infeasible unless its row
    /// holds only dummies at 0: it leaves in whichever direction brings it
    /// to zero.
    ///
    /// - Throws: `.unsatisfiable` when a row cannot be repaired (no column
    ///   can move it back in bounds: the required constraints conflict),
    ///   leaving the tableau mid-way for the caller's `rollback`.
    mutating func dualOptimize() throws(Cassowary.SolverError) {
        var steps = 0
        while let leaving = infeasible.popLast() {
            guard let row = rows[leaving.id] else { continue }
            let direction: Double
            if leaving.kind == .dummy {
                if row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
                    guard Cassowary.nearZero(row.constant) else {
                        failingRow = (leaving, row)
                        throw .unsatisfiable(nil)
                    }
                    continue
                }
                direction = row.constant > Cassowary.epsilon ? -1 : 1
            } else {
                guard row.constant < -Cassowary.epsilon else { continue }
                direction = 1
            }
            // Entering: the column that moves the row toward its bound
            // whose cost per unit is least (lexicographically; ties to the
            // lowest id). A dummy at zero may leave either way.
            var entering: Cassowary.Symbol?
            var enteringCost: [Double] = []
            var enteringCoefficient = 1.0
            for sign in (leaving.kind == .dummy && Cassowary.nearZero(row.constant) ? [1.0, -1.0] : [direction]) {
                for cell in row.cells where cell.coefficient * sign > 0 && cell.symbol.kind != .dummy {
                    let cost = objective.coefficients(of: cell.symbol)
                    let coefficient = cell.coefficient * sign
                    if entering == nil
                        || Cassowary.Objective.ratioLess(cost, over: coefficient, enteringCost, over: enteringCoefficient)
                    {
                        entering = cell.symbol
                        enteringCost = cost
                        enteringCoefficient = coefficient
                    }
                }
                if entering != nil { break }
            }
            guard let entering else {
                failingRow = (leaving, row)
                throw .unsatisfiable(nil)
            }
            pivot(leaving: leaving, entering: entering)
            statistics.dualPivots += 1
            steps += 1
            if steps > pivotLimit { throw .internalFailure("the dual simplex did not converge") }
        }
    }
}
